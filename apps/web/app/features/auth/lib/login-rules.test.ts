import { describe, expect, it } from 'vitest';
import { identifierError, otpError, passwordError } from './login-rules';
import { loginFailureText, welcomeTitle } from './login-texts';

describe('login dialog checks (storefront §5 Login)', () => {
  it('identifier: empty, refused sequences, malformed, then good', () => {
    expect(identifierError('')).toBe('Please enter Mobile No/Email ID');
    expect(identifierError('   ')).toBe('Please enter Mobile No/Email ID');
    for (const bad of ['1234567890', '9876543210', '0123456789', '98765', 'asha@', 'asha@example', 'a b@example.in']) {
      expect(identifierError(bad)).toBe('Please enter a valid Mobile No/Email ID');
    }
    expect(identifierError('9812345678')).toBeNull();
    expect(identifierError('asha.verma@example.co.in')).toBeNull();
  });

  it('password: empty, short, weak, strong', () => {
    expect(passwordError('')).toBe('Please Enter Password');
    expect(passwordError('Ab1@')).toBe('Password must be minimum 8 characters');
    expect(passwordError('abcdefgh')).toBe('Weak Password - Use uppercase, lowercase, number, and special character.');
    expect(passwordError('Abcdefg1#')).toBe('Weak Password - Use uppercase, lowercase, number, and special character.');
    expect(passwordError('Str0ng@Pass')).toBeNull();
  });

  it('OTP: empty, wrong length, six digits', () => {
    expect(otpError('')).toBe('Please Enter OTP');
    expect(otpError('12345')).toBe('OTP must be 6 Digits');
    expect(otpError('123456')).toBeNull();
  });

  it('texts', () => {
    expect(loginFailureText('otp')).toBe('Invalid OTP');
    expect(loginFailureText('password')).toBe('Invalid Credentials');
    expect(welcomeTitle('Asha')).toBe('Welcome, Asha!');
  });
});

import { describe, expect, it } from 'vitest';
import { imageError } from '../../../components/forms/image-field';
import { otpInput } from '../../../components/forms/otp-input';
import { mobileForServer, otpCodeError, otpMobileError, registrationErrors } from './registration-rules';

const good = {
  name: 'Meera Traders',
  mailid: 'meera@example.in',
  mobile: '98123 45678',
  password: 'Str0ng@Pass',
  password_confirmation: 'Str0ng@Pass',
};

describe('registration checks (storefront §5 Registrations)', () => {
  it('a complete form passes', () => {
    expect(registrationErrors(good)).toEqual({});
  });

  it('names each missing field with the spec text', () => {
    expect(registrationErrors({ name: '  ', mailid: '', mobile: '', password: '', password_confirmation: '' })).toEqual({
      name: 'Full name is required',
      mailid: 'Email is required',
      mobile: 'Mobile number is required',
      password: 'Password is required',
      password_confirmation: 'Please confirm your password',
    });
  });

  it('bad e-mail, mobile, short password, mismatch', () => {
    const e = registrationErrors({ ...good, mailid: 'meera@', mobile: '0abc', password: 'abc', password_confirmation: 'abd' });
    expect(e.mailid).toBe('Please enter a valid email');
    expect(e.mobile).toBe('Please enter a valid mobile number');
    expect(e.password).toBe('Password must be minimum 8 characters');
    expect(registrationErrors({ ...good, password: 'abcdefgh', password_confirmation: 'abcdefgh' }).password).toBe(
      'Weak Password - Use uppercase, lowercase, number, and special character.',
    );
    expect(registrationErrors({ ...good, password_confirmation: 'Str0ng@Pasz' }).password_confirmation).toBe(
      'Passwords do not match',
    );
  });

  it('OTP send needs a valid mobile first; verify needs six digits', () => {
    expect(otpMobileError('123')).toBe('Please enter a valid mobile number first');
    expect(otpMobileError('9812345678')).toBeNull();
    expect(otpCodeError('12345')).toBe('Please enter a valid 6-digit OTP');
    expect(otpCodeError('123456')).toBeNull();
  });

  it('the OTP input keeps digits only, at most 6', () => {
    expect(otpInput('12a 34-5678')).toBe('123456');
  });

  it('sends the mobile as 10 digits', () => {
    expect(mobileForServer('+91 98123-45678')).toBe('9812345678');
  });
});

describe('image checks', () => {
  const file = (name: string, type: string, size: number) => ({ name, type, size });
  it('accepts JPEG, PNG and GIF under 5MB, and no image at all', () => {
    expect(imageError(null)).toBeNull();
    expect(imageError(file('me.jpg', 'image/jpeg', 1000))).toBeNull();
    expect(imageError(file('me.png', 'image/png', 5 * 1024 * 1024 - 1))).toBeNull();
    expect(imageError(file('me.gif', '', 10))).toBeNull();
  });
  it('refuses other types and 5MB or more', () => {
    expect(imageError(file('setup.exe', 'application/x-msdownload', 1000))).toBe('Please select a valid image (JPEG, PNG, GIF)');
    expect(imageError(file('me.webp', 'image/webp', 1000))).toBe('Please select a valid image (JPEG, PNG, GIF)');
    expect(imageError(file('big.png', 'image/png', 5 * 1024 * 1024))).toBe('Image size must be less than 5MB');
  });
});

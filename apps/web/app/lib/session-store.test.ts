import { describe, expect, it } from 'vitest';
import { parseStoredUser, safeRedirectPath } from './session-store';
import { readLoginPrompt, type LoginPromptState } from '../features/auth/lib/login-prompt';

describe('parseStoredUser', () => {
  it('reads a JSON object, with user_name from its own key when the object has none', () => {
    expect(parseStoredUser('{"id":7,"name":"Asha Verma","email":"asha@example.in"}', '9876543211')).toEqual({
      id: 7,
      name: 'Asha Verma',
      user_name: '9876543211',
      email: 'asha@example.in',
    });
    expect(parseStoredUser('{"id":"12","user_name":"x@y.in"}')).toEqual({ id: 12, name: null, user_name: 'x@y.in', email: null });
  });

  it('accepts plain text (a bare name or an e-mail)', () => {
    expect(parseStoredUser('Ravi')).toEqual({ id: null, name: 'Ravi', user_name: 'Ravi', email: null });
    expect(parseStoredUser('ravi@example.in')).toEqual({
      id: null,
      name: null,
      user_name: 'ravi@example.in',
      email: 'ravi@example.in',
    });
  });

  it('gives null for nothing usable', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('   ')).toBeNull();
  });

  it('never carries a token through, even when one was stored', () => {
    const u = parseStoredUser('{"id":1,"name":"A","token":"secret"}');
    expect(u).not.toHaveProperty('token');
  });
});

describe('safeRedirectPath', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectPath('/documents/gst-registration?serviceId=4')).toBe('/documents/gst-registration?serviceId=4');
    expect(safeRedirectPath('/profile')).toBe('/profile');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'profile',
      '/a\nb',
      42,
      null,
    ]) {
      expect(safeRedirectPath(bad)).toBeNull();
    }
  });
});

describe('login prompt state', () => {
  it('reads the proceed flow state', () => {
    const state = {
      login: true,
      message: 'Please login to access documents',
      redirectTo: '/documents/itr?serviceId=2',
      service: { id: 2 },
    };
    expect(readLoginPrompt(state)).toEqual({
      message: 'Please login to access documents',
      redirectTo: '/documents/itr?serviceId=2',
    });
  });

  it('ignores other state and unsafe targets', () => {
    expect(readLoginPrompt(null)).toBeNull();
    expect(readLoginPrompt({ login: 'yes' })).toBeNull();
    expect(readLoginPrompt({ login: true, redirectTo: 'https://evil.example' })).toEqual({ message: null, redirectTo: null });
  });

  it('reads the state a signed-in page sends', () => {
    const state: LoginPromptState = { login: true, message: 'Sign in first', redirectTo: '/profile' };
    expect(readLoginPrompt(state)).toEqual({
      message: 'Sign in first',
      redirectTo: '/profile',
    });
  });
});

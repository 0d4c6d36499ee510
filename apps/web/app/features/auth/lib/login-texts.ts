import { LOGIN_MESSAGES, PASSWORD_POLICY } from '@anupalan/shared/contracts/auth-texts';
import type { LoginMode } from './login-rules';

/** The fallback when the server refuses a login without a message (storefront §8). */
export function loginFailureText(mode: LoginMode): string {
  return mode === 'otp' ? LOGIN_MESSAGES.invalidOtp : LOGIN_MESSAGES.invalidCredentials;
}

/** Timed alerts of the session (storefront §4, §9). */
export const WELCOME_ALERT_MS = 90_000;
export const LOGOUT_ALERT_MS = 1_500;
export const LOGOUT_TEXTS = {
  confirmTitle: 'Are you sure?',
  confirmText: 'You will be logged out!',
  confirm: 'Yes, logout',
  cancel: 'Cancel',
  doneTitle: 'Logged Out!',
  doneText: 'You have been successfully logged out.',
  /** Ours: the spec has no text for a logout the server could not confirm. */
  failed: 'Could not log out. Please check your connection and try again.',
} as const;

export function welcomeTitle(name: string): string {
  return `Welcome, ${name}!`;
}

/** Under every field that sets a password: the one policy's hint (shared), so the account can sign in with it. */
export const PASSWORD_RULE_HINT = PASSWORD_POLICY.hint;

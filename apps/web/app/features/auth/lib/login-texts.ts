import { LOGIN_MESSAGES, PASSWORD_POLICY } from '@anupalan/shared/contracts/auth-texts';
import { en } from '@anupalan/shared/i18n/en';
import { t, type Lang } from '@anupalan/shared/i18n';
import type { LoginMode } from './login-rules';

/** The fallback when the server refuses a login without a message (storefront §8). */
export function loginFailureText(mode: LoginMode): string {
  return mode === 'otp' ? LOGIN_MESSAGES.invalidOtp : LOGIN_MESSAGES.invalidCredentials;
}

/** Timed alerts of the session (storefront §4, §9). */
export const WELCOME_ALERT_MS = 90_000;
export const LOGOUT_ALERT_MS = 1_500;
/** The English texts (the catalogue's, ADR 0023); the account menu shows them in the page's language. */
export const LOGOUT_TEXTS = {
  confirmTitle: en['logout.confirmTitle'],
  confirm: en['logout.confirm'],
  confirmText: en['logout.confirmText'],
  cancel: en['logout.cancel'],
  doneTitle: en['logout.doneTitle'],
  doneText: en['logout.doneText'],
  /** Ours: the spec has no text for a logout the server could not confirm. */
  failed: en['logout.failed'],
} as const;

export function welcomeTitle(name: string, lang: Lang = 'en'): string {
  return t(lang, 'account.welcome', { name });
}

/** Under every field that sets a password: the one policy's hint (shared), so the account can sign in with it. */
export const PASSWORD_RULE_HINT = PASSWORD_POLICY.hint;

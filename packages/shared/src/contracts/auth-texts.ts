// Zod-free: sign-in limits and texts, imported by first-load code (the header's account area)
// without the schemas (and zod). contracts/auth.ts re-exports everything here.
import { en, type CoreKey } from '../i18n/en.ts';
import { t } from '../i18n/messages.ts';

export const OTP_LENGTH = 6;
/** A code is valid this long after it is sent. */
export const OTP_TTL_SECONDS = 10 * 60;
/** No new code for the same identifier sooner than this after the last one. */
export const OTP_RESEND_SECONDS = 60;
/** Wrong tries after which a code is dead. */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes of one purpose sent to one identifier within an hour (per address: OTP_MAX_PER_ADDRESS_PER_HOUR, server configuration). */
export const OTP_MAX_SENDS_PER_IDENTIFIER_PER_HOUR = 5;
/** Codes of one purpose a signed-in account may have sent (to any identifiers) within an hour. */
export const OTP_MAX_SENDS_PER_ACCOUNT_PER_HOUR = 20;
/** Wrong passwords (sign-in, or the current password in the profile) allowed per account in the window. */
export const PASSWORD_MAX_FAILURES_PER_ACCOUNT = 10;
/** Wrong passwords allowed from one client address in the window, whatever accounts they name. */
export const PASSWORD_MAX_FAILURES_PER_IP = 30;
export const PASSWORD_FAILURE_WINDOW_SECONDS = 15 * 60;
/** A partner registration must follow its mobile verification within this time. */
export const MOBILE_VERIFICATION_TTL_SECONDS = 30 * 60;

// The texts are the catalogue's English (ADR 0023): one source, the spec's words.
const m = (key: CoreKey): string => en[key];

export const LOGIN_MESSAGES = {
  identifierRequired: m('auth.identifierRequired'),
  identifierInvalid: m('auth.identifierInvalid'),
  otpRequired: m('auth.otpRequired'),
  otpLength: m('auth.otpLength'),
  passwordRequired: m('auth.passwordRequired'),
  passwordMin: m('auth.passwordMin'),
  passwordWeak: m('auth.passwordWeak'),
  // Fallbacks the dialog shows when the server gives no message (storefront §8).
  sendFailed: m('auth.sendFailed'),
  invalidOtp: m('auth.invalidOtp'),
  invalidCredentials: m('auth.invalidCredentials'),
  networkSend: m('auth.networkSend'),
  networkVerify: m('auth.networkVerify'),
  networkLogin: m('auth.networkLogin'),
  otpSent: m('auth.otpSent'),
  otpVerified: m('auth.otpVerified'),
  loginSuccessful: m('auth.loginSuccessful'),
  // Server texts (ours: the spec shows only the fallbacks above).
  otpWrong: (attemptsLeft: number) => t('en', 'auth.otpWrong', { left: attemptsLeft }),
  otpTooManyTries: m('auth.otpTooManyTries'),
  otpExpired: m('auth.otpExpired'),
  otpUsed: m('auth.otpUsed'),
  otpNotRequested: m('auth.otpNotRequested'),
  otpWait: (seconds: number) => t('en', 'auth.otpWait', { seconds }),
  otpTooManySends: (minutes: number) => t('en', 'auth.otpTooManySends', { minutes }),
  awaitingApproval: m('auth.awaitingApproval'),
  suspended: m('auth.suspended'),
  rejected: m('auth.rejected'),
  loggedOut: m('auth.loggedOut'),
} as const;

/**
 * The one password policy, the login form's (storefront §5 Login): at least 8 characters with a
 * lowercase letter, an uppercase letter, a digit and one of @$!%?&, and only those characters. Every
 * password an account sets (profile, both partner registrations) follows it, so it can sign in;
 * the hint and the messages say the same thing everywhere. (The spec's 6-character minimum for
 * registrations and the profile contradicted the login's rule: issue 8.)
 */
export const PASSWORD_POLICY = {
  minLength: 8,
  maxLength: 128,
  specials: '@$!%?&',
  hint: m('auth.passwordHint'),
  tooShort: LOGIN_MESSAGES.passwordMin,
  weak: LOGIN_MESSAGES.passwordWeak,
  tooLong: m('auth.passwordTooLong'),
} as const;

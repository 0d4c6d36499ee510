import { LOGIN_MESSAGES, PASSWORD_POLICY } from '@anupalan/shared';
import type { LoginMode } from './login-rules';

/** The fallback when the server refuses a login without a message (storefront §8). */
export function loginFailureText(mode: LoginMode): string {
  return mode === 'otp' ? LOGIN_MESSAGES.invalidOtp : LOGIN_MESSAGES.invalidCredentials;
}

// The session's alerts and logout texts are in session-texts.ts (no shared schemas: the header loads them).
export { LOGOUT_ALERT_MS, LOGOUT_TEXTS, WELCOME_ALERT_MS, welcomeTitle } from './session-texts';

/** Under every field that sets a password: the one policy's hint (shared), so the account can sign in with it. */
export const PASSWORD_RULE_HINT = PASSWORD_POLICY.hint;

// Zod-free: sign-in limits and texts, imported by first-load code (the header's account area)
// without the schemas (and zod). contracts/auth.ts re-exports everything here.

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

export const LOGIN_MESSAGES = {
  identifierRequired: 'Please enter Mobile No/Email ID',
  identifierInvalid: 'Please enter a valid Mobile No/Email ID',
  otpRequired: 'Please Enter OTP',
  otpLength: 'OTP must be 6 Digits',
  passwordRequired: 'Please Enter Password',
  passwordMin: 'Password must be minimum 8 characters',
  passwordWeak: 'Weak Password - Use uppercase, lowercase, number, and special character.',
  // Fallbacks the dialog shows when the server gives no message (storefront §8).
  sendFailed: 'Failed to send OTP',
  invalidOtp: 'Invalid OTP',
  invalidCredentials: 'Invalid Credentials',
  networkSend: 'Network Error: Could not send OTP',
  networkVerify: 'Network Error: Could not verify OTP',
  networkLogin: 'Network Error: Could not login',
  otpSent: 'OTP sent successfully',
  otpVerified: 'OTP verified successfully',
  loginSuccessful: 'Login Successful',
  // Server texts (ours: the spec shows only the fallbacks above).
  otpWrong: (attemptsLeft: number) => `Invalid OTP. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
  otpTooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  otpExpired: 'OTP has expired. Please request a new OTP.',
  otpUsed: 'This OTP has already been used. Please request a new OTP.',
  otpNotRequested: 'Please request an OTP first.',
  otpWait: (seconds: number) => `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new OTP.`,
  otpTooManySends: (minutes: number) =>
    `Too many OTP requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  awaitingApproval: 'Your account is awaiting approval.',
  suspended: 'Your account has been suspended. Please contact support.',
  rejected: 'Your registration was not approved. Please contact support.',
  loggedOut: 'Logged out successfully',
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
  hint: 'At least 8 characters, with a lowercase letter, an uppercase letter, a digit and a special character (one of @$!%?&).',
  tooShort: LOGIN_MESSAGES.passwordMin,
  weak: LOGIN_MESSAGES.passwordWeak,
  tooLong: 'Password must be at most 128 characters',
} as const;

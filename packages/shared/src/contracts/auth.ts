import { z } from 'zod';
import { parseIdentifier, requiredText, STRONG_PASSWORD_PATTERN } from '../fields.ts';

/**
 * Sign-in (storefront §5 Login): POST /sendOtp, /login, /logout, GET /me. Messages are the
 * spec's, word for word; where the spec is silent the text is ours and says so.
 */

export const OTP_LENGTH = 6;
/** A code is valid this long after it is sent. */
export const OTP_TTL_SECONDS = 10 * 60;
/** No new code for the same identifier sooner than this after the last one. */
export const OTP_RESEND_SECONDS = 60;
/** Wrong tries after which a code is dead. */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes sent to one identifier within an hour. */
export const OTP_MAX_SENDS_PER_IDENTIFIER_PER_HOUR = 5;
/** Codes requested from one client address within an hour. */
export const OTP_MAX_SENDS_PER_IP_PER_HOUR = 20;
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

/** 'Mobile No / Email ID': a 10-digit mobile (not a refused sequence) or an e-mail; canonicalised. */
export const loginIdentifierSchema = requiredText(LOGIN_MESSAGES.identifierRequired).transform((v, ctx) => {
  const parsed = parseIdentifier(v);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message: LOGIN_MESSAGES.identifierInvalid });
    return z.NEVER;
  }
  return parsed.value;
});

export const otpSchema = z
  .string({ error: LOGIN_MESSAGES.otpRequired })
  .trim()
  .min(1, { error: LOGIN_MESSAGES.otpRequired, abort: true })
  .regex(/^[0-9]{6}$/, { error: LOGIN_MESSAGES.otpLength });

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

/** A password under the one policy; `requiredMessage` is the form's own (login, registration). */
export function passwordSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(PASSWORD_POLICY.minLength, { error: PASSWORD_POLICY.tooShort, abort: true })
    .max(PASSWORD_POLICY.maxLength, { error: PASSWORD_POLICY.tooLong, abort: true })
    .regex(STRONG_PASSWORD_PATTERN, { error: PASSWORD_POLICY.weak });
}

/** The login form's password. */
export const loginPasswordSchema = passwordSchema(LOGIN_MESSAGES.passwordRequired);

export const sendOtpSchema = z.object({ user_name: loginIdentifierSchema });
export type SendOtpInput = z.input<typeof sendOtpSchema>;

export const otpLoginSchema = z.object({
  user_name: loginIdentifierSchema,
  otp: otpSchema,
  login_type: z.literal('otp').optional(),
});
export type OtpLoginInput = z.input<typeof otpLoginSchema>;

export const passwordLoginSchema = z.object({
  user_name: loginIdentifierSchema,
  password: loginPasswordSchema,
  login_type: z.literal('password'),
});
export type PasswordLoginInput = z.input<typeof passwordLoginSchema>;

/**
 * What POST /login accepts: password mode when login_type is 'password', else OTP mode. The server
 * checks only that a password is present (a wrong one is 'Invalid Credentials'); the form applies
 * the full password rule before sending.
 */
export const loginRequestSchema = z
  .object({
    user_name: loginIdentifierSchema,
    login_type: z.enum(['password', 'otp'], { error: "login_type must be 'password' or 'otp'" }).optional(),
    password: z.string({ error: LOGIN_MESSAGES.passwordRequired }).max(128).optional(),
    otp: z.string({ error: LOGIN_MESSAGES.otpRequired }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.login_type === 'password') {
      if (!v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: LOGIN_MESSAGES.passwordRequired });
    } else {
      const otp = otpSchema.safeParse(v.otp ?? '');
      if (!otp.success) ctx.addIssue({ code: 'custom', path: ['otp'], message: otp.error.issues[0]!.message });
    }
  });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Answers of /sendOtp and /login (storefront §3: status, message, user_id, name, access_token). */
export const sendOtpResponseSchema = z.object({
  status: z.literal('success'),
  success: z.literal(true),
  message: z.string(),
  /** Seconds before another code may be requested. */
  resend_after: z.number().int(),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

export const loginResponseSchema = z.object({
  status: z.literal('success'),
  success: z.literal(true),
  message: z.string(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.string(),
  /** True when this login created the account (first OTP login with a new identifier). */
  new_user: z.boolean(),
  /** The session token, for API clients (Authorization: Bearer). Browsers use the HttpOnly cookie. */
  access_token: z.string(),
  expires_at: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

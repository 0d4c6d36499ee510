import { z } from 'zod';
import { parseIdentifier, requiredText, STRONG_PASSWORD_PATTERN } from '../fields.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { LOGIN_MESSAGES, PASSWORD_POLICY } from './auth-texts.ts';
import { consentFields } from './privacy.ts';

export * from './auth-texts.ts';

/**
 * Sign-in (storefront §5 Login): POST /sendOtp, /login, /logout, GET /me. Messages are the
 * spec's, word for word; where the spec is silent the text is ours and says so.
 */

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
    // Sign-up (the first OTP login) records consent: the notice the dialog linked, the optional purposes ticked.
    ...consentFields,
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
  /**
   * The account's language (issue 23): the site switches to it (the `lang` cookie is set with the
   * session when it is Hindi). A new account takes the language of the page it signed up on.
   */
  language: z.enum(LANGUAGES),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /logout */
export const logoutResponseSchema = z.object({ status: z.literal('success'), success: z.literal(true), message: z.string() });
export type LogoutResponse = z.output<typeof logoutResponseSchema>;

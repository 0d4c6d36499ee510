import { z } from 'zod';
import { consentFields } from './privacy.ts';
import { isEmail, isLoginMobile, normaliseIndianMobile, requiredText } from '../fields.ts';
import { passwordSchema } from './auth.ts';

/** Reseller and service-provider registrations (storefront §5 Registrations). */

export const REGISTRATION_MESSAGES = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Please enter a valid mobile number',
  mobileNotVerified: 'Please verify your mobile number with OTP',
  passwordRequired: 'Password is required',
  confirmRequired: 'Please confirm your password',
  confirmMismatch: 'Passwords do not match',
  imageType: 'Please select a valid image (JPEG, PNG, GIF)',
  imageSize: 'Image size must be less than 5MB',
  mobileFirst: 'Please enter a valid mobile number first',
  otpInvalid: 'Please enter a valid 6-digit OTP',
  // Fallbacks (storefront §8).
  otpSent: 'OTP sent successfully',
  otpSendFailed: 'Failed to send OTP',
  otpSendNetwork: 'Failed to send OTP. Please try again.',
  otpVerified: 'OTP verified successfully',
  otpVerifyFailedAlert: 'OTP verification failed. Please try again.',
  otpVerifyFailed: 'OTP verification failed',
  registered: 'Registration successful!',
  registrationFailed: 'Registration failed. Please try again.',
  // Server texts (ours).
  registeredAwaitingApproval: 'Registration successful! Your account is awaiting approval.',
  mobileTaken: 'This mobile number is already registered.',
  emailTaken: 'This email address is already registered.',
} as const;

export const PARTNER_KINDS = ['reseller', 'service_provider'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/**
 * Registration mobile (storefront §5): after stripping spaces, hyphens and parentheses, an optional
 * plus, a first digit 1–9 and up to 15 more digits. Accounts hold Indian 10-digit numbers (they sign
 * in with them), so +91/91/0 prefixes are removed and the rest must be 10 digits usable at login.
 */
export function normalisePartnerMobile(raw: string): string | null {
  const digits = normaliseIndianMobile(raw);
  return digits !== null && isLoginMobile(digits) ? digits : null;
}

export const partnerMobileSchema = requiredText(REGISTRATION_MESSAGES.mobileRequired).transform((v, ctx) => {
  const m = normalisePartnerMobile(v);
  if (!m) {
    ctx.addIssue({ code: 'custom', message: REGISTRATION_MESSAGES.mobileInvalid });
    return z.NEVER;
  }
  return m;
});

/** POST …/custom_otp */
export const partnerOtpRequestSchema = z.object({
  mobile: requiredText(REGISTRATION_MESSAGES.mobileFirst).transform((v, ctx) => {
    const m = normalisePartnerMobile(v);
    if (!m) {
      ctx.addIssue({ code: 'custom', message: REGISTRATION_MESSAGES.mobileFirst });
      return z.NEVER;
    }
    return m;
  }),
});

/** POST …/custom_otp/store */
export const partnerOtpVerifySchema = z.object({
  mobile: partnerMobileSchema,
  custom_otp: z
    .string({ error: REGISTRATION_MESSAGES.otpInvalid })
    .trim()
    .regex(/^[0-9]{6}$/, { error: REGISTRATION_MESSAGES.otpInvalid }),
});

const nameSchema = (required: string, max = 100) =>
  requiredText(required).pipe(z.string().max(max, { error: `Name must be at most ${max} characters` }));

/** The text fields of POST …/registration (multipart; `image` is checked separately by content). */
export const partnerRegistrationSchema = z
  .object({
    name: nameSchema(REGISTRATION_MESSAGES.nameRequired),
    mailid: requiredText(REGISTRATION_MESSAGES.emailRequired)
      .refine(isEmail, { error: REGISTRATION_MESSAGES.emailInvalid })
      .transform((v) => v.toLowerCase()),
    mobile: partnerMobileSchema,
    password: passwordSchema(REGISTRATION_MESSAGES.passwordRequired),
    password_confirmation: z
      .string({ error: REGISTRATION_MESSAGES.confirmRequired })
      .min(1, { error: REGISTRATION_MESSAGES.confirmRequired, abort: true }),
    // The privacy notice the form linked and the optional purposes ticked (issue 24).
    ...consentFields,
  })
  .superRefine((v, ctx) => {
    if (v.password_confirmation && v.password !== v.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: REGISTRATION_MESSAGES.confirmMismatch });
    }
  });
export type PartnerRegistrationInput = z.input<typeof partnerRegistrationSchema>;
export type PartnerRegistration = z.output<typeof partnerRegistrationSchema>;

/** Answers of the three partner calls: the spec reads `message`. */
export const partnerResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  message: z.string(),
});
export type PartnerResponse = z.output<typeof partnerResponseSchema>;
export const partnerRegistrationResponseSchema = partnerResponseSchema.extend({
  user_id: z.number().int(),
  account_status: z.literal('pending'),
});
export type PartnerRegistrationResponse = z.output<typeof partnerRegistrationResponseSchema>;

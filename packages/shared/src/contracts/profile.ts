import { z } from 'zod';
import {
  MASKED_AADHAAR_PATTERN,
  PAN_PATTERN,
  PINCODE_PATTERN,
  isEmail,
  isIndianMobile,
  isValidAadhaar,
  requiredText,
} from '../fields.ts';
import { PASSWORD_POLICY, otpSchema, passwordSchema } from './auth.ts';

/** The profile (portal §5 Profile): POST /web/user/profile, /user/update, /user/contact/otp, /user/password/otp. */

export const COUNTRY = 'India';
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const PROFILE_MESSAGES = {
  nameRequired: 'Full name is required',
  nameMin: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  aadhaarLength: 'Aadhaar must be 12 digits',
  /** Ours: twelve digits whose Verhoeff check digit is wrong (a typo). */
  aadhaarChecksum: 'This Aadhaar number is not valid. Please check the digits.',
  panInvalid: 'Please enter a valid PAN number',
  pincodeInvalid: 'PIN code must be 6 digits',
  passwordsMatch: 'Passwords must match',
  updated: 'Profile updated successfully!',
  // Fallbacks (portal §8).
  notLoggedIn: 'User not logged in.',
  userIdMissing: 'User ID not found',
  noUserData: 'No user data found in response',
  loadFailed: 'Failed to load profile',
  updateFailed: 'Failed to update profile',
  updateError: 'Error updating profile. Please try again.',
  // Server texts (ours).
  dobInvalid: 'Please enter a valid date of birth',
  genderInvalid: 'Please choose male, female or other',
  stateUnknown: 'Please choose a state from the list',
  districtUnknown: 'Please choose a district of the selected state',
  cityUnknown: 'Please choose a city of the selected district',
  emailOtpRequired: 'Please verify the new email address with the OTP sent to it',
  mobileOtpRequired: 'Please verify the new mobile number with the OTP sent to it',
  emailTaken: 'This email address is already used by another account.',
  mobileTaken: 'This mobile number is already used by another account.',
  contactOtpSent: (channel: 'email' | 'mobile') =>
    channel === 'email' ? 'OTP sent to the new email address' : 'OTP sent to the new mobile number',
  contactUnchanged: (channel: 'email' | 'mobile') =>
    channel === 'email' ? 'This is already your email address.' : 'This is already your mobile number.',
  /** Changing a password needs the current one; setting the first one needs a code sent to the account. */
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'The current password is not correct',
  passwordOtpRequired: 'Please enter the OTP sent to your registered mobile number or email',
  passwordOtpSent: (channel: 'email' | 'mobile') =>
    channel === 'email' ? 'OTP sent to your registered email address' : 'OTP sent to your registered mobile number',
  passwordOtpNoContact: 'Your account has no mobile number or email to send an OTP to.',
  /**
   * Changing a sign-in identifier (issue 27): besides the code sent to the new value, the code sent
   * to the current one (or the current password) proves the change is the account owner's.
   */
  identityProofRequired:
    'To change your email address or mobile number, enter the OTP sent to your current one (or your current password).',
  identityProofStale:
    'This OTP was sent to an email address or mobile number the account no longer has. Please request a new OTP.',
  contactConfirmSent: (channel: 'email' | 'mobile', to: string) =>
    `To confirm the change, we also sent an OTP to your current ${channel === 'email' ? 'email address' : 'mobile number'} ${to}.`,
  passwordTooManyFailures: (minutes: number) =>
    `Too many failed attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

/** Blank strings (and absent fields) become undefined: "not given". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (max: number, message = `Must be at most ${max} characters`) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { error: message }).optional());

export const profileEmailSchema = requiredText(PROFILE_MESSAGES.emailRequired)
  .refine(isEmail, { error: PROFILE_MESSAGES.emailInvalid })
  .transform((v) => v.toLowerCase());

export const profileMobileSchema = requiredText(PROFILE_MESSAGES.mobileRequired).refine(isIndianMobile, {
  error: PROFILE_MESSAGES.mobileInvalid,
});

/** Aadhaar as typed: 12 digits with a valid check digit. The masked form means "unchanged". */
export const aadhaarSchema = z
  .string()
  .trim()
  .refine((v) => MASKED_AADHAAR_PATTERN.test(v) || /^[0-9]{12}$/.test(v.replace(/\s/g, '')), {
    error: PROFILE_MESSAGES.aadhaarLength,
    abort: true,
  })
  .refine((v) => MASKED_AADHAAR_PATTERN.test(v) || isValidAadhaar(v.replace(/\s/g, '')), {
    error: PROFILE_MESSAGES.aadhaarChecksum,
  });

function isPastDate(v: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getTime() < Date.now() && v >= '1900-01-01';
}

/**
 * The fields of POST /user/update (multipart; `image` is checked separately by content). A field
 * the request leaves out keeps its stored value. An optional field sent blank is cleared, except:
 * aadhaar_no blank or masked keeps the stored number; password blank keeps the current password.
 * fullName, email and mobile cannot be cleared (sent blank: their "required" message). Changing
 * email or mobile needs `email_otp` / `mobile_otp`, the code sent by POST /user/contact/otp to the
 * new value.
 */
export const profileUpdateSchema = z
  .object({
    user_id: z.union([z.string(), z.number()]).optional(),
    fullName: requiredText(PROFILE_MESSAGES.nameRequired)
      .pipe(z.string().min(2, { error: PROFILE_MESSAGES.nameMin, abort: true }))
      .pipe(z.string().max(100, { error: 'Name must be at most 100 characters', abort: true }))
      .optional(),
    email: profileEmailSchema.optional(),
    mobile: profileMobileSchema.optional(),
    dob: z.preprocess(blankToUndefined, z.string().trim().refine(isPastDate, { error: PROFILE_MESSAGES.dobInvalid }).optional()),
    gender: z.preprocess(
      (v) => (typeof v === 'string' ? blankToUndefined(v.toLowerCase()) : v),
      z.enum(GENDERS, { error: PROFILE_MESSAGES.genderInvalid }).optional(),
    ),
    aadhaar_no: z.preprocess(blankToUndefined, aadhaarSchema.optional()),
    pan_no: z.preprocess(
      (v) => (typeof v === 'string' ? blankToUndefined(v.toUpperCase()) : v),
      z.string().trim().regex(PAN_PATTERN, { error: PROFILE_MESSAGES.panInvalid }).optional(),
    ),
    address_line_1: optionalText(200),
    address_line_2: optionalText(200),
    state: optionalText(100),
    district: optionalText(100),
    city: optionalText(150),
    pincode: z.preprocess(
      blankToUndefined,
      z.string().trim().regex(PINCODE_PATTERN, { error: PROFILE_MESSAGES.pincodeInvalid }).optional(),
    ),
    country: z.string().optional(),
    password: z.preprocess((v) => (v === '' ? undefined : v), passwordSchema(PASSWORD_POLICY.tooShort).optional()),
    password_confirmation: z.string().optional(),
    /** Needed with `password` when the account has one. */
    current_password: z.preprocess(blankToUndefined, z.string().max(128).optional()),
    /** Needed with `password` when the account has none: the code from POST /user/password/otp. */
    password_otp: z.preprocess(blankToUndefined, otpSchema.optional()),
    email_otp: z.preprocess(blankToUndefined, otpSchema.optional()),
    mobile_otp: z.preprocess(blankToUndefined, otpSchema.optional()),
    /**
     * Needed (or current_password, when the account has one) when email or mobile changes: the code
     * POST /user/contact/otp sent to the account's current e-mail or mobile.
     */
    current_otp: z.preprocess(blankToUndefined, otpSchema.optional()),
  })
  .superRefine((v, ctx) => {
    if (v.password !== undefined && v.password !== (v.password_confirmation ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: PROFILE_MESSAGES.passwordsMatch });
    }
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** POST /user/contact/otp: a code to a new e-mail or mobile before saving it. */
export const contactOtpSchema = z.discriminatedUnion(
  'channel',
  [
    z.object({ channel: z.literal('email'), value: profileEmailSchema, user_id: z.union([z.string(), z.number()]).optional() }),
    z.object({ channel: z.literal('mobile'), value: profileMobileSchema, user_id: z.union([z.string(), z.number()]).optional() }),
  ],
  { error: "channel must be 'email' or 'mobile'" },
);
export type ContactOtpInput = z.input<typeof contactOtpSchema>;
export type ContactOtp = z.output<typeof contactOtpSchema>;

/** The profile as POST /web/user/profile answers it (portal §3). */
export const profileSchema = z.object({
  user_id: z.number().int(),
  fullName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  pan_no: z.string().nullable(),
  /** Only ever 'XXXX XXXX 1234' (or null): the full number never leaves the server. */
  aadhaar_no: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  state: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  pincode: z.string().nullable(),
  country: z.literal(COUNTRY),
  /** URL of the photo (same origin, needs the session), or null. */
  image: z.string().nullable(),
  role: z.string(),
  has_password: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({ success: z.literal(true), data: profileSchema });
export const profileUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: profileSchema,
});
export type ProfileUpdateResponse = z.output<typeof profileUpdateResponseSchema>;

/** POST /user/contact/otp and /user/password/otp: the code is on its way. */
export const profileCodeSentResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  message: z.string(),
  resend_after: z.number().int(),
  /**
   * POST /user/contact/otp only: where the confirming code went (the account's current e-mail or
   * mobile, masked), to be sent back as `current_otp`, and the sentence that says so.
   */
  confirm: z.object({ channel: z.enum(['email', 'mobile']), to: z.string(), message: z.string() }).optional(),
});
export type ProfileCodeSentResponse = z.output<typeof profileCodeSentResponseSchema>;

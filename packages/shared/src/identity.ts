import { z } from 'zod';

/**
 * Identity rules shared by the server and the web forms: sign-in (storefront §5 Login), partner
 * registrations (storefront §5 Registrations) and the profile (portal §5 Profile). Messages are the
 * spec's, word for word; where the spec is silent the text is ours and says so.
 */

// ---------------------------------------------------------------- constants

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

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** For `<input type="file" accept>`. */
export const IMAGE_ACCEPT = '.jpeg,.jpg,.png,.gif,image/jpeg,image/png,image/gif';

/** Ten-digit sequences the login form refuses as mobile numbers. */
export const REFUSED_MOBILES: readonly string[] = ['1234567890', '9876543210', '0123456789'];

export const COUNTRY = 'India';
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

// ---------------------------------------------------------------- messages

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
  passwordTooManyFailures: (minutes: number) =>
    `Too many failed attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

// ---------------------------------------------------------------- primitive rules

/** Letters, digits, dot, underscore, hyphen; a domain with a 2–6 letter ending (storefront §5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;
export const MOBILE_10_PATTERN = /^[0-9]{10}$/;
/** Profile mobile: 10 digits starting 6–9 (portal §5). */
export const INDIAN_MOBILE_PATTERN = /^[6-9][0-9]{9}$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const PINCODE_PATTERN = /^[0-9]{6}$/;
/** Login password: lower, upper, digit, one of @$!%?&, and only those characters (storefront §5). */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[@$!%?&])[A-Za-z0-9@$!%?&]+$/;

/**
 * A phone number as people paste or type it ('+91 98765 00031', '098765-00031', '91 98765 00031',
 * '(98765) 00031') as its 10 digits, or null when it is not an Indian mobile number of 10 digits.
 */
export function normaliseIndianMobile(raw: string): string | null {
  const t = raw.trim();
  if (!/^\+?[0-9\s().-]+$/.test(t)) return null;
  let digits = t.replace(/\D/g, '');
  if (t.startsWith('+')) {
    if (!digits.startsWith('91')) return null;
    digits = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === 10 ? digits : null;
}

/**
 * What every mobile field keeps of what was typed or pasted: the 10 digits of a number with a +91
 * or 0 prefix, spaces, dashes or brackets; otherwise the digits typed so far, at most 10. Mobile
 * inputs must not cut with maxLength (that would cut '+91 98765 00031' before this sees it).
 */
export function mobileFieldInput(raw: string): string {
  return normaliseIndianMobile(raw) ?? raw.replace(/\D/g, '').slice(0, 10);
}

/**
 * The 'Mobile No / Email ID' field: a pasted phone number becomes its 10 digits; anything with a
 * letter or '@' (an e-mail address being typed) is kept as it is.
 */
export function identifierFieldInput(raw: string): string {
  return /^\+?[0-9\s().-]+$/.test(raw.trim()) && /[^0-9]/.test(raw.trim()) ? mobileFieldInput(raw) : raw;
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/**
 * The one mobile rule of every form and endpoint: an Indian mobile, 10 digits starting 6–9 (portal
 * §5), and not one of the login form's refused sequences.
 */
export function isIndianMobile(value: string): boolean {
  return INDIAN_MOBILE_PATTERN.test(value) && !REFUSED_MOBILES.includes(value);
}

/** Login mobiles follow the same rule (0000000000 is no one's number). */
export function isLoginMobile(value: string): boolean {
  return isIndianMobile(value);
}

export type IdentifierKind = 'email' | 'mobile';

/** The kind and canonical form (e-mail lower-cased, mobile as 10 digits) of a login identifier, or null. */
export function parseIdentifier(raw: string): { kind: IdentifierKind; value: string } | null {
  const v = raw.trim();
  const mobile = normaliseIndianMobile(v);
  if (mobile !== null && isLoginMobile(mobile)) return { kind: 'mobile', value: mobile };
  if (isEmail(v)) return { kind: 'email', value: v.toLowerCase() };
  return null;
}

// Verhoeff: the check-digit scheme of Aadhaar numbers.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** True when a string of digits ends in a correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let c = 0;
  const rev = [...digits].reverse();
  for (let i = 0; i < rev.length; i++) c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![Number(rev[i])]!]!;
  return c === 0;
}

/** The Verhoeff check digit to append to a string of digits. */
export function verhoeffCheckDigit(digits: string): string {
  let c = 0;
  const rev = [...digits].reverse();
  for (let i = 0; i < rev.length; i++) c = VERHOEFF_D[c]![VERHOEFF_P[(i + 1) % 8]![Number(rev[i])]!]!;
  return String(VERHOEFF_INV[c]);
}

/** A possible Aadhaar number: 12 digits, not starting 0 or 1, with a correct Verhoeff check digit. */
export function isValidAadhaar(value: string): boolean {
  return /^[2-9][0-9]{11}$/.test(value) && verhoeffValid(value);
}

/** How an Aadhaar number is shown once saved: only its last four digits. */
export function maskAadhaar(last4: string): string {
  return `XXXX XXXX ${last4}`;
}
export const MASKED_AADHAAR_PATTERN = /^XXXX XXXX [0-9]{4}$/;

// ---------------------------------------------------------------- sign-in

const requiredText = (message: string) =>
  z
    .string({ error: message })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { error: message, abort: true }));

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

// ---------------------------------------------------------------- partner registrations

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
  })
  .superRefine((v, ctx) => {
    if (v.password_confirmation && v.password !== v.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: REGISTRATION_MESSAGES.confirmMismatch });
    }
  });
export type PartnerRegistrationInput = z.input<typeof partnerRegistrationSchema>;

/** Answers of the three partner calls: the spec reads `message`. */
export const partnerResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  message: z.string(),
});
export const partnerRegistrationResponseSchema = partnerResponseSchema.extend({
  user_id: z.number().int(),
  account_status: z.literal('pending'),
});

// ---------------------------------------------------------------- profile

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

// ---------------------------------------------------------------- locations

export const statesResponseSchema = z.object({ status: z.literal(true), states: z.array(z.string()) });
/** Districts keyed by name (name → name), as the spec's client reads them. */
export const districtsResponseSchema = z.object({ status: z.literal(true), districts: z.record(z.string(), z.string()) });
/** Locality → 6-digit PIN code. */
export const citiesResponseSchema = z.object({ status: z.literal(true), cities: z.record(z.string(), z.string()) });
export type StatesResponse = z.infer<typeof statesResponseSchema>;
export type DistrictsResponse = z.infer<typeof districtsResponseSchema>;
export type CitiesResponse = z.infer<typeof citiesResponseSchema>;

// ---------------------------------------------------------------- images

/** The image type a file's first bytes announce (JPEG, PNG, GIF), or null: names and declared types are not trusted. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (
    head.length >= 8 &&
    head[0] === 0x89 &&
    head[1] === 0x50 &&
    head[2] === 0x4e &&
    head[3] === 0x47 &&
    head[4] === 0x0d &&
    head[5] === 0x0a &&
    head[6] === 0x1a &&
    head[7] === 0x0a
  )
    return 'image/png';
  if (
    head.length >= 6 &&
    head[0] === 0x47 &&
    head[1] === 0x49 &&
    head[2] === 0x46 &&
    head[3] === 0x38 &&
    (head[4] === 0x37 || head[4] === 0x39) &&
    head[5] === 0x61
  )
    return 'image/gif';
  return null;
}

import {
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  REGISTRATION_MESSAGES,
  normalisePartnerMobile,
  partnerOtpRequestSchema,
  partnerOtpVerifySchema,
  partnerRegistrationSchema,
} from '@anupalan/shared';
import { errorsByField, firstError } from '../../auth/lib/schema-error';

/** The registration checks (storefront §5 Registrations), from the shared schemas the server uses too. */

export type RegistrationField = 'name' | 'mailid' | 'mobile' | 'password' | 'password_confirmation';
export type RegistrationValues = Record<RegistrationField, string>;

/** Every field's first message (the form checks one field on blur and all of them on submit). */
export function registrationErrors(values: RegistrationValues): Partial<Record<RegistrationField, string>> {
  return errorsByField(partnerRegistrationSchema, values);
}

/** Checked before sending an OTP: 'Please enter a valid mobile number first'. */
export function otpMobileError(mobile: string): string | null {
  return firstError(partnerOtpRequestSchema, { mobile });
}

/** Exactly 6 digits before verifying: 'Please enter a valid 6-digit OTP'. */
export function otpCodeError(code: string): string | null {
  return firstError(partnerOtpVerifySchema.shape.custom_otp, code);
}

/** The mobile as the server keeps it (10 digits), or the input as typed when it is not valid. */
export function mobileForServer(mobile: string): string {
  return normalisePartnerMobile(mobile) ?? mobile.trim();
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];

/** Optional image: JPEG, PNG or GIF, under 5MB (the server checks the bytes too). */
export function imageError(file: Pick<File, 'type' | 'size' | 'name'> | null): string | null {
  if (!file) return null;
  const ext = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  const type = file.type.toLowerCase();
  const typeOk = type
    ? (IMAGE_TYPES as readonly string[]).includes(type === 'image/jpg' ? 'image/jpeg' : type)
    : IMAGE_EXTENSIONS.includes(ext);
  if (!typeOk) return REGISTRATION_MESSAGES.imageType;
  return file.size < IMAGE_MAX_BYTES ? null : REGISTRATION_MESSAGES.imageSize;
}

/** The OTP input keeps digits only, at most 6 (storefront §5). */
export function otpInput(v: string): string {
  return v.replace(/\D/g, '').slice(0, 6);
}

import {
  normalisePartnerMobile,
  partnerOtpRequestSchema,
  partnerOtpVerifySchema,
  partnerRegistrationSchema,
} from '@anupalan/shared';
import { errorsByField, firstError } from '../../../components/forms/field-errors';

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

import { loginIdentifierSchema, loginPasswordSchema, otpSchema } from '@anupalan/shared';
import { firstError } from '../../../components/forms/field-errors';

/** The login dialog's checks (storefront §5 Login), from the shared schemas the server uses too. */

export type LoginMode = 'password' | 'otp';

export function identifierError(value: string): string | null {
  return firstError(loginIdentifierSchema, value);
}

export function passwordError(value: string): string | null {
  return firstError(loginPasswordSchema, value);
}

export function otpError(value: string): string | null {
  return firstError(otpSchema, value);
}

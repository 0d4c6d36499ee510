import type { Profile } from '@anupalan/shared';
import type { FormApi } from '../../../components/forms/use-form';

/** The profile form's text fields (portal §3 profile payload names). */
export type ProfileField =
  | 'fullName'
  | 'dob'
  | 'gender'
  | 'aadhaar_no'
  | 'pan_no'
  | 'address_line_1'
  | 'address_line_2'
  | 'state'
  | 'district'
  | 'city'
  | 'pincode'
  | 'password'
  | 'password_confirmation'
  | 'current_password'
  | 'password_otp';
export type ProfileValues = Record<ProfileField, string>;
export type ProfileFormApi = FormApi<ProfileField, 'image'>;

/** Sent as typed (trimmed) on every save. */
export const PLAIN_FIELDS = [
  'dob',
  'gender',
  'pan_no',
  'address_line_1',
  'address_line_2',
  'state',
  'district',
  'city',
  'pincode',
] as const;

export function initialValues(p: Partial<Profile>): ProfileValues {
  return {
    fullName: p.fullName ?? '',
    dob: p.dob ?? '',
    gender: p.gender ?? '',
    // Typed only to change it: the saved number is shown masked, never filled in.
    aadhaar_no: '',
    pan_no: p.pan_no ?? '',
    address_line_1: p.address_line_1 ?? '',
    address_line_2: p.address_line_2 ?? '',
    state: p.state ?? '',
    district: p.district ?? '',
    city: p.city ?? '',
    pincode: p.pincode ?? '',
    password: '',
    password_confirmation: '',
    current_password: '',
    password_otp: '',
  };
}

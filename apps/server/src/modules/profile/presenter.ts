import { COUNTRY, maskAadhaar, type Profile } from '@anupalan/shared';
import { PROFILE_IMAGE_PATH, type ProfileView } from './service.ts';

/** The profile as the spec's API answers it (portal §3): snake_case, Aadhaar masked, the photo's URL. */
export function presentProfile({ user, profile: p }: ProfileView): Profile {
  return {
    user_id: user.id,
    fullName: user.name,
    email: user.email,
    mobile: user.mobile,
    dob: p?.dob ?? null,
    gender: p?.gender ?? null,
    pan_no: p?.panNo ?? null,
    aadhaar_no: p?.aadhaarLast4 ? maskAadhaar(p.aadhaarLast4) : null,
    address_line_1: p?.addressLine1 ?? null,
    address_line_2: p?.addressLine2 ?? null,
    state: p?.state ?? null,
    district: p?.district ?? null,
    city: p?.city ?? null,
    pincode: p?.pincode ?? null,
    country: COUNTRY,
    image: p?.imageKey ? `${PROFILE_IMAGE_PATH}?v=${p.updatedAt.getTime()}` : null,
    role: user.role,
    has_password: Boolean(user.passwordHash),
  };
}

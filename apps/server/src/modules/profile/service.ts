import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  COUNTRY,
  MASKED_AADHAAR_PATTERN,
  PROFILE_MESSAGES,
  contactOtpSchema,
  maskAadhaar,
  profileUpdateSchema,
  type Profile,
  type SessionUser,
} from '@anupalan/shared';
import type { FileStorage, StoredFile } from '../../adapters/storage/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { encryptText } from '../../lib/secrets.ts';
import { checkImage, type UploadedFile } from '../../lib/uploads.ts';
import { zodFieldErrors } from '../../lib/validation.ts';
import type { IdentityRepository } from '../auth/identity-repository.ts';
import type { OtpService } from '../auth/otp.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { LocationService } from '../locations/service.ts';
import type { ProfileRepository, ProfileRow, UserRow } from './repository.ts';

export const PROFILE_IMAGE_PATH = '/api/v1/web/user/profile/image';

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { [field]: [message] });
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * The profile (portal §2, §5): read, update (multipart, with the photo), and OTPs that prove a new
 * e-mail or mobile before it replaces the old one. Aadhaar is stored only encrypted (AES-256-GCM)
 * with its last four digits beside it, and shown only as 'XXXX XXXX 1234'.
 */
export function createProfileService(deps: {
  repo: ProfileRepository;
  identity: IdentityRepository;
  otp: OtpService;
  storage: FileStorage;
  locations: LocationService;
  aadhaarKey: () => Buffer;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { repo, clock } = deps;

  function toProfile(user: UserRow, p: ProfileRow | null): Profile {
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

  async function load(userId: number) {
    const row = await repo.find(userId);
    if (!row) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.noUserData);
    return row;
  }

  async function assertContactFree(field: 'email' | 'mobile', value: string, userId: number) {
    const other = field === 'email' ? await deps.identity.findUserByEmail(value) : await deps.identity.findUserByMobile(value);
    if (other && other.id !== userId) {
      const message = field === 'email' ? PROFILE_MESSAGES.emailTaken : PROFILE_MESSAGES.mobileTaken;
      throw new AppError('CONFLICT', message, { [field]: [message] });
    }
  }

  return {
    async get(userId: number): Promise<Profile> {
      const { user, profile } = await load(userId);
      return toProfile(user, profile);
    },

    async image(userId: number): Promise<StoredFile | null> {
      const { profile } = await load(userId);
      return profile?.imageKey ? deps.storage.get(profile.imageKey) : null;
    },

    /** Sends a code to a new e-mail address or mobile number of the signed-in user. */
    async sendContactOtp(user: SessionUser, body: unknown, clientIp: string) {
      const r = contactOtpSchema.safeParse(body);
      if (!r.success)
        throw new AppError(
          'VALIDATION',
          r.error.issues[0]?.message ?? 'The request is not valid.',
          zodFieldErrors(r.error.issues),
        );
      const { channel, value } = r.data;
      const { user: current } = await load(user.id);
      if ((channel === 'email' ? current.email : current.mobile) === value) {
        throw invalid('value', PROFILE_MESSAGES.contactUnchanged(channel));
      }
      await assertContactFree(channel, value, user.id);
      const { resendAfter } = await deps.otp.issue({
        identifier: value,
        kind: channel,
        purpose: 'contact',
        userId: user.id,
        clientIp,
      });
      return { message: PROFILE_MESSAGES.contactOtpSent(channel), resendAfter };
    },

    async update(userId: number, fields: Record<string, string>, image: UploadedFile | undefined): Promise<Profile> {
      const r = profileUpdateSchema.safeParse(fields);
      if (!r.success) {
        throw new AppError(
          'VALIDATION',
          r.error.issues[0]?.message ?? 'The request is not valid.',
          zodFieldErrors(r.error.issues),
        );
      }
      const input = r.data;
      const { user, profile } = await load(userId);
      const picture = image ? checkImage(image) : null;
      // A field the request leaves out keeps its stored value; one sent blank is cleared.
      const given = (field: keyof typeof input) => Object.hasOwn(fields, field);
      const keep = <T>(field: keyof typeof input, sent: T | undefined, stored: T | null | undefined): T | null =>
        given(field) ? (sent ?? null) : (stored ?? null);

      const email = given('email') ? input.email! : user.email;
      const mobile = given('mobile') ? input.mobile! : user.mobile;
      const emailChanged = email !== user.email;
      const mobileChanged = mobile !== user.mobile;
      if (emailChanged) await assertContactFree('email', email!, userId);
      if (mobileChanged) await assertContactFree('mobile', mobile!, userId);
      if (emailChanged && !input.email_otp) throw invalid('email_otp', PROFILE_MESSAGES.emailOtpRequired);
      if (mobileChanged && !input.mobile_otp) throw invalid('mobile_otp', PROFILE_MESSAGES.mobileOtpRequired);

      const locationGiven = given('state') || given('district') || given('city');
      const place = await deps.locations.resolve({
        state: keep('state', input.state, profile?.state) ?? undefined,
        district: keep('district', input.district, profile?.district) ?? undefined,
        city: keep('city', input.city, profile?.city) ?? undefined,
      });
      if (!place.ok) {
        const message =
          place.field === 'state'
            ? PROFILE_MESSAGES.stateUnknown
            : place.field === 'district'
              ? PROFILE_MESSAGES.districtUnknown
              : PROFILE_MESSAGES.cityUnknown;
        throw invalid(place.field, message);
      }

      let aadhaar: { aadhaarCiphertext: string | null; aadhaarLast4: string | null } = {
        aadhaarCiphertext: profile?.aadhaarCiphertext ?? null,
        aadhaarLast4: profile?.aadhaarLast4 ?? null,
      };
      if (input.aadhaar_no && !MASKED_AADHAAR_PATTERN.test(input.aadhaar_no)) {
        const digits = input.aadhaar_no.replace(/\s/g, '');
        aadhaar = { aadhaarCiphertext: encryptText(deps.aadhaarKey(), digits), aadhaarLast4: digits.slice(-4) };
      }

      // Codes are checked last, so a form refused for another reason does not use them up.
      if (emailChanged) {
        const check = await deps.otp.verify({ identifier: email!, purpose: 'contact', code: input.email_otp!, userId });
        if (!check.ok) throw invalid('email_otp', check.message);
      }
      if (mobileChanged) {
        const check = await deps.otp.verify({ identifier: mobile!, purpose: 'contact', code: input.mobile_otp!, userId });
        if (!check.ok) throw invalid('mobile_otp', check.message);
      }

      const now = clock.now();
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const imageKey = picture ? `profiles/${userId}/${randomUUID()}.${picture.ext}` : (profile?.imageKey ?? null);
      if (picture) await deps.storage.put(imageKey!, picture.buffer, picture.contentType);
      try {
        await repo.save(
          userId,
          {
            name: given('fullName') ? input.fullName! : user.name,
            email,
            mobile,
            updatedAt: now,
            ...(passwordHash ? { passwordHash } : {}),
          },
          {
            dob: keep('dob', input.dob, profile?.dob),
            gender: keep('gender', input.gender, profile?.gender),
            panNo: keep('pan_no', input.pan_no, profile?.panNo),
            ...aadhaar,
            addressLine1: keep('address_line_1', input.address_line_1, profile?.addressLine1),
            addressLine2: keep('address_line_2', input.address_line_2, profile?.addressLine2),
            state: place.state ?? null,
            district: place.district ?? null,
            city: place.city ?? null,
            // A new place without a PIN takes the place's; an untouched place keeps the stored PIN.
            pincode: given('pincode')
              ? (input.pincode ?? place.pincode ?? null)
              : locationGiven
                ? (place.pincode ?? null)
                : (profile?.pincode ?? null),
            imageKey,
          },
          now,
        );
      } catch (err) {
        if (picture) await deps.storage.delete(imageKey!).catch(() => {});
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', PROFILE_MESSAGES.emailTaken);
        throw err;
      }
      if (picture && profile?.imageKey && profile.imageKey !== imageKey) {
        await deps.storage
          .delete(profile.imageKey)
          .catch((err: Error) => deps.log.warn({ err: err.message }, 'old profile image not deleted'));
      }
      deps.log.info({ userId, passwordChanged: Boolean(passwordHash), emailChanged, mobileChanged }, 'profile updated');
      return this.get(userId);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;

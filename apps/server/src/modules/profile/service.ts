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
import type { OtpService } from '../auth/otp.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { PasswordLimits } from '../auth/password-limits.ts';
import type { SessionService } from '../auth/sessions.ts';
import type { LocationService } from '../locations/service.ts';
import type { ProfileRow, UserRow, UserService } from '../users/service.ts';

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
  users: UserService;
  otp: OtpService;
  passwordLimits: PasswordLimits;
  sessions: SessionService;
  storage: FileStorage;
  locations: LocationService;
  aadhaarKey: () => Buffer;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { users, clock } = deps;

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
    const row = await users.findWithProfile(userId);
    if (!row) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.noUserData);
    return row;
  }

  async function assertContactFree(field: 'email' | 'mobile', value: string, userId: number) {
    const other = field === 'email' ? await users.findByEmail(value) : await users.findByMobile(value);
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
      // Whether another account uses the value is said only once the code is proven (on update):
      // here every well-formed value gets a code, under the sign-in limits (per value, per address).
      const { resendAfter } = await deps.otp.issue({
        identifier: value,
        kind: channel,
        purpose: 'contact',
        userId: user.id,
        clientIp,
      });
      return { message: PROFILE_MESSAGES.contactOtpSent(channel), resendAfter };
    },

    /** Sends a code to the account's own mobile (else e-mail), to set a first password. */
    async sendPasswordOtp(user: SessionUser, clientIp: string) {
      const { user: current } = await load(user.id);
      const channel = current.mobile ? 'mobile' : current.email ? 'email' : null;
      if (!channel) throw new AppError('VALIDATION', PROFILE_MESSAGES.passwordOtpNoContact);
      const { resendAfter } = await deps.otp.issue({
        identifier: (channel === 'mobile' ? current.mobile : current.email)!,
        kind: channel,
        purpose: 'password',
        userId: user.id,
        clientIp,
      });
      return { message: PROFILE_MESSAGES.passwordOtpSent(channel), resendAfter };
    },

    async update(
      userId: number,
      fields: Record<string, string>,
      image: UploadedFile | undefined,
      ctx: { clientIp: string; sessionToken?: string | undefined } = { clientIp: 'unknown' },
    ): Promise<Profile> {
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
      if (emailChanged && !input.email_otp) throw invalid('email_otp', PROFILE_MESSAGES.emailOtpRequired);
      if (mobileChanged && !input.mobile_otp) throw invalid('mobile_otp', PROFILE_MESSAGES.mobileOtpRequired);
      // A password is changed with the current one, or set (when there is none) with a code sent
      // to the account: a session alone is not enough.
      const settingPassword = input.password !== undefined;
      if (settingPassword && user.passwordHash && !input.current_password) {
        throw invalid('current_password', PROFILE_MESSAGES.currentPasswordRequired);
      }
      if (settingPassword && !user.passwordHash && !input.password_otp) {
        throw invalid('password_otp', PROFILE_MESSAGES.passwordOtpRequired);
      }

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

      // Codes and the current password are checked last, so a form refused for another reason
      // does not use them up.
      if (settingPassword && user.passwordHash) {
        const accountKey = `user:${userId}`;
        const attempt = await deps.passwordLimits.begin(
          { accountKey, clientIp: ctx.clientIp },
          PROFILE_MESSAGES.passwordTooManyFailures,
        );
        if (!(await verifyPassword(user.passwordHash, input.current_password!))) {
          throw invalid('current_password', PROFILE_MESSAGES.currentPasswordWrong);
        }
        await deps.passwordLimits.succeeded(attempt, accountKey);
      } else if (settingPassword) {
        const check = await deps.otp.verify({
          identifier: (user.mobile ?? user.email)!,
          purpose: 'password',
          code: input.password_otp!,
          userId,
        });
        if (!check.ok) throw invalid('password_otp', check.message);
      }
      if (emailChanged) {
        const check = await deps.otp.verify({ identifier: email!, purpose: 'contact', code: input.email_otp!, userId });
        if (!check.ok) throw invalid('email_otp', check.message);
      }
      if (mobileChanged) {
        const check = await deps.otp.verify({ identifier: mobile!, purpose: 'contact', code: input.mobile_otp!, userId });
        if (!check.ok) throw invalid('mobile_otp', check.message);
      }
      // Only now, with the new value proven to be theirs, may the answer say another account has it.
      if (emailChanged) await assertContactFree('email', email!, userId);
      if (mobileChanged) await assertContactFree('mobile', mobile!, userId);

      const now = clock.now();
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const imageKey = picture ? `profiles/${userId}/${randomUUID()}.${picture.ext}` : (profile?.imageKey ?? null);
      if (picture) await deps.storage.put(imageKey!, picture.buffer, picture.contentType);
      try {
        await users.saveWithProfile(
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
      // A new password ends every other session (a thief's included); this one stays.
      if (passwordHash) await deps.sessions.revokeOthers(userId, ctx.sessionToken);
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

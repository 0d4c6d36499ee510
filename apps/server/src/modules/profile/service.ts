import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  MASKED_AADHAAR_PATTERN,
  maskContact,
  PROFILE_MESSAGES,
  type ContactOtp,
  type ProfileUpdate,
  type SessionUser,
} from '@anupalan/shared';
import type { FileStorage, StoredFile } from '../../adapters/storage/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { encryptText } from '../../lib/secrets.ts';
import { checkImage, type UploadedFile } from '../../lib/uploads.ts';
import type { OtpService } from '../auth/otp.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { PasswordLimits } from '../auth/password-limits.ts';
import type { SessionService } from '../auth/sessions.ts';
import type { LocationService } from '../locations/service.ts';
import type { Notify } from '../notifications/service.ts';
import type { ProfileRow, UserRow, UserService } from '../users/service.ts';

export const PROFILE_IMAGE_PATH = '/api/v1/web/user/profile/image';

/** A person's account and profile, as the service answers them. */
export interface ProfileView {
  user: UserRow;
  profile: ProfileRow | null;
}

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { [field]: [message] });
}

type Channel = 'email' | 'mobile';
const CHANNEL_WORDS: Record<Channel, string> = { email: 'email address', mobile: 'mobile number' };

/**
 * Where the code confirming a change of `channel` goes: the account's current value of that
 * channel, else its other sign-in identifier (an account has at least one).
 */
function confirmTarget(
  user: { email: string | null; mobile: string | null },
  channel: Channel,
): { channel: Channel; to: string } | null {
  const other: Channel = channel === 'email' ? 'mobile' : 'email';
  const own = user[channel];
  if (own) return { channel, to: own };
  const fallback = user[other];
  return fallback ? { channel: other, to: fallback } : null;
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
  /** The notifications module's enqueue, in the change's transaction (issue 20). */
  notify: Notify;
  /** Brand and the support contact named in notices (site configuration). */
  site: { brandName: string; supportEmail: string; supportPhone: string };
}) {
  const { users, clock } = deps;

  /**
   * Tells every sign-in identifier the account had before a change (old e-mail, old mobile) what
   * changed and whom to call if it was not them: the `identifier_changed` security notice, enqueued
   * in the change's transaction to the OLD addresses (sent whatever the customer's channel choices).
   */
  async function noticeOfChange(tx: Tx, before: { id: number; email: string | null; mobile: string | null }, changed: Channel[]) {
    const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
      clock.now(),
    );
    const { supportEmail, supportPhone } = deps.site;
    await deps.notify(tx, {
      event: 'identifier_changed',
      userId: before.id,
      to: { email: before.email, mobile: before.mobile },
      vars: {
        account: 'account',
        what: changed.map((c) => CHANNEL_WORDS[c]).join(' and '),
        // Within DLT's 30 characters.
        short: changed.length > 1 ? 'email and mobile number' : CHANNEL_WORDS[changed[0]!],
        verb: changed.length > 1 ? 'were' : 'was',
        detail: '',
        when,
        supportEmail,
        supportPhone,
      },
    });
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
    /** The account with its profile (presenter.ts makes the answer's shape). */
    async get(userId: number): Promise<ProfileView> {
      return load(userId);
    },

    async image(userId: number): Promise<StoredFile | null> {
      const { profile } = await load(userId);
      return profile?.imageKey ? deps.storage.get(profile.imageKey) : null;
    },

    /** Sends a code to a new e-mail address or mobile number of the signed-in user. */
    async sendContactOtp(user: SessionUser, { channel, value }: ContactOtp, clientIp: string) {
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
      // A session alone must not change who can sign in (issue 27): a second code goes to the
      // account's current identifier, saying what is being changed, and is needed to save (unless
      // the current password is given instead). Asked for twice at once, one code serves both.
      const target = confirmTarget(current, channel);
      if (!target) throw new AppError('VALIDATION', PROFILE_MESSAGES.passwordOtpNoContact);
      const { brandName, supportEmail, supportPhone } = deps.site;
      await deps.otp.issue({
        identifier: target.to,
        kind: target.channel,
        purpose: 'identity',
        userId: user.id,
        clientIp,
        reuseRecent: true,
        message: {
          subject: `Confirm the change of your ${brandName} ${CHANNEL_WORDS[channel]}`,
          text: (code) =>
            `${code} is your ${brandName} OTP to confirm changing the ${CHANNEL_WORDS[channel]} of your account to ${value}. It is valid for 10 minutes. ` +
            `If you did not ask for this, do not share it, and contact us at ${supportEmail} or ${supportPhone}.`,
        },
      });
      const to = maskContact(target.channel, target.to);
      return {
        message: PROFILE_MESSAGES.contactOtpSent(channel),
        resendAfter,
        confirm: { channel: target.channel, to, message: PROFILE_MESSAGES.contactConfirmSent(target.channel, to) },
      };
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
      input: ProfileUpdate,
      image: UploadedFile | undefined,
      ctx: { clientIp: string; sessionToken?: string | undefined } = { clientIp: 'unknown' },
    ): Promise<ProfileView> {
      const { user, profile } = await load(userId);
      const picture = image ? checkImage(image) : null;
      // A field the request leaves out keeps its stored value; one sent blank is cleared (the
      // contract's parse keeps a field sent blank as a present key).
      const given = (field: keyof typeof input) => Object.hasOwn(input, field);
      const keep = <T>(field: keyof typeof input, sent: T | undefined, stored: T | null | undefined): T | null =>
        given(field) ? (sent ?? null) : (stored ?? null);

      const email = given('email') ? input.email! : user.email;
      const mobile = given('mobile') ? input.mobile! : user.mobile;
      const emailChanged = email !== user.email;
      const mobileChanged = mobile !== user.mobile;
      if (emailChanged && !input.email_otp) throw invalid('email_otp', PROFILE_MESSAGES.emailOtpRequired);
      if (mobileChanged && !input.mobile_otp) throw invalid('mobile_otp', PROFILE_MESSAGES.mobileOtpRequired);
      // A new sign-in identifier also needs the code sent to the current one, or the current password.
      const identifierChanged = emailChanged || mobileChanged;
      const proofByPassword = identifierChanged && !input.current_otp && Boolean(user.passwordHash && input.current_password);
      if (identifierChanged && !input.current_otp && !proofByPassword) {
        throw invalid('current_otp', PROFILE_MESSAGES.identityProofRequired);
      }
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
      if ((settingPassword && user.passwordHash) || proofByPassword) {
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
      // Every code is checked before any is used up, so one mistyped code does not spend the others.
      const codes: { field: string; check: Parameters<OtpService['verify']>[0] }[] = [];
      if (identifierChanged && input.current_otp) {
        codes.push({ field: 'current_otp', check: { purpose: 'identity', code: input.current_otp, userId } });
      }
      if (emailChanged)
        codes.push({ field: 'email_otp', check: { identifier: email!, purpose: 'contact', code: input.email_otp!, userId } });
      if (mobileChanged) {
        codes.push({ field: 'mobile_otp', check: { identifier: mobile!, purpose: 'contact', code: input.mobile_otp!, userId } });
      }
      for (const pass of [true, false]) {
        for (const { field, check } of codes) {
          const result = await deps.otp.verify({ ...check, peek: pass });
          if (!result.ok) throw invalid(field, result.message);
          if (field === 'current_otp' && result.sentTo !== user.email && result.sentTo !== user.mobile) {
            throw invalid('current_otp', PROFILE_MESSAGES.identityProofStale);
          }
        }
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
          // The old identifiers are told of the change, enqueued with it (a rollback tells no one).
          identifierChanged
            ? (tx) =>
                noticeOfChange(tx, user, [
                  ...(emailChanged ? ['email' as const] : []),
                  ...(mobileChanged ? ['mobile' as const] : []),
                ])
            : undefined,
        );
      } catch (err) {
        if (picture) await deps.storage.delete(imageKey!).catch(() => {});
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', PROFILE_MESSAGES.emailTaken);
        throw err;
      }
      // A new password or sign-in identifier ends every other session (a thief's included); this one
      // stays.
      if (passwordHash || identifierChanged) await deps.sessions.revokeOthers(userId, ctx.sessionToken);
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

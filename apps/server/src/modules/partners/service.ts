import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import {
  LOGIN_MESSAGES,
  MOBILE_VERIFICATION_TTL_SECONDS,
  PARTNER_EMAIL_MESSAGES,
  REQUEST_ADMIN_MESSAGES,
  partnerEmailOtpSchema,
  partnerEmailVerifySchema,
  type SessionUser,
  REGISTRATION_MESSAGES,
  type partnerOtpRequestSchema,
  type partnerOtpVerifySchema,
  type PartnerRegistration,
  type PartnerKind,
  type ConsentGiven,
  type ConsentMeta,
} from '@anupalan/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { checkImage, type UploadedFile } from '../../lib/uploads.ts';
import { zodFieldErrors } from '../../lib/validation.ts';
import type { AuthRepository } from '../auth/repository.ts';
import type { Notify } from '../notifications/service.ts';
import type { UserService } from '../users/service.ts';
import type { OtpService } from '../auth/otp.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { PasswordLimits } from '../auth/password-limits.ts';
import type { SessionService } from '../auth/sessions.ts';

function parse<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
): T {
  const r = schema.safeParse(input);
  if (!r.success) {
    const errors = zodFieldErrors(r.error.issues);
    throw new AppError('VALIDATION', r.error.issues[0]?.message ?? 'The request is not valid.', errors);
  }
  return r.data;
}

/**
 * Reseller and service-provider registration (storefront §2, §5): the mobile is proven by OTP, then
 * within 30 minutes the form creates a partner account with status pending, which staff approve.
 */
export function createPartnerService(deps: {
  repo: AuthRepository;
  users: UserService;
  otp: OtpService;
  storage: FileStorage;
  clock: Clock;
  log: FastifyBaseLogger;
  passwordLimits: PasswordLimits;
  sessions: SessionService;
  /** The notifications module's enqueue, in the change's transaction (issue 20). */
  notify: Notify;
  /** Records the applicant's consent in the registration's transaction (the privacy module's, handed in app.ts). */
  recordConsent?: (tx: Tx, userId: number, given: ConsentGiven) => Promise<void>;
  /** Brand and the support contact named in notices (site configuration). */
  site: { brandName: string; supportEmail: string; supportPhone: string };
}) {
  const { repo, users, clock } = deps;
  async function partnerAccount(actor: SessionUser) {
    if (actor.role !== 'reseller' && actor.role !== 'service_provider')
      throw new AppError('FORBIDDEN', REQUEST_ADMIN_MESSAGES.partnerOnly);
    const account = await users.findById(actor.id);
    if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in again.');
    return account;
  }
  return {
    /** The route's contract (`partnerOtpRequestSchema`) has judged the body. */
    async sendOtp(kind: PartnerKind, { mobile }: z.output<typeof partnerOtpRequestSchema>, clientIp: string) {
      return deps.otp.issue({ identifier: mobile, kind: 'mobile', purpose: kind, clientIp });
    },

    /** The route's contract (`partnerOtpVerifySchema`) has judged the body. */
    async verifyOtp(kind: PartnerKind, { mobile, custom_otp }: z.output<typeof partnerOtpVerifySchema>, clientIp: string) {
      const check = await deps.otp.verify({ identifier: mobile, purpose: kind, code: custom_otp });
      if (!check.ok) throw new AppError('VALIDATION', check.message, { custom_otp: [check.message] });
      await repo.insertMobileVerification({ mobile, purpose: kind, verifiedAt: clock.now(), clientIp });
      return { message: LOGIN_MESSAGES.otpVerified };
    },

    /** The form as the route's body schema (partnerRegistrationSchema) read it, and its photo. */
    async register(kind: PartnerKind, input: PartnerRegistration, image: UploadedFile | undefined, consentMeta?: ConsentMeta) {
      const picture = image ? checkImage(image) : null;
      const now = clock.now();
      const since = new Date(now.getTime() - MOBILE_VERIFICATION_TTL_SECONDS * 1000);
      const verification = await repo.freshMobileVerification(input.mobile, kind, since);
      if (!verification) {
        throw new AppError('VALIDATION', REGISTRATION_MESSAGES.mobileNotVerified, {
          mobile: [REGISTRATION_MESSAGES.mobileNotVerified],
        });
      }
      // The mobile is proven by now, so "already registered" may be said of it. The e-mail is not
      // proven yet: it is kept as the address to prove (pending_email, not unique) and nothing is
      // said of whether another account uses it until its owner proves it (proveEmail below).
      const conflict = async () => {
        if (await users.findByMobile(input.mobile)) {
          return new AppError('CONFLICT', REGISTRATION_MESSAGES.mobileTaken, { mobile: [REGISTRATION_MESSAGES.mobileTaken] });
        }
        return null;
      };
      const early = await conflict();
      if (early) throw early;

      const passwordHash = await hashPassword(input.password);
      const imageKey = picture ? `profiles/${randomUUID()}.${picture.ext}` : null;
      if (picture && imageKey) await deps.storage.put(imageKey, picture.buffer, picture.contentType);
      try {
        const user = await repo.transaction(async (q, tx) => {
          const accounts = users.within(tx);
          const created = await accounts.insertIfAbsent({
            name: input.name,
            email: null,
            pendingEmail: input.mailid,
            mobile: input.mobile,
            passwordHash,
            role: kind,
            status: 'pending',
            createdAt: now,
            updatedAt: now,
          });
          if (!created) return null;
          if (!(await q.useMobileVerification(verification.id, now))) return null;
          if (imageKey) await accounts.upsertProfileImage(created.id, imageKey, now);
          await deps.recordConsent?.(tx, created.id, {
            answer: { notice_version: input.notice_version, consent_purposes: input.consent_purposes },
            meta: consentMeta ?? { clientIp: null, channel: 'api' },
          });
          return created;
        });
        if (!user) {
          throw (
            (await conflict()) ??
            new AppError('VALIDATION', REGISTRATION_MESSAGES.mobileNotVerified, {
              mobile: [REGISTRATION_MESSAGES.mobileNotVerified],
            })
          );
        }
        deps.log.info({ userId: user.id, role: kind }, 'partner registered, awaiting approval');
        return { userId: user.id, message: REGISTRATION_MESSAGES.registeredAwaitingApproval };
      } catch (err) {
        if (imageKey) await deps.storage.delete(imageKey).catch(() => {});
        throw err;
      }
    },

    /**
     * E-mail proof (issue 11), for a signed-in partner: a code to the registered address (or to
     * `email`, which then becomes the address to prove). Says nothing of other accounts.
     */
    async sendEmailProof(actor: SessionUser, body: unknown, clientIp: string) {
      const account = await partnerAccount(actor);
      const { email, current_password } = parse(partnerEmailOtpSchema, body ?? {});
      if (!email && !account.pendingEmail) {
        if (account.email) throw new AppError('CONFLICT', PARTNER_EMAIL_MESSAGES.alreadyVerified);
        throw new AppError('VALIDATION', PARTNER_EMAIL_MESSAGES.noAddress, { email: [PARTNER_EMAIL_MESSAGES.noAddress] });
      }
      const target = email ?? account.pendingEmail!;
      if (email && email === account.email && !account.pendingEmail) {
        throw new AppError('CONFLICT', PARTNER_EMAIL_MESSAGES.alreadyVerified);
      }
      // A session alone must not change who can sign in (issue 27): another address than the one
      // registered, or one replacing a proven address, needs the current password.
      if (email && (account.email || email !== account.pendingEmail)) {
        const refuse = (message: string) => new AppError('VALIDATION', message, { current_password: [message] });
        if (!current_password || !account.passwordHash) throw refuse(PARTNER_EMAIL_MESSAGES.passwordRequired);
        const accountKey = `user:${account.id}`;
        const attempt = await deps.passwordLimits.begin(
          { accountKey, clientIp },
          (wait) => `Too many failed attempts. Please try again in ${wait} minutes.`,
        );
        if (!(await verifyPassword(account.passwordHash, current_password))) throw refuse(PARTNER_EMAIL_MESSAGES.passwordWrong);
        await deps.passwordLimits.succeeded(attempt, accountKey);
      }
      if (target !== account.pendingEmail) await users.update(account.id, { pendingEmail: target, updatedAt: clock.now() });
      return deps.otp.issue({ identifier: target, kind: 'email', purpose: 'contact', userId: account.id, clientIp });
    },

    /** The code proves the address; only now is an address that another account uses refused (409). */
    async verifyEmailProof(actor: SessionUser, body: unknown, sessionToken?: string) {
      const account = await partnerAccount(actor);
      const { code } = parse(partnerEmailVerifySchema, body);
      const target = account.pendingEmail;
      if (!target) throw new AppError('CONFLICT', PARTNER_EMAIL_MESSAGES.alreadyVerified);
      const check = await deps.otp.verify({ identifier: target, purpose: 'contact', code, userId: account.id });
      if (!check.ok) throw new AppError('VALIDATION', check.message, { code: [check.message] });
      const taken = () =>
        new AppError('CONFLICT', PARTNER_EMAIL_MESSAGES.emailTaken, { email: [PARTNER_EMAIL_MESSAGES.emailTaken] });
      const other = await users.findByEmail(target);
      if (other && other.id !== account.id) throw taken();
      // A proven address replaced: the old address is told (the `identifier_changed` security
      // notice, enqueued in the same transaction as the change) and, after it, the other sessions end.
      const replaced = account.email && account.email !== target ? account.email : null;
      try {
        await repo.transaction(async (_q, tx) => {
          await users.within(tx).update(account.id, {
            email: target,
            pendingEmail: null,
            emailVerifiedAt: clock.now(),
            updatedAt: clock.now(),
          });
          if (!replaced) return;
          const { supportEmail, supportPhone } = deps.site;
          await deps.notify(tx, {
            event: 'identifier_changed',
            userId: account.id,
            to: { email: replaced, mobile: null },
            vars: {
              account: 'partner account',
              what: 'email address',
              short: 'email address',
              verb: 'was',
              detail: ` to ${target}`,
              when: new Intl.DateTimeFormat('en-IN', {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: 'Asia/Kolkata',
              }).format(clock.now()),
              supportEmail,
              supportPhone,
            },
          });
        });
      } catch (err) {
        // Someone took the address between the check and the write (unique index): the same answer.
        const code =
          (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
        if (code === '23505') throw taken();
        throw err;
      }
      if (replaced) await deps.sessions.revokeOthers(account.id, sessionToken);
      return { email: target };
    },
  };
}
export type PartnerService = ReturnType<typeof createPartnerService>;

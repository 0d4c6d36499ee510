import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  LOGIN_MESSAGES,
  MOBILE_VERIFICATION_TTL_SECONDS,
  REGISTRATION_MESSAGES,
  partnerOtpRequestSchema,
  partnerOtpVerifySchema,
  partnerRegistrationSchema,
  type PartnerKind,
} from '@anupalan/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { checkImage, type UploadedFile } from '../../lib/uploads.ts';
import { zodFieldErrors } from '../../lib/validation.ts';
import type { AuthRepository } from '../auth/repository.ts';
import type { UserService } from '../users/service.ts';
import type { OtpService } from '../auth/otp.ts';
import { hashPassword } from '../auth/passwords.ts';

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
}) {
  const { repo, users, clock } = deps;
  return {
    async sendOtp(kind: PartnerKind, body: unknown, clientIp: string) {
      const { mobile } = parse(partnerOtpRequestSchema, body);
      return deps.otp.issue({ identifier: mobile, kind: 'mobile', purpose: kind, clientIp });
    },

    async verifyOtp(kind: PartnerKind, body: unknown, clientIp: string) {
      const { mobile, custom_otp } = parse(partnerOtpVerifySchema, body);
      const check = await deps.otp.verify({ identifier: mobile, purpose: kind, code: custom_otp });
      if (!check.ok) throw new AppError('VALIDATION', check.message, { custom_otp: [check.message] });
      await repo.insertMobileVerification({ mobile, purpose: kind, verifiedAt: clock.now(), clientIp });
      return { message: LOGIN_MESSAGES.otpVerified };
    },

    async register(kind: PartnerKind, fields: Record<string, string>, image: UploadedFile | undefined) {
      const input = parse(partnerRegistrationSchema, fields);
      const picture = image ? checkImage(image) : null;
      const now = clock.now();
      const since = new Date(now.getTime() - MOBILE_VERIFICATION_TTL_SECONDS * 1000);
      const verification = await repo.freshMobileVerification(input.mobile, kind, since);
      if (!verification) {
        throw new AppError('VALIDATION', REGISTRATION_MESSAGES.mobileNotVerified, {
          mobile: [REGISTRATION_MESSAGES.mobileNotVerified],
        });
      }
      const conflict = async () => {
        if (await users.findByMobile(input.mobile)) {
          return new AppError('CONFLICT', REGISTRATION_MESSAGES.mobileTaken, { mobile: [REGISTRATION_MESSAGES.mobileTaken] });
        }
        if (await users.findByEmail(input.mailid)) {
          return new AppError('CONFLICT', REGISTRATION_MESSAGES.emailTaken, { mailid: [REGISTRATION_MESSAGES.emailTaken] });
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
            email: input.mailid,
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
  };
}
export type PartnerService = ReturnType<typeof createPartnerService>;

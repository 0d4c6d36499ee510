import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  LOGIN_MESSAGES,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_IDENTIFIER_PER_HOUR,
  OTP_MAX_SENDS_PER_IP_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  type IdentifierKind,
} from '@anupalan/shared';
import type { EmailSender } from '../../adapters/email/index.ts';
import type { SmsSender } from '../../adapters/sms/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashOtp, safeEqualHex } from '../../lib/secrets.ts';
import type { AuthRepository, OtpPurpose } from './repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/** 429 with the seconds to wait (the error handler sends them as Retry-After). */
export class RateLimitError extends AppError {
  declare readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message, undefined, retryAfterSeconds);
  }
}

export type OtpCheck = { ok: true } | { ok: false; message: string; reason: 'none' | 'used' | 'expired' | 'locked' | 'wrong' };

const PURPOSE_TEXT: Record<OtpPurpose, string> = {
  login: 'to sign in',
  reseller: 'to verify your mobile number for your reseller registration',
  service_provider: 'to verify your mobile number for your service provider registration',
  contact: 'to confirm your new contact details',
  password: 'to set the password of your account',
};

/**
 * One-time codes: 6 digits from the cryptographic generator, stored only as an HMAC, valid 10
 * minutes, used once, dead after 5 wrong tries; a new code for the same identifier and purpose no
 * sooner than 60 s after the last; at most 5 codes an hour to one identifier and 20 from one client
 * address. Only the newest code of an identifier and purpose counts.
 */
export function createOtpService(deps: {
  repo: AuthRepository;
  /** Read at each use (the secret is resolved lazily). */
  pepper: () => Buffer;
  clock: Clock;
  sms: SmsSender;
  email: EmailSender;
  log: FastifyBaseLogger;
  brandName: string;
}) {
  const { repo, clock } = deps;

  async function deliver(kind: IdentifierKind, to: string, code: string, purpose: OtpPurpose) {
    const text = `${code} is your ${deps.brandName} OTP ${PURPOSE_TEXT[purpose]}. It is valid for 10 minutes. Do not share it with anyone.`;
    if (kind === 'mobile') await deps.sms.sendOtp({ to, code, text });
    else await deps.email.send({ to, subject: `Your ${deps.brandName} OTP`, text, code });
  }

  return {
    /** Sends a new code, or throws RateLimitError / AppError('UNAVAILABLE') when it cannot. */
    async issue(input: {
      identifier: string;
      kind: IdentifierKind;
      purpose: OtpPurpose;
      userId?: number;
      clientIp: string;
    }): Promise<{ resendAfter: number }> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const row = await repo.transaction(async (tx) => {
        await tx.lock(input.identifier);
        const now = clock.now();
        const last = await tx.latestOtp(input.identifier, input.purpose, input.userId);
        if (last) {
          const wait = Math.ceil((last.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
          if (wait > 0) throw new RateLimitError(LOGIN_MESSAGES.otpWait(wait), wait);
        }
        const since = new Date(now.getTime() - HOUR_MS);
        const byId = await tx.otpSendsSince(input.identifier, since);
        if (byId.n >= OTP_MAX_SENDS_PER_IDENTIFIER_PER_HOUR && byId.oldest) {
          const secs = Math.ceil((byId.oldest.getTime() + HOUR_MS - now.getTime()) / 1000);
          throw new RateLimitError(LOGIN_MESSAGES.otpTooManySends(Math.max(1, Math.ceil(secs / 60))), secs);
        }
        const byIp = await tx.otpSendsFromIpSince(input.clientIp, since);
        if (byIp.n >= OTP_MAX_SENDS_PER_IP_PER_HOUR && byIp.oldest) {
          const secs = Math.ceil((byIp.oldest.getTime() + HOUR_MS - now.getTime()) / 1000);
          throw new RateLimitError(LOGIN_MESSAGES.otpTooManySends(Math.max(1, Math.ceil(secs / 60))), secs);
        }
        return tx.insertOtp({
          identifier: input.identifier,
          purpose: input.purpose,
          userId: input.userId ?? null,
          codeHash: hashOtp(deps.pepper(), input.purpose, input.identifier, code),
          expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
          clientIp: input.clientIp,
          createdAt: now,
        });
      });
      try {
        await deliver(input.kind, input.identifier, code, input.purpose);
      } catch (err) {
        // Not delivered: forget it, so the resend wait does not block a retry.
        await repo.deleteOtp(row.id);
        deps.log.error({ err: (err as Error).message, purpose: input.purpose }, 'OTP delivery failed');
        throw new AppError('UNAVAILABLE', `${LOGIN_MESSAGES.sendFailed}. Please try again.`);
      }
      return { resendAfter: OTP_RESEND_SECONDS };
    },

    /** Checks a code; a wrong one is counted even though the caller then refuses. */
    async verify(input: { identifier: string; purpose: OtpPurpose; code: string; userId?: number }): Promise<OtpCheck> {
      return repo.transaction(async (tx) => {
        await tx.lock(input.identifier);
        const row = await tx.latestOtp(input.identifier, input.purpose, input.userId);
        if (!row) return { ok: false, reason: 'none', message: LOGIN_MESSAGES.otpNotRequested };
        if (row.consumedAt) return { ok: false, reason: 'used', message: LOGIN_MESSAGES.otpUsed };
        if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'locked', message: LOGIN_MESSAGES.otpTooManyTries };
        if (row.expiresAt.getTime() <= clock.now().getTime()) {
          return { ok: false, reason: 'expired', message: LOGIN_MESSAGES.otpExpired };
        }
        const given = /^[0-9]{6}$/.test(input.code) ? input.code : '';
        if (given && safeEqualHex(row.codeHash, hashOtp(deps.pepper(), input.purpose, input.identifier, given))) {
          await tx.updateOtp(row.id, { consumedAt: clock.now() });
          return { ok: true };
        }
        const attempts = row.attempts + 1;
        await tx.updateOtp(row.id, { attempts });
        const left = OTP_MAX_ATTEMPTS - attempts;
        return left > 0
          ? { ok: false, reason: 'wrong', message: LOGIN_MESSAGES.otpWrong(left) }
          : { ok: false, reason: 'locked', message: LOGIN_MESSAGES.otpTooManyTries };
      });
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;

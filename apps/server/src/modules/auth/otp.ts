import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  LOGIN_MESSAGES,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_ACCOUNT_PER_HOUR,
  OTP_MAX_SENDS_PER_IDENTIFIER_PER_HOUR,
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
  identity: 'to confirm a change of the sign-in details of your account',
  staff_login: 'to sign in to the back office',
  erasure: 'to confirm deleting your account and its data',
};

/** A message of its own for a code (the purpose's standard text otherwise). */
export interface OtpMessage {
  subject: string;
  text: (code: string) => string;
}

/**
 * One-time codes: 6 digits from the cryptographic generator, stored only as an HMAC, valid 10
 * minutes, used once, dead after 5 wrong tries; a new code for the same identifier and purpose no
 * sooner than 60 s after the last unused one. Each purpose has its own budget (issue 28): at most 5 codes an
 * hour to one identifier (against SMS pumping of a number), and `maxPerAddressPerHour` from one
 * client address (OTP_MAX_PER_ADDRESS_PER_HOUR, sized for carrier-grade NAT, where thousands of
 * customers share an address), and 20 an hour for one signed-in account, so a sign-in is never refused for codes sent to set passwords, and
 * a fresh number is not refused for other people's codes. Only the newest code of an identifier and
 * purpose counts.
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
  /** Codes of one purpose one client address may ask for in an hour. */
  maxPerAddressPerHour: number;
}) {
  const { repo, clock } = deps;

  async function deliver(kind: IdentifierKind, to: string, code: string, purpose: OtpPurpose, message?: OtpMessage) {
    const text = message
      ? message.text(code)
      : `${code} is your ${deps.brandName} OTP ${PURPOSE_TEXT[purpose]}. It is valid for 10 minutes. Do not share it with anyone.`;
    if (kind === 'mobile') await deps.sms.sendOtp({ to, code, text });
    else await deps.email.send({ to, subject: message?.subject ?? `Your ${deps.brandName} OTP`, text, code });
  }

  return {
    /** Sends a new code, or throws RateLimitError / AppError('UNAVAILABLE') when it cannot. */
    async issue(input: {
      identifier: string;
      kind: IdentifierKind;
      purpose: OtpPurpose;
      userId?: number;
      clientIp: string;
      /** The message's own words (the code's purpose says them otherwise). */
      message?: OtpMessage;
      /**
       * A code of this purpose sent to this identifier for this account within the resend wait,
       * still unused, stands: nothing new is sent (two changes asked for at once share one code).
       */
      reuseRecent?: boolean;
    }): Promise<{ resendAfter: number; reused?: true }> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const row = await repo.transaction(async (tx) => {
        await tx.lock(input.identifier);
        const now = clock.now();
        const last = await tx.latestOtp(input.identifier, input.purpose, input.userId);
        // A code already used holds nothing back (signing in on a second device at once); the
        // hourly bounds still count it.
        if (last && !last.consumedAt) {
          const wait = Math.ceil((last.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
          if (wait > 0 && input.reuseRecent && last.attempts < OTP_MAX_ATTEMPTS) return null;
          if (wait > 0) throw new RateLimitError(LOGIN_MESSAGES.otpWait(wait), wait);
        }
        const since = new Date(now.getTime() - HOUR_MS);
        const byId = await tx.otpSendsSince(input.identifier, input.purpose, since);
        if (byId.n >= OTP_MAX_SENDS_PER_IDENTIFIER_PER_HOUR && byId.oldest) {
          const secs = Math.ceil((byId.oldest.getTime() + HOUR_MS - now.getTime()) / 1000);
          throw new RateLimitError(LOGIN_MESSAGES.otpTooManySends(Math.max(1, Math.ceil(secs / 60))), secs);
        }
        const byIp = await tx.otpSendsFromIpSince(input.clientIp, input.purpose, since);
        if (byIp.n >= deps.maxPerAddressPerHour && byIp.oldest) {
          const secs = Math.ceil((byIp.oldest.getTime() + HOUR_MS - now.getTime()) / 1000);
          throw new RateLimitError(LOGIN_MESSAGES.otpTooManySends(Math.max(1, Math.ceil(secs / 60))), secs);
        }
        // A signed-in account's codes (contact changes, password codes) are bounded wherever it asks from.
        if (input.userId !== undefined) {
          const byUser = await tx.otpSendsForUserSince(input.userId, input.purpose, since);
          if (byUser.n >= OTP_MAX_SENDS_PER_ACCOUNT_PER_HOUR && byUser.oldest) {
            const secs = Math.ceil((byUser.oldest.getTime() + HOUR_MS - now.getTime()) / 1000);
            throw new RateLimitError(LOGIN_MESSAGES.otpTooManySends(Math.max(1, Math.ceil(secs / 60))), secs);
          }
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
      if (!row) return { resendAfter: OTP_RESEND_SECONDS, reused: true };
      try {
        await deliver(input.kind, input.identifier, code, input.purpose, input.message);
      } catch (err) {
        // Not delivered: forget it, so the resend wait does not block a retry.
        await repo.deleteOtp(row.id);
        deps.log.error({ err: (err as Error).message, purpose: input.purpose }, 'OTP delivery failed');
        throw new AppError('UNAVAILABLE', `${LOGIN_MESSAGES.sendFailed}. Please try again.`);
      }
      return { resendAfter: OTP_RESEND_SECONDS };
    },

    /**
     * Checks a code; a wrong one is counted even though the caller then refuses. Without an
     * identifier (only with `userId`), the account's newest code of the purpose is checked, and
     * `sentTo` says where it went (the caller checks that this is still one of the account's).
     */
    async verify(
      input: (
        | { identifier: string; purpose: OtpPurpose; code: string; userId?: number }
        | { purpose: OtpPurpose; code: string; userId: number }
      ) & {
        /** Check without using the code up (a wrong one still counts): for a form that needs two codes right. */
        peek?: boolean;
      },
    ): Promise<OtpCheck & { sentTo?: string }> {
      const identifier = 'identifier' in input ? input.identifier : undefined;
      return repo.transaction(async (tx) => {
        await tx.lock(identifier ?? `user:${input.userId}`);
        const row = await tx.latestOtp(identifier, input.purpose, input.userId);
        if (!row) return { ok: false, reason: 'none', message: LOGIN_MESSAGES.otpNotRequested };
        if (row.consumedAt) return { ok: false, reason: 'used', message: LOGIN_MESSAGES.otpUsed };
        if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'locked', message: LOGIN_MESSAGES.otpTooManyTries };
        if (row.expiresAt.getTime() <= clock.now().getTime()) {
          return { ok: false, reason: 'expired', message: LOGIN_MESSAGES.otpExpired };
        }
        const given = /^[0-9]{6}$/.test(input.code) ? input.code : '';
        if (given && safeEqualHex(row.codeHash, hashOtp(deps.pepper(), input.purpose, row.identifier, given))) {
          if (!input.peek) await tx.updateOtp(row.id, { consumedAt: clock.now() });
          return { ok: true, sentTo: row.identifier };
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

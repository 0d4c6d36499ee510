import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_MESSAGES,
  LOGIN_MESSAGES,
  isBackofficeRole,
  parseIdentifier,
  type ConsentAnswer,
  type ConsentGiven,
  type IdentifierKind,
} from '@anupalan/shared';
import type { MetaStore } from '../../db/meta.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionService } from './sessions.ts';
import type { UserRow, UserService } from '../users/service.ts';
import type { OtpService } from './otp.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { accountKeyOf, type PasswordLimits } from './password-limits.ts';

export interface ClientMeta {
  clientIp: string;
  userAgent?: string | undefined;
}

export interface LoginResult {
  user: UserRow;
  token: string;
  expiresAt: Date;
  newUser: boolean;
}

function identifierOf(userName: string): { kind: IdentifierKind; value: string } {
  const parsed = parseIdentifier(userName);
  if (!parsed)
    throw new AppError('VALIDATION', LOGIN_MESSAGES.identifierInvalid, { user_name: [LOGIN_MESSAGES.identifierInvalid] });
  return parsed;
}

/** Refuses accounts that may not sign in, with a message their owner understands. */
export function assertMaySignIn(user: UserRow): void {
  if (user.status === 'pending') throw new AppError('FORBIDDEN', LOGIN_MESSAGES.awaitingApproval);
  if (user.status === 'suspended') throw new AppError('FORBIDDEN', LOGIN_MESSAGES.suspended);
  if (user.status === 'rejected') throw new AppError('FORBIDDEN', LOGIN_MESSAGES.rejected);
}

/**
 * Staff and admins sign in only at the back office, with their password and a code (issue 27):
 * the storefront's doors (a code alone, or a password alone) refuse them, after the proof was
 * right, so nothing is told to someone who does not hold the identifier or the password.
 */
function assertCustomerDoor(user: UserRow): void {
  if (isBackofficeRole(user.role)) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.staffUseBackOffice);
}

/**
 * Sign-in by OTP (which also signs a new customer up) or by password, and the first administrator.
 * No answer tells whether an account exists: a code is sent to any well-formed identifier, and a
 * wrong password and an unknown account get the same 'Invalid Credentials'.
 */
/** app_meta key of the first administrator's password stamp. */
const ADMIN_STAMP = 'admin_password_stamp';

export function createAuthService(deps: {
  users: UserService;
  otp: OtpService;
  sessions: SessionService;
  clock: Clock;
  log: FastifyBaseLogger;
  passwordLimits: PasswordLimits;
  /** Key of the first administrator's password stamp (a server secret; see ensureAdmin). */
  stampKey?: () => Buffer;
  /** Where the stamp is kept (app_meta, db/meta.ts). */
  meta?: MetaStore;
  /** Records a new customer's consent at sign-up (the privacy module's, handed in app.ts). */
  onSignUp?: (userId: number, given: ConsentGiven) => Promise<void>;
}) {
  const { users, clock } = deps;
  const findByIdentifier = users.findByIdentifier;

  async function startSession(user: UserRow, meta: ClientMeta, newUser: boolean): Promise<LoginResult> {
    const { token, expiresAt } = await deps.sessions.create(user.id, meta);
    await users.update(user.id, { lastLoginAt: clock.now() });
    return { user, token, expiresAt, newUser };
  }

  /**
   * The account behind a right password (under the password limits), allowed to sign in; no
   * session. The back office's sign-in asks for its second factor after this.
   */
  async function checkPassword(userName: string, password: string, meta: ClientMeta): Promise<UserRow> {
    const id = identifierOf(userName);
    const user = await findByIdentifier(id);
    // Per account (its mobile and e-mail share one count) and per address, in the database.
    const accountKey = accountKeyOf(user, id.value);
    const attempt = await deps.passwordLimits.begin(
      { accountKey, clientIp: meta.clientIp },
      (wait) => `Too many failed attempts. Please try again in ${wait} minutes or login with OTP.`,
    );
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) throw new AppError('UNAUTHENTICATED', LOGIN_MESSAGES.invalidCredentials);
    await deps.passwordLimits.succeeded(attempt, accountKey);
    assertMaySignIn(user);
    return user;
  }

  return {
    async sendLoginOtp(userName: string, meta: ClientMeta) {
      const id = identifierOf(userName);
      return deps.otp.issue({ identifier: id.value, kind: id.kind, purpose: 'login', clientIp: meta.clientIp });
    },

    async loginWithOtp(userName: string, code: string, meta: ClientMeta, consent?: ConsentAnswer): Promise<LoginResult> {
      const id = identifierOf(userName);
      const check = await deps.otp.verify({ identifier: id.value, purpose: 'login', code });
      if (!check.ok) throw new AppError('UNAUTHENTICATED', check.message);
      let user = await findByIdentifier(id);
      let created = false;
      if (!user) {
        // First successful OTP login with a new identifier: the customer account.
        const now = clock.now();
        user = await users.insertIfAbsent({
          name: '',
          email: id.kind === 'email' ? id.value : null,
          mobile: id.kind === 'mobile' ? id.value : null,
          role: 'customer',
          status: 'active',
          createdAt: now,
          updatedAt: now,
        });
        created = Boolean(user);
        user ??= await findByIdentifier(id); // made at the same moment by a parallel request
        if (!user) throw new AppError('INTERNAL', 'The account could not be created.');
        if (created) {
          deps.log.info({ userId: user.id, via: id.kind }, 'customer signed up by OTP');
          await deps.onSignUp?.(user.id, {
            answer: consent ?? {},
            meta: { clientIp: meta.clientIp, userAgent: meta.userAgent ?? null, channel: 'web' },
          });
        }
      }
      assertMaySignIn(user);
      assertCustomerDoor(user);
      return startSession(user, meta, created);
    },

    async loginWithPassword(userName: string, password: string, meta: ClientMeta): Promise<LoginResult> {
      const user = await checkPassword(userName, password, meta);
      assertCustomerDoor(user);
      return startSession(user, meta, false);
    },

    checkPassword,

    /** A session for an account whose proofs the caller checked. */
    startSession(user: UserRow, meta: ClientMeta): Promise<LoginResult> {
      return startSession(user, meta, false);
    },

    /**
     * ADMIN_EMAIL/ADMIN_PASSWORD: after this an active admin with that e-mail and password exists.
     * Hashing the password (argon2id, slow on purpose) at every start delayed start-up, so the
     * hash is kept when the stored one was made by the last start from this same password: an
     * HMAC (keyed with a server secret, never stored next to it in production) of the e-mail, the
     * stored hash and the password is kept in app_meta. A password changed since (by the admin, or
     * in the environment) does not match the stamp, and the password is set again as before.
     */
    async ensureAdmin(email: string, password: string): Promise<{ created: boolean; userId: number; unchanged?: true }> {
      const key = email.toLowerCase();
      const stampOf = (hash: string) =>
        deps.stampKey && deps.meta
          ? createHmac('sha256', deps.stampKey())
              .update(`anupalan admin password\0${key}\0${hash}\0${password}`)
              .digest('base64url')
          : null;
      const existing = await users.findByEmail(key);
      if (existing?.passwordHash && existing.role === 'admin' && existing.status === 'active') {
        const stamp = stampOf(existing.passwordHash);
        const stored = stamp && deps.meta ? await deps.meta.read(ADMIN_STAMP) : undefined;
        if (stamp && stored && stored.length === stamp.length && timingSafeEqual(Buffer.from(stored), Buffer.from(stamp))) {
          return { created: false, userId: existing.id, unchanged: true };
        }
      }
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      let result: { created: boolean; userId: number };
      if (existing) {
        await users.update(existing.id, { role: 'admin', status: 'active', passwordHash, updatedAt: now });
        result = { created: false, userId: existing.id };
      } else {
        const user = await users.insert({
          name: 'Administrator',
          email: key,
          role: 'admin',
          status: 'active',
          passwordHash,
          createdAt: now,
          updatedAt: now,
        });
        result = { created: true, userId: user.id };
      }
      const stamp = stampOf(passwordHash);
      if (stamp && deps.meta) await deps.meta.write(ADMIN_STAMP, stamp);
      return result;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

import type { FastifyBaseLogger } from 'fastify';
import { LOGIN_MESSAGES, parseIdentifier, type IdentifierKind } from '@anupalan/shared';
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
 * Sign-in by OTP (which also signs a new customer up) or by password, and the first administrator.
 * No answer tells whether an account exists: a code is sent to any well-formed identifier, and a
 * wrong password and an unknown account get the same 'Invalid Credentials'.
 */
export function createAuthService(deps: {
  users: UserService;
  otp: OtpService;
  sessions: SessionService;
  clock: Clock;
  log: FastifyBaseLogger;
  passwordLimits: PasswordLimits;
}) {
  const { users, clock } = deps;
  const findByIdentifier = users.findByIdentifier;

  async function startSession(user: UserRow, meta: ClientMeta, newUser: boolean): Promise<LoginResult> {
    const { token, expiresAt } = await deps.sessions.create(user.id, meta);
    await users.update(user.id, { lastLoginAt: clock.now() });
    return { user, token, expiresAt, newUser };
  }

  return {
    async sendLoginOtp(userName: string, meta: ClientMeta) {
      const id = identifierOf(userName);
      return deps.otp.issue({ identifier: id.value, kind: id.kind, purpose: 'login', clientIp: meta.clientIp });
    },

    async loginWithOtp(userName: string, code: string, meta: ClientMeta): Promise<LoginResult> {
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
        if (created) deps.log.info({ userId: user.id, via: id.kind }, 'customer signed up by OTP');
      }
      assertMaySignIn(user);
      return startSession(user, meta, created);
    },

    async loginWithPassword(userName: string, password: string, meta: ClientMeta): Promise<LoginResult> {
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
      return startSession(user, meta, false);
    },

    /** ADMIN_EMAIL/ADMIN_PASSWORD: after this an active admin with that e-mail and password exists. */
    async ensureAdmin(email: string, password: string): Promise<{ created: boolean; userId: number }> {
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const existing = await users.findByEmail(email);
      if (existing) {
        await users.update(existing.id, { role: 'admin', status: 'active', passwordHash, updatedAt: now });
        return { created: false, userId: existing.id };
      }
      const user = await users.insert({
        name: 'Administrator',
        email: email.toLowerCase(),
        role: 'admin',
        status: 'active',
        passwordHash,
        createdAt: now,
        updatedAt: now,
      });
      return { created: true, userId: user.id };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@anupalan/shared';
import type { SessionRepository, UserRow } from './session-repository.ts';

export const SESSION_COOKIE = 'anupalan_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toSessionUser(u: UserRow): SessionUser {
  return { id: u.id, name: u.name, email: u.email, mobile: u.mobile, role: u.role };
}

/**
 * Sessions are random 256-bit tokens; the database keeps only their SHA-256, so a leaked table
 * cannot be replayed. Browsers carry the token in an HttpOnly cookie, API clients as a Bearer token.
 */
export function createSessionService(repo: SessionRepository, now: () => Date = () => new Date()) {
  return {
    async create(userId: number, meta: { userAgent?: string | undefined; clientIp?: string | undefined } = {}) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + SESSION_TTL_MS);
      await repo.insertSession({
        userId,
        tokenHash: hashToken(token),
        expiresAt,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        clientIp: meta.clientIp ?? null,
      });
      return { token, expiresAt };
    },
    /** The user behind a live token, or null for an unknown, expired, revoked or suspended one. */
    async resolve(token: string | undefined): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      const hit = await repo.findLiveSession(hashToken(token), now());
      if (!hit || hit.user.status === 'suspended' || hit.user.status === 'rejected') return null;
      return toSessionUser(hit.user);
    },
    async revoke(token: string): Promise<boolean> {
      return repo.revokeSession(hashToken(token), now());
    },
    async revokeAllForUser(userId: number): Promise<void> {
      await repo.revokeAllForUser(userId, now());
    },
    /** Ends every session of a user but the one carrying `keepToken` (after a password change). */
    async revokeOthers(userId: number, keepToken: string | undefined): Promise<void> {
      await repo.revokeAllForUser(userId, now(), keepToken ? hashToken(keepToken) : undefined);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;

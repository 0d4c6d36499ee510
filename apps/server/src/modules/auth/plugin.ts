import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role, SessionUser } from '@anupalan/shared';
import { cookieValue } from '../../lib/cookies.ts';
import { AppError } from '../../lib/errors.ts';
import { SESSION_COOKIE, type SessionService } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`/`requireUser`: the signed-in user, or null. */
    user: SessionUser | null;
    /** Where the session token came from, when there was one. */
    sessionSource: 'cookie' | 'bearer' | null;
  }
  interface FastifyInstance {
    /** preHandler: resolves the session if any; never refuses. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler: 401 without a live session; 403 for a cross-site cookie request that changes state. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler factory: 403 unless the user has one of the roles. */
    requireRole(...roles: Role[]): (request: FastifyRequest) => Promise<void>;
  }
}

export const NOT_AUTHENTICATED = 'User not authenticated. Please login again.';
export const NOT_YOURS = 'You can only access your own account.';

/** The bearer token or the session cookie of a request. */
export function sessionToken(request: FastifyRequest): { token: string; source: 'cookie' | 'bearer' } | null {
  const auth = request.headers.authorization;
  if (auth) {
    const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(auth.trim());
    if (m?.[1]) return { token: m[1], source: 'bearer' };
  }
  // The same reading of the Cookie header as the cache policy's (lib/cookies.ts).
  const c = cookieValue(request.headers.cookie, SESSION_COOKIE);
  return c ? { token: c, source: 'cookie' } : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery: a cookie rides along with any request the browser makes, so a
 * state-changing request authenticated by cookie must come from our own pages. Browsers send
 * Origin on every POST and Sec-Fetch-Site on every request; either one naming another site is
 * refused. (Bearer tokens are never sent automatically, so they need no such check.)
 */
export function isCrossSite(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    const own = `${request.protocol}://${request.host}`;
    return origin !== own && !allowedOrigins.has(origin);
  }
  return origin === 'null';
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}

/** Refuses (403) a user id in a body or path that is not the signed-in user's. */
export function assertSelf(request: FastifyRequest, userId: number | string | null | undefined): void {
  if (userId === undefined || userId === null || userId === '') return;
  if (!request.user || String(request.user.id) !== String(userId)) throw new AppError('FORBIDDEN', NOT_YOURS);
}

export const authPlugin = fp(
  async function auth(app: FastifyInstance, opts: { sessions: SessionService; publicUrl: string }) {
    await app.register(cookie);
    const allowedOrigins = new Set([new URL(opts.publicUrl).origin]);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionSource', null);

    async function resolve(request: FastifyRequest) {
      if (request.sessionSource) return;
      const found = sessionToken(request);
      if (!found) return;
      request.user = await opts.sessions.resolve(found.token);
      if (request.user) request.sessionSource = found.source;
    }

    app.decorate('authenticate', resolve);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      await resolve(request);
      if (!request.user) throw new AppError('UNAUTHENTICATED', NOT_AUTHENTICATED);
      if (request.sessionSource === 'cookie' && isCrossSite(request, allowedOrigins)) {
        throw new AppError('FORBIDDEN', 'Cross-site request refused.');
      }
    });
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      await app.requireUser(request);
      if (!request.user || !roles.includes(request.user.role)) throw new AppError('FORBIDDEN', 'You do not have access to this.');
    });
  },
  { name: 'auth' },
);

import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cookieValue } from '../lib/cookies.ts';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';

/**
 * True when the request says who is asking: a session cookie (read exactly as the auth plugin
 * reads it, lib/cookies.ts) or an Authorization header.
 */
export function carriesCredentials(request: { headers: IncomingHttpHeaders }): boolean {
  if (request.headers.authorization) return true;
  return Boolean(cookieValue(request.headers.cookie, SESSION_COOKIE));
}

export const PRIVATE = 'private, no-store';

/**
 * Who may keep an answer, decided in one place for every route, present and future:
 *  - an answer to a request that carries a session (cookie or bearer token), or that sets a
 *    cookie, may hold personal data: `private, no-store`, whatever the route said, so no shared
 *    cache and no browser cache ever keeps a signed-in page or a customer's data;
 *  - files of the web build keep the public policy they were given (they are the same for all);
 *  - anonymous answers keep the policy their route chose (cached pages, catalogue API), and the
 *    rest (forms, errors, OTP sends…) get `no-store`.
 */
export const cachePolicyPlugin = fp(
  async function cachePolicy(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      const given = reply.getHeader('cache-control');
      const personal = carriesCredentials(request) || reply.hasHeader('set-cookie');
      if (personal) {
        const staticFile =
          typeof given === 'string' &&
          given.startsWith('public') &&
          request.routeOptions.url !== '/*' &&
          !request.url.startsWith('/api/');
        if (!staticFile) {
          reply.header('cache-control', PRIVATE);
          reply.removeHeader('etag');
        }
      } else if (given === undefined) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'cache-policy' },
);

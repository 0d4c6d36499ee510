import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce for the inline scripts React Router writes into server-rendered pages. */
    readonly cspNonce: string;
  }
  interface FastifyInstance {
    /** Script, image and connect origins the payment gateway adds to the CSP. */
    cspExtraOrigins: readonly string[];
  }
}

const NONCE = Symbol('cspNonce');

/** Hosts framed by our pages: the contact page's map. */
const FRAME_SOURCES = ['https://www.openstreetmap.org'];

/**
 * The page's CSP. Inline scripts run only with the request's nonce (pages rendered per request) or
 * with their own sha256 hash (cached pages, whose bytes are the same for everyone).
 */
export function contentSecurityPolicy(
  scripts: { nonce: string } | { hashes: readonly string[] },
  extra: readonly string[],
): string {
  const more = extra.length ? ` ${extra.join(' ')}` : '';
  const inline = 'nonce' in scripts ? `'nonce-${scripts.nonce}'` : scripts.hashes.map((h) => `'${h}'`).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self'${inline ? ` ${inline}` : ''}${more}`,
    // Inline style attributes (positioning of popovers) need this; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${more}`,
    "font-src 'self' data:",
    `connect-src 'self'${more}`,
    `frame-src ${[...FRAME_SOURCES, ...extra].join(' ')}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Security headers on every answer: helmet's defaults (nosniff, COOP…), Referrer-Policy same-origin, a CSP
 * on HTML with a per-request script nonce (made only when a page asks for it), frame-ancestors 'none', and HSTS only when the request came over
 * HTTPS (directly or, with TRUST_PROXY, through a proxy that says so).
 */
export const securityPlugin = fp(async function security(app: FastifyInstance, opts: { extraOrigins?: readonly string[] }) {
  const extra = opts.extraOrigins ?? [];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    hsts: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // Nothing to other sites (as 'no-referrer'); our own pages' form posts then carry their real
    // Origin instead of 'null', which React Router's action check and the back office's cross-site
    // guard need to accept a form posted before (or without) the page's script (docs/security.md).
    referrerPolicy: { policy: 'same-origin' },
  });

  app.decorate('cspExtraOrigins', extra);
  // Made on first use: only a page rendered per request needs one (not JSON, not a cached page).
  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest & { [NONCE]?: string }) {
      return (this[NONCE] ??= randomBytes(16).toString('base64'));
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // Only HTML runs scripts; a route that sets its own policy (Swagger UI, cached pages) keeps it.
    // (A page from React Router is still a fetch Response here, its headers not yet copied.)
    const type = payload instanceof Response ? payload.headers.get('content-type') : reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy({ nonce: request.cspNonce }, extra));
    }
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
});

import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce for the inline scripts React Router writes into server-rendered pages. */
    cspNonce: string;
  }
}

/** Hosts framed by our pages: the contact page's map. */
const FRAME_SOURCES = ['https://www.openstreetmap.org'];

function contentSecurityPolicy(nonce: string, extra: readonly string[]): string {
  const more = extra.length ? ` ${extra.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${more}`,
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
 * Security headers on every answer: helmet's defaults (nosniff, referrer policy, COOP…), a CSP
 * with a per-request script nonce, frame-ancestors 'none', and HSTS only when the request came over
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
  });

  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // A route that sets its own policy (Swagger UI) keeps it.
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce, extra));
    }
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
});

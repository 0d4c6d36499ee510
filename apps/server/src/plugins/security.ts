import { randomBytes } from 'node:crypto';
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

/** The security headers each kind of answer carries (docs/security.md, "Security headers per kind of answer"). */
export type AnswerKind = 'document' | 'api' | 'asset';

/**
 * Pages and every answer that is neither an API answer nor a build asset (error pages, files of the
 * web build outside /assets, plain-text refusals): what helmet 8 sends by default, with
 * Referrer-Policy same-origin. Nothing to other sites (as 'no-referrer'); our own pages' form posts
 * then carry their real Origin instead of 'null', which React Router's action check and the back
 * office's cross-site guard need to accept a form posted before (or without) the page's script.
 */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * /api/* answers (JSON, and the files the API sends: invoices, documents): what OWASP's REST
 * Security Cheat Sheet asks of every API answer (nosniff, X-Frame-Options DENY; HSTS over HTTPS
 * and Cache-Control are set elsewhere), plus Cross-Origin-Resource-Policy, which keeps other sites
 * from loading the answer into their pages. The rest only mean something for a document a browser
 * renders (COOP, Origin-Agent-Cluster, Referrer-Policy, DNS prefetch, IE's download and XSS filter
 * switches, Flash/PDF cross-domain policies).
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Hashed, immutable build files (/assets/*: scripts, styles, fonts): nosniff (a script or style is
 * not run or applied under another type) and Cross-Origin-Resource-Policy. A script, style or
 * font is never framed as a page (X-Frame-Options means nothing for it) and opens no window.
 */
export const ASSET_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/** The same lists as name/value pairs, made once (the hook below runs for every answer). */
const HEADERS: Record<AnswerKind, readonly (readonly [string, string])[]> = {
  document: Object.entries(DOCUMENT_HEADERS),
  api: Object.entries(API_HEADERS),
  asset: Object.entries(ASSET_HEADERS),
};

/** Which kind of answer this is: HTML is always a document; then by path. */
export function answerKind(url: string, contentType: string | undefined): AnswerKind {
  if (contentType?.startsWith('text/html')) return 'document';
  if (url.startsWith('/api/')) return 'api';
  if (url.startsWith('/assets/')) return 'asset';
  return 'document';
}

/**
 * Security headers on every answer, by kind (above); a CSP on HTML with a per-request script
 * nonce (made only when a page asks for it), frame-ancestors 'none', and HSTS only when the
 * request came over HTTPS (directly or, with TRUST_PROXY, through a proxy that says so). A header
 * a route set itself is kept.
 */
export const securityPlugin = fp(async function security(app: FastifyInstance, opts: { extraOrigins?: readonly string[] }) {
  const extra = opts.extraOrigins ?? [];
  app.decorate('cspExtraOrigins', extra);
  // Made on first use: only a page rendered per request needs one (not JSON, not a cached page).
  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest & { [NONCE]?: string }) {
      return (this[NONCE] ??= randomBytes(16).toString('base64'));
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // (A page from React Router is still a fetch Response here, its headers not yet copied.)
    const given = payload instanceof Response ? payload.headers.get('content-type') : reply.getHeader('content-type');
    const type = typeof given === 'string' ? given : undefined;
    for (const [name, value] of HEADERS[answerKind(request.url, type)]) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    // Only HTML runs scripts; a route that sets its own policy (Swagger UI, cached pages) keeps it.
    if (type?.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy({ nonce: request.cspNonce }, extra));
    }
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
});

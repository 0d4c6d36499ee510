import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import {
  appServicesContext,
  clientIpContext,
  cachedRenderContext,
  cspNonceContext,
  sessionUnavailableContext,
  sessionUserContext,
  type AppServices,
} from '@anupalan/shared/app-context';
import type { ContentVersion } from '../lib/content-version.ts';
import { cachedBody, createBodyCache, sendCachedBody, type BodyCache, type CachedBody } from '../lib/http-cache.ts';
import { carriesCredentials } from './cache-policy.ts';
import { contentSecurityPolicy } from './security.ts';
import { isCrossSite } from '../modules/auth/plugin.ts';
import { isConnectionError } from '../db/client.ts';
import { chosenOtherLanguage, englishOnlyRedirect, rootLanguageRedirect } from '../lib/language.ts';

export interface SsrOptions {
  buildDir: string;
  services: AppServices;
  contentVersion: ContentVersion;
  mode: 'production' | 'development';
  /** Bounds of the anonymous page cache (0 entries: no cache). */
  pageCache?: { maxEntries: number; maxBytes: number };
}

/** Cached anonymous pages: any shared cache must ask again each time (content and the date change). */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, must-revalidate';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source of every inline script of a document, so exactly those scripts may run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(
      `sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}

/**
 * Serves the React Router app from the same process and port as the API: hashed assets from the
 * client build (cached for a year), everything else through React Router's request handler, with
 * the domain services handed to loaders in-process through the router context.
 *
 * Anonymous pages (GET or HEAD, no session cookie, no Authorization) that render 200 without
 * setting a cookie are kept as HTML by URL, with their compressed copies, an ETag and a CSP that
 * lists the sha256 of each inline script; they are dropped when the content version moves and at
 * midnight in India. Everything else is rendered per request.
 */
export async function ssrPlugin(app: FastifyInstance, opts: SsrOptions) {
  const serverEntry = path.join(opts.buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built: ${serverEntry} is missing. Run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, opts.mode);
  const limits = opts.pageCache ?? { maxEntries: 300, maxBytes: 48 * 1024 * 1024 };
  const pages: BodyCache | null = limits.maxEntries > 0 ? createBodyCache(opts.contentVersion, limits) : null;
  app.decorate('pageCache', pages);
  if (pages) app.publicFastPath.addCache(pages);

  await app.register(fastifyStatic, {
    root: path.join(opts.buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    // Brotli and gzip copies written at build time (scripts/precompress-assets.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // React Router reads the raw body itself (form actions): leave the stream unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));

  const ownOrigins = new Set([new URL(app.config.publicUrl).origin]);
  const render = async (request: FastifyRequest, reply: FastifyReply, forCache: boolean) => {
    const context = new RouterContextProvider();
    context.set(appServicesContext, opts.services);
    context.set(cachedRenderContext, forCache);
    if (forCache) {
      context.set(sessionUserContext, null);
    } else {
      context.set(cspNonceContext, request.cspNonce);
      // For the form actions' limits (the consultation form counts per address, as its API route does).
      context.set(clientIpContext, request.ip ?? null);
      try {
        await app.authenticate(request);
      } catch (err) {
        // The session cannot be read (the database is out of reach): the web app's error page, 503,
        // not the JSON error of the API (and not the page as if signed out).
        if (!isConnectionError(err)) throw err;
        request.log.error({ err }, 'database unavailable');
        context.set(sessionUnavailableContext, true);
      }
      context.set(sessionUserContext, request.user);
      // Back-office and partner form actions change data with the session cookie: only from our own pages.
      const path = request.url.split('?')[0] ?? '';
      const guarded = path === '/admin' || path.startsWith('/admin/') || path === '/partner' || path.startsWith('/partner/');
      if (guarded && request.user && isCrossSite(request, ownOrigins)) {
        return new Response('Cross-site request refused.', {
          status: 403,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        });
      }
    }
    return handle(createRequest(request.raw, reply.raw), context);
  };

  // Anonymous pages being rendered for the cache, by URL: requests for one that arrive meanwhile
  // wait for that render instead of rendering it again (a burst of visitors on a page just emptied
  // from the cache made one render each, every one queueing for the embedded database's one
  // connection, ADR 0025). Resolves to null when the page was not kept (they then render it).
  const filling = new Map<string, Promise<CachedBody | null>>();

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      // A first visit to `/` from a Hindi browser, or a visitor who chose Hindi: the Hindi home page
      // (never cached: it depends on the request's headers; the fast path lets it through too).
      const languageTarget = rootLanguageRedirect(request.method, request.url, request.headers);
      if (languageTarget) {
        return reply
          .status(302)
          .header('location', languageTarget)
          .header('vary', 'Accept-Language, Cookie')
          .header('cache-control', 'private, no-store')
          .send();
      }
      // `/hi/...` of a page without a Hindi version yet: its English page (never an error).
      const englishTarget = request.method === 'GET' || request.method === 'HEAD' ? englishOnlyRedirect(request.url) : null;
      if (englishTarget) return reply.status(302).header('location', englishTarget).send();
      const cacheable =
        pages !== null &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !carriesCredentials(request) &&
        !chosenOtherLanguage(request.url, request.headers);
      if (!cacheable) return reply.send(await render(request, reply, false));

      const hit = pages.get(request.url);
      if (hit) return sendCachedBody(request, reply.header('x-page-cache', 'hit'), hit, PUBLIC_PAGE_CACHE, true);
      const pending = filling.get(request.url);
      if (pending) {
        const shared = await pending;
        if (shared) return sendCachedBody(request, reply.header('x-page-cache', 'hit'), shared, PUBLIC_PAGE_CACHE, true);
      }
      let settle: ((entry: CachedBody | null) => void) | undefined;
      if (!pending && request.method === 'GET') filling.set(request.url, new Promise((resolve) => (settle = resolve)));
      try {
        return await renderForCache(request, reply, pages, (entry) => settle?.(entry));
      } finally {
        if (settle) {
          settle(null);
          filling.delete(request.url);
        }
      }
    },
  });

  /** Renders an anonymous page and keeps it when it is a cacheable 200 (`kept` gets the entry). */
  const renderForCache = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pages: BodyCache,
    kept: (e: CachedBody) => void,
  ) => {
    const stamp = pages.stamp();
    const response = await render(request, reply, true);
    const type = response.headers.get('content-type') ?? '';
    if (
      response.status !== 200 ||
      response.headers.has('set-cookie') ||
      !type.startsWith('text/html') ||
      request.method !== 'GET'
    ) {
      // Rendered for the cache, so without a nonce: a page kept out of it (the 404 page) still
      // needs a policy that lets its own inline scripts run, or it never hydrates (issue 8: the
      // 404 page's category links are clicked).
      if (type.startsWith('text/html') && request.method === 'GET') {
        const html = await response.text();
        for (const [k, v] of response.headers) {
          if (k !== 'content-type' && k !== 'content-length') reply.header(k, v);
        }
        reply.header('content-security-policy', contentSecurityPolicy({ hashes: inlineScriptHashes(html) }, app.cspExtraOrigins));
        return reply.status(response.status).type(type).send(html);
      }
      return reply.send(response);
    }
    const html = await response.text();
    const headers: Record<string, string> = {
      'content-security-policy': contentSecurityPolicy({ hashes: inlineScriptHashes(html) }, app.cspExtraOrigins),
    };
    for (const [k, v] of response.headers) {
      if (k !== 'content-type' && k !== 'content-length' && k !== 'cache-control' && k !== 'etag') headers[k] = v;
    }
    const entry = cachedBody(html, type, headers);
    pages.set(request.url, entry, stamp);
    kept(entry);
    return sendCachedBody(request, reply.header('x-page-cache', 'miss'), entry, PUBLIC_PAGE_CACHE);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The anonymous page cache (null when off or when the web app is not served). */
    pageCache: BodyCache | null;
  }
}

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentVersion } from './content-version.ts';
import type { PreparedLine } from './request-log.ts';

/**
 * Ready-made answers: the body, its gzip and brotli variants (each compressed once, on first
 * demand), and an ETag. Held for one content version and one day in India (pages print today's
 * date), in a store bounded by entry count and bytes (least recently used goes first).
 */
export interface CachedBody {
  readonly body: Buffer;
  readonly type: string;
  readonly etag: string;
  /** Headers sent with every copy (e.g. the page's hash-based CSP). */
  readonly headers: Readonly<Record<string, string>>;
  gzip?: Buffer;
  br?: Buffer;
  /**
   * The answers the normal request path sent for this entry, as the public fast path replays
   * them (plugins/public-fast-path.ts), by the request's features that shape the answer.
   */
  replays?: Map<string, Replay>;
}

/** One answer as the normal path sent it: status, every header, the bytes; its log line prepared. */
export interface Replay {
  readonly status: 200 | 304;
  /**
   * Header names and values, flat (`[name, value, name, value, …]`), content-length included, as
   * `writeHead` takes them; the last pair is `X-Request-Id`, whose value is set for each request.
   */
  readonly headers: string[];
  readonly body: Buffer | null;
  /** The completion log line, prepared once (lib/request-log.ts); null: logged through pino. */
  readonly line: PreparedLine | null;
}

export function cachedBody(body: string | Buffer, type: string, headers: Record<string, string> = {}): CachedBody {
  const buf = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = `W/"${createHash('sha256').update(buf).digest('base64url').slice(0, 27)}"`;
  return { body: buf, type, etag, headers };
}

/** The encoding to answer with: brotli when accepted, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepts = (name: string) => {
    const m = new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q\\s*=\\s*([0-9.]+))?\\s*(?:,|$)`, 'i').exec(acceptEncoding);
    return m !== null && (m[1] === undefined || Number(m[1]) > 0);
  };
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

export function variant(entry: CachedBody, encoding: 'br' | 'gzip' | null): Buffer {
  if (!encoding) return entry.body;
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.body, { level: 9 });
  return entry.gzip;
}

/** Whether If-None-Match names this ETag (weak comparison), or is `*`. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

/** Set on a reply that sends an entry already held (not one built for this request). */
export const SENT_FROM_CACHE = Symbol('sentFromCache');
declare module 'fastify' {
  interface FastifyReply {
    [SENT_FROM_CACHE]?: CachedBody;
  }
}

/**
 * Sends a cached answer: 304 when the client holds it, else the variant its Accept-Encoding takes.
 * `held`: the entry was already in the cache (a hit), so the public fast path may learn this answer.
 */
export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  cacheControl: string,
  held = false,
) {
  if (held) reply[SENT_FROM_CACHE] = entry;
  reply.header('cache-control', cacheControl);
  reply.header('etag', entry.etag);
  reply.header('vary', 'Accept-Encoding');
  for (const [k, v] of Object.entries(entry.headers)) reply.header(k, v);
  if (matches(request.headers['if-none-match'], entry.etag)) {
    return reply.code(304).send();
  }
  reply.header('content-type', entry.type);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(variant(entry, encoding));
}

/** Today's date in India (UTC+05:30, no daylight saving) as a day number: entries expire at midnight IST. */
export function indianDay(now = Date.now()): number {
  return Math.floor((now + 330 * 60_000) / 86_400_000);
}

export interface BodyCache {
  get(key: string): CachedBody | undefined;
  /** The content version now: pass it to `set` for what is built from here on. */
  stamp(): number;
  /** Keeps an entry built while `stamp` was current (dropped if the content moved meanwhile). */
  set(key: string, entry: CachedBody, stamp: number): void;
  readonly size: number;
  readonly bytes: number;
}

/** An LRU of cached answers, emptied when the content version moves or the Indian day turns. */
export function createBodyCache(
  version: ContentVersion,
  limits: { maxEntries: number; maxBytes: number },
  clock: () => number = Date.now,
): BodyCache {
  const entries = new Map<string, CachedBody>();
  let bytes = 0;
  let heldFor = { version: version.current, day: indianDay(clock()) };
  const weigh = (e: CachedBody) => e.body.length * 2; // body plus room for its compressed copies
  const fresh = () => {
    const now = { version: version.current, day: indianDay(clock()) };
    if (now.version !== heldFor.version || now.day !== heldFor.day) {
      entries.clear();
      bytes = 0;
      heldFor = now;
    }
  };
  return {
    get(key) {
      fresh();
      const e = entries.get(key);
      if (e) {
        // Most recently used goes to the end.
        entries.delete(key);
        entries.set(key, e);
      }
      return e;
    },
    stamp: () => version.current,
    set(key, entry, stamp) {
      fresh();
      if (stamp !== heldFor.version) return;
      const w = weigh(entry);
      if (w > limits.maxBytes) return;
      const old = entries.get(key);
      if (old) {
        bytes -= weigh(old);
        entries.delete(key);
      }
      entries.set(key, entry);
      bytes += w;
      for (const [k, e] of entries) {
        if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        entries.delete(k);
        bytes -= weigh(e);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** Cache-Control of the public catalogue and content API: a CDN may keep it a minute. */
export const PUBLIC_API_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Answers a public GET from the cache, or builds it (`build` may throw, e.g. 404: nothing is
 * kept), serializes it once and keeps it.
 */
export async function cachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: BodyCache,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  const held = cache.get(request.url);
  if (held) return sendCachedBody(request, reply, held, PUBLIC_API_CACHE, true);
  const stamp = cache.stamp();
  const payload = await build();
  const entry = cachedBody(JSON.stringify(payload), 'application/json; charset=utf-8');
  cache.set(request.url, entry, stamp);
  return sendCachedBody(request, reply, entry, PUBLIC_API_CACHE);
}

import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config.ts';
import { matches, pickEncoding, SENT_FROM_CACHE, variant, type BodyCache, type Replay } from '../lib/http-cache.ts';
import { prepareRequestLine, requestId, requestLine } from '../lib/request-log.ts';
import { carriesCredentials } from './cache-policy.ts';
import { chosenOtherLanguage, rootLanguageRedirect } from '../lib/language.ts';

/** Answers learnt per cached entry at most (each distinct Accept-Encoding, protocol and 304 is one). */
const MAX_REPLAYS = 16;

/**
 * The public fast path: cached public answers (catalogue and content API, anonymous pages) sent
 * before Fastify's request lifecycle, from the HTTP server's request handler.
 *
 * It sends only what the normal path already sent: when the normal path answers a GET from an
 * entry the cache already held (a hit), with no session cookie and no Authorization, the status,
 * every header (security headers, Cache-Control, ETag, Vary, Content-Encoding, the page's CSP…)
 * and the bytes are kept on that entry, keyed by what shapes them (whether If-None-Match holds the
 * ETag, the protocol as Fastify's TRUST_PROXY sees it, the exact Accept-Encoding). A later request
 * with the same key is answered with them, a fresh X-Request-Id, and the same completion log line.
 * Anything else (another method, credentials, a key not seen yet, an entry dropped because the
 * content changed or the day turned, the server closing) goes through Fastify as before.
 */
export interface PublicFastPath {
  /** Answers the request and returns true, or returns false and leaves it untouched. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** A cache whose entries may be answered here (the catalogue's, the content's, the pages'). */
  addCache(cache: BodyCache): void;
  /** onResponse: keeps the answer the normal path just sent from a held entry. */
  learn(request: FastifyRequest, reply: FastifyReply): void;
  /** From now on every request goes through Fastify (it answers 503 while closing). */
  close(): void;
  /** Requests answered here so far. */
  readonly served: number;
}

/**
 * The protocol Fastify's `request.protocol` reports for this request with this TRUST_PROXY
 * (fastify/lib/request.js): X-Forwarded-Proto's last entry when the peer is a trusted proxy, else
 * the socket's. With an address list the trust depends on the peer's address: not decided here.
 */
export function protocolOf(req: IncomingMessage, trustProxy: TrustProxy): 'http' | 'https' | undefined {
  const direct = (req.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http';
  const forwarded = req.headers['x-forwarded-proto'];
  if (!forwarded || trustProxy === false || trustProxy === 0) return direct;
  if (typeof trustProxy !== 'number') return undefined;
  const value = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const last = value.slice(value.lastIndexOf(',') + 1).trim();
  return last === 'https' ? 'https' : last === 'http' ? 'http' : undefined;
}

function replayKey(headers: IncomingHttpHeaders, etag: string, protocol: string): string {
  return `${matches(headers['if-none-match'], etag) ? '304' : '200'}|${protocol}|${headers['accept-encoding'] ?? ''}`;
}

export function createPublicFastPath(opts: { log: FastifyBaseLogger; trustProxy: TrustProxy }): PublicFastPath {
  const caches: BodyCache[] = [];
  let open = true;
  let served = 0;
  return {
    handle(req, res) {
      if (!open || req.method !== 'GET' || caches.length === 0) return false;
      const url = req.url;
      if (url === undefined || carriesCredentials(req)) return false;
      // The root answered by language (a redirect to /hi) is never a cached page (plugins/ssr.ts).
      if (rootLanguageRedirect(req.method, url, req.headers)) return false;
      // An account or checkout page in the visitor's chosen language other than English: rendered.
      if (chosenOtherLanguage(url, req.headers)) return false;
      let entry;
      for (const cache of caches) if ((entry = cache.get(url))) break;
      if (!entry?.replays) return false;
      const protocol = protocolOf(req, opts.trustProxy);
      if (!protocol) return false;
      const replay = entry.replays.get(replayKey(req.headers, entry.etag, protocol));
      if (!replay) return false;
      const started = performance.now();
      const id = requestId(req.headers);
      // The request id's slot is the last value; writeHead reads the array before it returns.
      const headers = replay.headers;
      headers[headers.length - 1] = id;
      res.writeHead(replay.status, headers);
      headers[headers.length - 1] = '';
      if (replay.body) res.end(replay.body);
      else res.end();
      served++;
      const elapsed = performance.now() - started;
      if (replay.line) replay.line.write(id, elapsed);
      else opts.log.info({ reqId: id, ...requestLine(req.method, url, replay.status, elapsed) }, 'request');
      return true;
    },
    addCache(cache) {
      caches.push(cache);
    },
    learn(request, reply) {
      const entry = reply[SENT_FROM_CACHE];
      if (!entry || !open || request.method !== 'GET' || carriesCredentials(request)) return;
      const status = reply.statusCode;
      if (status !== 200 && status !== 304) return;
      const protocol = protocolOf(request.raw, opts.trustProxy);
      if (!protocol || protocol !== request.protocol) return;
      const sent = reply.getHeaders();
      if (sent['set-cookie'] !== undefined) return;
      const key = replayKey(request.headers, entry.etag, protocol);
      if (entry.replays?.has(key) || (entry.replays?.size ?? 0) >= MAX_REPLAYS) return;
      // The bytes are the entry's variant for this Accept-Encoding, unless something on the way
      // changed them (then its encoding or length differs, and nothing is learnt).
      let body: Buffer | null = null;
      if (status === 200) {
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if ((sent['content-encoding'] ?? null) !== encoding) return;
        body = variant(entry, encoding);
        if (String(sent['content-length']) !== String(body.length)) return;
      }
      // Names as they went out (helmet's are capitalised; getHeaders() gives them in lower case).
      const raw = reply.raw as ServerResponse & { getRawHeaderNames(): string[] };
      const spelt = new Map(raw.getRawHeaderNames().map((n) => [n.toLowerCase(), n]));
      const headers: string[] = [];
      for (const [name, value] of Object.entries(sent)) {
        if (name === 'x-request-id' || value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) headers.push(spelt.get(name) ?? name, String(v));
      }
      headers.push('x-request-id', '');
      const replay: Replay = { status, headers, body, line: prepareRequestLine(opts.log, 'GET', request.url, status) };
      (entry.replays ??= new Map()).set(key, replay);
    },
    close() {
      open = false;
    },
    get served() {
      return served;
    },
  };
}

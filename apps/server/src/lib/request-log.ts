import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { symbols } from 'pino';

/**
 * Request ids made by this process: a random prefix drawn at start (48 bits, base64url) and a
 * counter passed through a keyed permutation of 32-bit numbers (a 4-round Feistel network, keys
 * drawn with the prefix), so ids are unique per process (a new prefix after 2^32 of them) and,
 * unlike a bare counter, do not tell a client how many requests the server answered between two
 * of its own. Not a secret and no authority: it only ties a log line to an answer (the answer
 * carries it as X-Request-Id; a caller may send its own). ~0.01 µs against a UUID's 0.08–0.2, and 16
 * characters instead of 36 in every answer's header and log line (docs/decisions/0019).
 */
export function createRequestIds(
  opts: { random?: (bytes: number) => Buffer; /** Where the counter starts (tests). */ first?: number } = {},
): () => string {
  const random = opts.random ?? randomBytes;
  let prefix = '';
  let keys = new Uint32Array(4);
  let next = 0;
  const draw = () => {
    const bytes = random(6 + 16);
    prefix = bytes.subarray(0, 6).toString('base64url');
    keys = new Uint32Array(Uint8Array.from(bytes.subarray(6, 22)).buffer);
    next = 0;
  };
  draw();
  next = opts.first ?? 0;
  return () => {
    if (next > 0xffffffff) draw();
    const n = next++;
    let left = n >>> 16;
    let right = n & 0xffff;
    for (let i = 0; i < 4; i++) {
      const f = Math.imul(right ^ keys[i]!, 0x9e3779b1) >>> 16;
      const was = right;
      right = left ^ f;
      left = was;
    }
    const x = ((left << 16) | right) >>> 0;
    return prefix + HEX[x >>> 24]! + HEX[(x >>> 16) & 255]! + HEX[(x >>> 8) & 255]! + HEX[x & 255]!;
  };
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const newRequestId = createRequestIds();

/** The request id: the caller's `X-Request-Id` when it is a plain token, else a new one (above). */
export function requestId(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : newRequestId();
}

/** The fields of the one log line written when a request completes (no headers, no bodies). */
export function requestLine(method: string | undefined, url: string | undefined, status: number, elapsedMs: number) {
  return { method, url, status, ms: Math.round(elapsedMs * 10) / 10 };
}

/**
 * A completion line prepared once for an answer sent again and again (the public fast path): the
 * text pino writes for `log.info({ reqId, ...requestLine(method, url, status, ms) }, 'request')`,
 * made by pino's own serialiser once, cut where the time, the request id and the duration go.
 * Each request then costs a few string joins and the stream's write, not pino's serialisation of
 * the object (~4–6 µs a line measured; docs/performance.md). The line is the same text
 * (public-fast-path.slow.test.ts compares it with the normal path's).
 */
export interface PreparedLine {
  /** Writes the line for this request (nothing when the logger's level is above info). */
  write(reqId: string, elapsedMs: number): void;
}

// Letters only, so pino's string escaping leaves them as they are.
const ID_MARK = 'qqfastpathreqidqq';
const MS_MARK = 'qqfastpathmsqq';
const TIME_MARK = 'qqfastpathtimeqq';

type PinoInternals = Record<symbol, unknown> & {
  isLevelEnabled(level: string): boolean;
  levels: { values: Record<string, number> };
};

/**
 * Prepares the line, or answers null when this logger's set-up is one a prepared line could not
 * follow (a mixin, write hooks, a stream that wants each line's metadata, a URL holding a mark):
 * the caller then logs through pino as before.
 */
export function prepareRequestLine(log: FastifyBaseLogger, method: string, url: string, status: number): PreparedLine | null {
  const logger = log as unknown as PinoInternals;
  const asJson = logger[symbols.asJsonSym];
  const time = logger[symbols.timeSym];
  const stream = logger[symbols.streamSym] as { write(line: string): void; [key: symbol]: unknown } | undefined;
  const hooks = logger[symbols.hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
  const level = logger.levels?.values.info;
  if (typeof asJson !== 'function' || typeof time !== 'function' || !stream || level === undefined) return null;
  if (logger[symbols.mixinSym] || hooks?.logMethod || hooks?.streamWrite || stream[symbols.needsMetadataGsym] === true) {
    return null;
  }
  const fields = { reqId: ID_MARK, ...requestLine(method, url, status, 0), ms: MS_MARK };
  const text = String(asJson.call(logger, fields, 'request', level, TIME_MARK));
  const [head, rest, ...more1] = text.split(TIME_MARK);
  const [beforeId, afterId, ...more2] = (rest ?? '').split(ID_MARK);
  const [beforeMs, tail, ...more3] = (afterId ?? '').split(`"${MS_MARK}"`);
  if (head === undefined || beforeId === undefined || beforeMs === undefined || tail === undefined) return null;
  if (more1.length || more2.length || more3.length) return null;
  const batch = lineBatch(stream);
  return {
    write(reqId, elapsedMs) {
      if (!logger.isLevelEnabled('info')) return;
      const ms = Math.round(elapsedMs * 10) / 10;
      batch.add(head + (time as () => string).call(logger) + beforeId + reqId + beforeMs + ms + tail);
    },
  };
}

interface LogStream {
  write(text: string): unknown;
  /** sonic-boom's (pino.destination): writes what it holds now, synchronously. */
  flushSync?(): void;
}

interface LineBatch {
  add(line: string): void;
  /** Hands what is held to the stream now, and has the stream write it out (at exit). */
  flush(): void;
}

const batches = new WeakMap<LogStream, LineBatch>();
/** Batches holding lines not yet handed to their stream (at most one event-loop turn's). */
const holding = new Set<LineBatch>();
let exitHook = false;

/**
 * The prepared lines of one stream, handed to it once per event-loop turn as one string (in the
 * turn's check phase, after every request the turn read): the stream (sonic-boom) then measures,
 * copies and joins one string instead of one per line (~1.3–1.9 µs a line against 0.4–0.8 with 5–20
 * lines a turn, docs/performance.md). A line reaches the stream at most one turn later than
 * written directly, so within one turn it may come after a line pino wrote directly (each line
 * carries its own time). At exit whatever is held is written and the stream flushed synchronously
 * (process 'exit' runs after pino's own flush, so this one comes last).
 */
function lineBatch(stream: LogStream): LineBatch {
  const known = batches.get(stream);
  if (known) return known;
  let pending = '';
  const flush = () => {
    holding.delete(batch);
    if (pending === '') return;
    const text = pending;
    pending = '';
    stream.write(text);
  };
  const batch: LineBatch = {
    add(line) {
      if (pending === '') {
        holding.add(batch);
        setImmediate(flush);
      }
      pending += line;
    },
    flush() {
      try {
        flush();
        stream.flushSync?.();
      } catch {
        // Not open yet, or destroyed: nothing more can be done at exit.
      }
    },
  };
  batches.set(stream, batch);
  if (!exitHook) {
    exitHook = true;
    process.once('exit', () => {
      for (const held of [...holding]) held.flush();
    });
  }
  return batch;
}

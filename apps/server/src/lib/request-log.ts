import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The request id: the caller's `X-Request-Id` when it is a plain token, else a new UUID. */
export function requestId(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
}

/** The fields of the one log line written when a request completes (no headers, no bodies). */
export function requestLine(method: string | undefined, url: string | undefined, status: number, elapsedMs: number) {
  return { method, url, status, ms: Math.round(elapsedMs * 10) / 10 };
}

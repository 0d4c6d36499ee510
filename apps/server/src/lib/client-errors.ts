import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ERROR_STATUS, GENERIC_MESSAGES, type ErrorCode } from '@anupalan/shared';
import { DOCUMENT_HEADERS } from '../plugins/security.ts';

/** How long a refused connection may take to send the rest of what it had started, before it is cut. */
export const CLIENT_ERROR_LINGER_MS = 2_000;

function answerFor(code: string | undefined): { code: ErrorCode; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { code: 'HEADERS_TOO_LARGE', message: GENERIC_MESSAGES.HEADERS_TOO_LARGE };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { code: 'REQUEST_TIMEOUT', message: GENERIC_MESSAGES.REQUEST_TIMEOUT };
  return { code: 'BAD_REQUEST', message: GENERIC_MESSAGES.MALFORMED_REQUEST };
}

/**
 * Fastify's `clientErrorHandler`: what node's HTTP parser refuses before any route sees it (headers
 * over the size limit: 431; a request line or header that is not HTTP: 400; a request that never
 * finished arriving: 408). The answer is the API's JSON error shape with the security headers every
 * answer carries (the page set: the path is unknown) and `Connection: close`, and the server closes
 * its side after sending it: a keep-alive client must not send its next request on this connection.
 * What the client is still sending is read and dropped until it closes too (closing a socket with
 * unread bytes makes the kernel send a reset, which can destroy the answer before it is read), or
 * until CLIENT_ERROR_LINGER_MS has passed.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // The parser reports every later chunk again: the first answer stands.
  if (socket.writableEnded) return;
  const { code, message } = answerFor(err.code);
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({ success: false, message, code });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    ...Object.entries(DOCUMENT_HEADERS).map(([k, v]) => `${k}: ${v}`),
  ];
  this.log.debug({ err: { code: err.code, message: err.message } }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  socket.resume();
  socket.setTimeout(0);
  const cut = setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS);
  cut.unref();
  socket.once('close', () => clearTimeout(cut));
}

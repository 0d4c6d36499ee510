import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { DOCUMENT_HEADERS } from '../plugins/security.ts';

/**
 * Issue 27, 7: what node's HTTP parser refuses (headers too large, not HTTP) is answered with
 * `Connection: close` and the security headers, and the server closes the connection after it, so a
 * keep-alive client never sends its next request on a connection the server is about to drop.
 * Raw sockets: an HTTP client library would hide the headers and the close.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => t?.close());

interface RawAnswer {
  text: string;
  /** The server closed its side (FIN), cleanly. */
  ended: boolean;
  /** The connection was reset or failed instead. */
  error: string | null;
}

/** Sends `bytes` on a fresh connection and reads everything until the server closes it. */
function raw(bytes: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let ended = false;
    let error: string | null = null;
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => (ended = true));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve({ text: Buffer.concat(chunks).toString('utf8'), ended, error }));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no close within 10 s')));
    socket.write(bytes);
  });
}

function headersOf(text: string): Record<string, string> {
  const [head = ''] = text.split('\r\n\r\n');
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => {
        const i = line.indexOf(':');
        return [line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim()];
      }),
  );
}

/** A keep-alive request whose headers are over node's 16 KiB limit (a cookie grown too large). */
const oversized = `GET /api/v1/web/menu HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nCookie: big=${'x'.repeat(20_000)}\r\n\r\n`;

describe('client errors at the HTTP layer', () => {
  it('headers too large: 431 with Connection: close, the security headers, the JSON error, and the connection closed cleanly', async () => {
    // The reset the probe saw came in some tries only: every try must end cleanly.
    for (let i = 0; i < 10; i++) {
      const answer = await raw(oversized);
      expect(answer.error, `try ${i}`).toBeNull();
      expect(answer.ended, `try ${i}`).toBe(true);
      expect(answer.text.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
      const headers = headersOf(answer.text);
      expect(headers.connection).toBe('close');
      for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) expect(headers[name], name).toBe(value);
      expect(headers['cache-control']).toBe('no-store');
      expect(JSON.parse(answer.text.split('\r\n\r\n')[1]!)).toEqual({
        success: false,
        code: 'HEADERS_TOO_LARGE',
        message: "The request headers are too large. Clear this site's cookies and try again.",
      });
    }
  });

  it('a request that is not HTTP: 400 with Connection: close and the security headers', async () => {
    const answer = await raw('HELLO THERE\r\n\r\n');
    expect(answer.error).toBeNull();
    expect(answer.ended).toBe(true);
    expect(answer.text.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    const headers = headersOf(answer.text);
    expect(headers.connection).toBe('close');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(JSON.parse(answer.text.split('\r\n\r\n')[1]!)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('a keep-alive client that sends its next request anyway gets no answer on that connection, and a new one works', async () => {
    // Both requests in one write, as a pipelining client would: only the 431 comes back, then the close.
    const answer = await raw(`${oversized}GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(answer.error).toBeNull();
    expect(answer.text.match(/^HTTP\/1\.1 /gm)).toHaveLength(1);
    const next = await raw('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(next.text.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });
});

import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { prepareRequestLine, requestLine } from './request-log.ts';

/** A pino logger writing into an array, set up as app.ts sets it (redaction included). */
function logger(options: pino.LoggerOptions = {}) {
  const lines: string[] = [];
  const log = pino(
    { level: 'info', redact: { paths: ['password', 'req.headers.cookie'], remove: true }, ...options },
    { write: (line: string) => void lines.push(line) },
  );
  return { log: log as unknown as FastifyBaseLogger, lines };
}
/** The line with the values that differ per request (time, id, duration) blanked. */
const shape = (line: string) =>
  line
    .replace(/"time":\d+/, '"time":0')
    .replace(/"reqId":"[^"]*"/, '"reqId":""')
    .replace(/"ms":[\d.]+/, '"ms":0');

describe('prepared completion line', () => {
  it("writes pino's own line for the same fields, word for word but the time, the id and the duration", () => {
    for (const [url, status] of [
      ['/api/v1/service/8', 200],
      ['/blogs/a-b?search=tax%22s&x=\\', 304],
      ['/gst', 200],
    ] as const) {
      const { log, lines } = logger();
      log.info({ reqId: 'normal-1', ...requestLine('GET', url, status, 12.34) }, 'request');
      const line = prepareRequestLine(log, 'GET', url, status);
      expect(line, url).not.toBeNull();
      line!.write('fast-1', 0.06);
      expect(lines).toHaveLength(2);
      expect(shape(lines[1]!), url).toBe(shape(lines[0]!));
      expect(JSON.parse(lines[1]!)).toMatchObject({
        level: 30,
        reqId: 'fast-1',
        method: 'GET',
        url,
        status,
        ms: 0.1,
        msg: 'request',
      });
      expect(lines[1]!.endsWith('}\n')).toBe(true);
    }
  });

  it('writes nothing when the level is above info, and again once it is back', () => {
    const { log, lines } = logger();
    const line = prepareRequestLine(log, 'GET', '/gst', 200)!;
    log.level = 'warn';
    line.write('quiet', 1);
    expect(lines).toHaveLength(0);
    log.level = 'info';
    line.write('loud', 1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ reqId: 'loud', url: '/gst' });
  });

  it('declines a logger it could not follow (a mixin, a write hook), so pino writes those lines', () => {
    expect(prepareRequestLine(logger({ mixin: () => ({ extra: 1 }) }).log, 'GET', '/gst', 200)).toBeNull();
    expect(prepareRequestLine(logger({ hooks: { streamWrite: (s) => s } }).log, 'GET', '/gst', 200)).toBeNull();
    expect(prepareRequestLine(logger().log, 'GET', '/qqfastpathreqidqq', 200)).toBeNull();
  });
});

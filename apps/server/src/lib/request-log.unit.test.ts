import { execFileSync } from 'node:child_process';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createRequestIds, prepareRequestLine, requestId, requestLine } from './request-log.ts';

/** A pino logger writing into an array, set up as app.ts sets it (redaction included). */
function logger(options: pino.LoggerOptions = {}) {
  const lines: string[] = [];
  const log = pino(
    { level: 'info', redact: { paths: ['password', 'req.headers.cookie'], remove: true }, ...options },
    { write: (line: string) => void lines.push(line) },
  );
  return { log: log as unknown as FastifyBaseLogger, lines };
}
/** The next event-loop turn (prepared lines reach the stream once per turn). */
const turn = () => new Promise((r) => setImmediate(r));
/** The line with the values that differ per request (time, id, duration) blanked. */
const shape = (line: string) =>
  line
    .replace(/"time":\d+/, '"time":0')
    .replace(/"reqId":"[^"]*"/, '"reqId":""')
    .replace(/"ms":[\d.]+/, '"ms":0');

describe('prepared completion line', () => {
  it("writes pino's own line for the same fields, word for word but the time, the id and the duration", async () => {
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
      await turn();
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

  it('writes nothing when the level is above info, and again once it is back', async () => {
    const { log, lines } = logger();
    const line = prepareRequestLine(log, 'GET', '/gst', 200)!;
    log.level = 'warn';
    line.write('quiet', 1);
    await turn();
    expect(lines).toHaveLength(0);
    log.level = 'info';
    line.write('loud', 1);
    await turn();
    expect(JSON.parse(lines[0]!)).toMatchObject({ reqId: 'loud', url: '/gst' });
  });

  it('declines a logger it could not follow (a mixin, a write hook), so pino writes those lines', () => {
    expect(prepareRequestLine(logger({ mixin: () => ({ extra: 1 }) }).log, 'GET', '/gst', 200)).toBeNull();
    expect(prepareRequestLine(logger({ hooks: { streamWrite: (s) => s } }).log, 'GET', '/gst', 200)).toBeNull();
    expect(prepareRequestLine(logger().log, 'GET', '/qqfastpathreqidqq', 200)).toBeNull();
  });
});

describe('request ids', () => {
  it('are unique, 16 characters a header and a log line take as they are, and not a readable count', () => {
    const next = createRequestIds();
    const ids = Array.from({ length: 200_000 }, next);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 1000)) expect(id).toMatch(/^[\w-]{8}[0-9a-f]{8}$/);
    // One process's prefix, then the permuted counter: consecutive ids are not consecutive numbers.
    expect(new Set(ids.map((id) => id.slice(0, 8))).size).toBe(1);
    const numbers = ids.slice(0, 100).map((id) => parseInt(id.slice(8), 16));
    expect(numbers.filter((n, i) => i > 0 && Math.abs(n - numbers[i - 1]!) <= 1)).toHaveLength(0);
    // Another process (another generator) draws its own prefix.
    expect(createRequestIds()().slice(0, 8)).not.toBe(ids[0]!.slice(0, 8));
  });

  it('draw a new prefix after 2^32 ids, so an id never comes back', () => {
    let draws = 0;
    const random = (n: number) => Buffer.alloc(n, ++draws);
    const next = createRequestIds({ random, first: 0xffffffff });
    const last = next();
    const after = next();
    expect(draws).toBe(2);
    expect(after.slice(0, 8)).not.toBe(last.slice(0, 8));
  });

  it("keep the caller's X-Request-Id when it is a plain token, else make one", () => {
    expect(requestId({ 'x-request-id': 'trace-123.a_b' })).toBe('trace-123.a_b');
    for (const bad of ['has space', 'quote"', 'x'.repeat(101), '']) {
      expect(requestId({ 'x-request-id': bad })).toMatch(/^[\w-]{8}[0-9a-f]{8}$/);
    }
    expect(requestId({})).toMatch(/^[\w-]{8}[0-9a-f]{8}$/);
  });
});

describe('prepared lines batched per event-loop turn', () => {
  it('hands the lines of one turn to the stream as one write, in order, in the same turn', async () => {
    const writes: string[] = [];
    const log = pino({ level: 'info' }, { write: (text: string) => void writes.push(text) });
    const line = prepareRequestLine(log as unknown as FastifyBaseLogger, 'GET', '/api/v1/faq/2', 200)!;
    for (let i = 0; i < 5; i++) line.write(`turn-1-${i}`, 0.1);
    expect(writes).toHaveLength(0);
    await turn();
    expect(writes).toHaveLength(1);
    expect(
      writes[0]!
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { reqId: string }).reqId),
    ).toEqual([0, 1, 2, 3, 4].map((i) => `turn-1-${i}`));
    line.write('turn-2', 0.1);
    await turn();
    expect(writes).toHaveLength(2);
  });

  it('writes the last lines when the process exits right after them (stdout through pino.destination, as app.ts)', () => {
    const module = new URL('./request-log.ts', import.meta.url).pathname;
    for (const ending of ['process.exit(0)', 'undefined', "process.emit('SIGTERM')"]) {
      const script = `
        import pino from 'pino';
        import { prepareRequestLine } from ${JSON.stringify(module)};
        process.once('SIGTERM', () => process.exit(0));
        const log = pino({ level: 'info' }, pino.destination({ dest: 1, sync: false }));
        const line = prepareRequestLine(log, 'GET', '/api/v1/faq/2', 200);
        for (let i = 0; i < 2000; i++) line.write('exit-' + i, 0.1);
        ${ending};`;
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: import.meta.dirname,
        encoding: 'utf8',
      });
      const ids = out
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { reqId: string }).reqId);
      expect(ids, ending).toHaveLength(2000);
      expect(ids.at(-1), ending).toBe('exit-1999');
    }
  });
});

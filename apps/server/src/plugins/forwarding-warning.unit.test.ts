import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyOption } from '../app.ts';
import type { TrustProxy } from '../config.ts';
import { warnOnUntrustedForwarding } from './forwarding-warning.ts';

/** An app with the warning, its log lines collected, and `n` requests sent from `peer` with `headers`. */
async function warningsAfter(trust: TrustProxy, requests: { peer: string; headers: Record<string, string> }[]) {
  const lines: { level: number; msg: string; peer?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
      cb();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream }, trustProxy: trustProxyOption(trust) });
  warnOnUntrustedForwarding(app);
  app.get('/', async () => 'ok');
  await app.ready();
  for (const r of requests)
    expect((await app.inject({ url: '/', remoteAddress: r.peer, headers: r.headers })).statusCode).toBe(200);
  await app.close();
  return lines.filter((l) => l.level === 40 && l.msg.startsWith('X-Forwarded-For'));
}

describe('X-Forwarded-For from an untrusted address (issue 28)', () => {
  it('is said once in the log, however many requests carry it', async () => {
    const xff = { 'x-forwarded-for': '49.36.10.20' };
    const warned = await warningsAfter(false, [
      { peer: '10.0.0.5', headers: {} },
      { peer: '10.0.0.5', headers: xff },
      { peer: '10.0.0.5', headers: xff },
      { peer: '10.0.0.6', headers: xff },
    ]);
    expect(warned).toHaveLength(1);
    expect(warned[0]!.peer).toBe('10.0.0.5');
    expect(warned[0]!.msg).toContain('Set TRUST_PROXY');
  });

  it('is not said for a trusted proxy, nor for requests without the header', async () => {
    const xff = { 'x-forwarded-for': '49.36.10.20' };
    expect(await warningsAfter(['10.0.0.0/8'], [{ peer: '10.0.0.5', headers: xff }])).toEqual([]);
    expect(await warningsAfter(1, [{ peer: '10.0.0.5', headers: xff }])).toEqual([]);
    expect(await warningsAfter(false, [{ peer: '10.0.0.5', headers: {} }])).toEqual([]);
    // A list that leaves this peer out: said.
    expect(await warningsAfter(['192.168.0.1'], [{ peer: '10.0.0.5', headers: xff }])).toHaveLength(1);
  });
});

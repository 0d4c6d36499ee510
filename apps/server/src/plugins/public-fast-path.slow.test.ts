// Slow: serves the built web app (npm run build) on a real port (the fast path sits in the HTTP
// server's handler, in front of Fastify, so app.inject() never reaches it).
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { menus, services } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/helpers/db.ts';
import { signedInUser } from '../../../../tests/helpers/auth.ts';

let app: FastifyInstance;
let database: TestDatabase;
let port: number;
const logLines: Record<string, unknown>[] = [];
/** The same lines as written. */
const logTexts: string[] = [];
let menuId: number;
let serviceId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  // TRUST_PROXY=1: X-Forwarded-Proto from the (local) proxy decides HSTS, as behind a real one.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: '.tmp/unused', TRUST_PROXY: '1' });
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of String(chunk).split('\n')) {
        if (!line) continue;
        logLines.push(JSON.parse(line) as Record<string, unknown>);
        logTexts.push(line);
      }
      done();
    },
  });
  app = await buildApp({ config, database, web: true, logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  const [m] = await database.db.select().from(menus).limit(1);
  const [s] = await database.db.select().from(services).limit(1);
  menuId = m!.id;
  serviceId = s!.id;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Answer {
  status: number;
  /** Every header as sent (name spelling kept), in order, without Date and X-Request-Id. */
  headers: [string, string][];
  requestId: string | undefined;
  body: Buffer;
  /** Whether the public fast path answered it. */
  fast: boolean;
}

/** One GET on its own connection, raw: headers as written and bytes as sent (no decoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const before = app.publicFastPath.served;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        resolve({
          status: res.statusCode!,
          headers: pairs.filter(([k]) => !/^(date|x-request-id)$/i.test(k)),
          requestId: res.headers['x-request-id'] as string | undefined,
          body: Buffer.concat(chunks),
          fast: app.publicFastPath.served > before,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
const header = (a: Answer, name: string) => a.headers.find(([k]) => k.toLowerCase() === name)?.[1];

const VARIANTS: Record<string, Record<string, string>> = {
  'no Accept-Encoding': {},
  'a browser': { 'accept-encoding': 'gzip, deflate, br, zstd' },
  'gzip only': { 'accept-encoding': 'gzip' },
  'HTTPS through the proxy': { 'x-forwarded-proto': 'https' },
};

describe('public fast path', () => {
  const urls = () => [
    '/api/v1/web/menu',
    `/api/v1/menu/${menuId}`,
    `/api/v1/faq/${menuId}`,
    `/api/v1/service/${serviceId}`,
    '/api/v1/our_stories',
    '/api/v1/home/content',
    '/',
    '/gst',
  ];

  it('answers each cached endpoint exactly as the normal path does (status, every header, bytes), for each encoding and protocol', async () => {
    for (const url of urls()) {
      const first = await get(url);
      expect(first.status, url).toBe(200);
      expect(first.fast).toBe(false);
      for (const [name, headers] of Object.entries(VARIANTS)) {
        const normal = await get(url, headers);
        const fast = await get(url, { ...headers, 'x-request-id': 'fast-path-check' });
        expect(normal.fast, `${url}, ${name}`).toBe(false);
        expect(fast.fast, `${url}, ${name}`).toBe(true);
        expect(fast.status).toBe(200);
        expect(fast.headers, `${url}, ${name}`).toEqual(normal.headers);
        expect(fast.body.equals(normal.body), `${url}, ${name}`).toBe(true);
        expect(fast.requestId).toBe('fast-path-check');
      }
      const fast = await get(url, VARIANTS['a browser']);
      expect(header(fast, 'content-encoding')).toBe('br');
      expect(header(fast, 'x-content-type-options')).toBe('nosniff');
      expect(header(fast, 'etag')).toMatch(/^W\/"/);
      expect(header(fast, 'vary')).toBe('Accept-Encoding');
      expect(header(fast, 'strict-transport-security')).toBeUndefined();
      const https = await get(url, VARIANTS['HTTPS through the proxy']);
      expect(https.fast).toBe(true);
      expect(header(https, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      if (url.startsWith('/api/')) {
        expect(header(fast, 'cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
      } else {
        expect(header(fast, 'content-security-policy')).toContain("script-src 'self' 'sha256-");
        expect(header(fast, 'x-page-cache')).toBe('hit');
      }
    }
  });

  it('answers 304 to If-None-Match with the current ETag, as the normal path does', async () => {
    for (const url of ['/api/v1/web/menu', '/blogs']) {
      const etag = header(await get(url), 'etag')!;
      await get(url);
      const normal = await get(url, { 'if-none-match': etag });
      const fast = await get(url, { 'if-none-match': etag });
      expect([normal.fast, fast.fast]).toEqual([false, true]);
      expect(fast.status).toBe(304);
      expect(fast.body.length).toBe(0);
      expect(fast.headers).toEqual(normal.headers);
      // Another ETag gets the whole answer.
      const other = await get(url, { 'if-none-match': 'W/"an-old-copy"' });
      expect(other.status).toBe(200);
      expect(other.body.length).toBeGreaterThan(100);
    }
  });

  it('shows a staff edit on the next request: a new price, then the fast path again', async () => {
    const url = `/api/v1/service/${serviceId}`;
    await get(url);
    await get(url);
    const held = await get(url);
    expect(held.fast).toBe(true);
    const staff = await signedInUser(app, { role: 'staff' });
    const edit = await fetch(`http://127.0.0.1:${port}/api/v1/admin/catalog/services/${serviceId}`, {
      headers: staff.bearer,
    });
    const current = (await edit.json()) as { service: Record<string, unknown> & { pricePaise: number } };
    const s = current.service;
    const newPaise = s.pricePaise + 10_000;
    const saved = await fetch(`http://127.0.0.1:${port}/api/v1/admin/catalog/services/${serviceId}`, {
      method: 'PUT',
      headers: { ...staff.bearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        categoryId: s.categoryId,
        name: s.name,
        slug: s.slug,
        descriptionHtml: s.descriptionHtml,
        price: String(newPaise / 100),
        type: s.type,
        sacCode: s.sacCode,
        version: s.version,
        documents: (s.documents as { id: number; name: string; mandatory: boolean; kind: string }[]).map((d) => ({
          id: d.id,
          name: d.name,
          mandatory: d.mandatory,
          kind: d.kind,
        })),
      }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const next = await get(url);
    expect(next.fast).toBe(false);
    expect((JSON.parse(String(next.body)) as { services: { price_paise: number } }).services.price_paise).toBe(newPaise);
    await get(url);
    const again = await get(url);
    expect(again.fast).toBe(true);
    expect(again.body.equals(next.body)).toBe(true);
  });

  it('never answers a request with a session cookie or Authorization: those get the private answer', async () => {
    const user = await signedInUser(app);
    for (const url of ['/api/v1/web/menu', '/']) {
      await get(url);
      await get(url);
      expect((await get(url)).fast).toBe(true);
      for (const credentials of [user.cookie, user.bearer, { cookie: 'anupalan_session=not-a-live-one' }]) {
        const res = await get(url, credentials);
        expect(res.fast, `${url} ${Object.keys(credentials)[0]}`).toBe(false);
        expect(header(res, 'cache-control')).toBe('private, no-store');
        expect(header(res, 'etag')).toBeUndefined();
        expect(header(res, 'x-page-cache')).toBeUndefined();
      }
    }
    // Another site's cookie alone says nobody is signed in: the public answer, from the fast path.
    await get('/api/v1/web/menu', { cookie: 'theme=dark' });
    expect((await get('/api/v1/web/menu', { cookie: 'theme=dark' })).fast).toBe(true);
  });

  it('writes one completion log line per request it answers, with the request id', async () => {
    await get('/api/v1/faq/' + menuId);
    await get('/api/v1/faq/' + menuId);
    const res = await get('/api/v1/faq/' + menuId, { 'x-request-id': 'fast-log-line' });
    expect(res.fast).toBe(true);
    // Written once per event-loop turn (lib/request-log.ts), so it may follow the answer by one turn.
    await expect.poll(() => logLines.filter((l) => l.reqId === 'fast-log-line').length).toBe(1);
    const lines = logLines.filter((l) => l.reqId === 'fast-log-line');
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', url: `/api/v1/faq/${menuId}`, status: 200, msg: 'request' });
    expect(typeof lines[0]!.ms).toBe('number');
  });

  it("writes the normal path's completion line word for word, but the time, the request id and the duration", async () => {
    const shape = (line: string) =>
      line
        .replace(/"time":\d+/, '"time":0')
        .replace(/"reqId":"[^"]*"/, '"reqId":""')
        .replace(/"ms":[\d.]+/, '"ms":0');
    const lineOf = (id: string) => logTexts.filter((l) => l.includes(`"reqId":"${id}"`));
    for (const [url, headers] of [
      [`/api/v1/menu/${menuId}?line=check`, {}],
      ['/gst?line=check', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
    ] as const) {
      await get(url, headers); // built: the normal path, nothing learnt
      const normal = await get(url, { ...headers, 'x-request-id': `line-normal-${url.length}` });
      const fast = await get(url, { ...headers, 'x-request-id': `line-fast-${url.length}` });
      expect([normal.fast, fast.fast], url).toEqual([false, true]);
      const [normalLine] = lineOf(`line-normal-${url.length}`);
      await expect.poll(() => lineOf(`line-fast-${url.length}`).length, { message: url }).toBe(1);
      const fastLines = lineOf(`line-fast-${url.length}`);
      expect(shape(fastLines[0]!), url).toBe(shape(normalLine!));
    }
  });

  it('leaves other methods to Fastify: HEAD and POST of a cached URL', async () => {
    await get('/api/v1/web/menu');
    const before = app.publicFastPath.served;
    const head = await fetch(`http://127.0.0.1:${port}/api/v1/web/menu`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const post = await fetch(`http://127.0.0.1:${port}/api/v1/web/menu`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(app.publicFastPath.served).toBe(before);
  });
});

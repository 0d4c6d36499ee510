import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { testDbKind } from '../../../../tests/helpers/db.ts';
import { openPostgres } from '../db/client.ts';
import { createTestDatabase } from '../../../../tests/helpers/db.ts';

const serverEntry = path.resolve(import.meta.dirname, '../server.ts');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    extend(app) {
      // Routes that exercise the shared error machinery the way real modules will.
      app.post(
        '/api/v1/__test/echo',
        { schema: { body: z.object({ name: z.string().min(1, 'Name is required') }) } },
        async (req) => ({
          success: true,
          name: (req.body as { name: string }).name,
        }),
      );
      app.get('/api/v1/__test/boom', async () => {
        throw new Error('secret internals: password=hunter2 at /srv/app.ts:12');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('error handling', () => {
  it('answers malformed JSON with 400 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });

  it('answers a wrong content type with 415 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>Asha</name>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a body that fails its schema with the field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/__test/echo', payload: { name: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION',
      message: 'Name is required',
      errors: { name: ['Name is required'] },
    });
  });

  it('answers an unknown /api route with 404 JSON, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/no-such-thing'],
      ['POST', '/api/v1/no-such-thing?x=1'],
      ['DELETE', '/api/v1/menu/7/extra'],
      ['GET', '/api/v1'],
      ['GET', '/api/v1/'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'No such API endpoint.' });
    }
  });

  it('answers a known /api path with the wrong method with 405 JSON and an Allow header', async () => {
    for (const [method, url, allow] of [
      ['POST', '/api/v1/web/menu', 'GET, HEAD'],
      ['DELETE', '/api/v1/menu/7', 'GET, HEAD'],
      ['GET', '/api/v1/login', 'POST'],
      ['PUT', '/api/v1/__test/echo', 'POST'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toEqual({
        success: false,
        code: 'METHOD_NOT_ALLOWED',
        message: 'This API endpoint does not accept this method.',
      });
    }
    const options = await t.app.inject({ method: 'OPTIONS', url: '/api/v1/login' });
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('POST');
  });

  it('masks an unexpected error as a 500 with no internals, and keeps serving', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/__test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/hunter2|srv|stack|at /);
    expect(res.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('platform', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready', database: testDbKind() });
  });

  it('sets security headers and a request id', async () => {
    const res = await t.app.inject({ url: '/api/v1/web/menu', headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The CSP (with its nonce) is for HTML only: JSON runs no scripts (pages: page-cache.slow.test.ts).
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const generated = await t.app.inject({ url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[\w-]{8}[0-9a-f]{8}$/);
  });

  it('sends HSTS only over HTTPS (behind a trusted proxy)', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' }, database: t.database });
    const res = await proxied.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    await proxied.app.close();
  });

  it('compresses large JSON answers', async () => {
    const res = await t.app.inject({ url: '/api/v1/our_stories', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('documents every API route in OpenAPI', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/v1/web/menu',
      '/api/v1/menu/{id}',
      '/api/v1/faq/{menuId}',
      '/api/v1/service/{id}',
      '/api/v1/our_stories',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    expect(doc.paths['/api/v1/menu/{id}'].get.responses).toHaveProperty('404');
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(kill);
      resolve({ code, output });
    });
  });
}

describe('start-up checks', () => {
  it('refuses a bad variable, naming it', async () => {
    const r = await runServer({ PORT: 'eighty', DATA_DIR: '/tmp/unused' });
    expect(r.code).toBe(1);
    expect(r.output).toMatch(/Invalid configuration: PORT: must be a port number/);
  });

  it('stops with a clear message when the database is unreachable', async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const r = await runServer({ DATABASE_URL: `postgres://app:secretpw@127.0.0.1:${port}/anupalan`, PORT: '0' });
    expect(r.code).toBe(1);
    expect(r.output).toContain(`Cannot reach the database at postgres://app:***@127.0.0.1:${port}/anupalan (DATABASE_URL)`);
    expect(r.output).not.toContain('secretpw');
  });
});

describe.runIf(testDbKind() === 'postgres')('running on PostgreSQL', () => {
  it('starts on DATABASE_URL, migrates, serves and stops cleanly on SIGTERM', async () => {
    const db = await createTestDatabase();
    const child = spawn(process.execPath, [serverEntry], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: db.url!,
        PORT: '0',
        LOG_LEVEL: 'info',
        DATA_DIR: '/tmp/unused-pg',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d) => {
          out += d;
          const m = /"msg":"listening"[^\n]*/.exec(out) && /"url":"([^"]+)"/.exec(out);
          if (m?.[1]) resolve(m[1]);
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      const ready = await fetch(`${url}/readyz`).then((r) => r.json());
      expect(ready).toEqual({ status: 'ready', database: 'postgres' });
      const menus = (await fetch(`${url}/api/v1/web/menu`).then((r) => r.json())) as { menus: unknown[] };
      expect(menus.menus).toHaveLength(7);
      const exited = new Promise<number | null>((r) => child.once('exit', r));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await db.close();
    }
  });
});

describe.runIf(testDbKind() === 'postgres')('database outage mid-request', () => {
  it('answers 503 JSON while PostgreSQL is out of reach and recovers when it is back', async () => {
    const db = await createTestDatabase();
    const target = new URL(db.url!);
    // A TCP relay in front of the real server lets the test cut and restore the connection.
    const sockets = new Set<net.Socket>();
    let up = true;
    const relay = net.createServer((client) => {
      if (!up) return client.destroy();
      const upstream = net.connect(Number(target.port), target.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop);
      upstream.on('error', drop);
    });
    await new Promise<void>((r) => relay.listen(0, '127.0.0.1', () => r()));
    const relayed = new URL(db.url!);
    relayed.port = String((relay.address() as net.AddressInfo).port);
    const viaRelay = await openPostgres(relayed.toString(), { max: 2 });
    const outage = await buildTestApp({ database: { ...viaRelay, close: async () => viaRelay.close() } });
    try {
      expect((await outage.app.inject({ url: '/api/v1/web/menu' })).statusCode).toBe(200);

      up = false;
      for (const s of sockets) s.destroy();
      // (The catalogue is answered from memory; the list of states is read from the database.)
      const down = await outage.app.inject({ url: '/api/v1/get_states' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        success: false,
        code: 'UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      });
      expect((await outage.app.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect((await outage.app.inject({ url: '/healthz' })).statusCode).toBe(200);

      up = true;
      const back = await outage.app.inject({ url: '/api/v1/get_states' });
      expect(back.statusCode).toBe(200);
      expect((await outage.app.inject({ url: '/api/v1/web/menu' })).statusCode).toBe(200);
      expect((await outage.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await outage.close();
      relay.close();
      await db.close();
    }
  });
});

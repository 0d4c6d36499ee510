import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@anupalan/shared';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../tests/helpers/auth.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../../../tests/helpers/db.ts';
import { openPostgres } from '../db/client.ts';

/**
 * Issue 27 (Also): a signed-in page whose session cannot be read because the database is out of
 * reach answers the web app's error page, HTML with 503, not the API's JSON (and not the page as if
 * signed out). Needs `npm run build`. The database is cut as the outage tests do: on PostgreSQL a
 * TCP relay in front of the server stops relaying (platform.test.ts); PGlite is closed.
 */
interface Cuttable {
  database: TestDatabase;
  cut(): Promise<void>;
}

async function cuttableDatabase(): Promise<Cuttable> {
  const db = await createTestDatabase();
  if (testDbKind() === 'pglite') {
    let closed: Promise<void> | undefined;
    const close = () => (closed ??= db.close());
    return { database: { ...db, close }, cut: close };
  }
  const target = new URL(db.url!);
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
  return {
    database: {
      ...viaRelay,
      close: async () => {
        await viaRelay.close();
        relay.close();
        await db.close();
      },
    },
    async cut() {
      up = false;
      for (const s of sockets) s.destroy();
    },
  };
}

let t: TestApp;
let outage: Cuttable;
beforeAll(async () => {
  outage = await cuttableDatabase();
  t = await buildTestApp({ web: true, database: outage.database });
}, 120_000);
afterAll(async () => t?.close());

describe('signed-in pages while the database is out of reach', () => {
  it('answer the web app’s error page with 503 (HTML), while the API keeps its JSON 503', async () => {
    const { cookie } = await signedInUser(t.app, { role: 'customer' });
    expect((await t.app.inject({ url: '/payment-history', headers: cookie })).statusCode).toBe(200);

    await outage.cut();
    for (const page of ['/payment-history', '/myrequests', '/profile', '/']) {
      const res = await t.app.inject({ url: page, headers: cookie });
      expect(res.statusCode, page).toBe(503);
      expect(res.headers['content-type'], page).toMatch(/^text\/html/);
      expect(res.body, page).toMatch(/^<!DOCTYPE html>/i);
      expect(res.body, page).toContain(GENERIC_MESSAGES.UNAVAILABLE);
      // Not the page as if signed out (no redirect to the login) and not the API's JSON.
      expect(res.headers.location, page).toBeUndefined();
      expect(res.body, page).not.toContain('"code":"UNAVAILABLE"');
      expect(res.headers['content-security-policy'], page).toContain("default-src 'self'");
      expect(res.headers['cache-control'], page).toMatch(/no-store/);
    }
    // A client navigation's route data: the same 503, for the page's error boundary.
    const data = await t.app.inject({ url: '/payment-history.data', headers: cookie });
    expect(data.statusCode).toBe(503);

    const api = await t.app.inject({ url: '/api/v1/me', headers: cookie });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toMatchObject({ success: false, code: 'UNAVAILABLE', message: GENERIC_MESSAGES.UNAVAILABLE });
  });
});

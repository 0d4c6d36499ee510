import { rmSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../../tests/helpers/catalog.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../../../../tests/helpers/db.ts';
import { fakeHttpApi, MSG91_OK } from '../../../../../tests/helpers/fake-providers.ts';
import { uniqueMobile } from '../../../../../tests/helpers/identity.ts';
import { startServerProcess, type ServerProcess } from '../../../../../tests/helpers/server-process.ts';
import { notificationDeliveries, users } from '../../db/schema.ts';

/**
 * Exactly once, with more than one process on one PostgreSQL database (issue 20): two app instances
 * both running workers send each message once; a server killed after the change committed and before
 * its message went out sends it once after the restart.
 */
describe.runIf(testDbKind() === 'postgres')('notifications across instances and a crash', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c().catch(() => {});
  });

  it('two instances on one database: each message once', async () => {
    const db: TestDatabase = await createTestDatabase();
    const a: TestApp = await buildTestApp({ database: db });
    const b: TestApp = await buildTestApp({ database: db });
    cleanup.push(async () => {
      await a.app.close();
      await b.close();
    });
    const u = await signedInUser(a.app);
    const N = 30;
    for (let i = 0; i < N; i++) {
      const app = i % 2 ? a.app : b.app;
      await db.db.transaction((tx) =>
        app.services.notifications.notify(tx, {
          event: 'stage_changed',
          userId: u.user.id,
          requestId: 1000 + i,
          vars: { service: 'GST', requestId: String(1000 + i), stage: 'In progress', requestsLink: '/myrequests' },
        }),
      );
    }
    const sent = () => [...a.app.services.outbox.list(u.user.email!), ...b.app.services.outbox.list(u.user.email!)];
    await expect.poll(() => sent().length, { timeout: 60_000, interval: 250 }).toBe(N);
    await new Promise((r) => setTimeout(r, 2000));
    const subjects = sent().map((m) => m.subject);
    expect(subjects).toHaveLength(N);
    expect(new Set(subjects).size).toBe(N);
    const rows = await db.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, u.user.id));
    expect(rows).toHaveLength(N);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  }, 120_000);

  it('killed after the payment commits and before its SMS is sent: sent once after the restart', async () => {
    const db = await createTestDatabase();
    const msg91 = await fakeHttpApi(() => MSG91_OK);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-notify-crash-'));
    const secret = 'test-gateway-secret-notify-crash';
    // The in-process app only makes the customer; its worker is off, so it sends nothing itself.
    const t = await buildTestApp({ database: db, env: { NOTIFY_WORKER: 'false', TEST_GATEWAY_SECRET: secret } });
    let server: ServerProcess | undefined;
    cleanup.push(async () => {
      await server?.stop();
      await t.close();
      await msg91.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const mobile = uniqueMobile();
    const u = await signedInUser(t.app, { mobile });
    await db.db.update(users).set({ email: null }).where(eq(users.id, u.user.id));
    const svc = await seededServices(t.app);
    const env = {
      DATABASE_URL: db.url!,
      DATA_DIR: dataDir,
      TEST_GATEWAY_SECRET: secret,
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'test-auth-key-123',
      MSG91_TEMPLATE_ID: 'otp-template',
      MSG91_SENDER_ID: 'ANUPLN',
      MSG91_BASE_URL: msg91.url,
      MSG91_FLOW_TEMPLATES: 'payment_received=dlt1,documents_needed=dlt2',
      NOTIFY_POLL_SECONDS: '0.5',
    };
    // First life: the change commits; this instance has no worker, so the messages wait in the queue.
    server = await startServerProcess({ ...env, NOTIFY_WORKER: 'false' });
    const call = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${server!.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { data: { order_id: string } } & Record<string, unknown> };
    };
    const init = await call('/api/v1/services/payment/initiate', { service_id: svc.individual.id }, u.bearer);
    expect(init.status).toBe(200);
    const paid = await call(`/test-gateway/orders/${init.body.data.order_id}/pay`, { outcome: 'success' });
    const verify = await call('/api/v1/services/payment/verify', paid.body, u.bearer);
    expect(verify.status).toBe(200);
    await server.kill();
    expect(msg91.calls).toHaveLength(0);

    // Second life, with its worker: each message once.
    server = await startServerProcess({ ...env, NOTIFY_WORKER: 'true' });
    await expect.poll(() => msg91.calls.length, { timeout: 30_000, interval: 250 }).toBe(2);
    await new Promise((r) => setTimeout(r, 3000));
    expect(msg91.calls.map((c) => c.body.template_id).sort()).toEqual(['dlt1', 'dlt2']);
    expect(msg91.calls.every((c) => (c.body.recipients as { mobiles: string }[])[0]!.mobiles === `91${mobile}`)).toBe(true);
    const rows = await db.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, u.user.id));
    expect(rows.map((r) => `${r.event}/${r.channel}/${r.status}`).sort()).toEqual([
      'documents_needed/sms/sent',
      'payment_received/sms/sent',
    ]);
  }, 180_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';

/** Issue 26: the balancer stops sending as soon as a shutdown starts (lib/shutdown.ts). */
describe('readiness during a shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('/readyz is ready, then 503 from the first moment of a shutdown while /healthz still answers', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ status: 'ready' });
    t.app.drain.start();
    const after = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(after.statusCode).toBe(503);
    expect(after.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    // Still serving what arrives during the grace.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/web/menu' })).statusCode).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { loadConfig } from '../config.ts';
import { notificationDeliveries } from '../db/schema.ts';
import { createNotificationQueue } from '../modules/notifications/queue.ts';
import { METRICS_REFUSED } from '../modules/health/routes.ts';

const TOKEN = 'metrics-token-for-the-prometheus-server-0123';

describe('METRICS_ALLOW and METRICS_TOKEN are validated', () => {
  it.each([
    ['METRICS_ALLOW', 'everyone', /METRICS_ALLOW: must be addresses or CIDRs .*not everyone/],
    ['METRICS_ALLOW', '10.0.0.0/33', /METRICS_ALLOW: .*not 10\.0\.0\.0\/33/],
    ['METRICS_ALLOW', ',', /METRICS_ALLOW: .*not empty/],
    ['METRICS_TOKEN', 'short', /METRICS_TOKEN: must be at least 32 characters/],
  ])('%s=%s is refused at start', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('neither set: nobody may read /metrics', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_ALLOW: '10.1.2.3, 192.168.0.0/24' }).metrics).toEqual({
      allow: ['10.1.2.3', '192.168.0.0/24'],
      token: null,
    });
  });
});

describe('GET /metrics', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.9.9.9' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an outsider, a wrong token and anything through a proxy; the token or an allowed address opens it', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-wrong-token' }, { authorization: TOKEN }]) {
      const res = await fetch(`${url}/metrics`, { headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: METRICS_REFUSED });
    }
    // The allowed address itself, as the TCP peer: open; the same address behind a proxy: refused.
    const direct = await t.app.inject({ url: '/metrics', remoteAddress: '10.9.9.9' });
    expect(direct.statusCode).toBe(200);
    const proxied = await t.app.inject({
      url: '/metrics',
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(proxied.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '10.9.9.10' })).statusCode).toBe(403);
  });

  it('says what an operator watches: requests by route and status with latency, jobs, failed deliveries, memory, event loop', async () => {
    // Traffic: a catalogue read, a 404 of the API.
    expect((await fetch(`${url}/api/v1/web/menu`)).status).toBe(200);
    expect((await fetch(`${url}/api/v1/service/999999`)).status).toBe(404);
    // A job waiting in a queue nobody works, and a delivery that failed for good.
    const queue = createNotificationQueue(
      t.database,
      { worker: false, pollSeconds: 1, retryLimit: 0, retryDelaySeconds: 1, expireSeconds: 60, reminders: false },
      pino({ level: 'silent' }),
    );
    await queue.start({ deliver: async () => {} });
    await t.app.services.notifications.stop();
    await queue.send({ kind: 'metrics-probe' }, randomUUID());
    await t.database.db.insert(notificationDeliveries).values({
      eventId: randomUUID(),
      event: 'stage_changed',
      channel: 'sms',
      template: 'x',
      recipient: '+919000000001',
      status: 'failed',
    });

    const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const body = await res.text();
    expect(body).toContain('anupalan_http_requests_total{method="GET",route="/api/v1/web/menu",status="200"} 1');
    expect(body).toContain('anupalan_http_requests_total{method="GET",route="/api/v1/service/:id",status="404"} 1');
    expect(body).toContain(
      'anupalan_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/v1/web/menu",status="200"} 1',
    );
    expect(body).toMatch(
      /anupalan_http_request_duration_seconds_sum\{method="GET",route="\/api\/v1\/web\/menu",status="200"\} [0-9.e-]+/,
    );
    expect(body).toContain('anupalan_page_cache_requests_total{result="hit"}');
    expect(body).toMatch(/anupalan_job_queue_depth\{queue="notifications"\} [1-9]/);
    expect(body).toMatch(/anupalan_job_queue_oldest_seconds\{queue="notifications"\} [0-9.]+/);
    expect(body).toContain('anupalan_job_queue_failed{queue="notifications"} 0');
    expect(body).toContain('anupalan_notification_deliveries_failed{channel="sms"} 1');
    expect(body).toContain('anupalan_database_up 1');
    expect(body).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(body).toContain('process_resident_memory_bytes');
    if (t.database.kind === 'postgres') expect(body).toMatch(/anupalan_db_pool_connections\{state="total"\} [1-9]/);
    // Series are by route template, never by URL (bounded, and no ids of anyone's data).
    expect(body).not.toContain('route="/api/v1/service/999999"');
    await queue.stop();
  });
});

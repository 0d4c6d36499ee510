import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../../../tests/helpers/db.ts';
import { uniqueMobile } from '../../../../tests/helpers/identity.ts';
import { startServerProcess, type ServerProcess } from '../../../../tests/helpers/server-process.ts';
import { notificationDeliveries, paymentOrders, payments, serviceDocuments, services } from '../db/schema.ts';

/**
 * Issue 26: the deployment of docs/deployment.md on 127.0.0.1 — PostgreSQL, an S3-compatible store
 * (s3rver), two instances and nginx running deploy/nginx/anupalan.conf as it is (only its marked
 * deployment values replaced). A customer signs in, buys, uploads and downloads through nginx with
 * requests spread over both instances; one instance is killed mid-journey and the journey completes;
 * a rolling restart during a small buyer loop loses no request and no payment; every job runs once;
 * /metrics refuses an outsider.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const NGINX = '/usr/sbin/nginx';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** deploy/nginx/anupalan.conf with this run's values, inside a minimal nginx.conf of its own. */
function nginxConfig(dir: string, listen: number, instances: number[]): string {
  const site = readFileSync(path.join(root, 'deploy/nginx/anupalan.conf'), 'utf8');
  const servers = instances.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`).join('\n');
  const templated = site
    .replace(/( {4}server 127\.0\.0\.1:\d+ max_fails=2 fail_timeout=5s;\n)+/, `${servers}\n`)
    .replace('    listen 80;', `    listen 127.0.0.1:${listen};`)
    .replace('root /srv/anupalan/apps/web/build/client;', `root ${path.join(root, 'apps/web/build/client')};`);
  expect(templated).not.toContain('listen 80;');
  expect(templated).not.toContain('/srv/anupalan');
  writeFileSync(path.join(dir, 'anupalan.conf'), templated);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/anupalan.conf;
}
`,
  );
  return conf;
}

/** nginx unprivileged: as the current user, or as `nobody` when the tests run as root. */
function startNginx(conf: string, dir: string): ChildProcess {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o755);
    for (const f of readdirSync(dir)) chownSync(path.join(dir, f), 65534, 65534);
    chownSync(dir, 65534, 65534);
  }
  const args = ['-c', conf, '-p', dir, '-e', path.join(dir, 'error.log')];
  return asRoot
    ? spawn('runuser', ['-u', 'nobody', '--', NGINX, ...args], { stdio: ['ignore', 'ignore', 'pipe'] })
    : spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

function freshGet(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

async function until(check: () => Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.runIf(testDbKind() === 'postgres')('several instances behind nginx on PostgreSQL and S3', () => {
  let db: TestDatabase;
  let s3: S3rver;
  let nginx: ChildProcess | undefined;
  const dirs: string[] = [];
  const instances: ServerProcess[] = [];
  let ports: number[] = [];
  let base = '';
  let env: Record<string, string> = {};
  let nginxDir = '';

  // The second instance runs two web processes (node:cluster): killed, drained and summed like one.
  const startInstance = (i: number) => startServerProcess({ ...env, PORT: String(ports[i]), WORKERS: i === 1 ? '2' : '1' });

  beforeAll(async () => {
    db = await createTestDatabase();
    const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-s3-'));
    dirs.push(s3Dir);
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: 'anupalan-lb', configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    ports = [await freePort(), await freePort()];
    env = {
      DATABASE_URL: db.url!,
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'anupalan-lb',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      AADHAAR_KEY: Buffer.alloc(32, 7).toString('base64'),
      OTP_SECRET: 'shared-otp-pepper-behind-nginx',
      TEST_GATEWAY_SECRET: 'shared-test-gateway-secret-nginx',
      // nginx runs on this machine: the one proxy whose X-Forwarded-For is believed.
      TRUST_PROXY: '127.0.0.1',
      // Longer than nginx's idle keep-alive to the instances (4 s in deploy/nginx/anupalan.conf).
      SHUTDOWN_GRACE_SECONDS: '5',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      // Prometheus scrapes from this machine.
      METRICS_ALLOW: '127.0.0.1',
      NOTIFY_POLL_SECONDS: '0.5',
      NOTIFY_REMINDERS: 'false',
    };
    const started = await Promise.all([startInstance(0), startInstance(1)]);
    instances.push(...started);
    nginxDir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-nginx-'));
    dirs.push(nginxDir);
    const listen = await freePort();
    const conf = nginxConfig(nginxDir, listen, ports);
    nginx = startNginx(conf, nginxDir);
    let nginxErr = '';
    nginx.stderr?.on('data', (d: Buffer) => (nginxErr += d.toString()));
    base = `http://127.0.0.1:${listen}`;
    await until(async () => (await fetch(`${base}/healthz`)).ok, 15_000, `nginx on ${base} (${nginxErr})`);
  }, 120_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(instances.map((s) => s.stop()));
    await s3?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    await db?.close();
  });

  const call = (url: string, init: RequestInit = {}) => fetch(`${base}${url}`, init);
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    call(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  /**
   * The development outbox is per process: the code is in whichever one sent it. The cluster's primary
   * hands out connections round-robin, so each ask opens a connection of its own.
   */
  const codeFor = async (to: string) => {
    for (let attempt = 0; attempt < 4; attempt++) {
      for (const s of instances) {
        const r = JSON.parse(await freshGet(`${s.url}/api/v1/dev/outbox?to=${to}`)) as { messages?: { code?: string }[] };
        const code = r.messages?.find((m) => m.code)?.code;
        if (code) return code;
      }
    }
    throw new Error(`no code for ${to}`);
  };
  const meCount = async (s: ServerProcess) => {
    const text = await (await fetch(`${s.url}/metrics`)).text();
    const m = /anupalan_http_requests_total\{method="GET",route="\/api\/v1\/me",status="200"\} (\d+)/.exec(text);
    return Number(m?.[1] ?? 0);
  };
  /** One purchase through nginx: open the order, pay at the test gateway, verify. */
  const buy = async (auth: Record<string, string>, serviceId: number) => {
    const codes: number[] = [];
    const init = await post(
      '/api/v1/services/payment/initiate',
      { service_id: serviceId, registration_type: 'individual' },
      auth,
    );
    codes.push(init.status);
    if (!init.ok) return { codes, orderId: null, body: await init.text() };
    const orderId = ((await init.json()) as { data: { order_id: string } }).data.order_id;
    const pay = await post(`/test-gateway/orders/${orderId}/pay`, { outcome: 'success' });
    codes.push(pay.status);
    if (!pay.ok) return { codes, orderId, body: await pay.text() };
    const verify = await post('/api/v1/services/payment/verify', await pay.json(), auth);
    codes.push(verify.status);
    const text = await verify.text();
    const body = (verify.ok ? JSON.parse(text) : {}) as { data?: { service_request_id: number } };
    return { codes, orderId, requestId: body.data?.service_request_id ?? null, body: text.slice(0, 300) };
  };
  const queueIdle = async () => {
    const r = await db.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'notifications' and state in ('created', 'retry', 'active')`,
    );
    return (r as unknown as { rows: { n: number }[] }).rows[0]!.n === 0;
  };

  it('a journey through nginx survives a killed instance and a rolling restart; jobs run once; /metrics stays inside', async () => {
    // A service with a mandatory file document.
    const docs = await db.db
      .select()
      .from(serviceDocuments)
      .where(and(eq(serviceDocuments.mandatory, true), eq(serviceDocuments.documentType, 'Document')));
    const all = await db.db.select().from(services).where(eq(services.recurrence, 'none'));
    const svc = all.find((s) => s.type !== 'business' && docs.some((d) => d.serviceId === s.id))!;
    const doc = docs.find((d) => d.serviceId === svc.id)!;

    // The hashed assets come from nginx's disk, pre-compressed (no request id: the app never saw them).
    const asset = readdirSync(path.join(root, 'apps/web/build/client/assets'))
      .find((f) => f.endsWith('.js.gz'))!
      .replace(/\.gz$/, '');
    const a = await call(`/assets/${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(a.status).toBe(200);
    expect(a.headers.get('content-encoding')).toBe('gzip');
    expect(a.headers.get('cache-control')).toContain('immutable');
    expect(a.headers.get('x-request-id')).toBeNull();

    // Sign in (the code from whichever instance sent it), then requests spread over both instances.
    const mobile = uniqueMobile();
    expect((await post('/api/v1/sendOtp', { user_name: mobile })).status).toBe(200);
    const login = await post('/api/v1/login', { user_name: mobile, otp: await codeFor(mobile) });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}` };
    const before = await Promise.all(instances.map(meCount));
    for (let i = 0; i < 4; i++) expect((await call('/api/v1/me', { headers: auth })).status).toBe(200);
    const after = await Promise.all(instances.map(meCount));
    expect(after[0]! - before[0]!).toBeGreaterThan(0);
    expect(after[1]! - before[1]!).toBeGreaterThan(0);

    // Buy.
    const bought = await buy(auth, svc.id);
    expect(bought.codes, bought.body).toEqual([200, 200, 200]);
    await until(queueIdle, 20_000, 'the payment messages');

    // One instance dies mid-journey: the upload and the download go through the other.
    await instances[0]!.kill();
    await new Promise((r) => setTimeout(r, 200));
    const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 0x20), Buffer.from('\n%%EOF\n')]);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      service_id: svc.id,
      request_id: bought.requestId!,
      document_id: doc.id,
      document_type: 'Document',
      document_name: doc.name,
    }))
      form.append(k, String(v));
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'return.pdf');
    const up = await call('/api/v1/user/services/document/upload/store', { method: 'POST', headers: auth, body: form });
    expect(up.status, await up.clone().text()).toBe(200);
    const list = await post('/api/v1/user/services/document/upload', { service_id: svc.id, request_id: bought.requestId }, auth);
    const row = ((await list.json()) as { required_documents: { id: number; data: string }[] }).required_documents.find(
      (d) => d.id === doc.id,
    )!;
    const down = await call(row.data, { headers: auth });
    expect(down.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await down.arrayBuffer()), PDF)).toBe(0);

    // A rolling restart while buyers keep buying: the killed instance comes back, then the other is
    // stopped (gracefully: /readyz 503, grace, drain) and started again.
    let rolling = true;
    const results: Awaited<ReturnType<typeof buy>>[] = [];
    const buyer = async () => {
      while (rolling && results.length < 60) results.push(await buy(auth, svc.id));
    };
    const loop = Promise.all([buyer(), buyer()]);
    instances[0] = await startInstance(0);
    await instances[1]!.stop(30_000);
    // Both of its web processes drained.
    expect(instances[1]!.output().match(/shut down: every request and job finished/g)).toHaveLength(2);
    instances[1] = await startInstance(1);
    rolling = false;
    await loop;
    const failed = results.filter((r) => r.codes.some((c) => c !== 200));
    if (failed.length) console.log(readFileSync(path.join(nginxDir, 'error.log'), 'utf8').slice(-3000));
    expect(failed.map((f) => `${f.codes.join(',')} ${f.body}`)).toEqual([]);
    expect(results.length).toBeGreaterThan(3);
    // Every order verified is paid once.
    for (const r of results) {
      const [order] = await db.db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, r.orderId!));
      expect(order?.status).toBe('paid');
      const n = await db.db.select().from(payments).where(eq(payments.orderId, order!.id));
      expect(n).toHaveLength(1);
    }

    // Every message job enqueued by either instance ran once: completed at its first try, and each
    // delivery was attempted once.
    await until(queueIdle, 30_000, 'the message queue to drain');
    const jobs = (
      (await db.db.execute(sql`select state, retry_count from pgboss.job where name = 'notifications'`)) as unknown as {
        rows: { state: string; retry_count: number }[];
      }
    ).rows;
    expect(jobs.length).toBeGreaterThan(results.length);
    expect(jobs.filter((j) => j.state !== 'completed' || j.retry_count !== 0)).toEqual([]);
    const deliveries = await db.db.select().from(notificationDeliveries);
    expect(deliveries.filter((d) => d.attempts !== 1 || d.status !== 'sent')).toEqual([]);

    // /metrics: not through nginx, not with a forwarded address, only to the scraper on this machine.
    const outside = await call('/metrics');
    expect(outside.status).toBe(404);
    expect(await outside.text()).not.toContain('anupalan_');
    expect((await fetch(`${instances[0]!.url}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(403);
    expect((await fetch(`${instances[0]!.url}/metrics`)).status).toBe(200);
  }, 180_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../../../tests/helpers/db.ts';
import { PNG_1PX, multipart, uniqueMobile } from '../../../../tests/helpers/identity.ts';
import { startServerProcess, type ServerProcess } from '../../../../tests/helpers/server-process.ts';

/**
 * Two server processes on different ports, one PostgreSQL database and one S3-compatible store
 * (s3rver), with the same secrets, as two instances behind a load balancer (issue 13). A session
 * made on one works on the other, limits are shared, an upload through one is served by the other,
 * and a bounded load spread across both gets no error.
 */
describe.runIf(testDbKind() === 'postgres')('two instances on one PostgreSQL and one S3 store', () => {
  let db: TestDatabase;
  let s3: S3rver;
  let s3Dir: string;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    db = await createTestDatabase();
    s3Dir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: 'anupalan-two', configs: [] }],
    });
    const { port } = await s3.run();
    const env = {
      DATABASE_URL: db.url!,
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'anupalan-two',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      AADHAAR_KEY: Buffer.alloc(32, 3).toString('base64'),
      OTP_SECRET: 'shared-otp-pepper-two-instances',
      TEST_GATEWAY_SECRET: 'shared-test-gateway-secret-two',
    };
    [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
    await db?.close();
  });

  const call = (s: ServerProcess, url: string, init: RequestInit = {}) => fetch(`${s.url}${url}`, init);
  const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const code = async (s: ServerProcess, to: string) =>
    ((await (await call(s, `/api/v1/dev/outbox?to=${to}`)).json()) as { messages: { code: string }[] }).messages[0]!.code;

  it('a session, the limits and an upload are shared; a bounded load across both gets no error', async () => {
    // Sign up through one (the code is read from its outbox), then use the session on the other.
    const mobile = uniqueMobile();
    expect((await call(one, '/api/v1/sendOtp', json({ user_name: mobile }))).status).toBe(200);
    // The resend wait holds on the other instance too.
    expect((await call(two, '/api/v1/sendOtp', json({ user_name: mobile }))).status).toBe(429);
    const login = await call(two, '/api/v1/login', json({ user_name: mobile, otp: await code(one, mobile) }));
    expect(login.status).toBe(200);
    const { access_token: token, user_id: userId } = (await login.json()) as { access_token: string; user_id: number };
    const auth = { authorization: `Bearer ${token}` };
    for (const s of [one, two]) expect((await call(s, '/api/v1/me', { headers: auth })).status).toBe(200);

    // A photo uploaded through one instance is served by the other (one S3 store).
    // The profile needs an e-mail: the account has none yet, so it is proven by its code first.
    const email = `two.${Date.now()}@example.in`;
    expect((await call(one, '/api/v1/user/contact/otp', json({ channel: 'email', value: email }, auth))).status).toBe(200);
    const emailCode = await code(one, email);
    // Confirmed by the code sent to the account's current identifier, its mobile (issue 27).
    const upload = await multipart(
      { fullName: 'Two Instances', email, mobile, email_otp: emailCode, current_otp: await code(one, mobile) },
      { image: { filename: 'me.png', type: 'image/png', bytes: PNG_1PX } },
    );
    const saved = await call(one, '/api/v1/user/update', {
      method: 'POST',
      headers: { ...upload.headers, ...auth },
      body: new Uint8Array(upload.payload),
    });
    expect(saved.status).toBe(200);
    const image = (await saved.json()) as { data: { image: string } };
    const served = await call(two, image.data.image, { headers: auth });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX)).toBe(true);

    // A bounded load: 400 requests, 8 at a time, alternating instances; no error, no 5xx.
    const urls = ['/api/v1/web/menu', '/api/v1/me', '/api/v1/our_stories', '/api/v1/home/content', '/readyz'];
    const statuses = new Map<number, number>();
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < 400 && Date.now() - started < 60_000) {
          const i = next++;
          const res = await call(i % 2 ? one : two, urls[i % urls.length]!, { headers: auth });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({ 200: 400 });
    expect(userId).toBeGreaterThan(0);
  }, 120_000);
});

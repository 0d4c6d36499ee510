import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../tests/helpers/auth.ts';
import { post, uniqueEmail, uniqueIp, uniqueMobile } from '../../../../tests/helpers/identity.ts';
import { users } from '../db/schema.ts';
import { decryptText } from '../../../../tests/helpers/secrets.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { adaptersConfig, adaptersEnvShape } from '../adapters-config.ts';
import { z } from 'zod';
import { createLocalStorage, SYNC_WRITE_MAX_BYTES } from './storage/local.ts';
import { createS3Storage, s3ClientConfig } from './storage/s3.ts';
import { toBuffer, type FileStorage } from './storage/index.ts';
import { createSmtpEmail } from './email/smtp.ts';
import { encryptText, loadSecrets } from '../lib/secrets.ts';

const silentLog = { info() {}, error() {}, warn() {} } as never;
const adaptersEnvDefaults = z.object(adaptersEnvShape).parse({});

async function listen(server: Server | TcpServer): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('MSG91 SMS provider (against a local fake of its API)', () => {
  const received: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { type: 'success', message: '3763646c3058393530393036' } };
  let fake: Server;
  let t: TestApp;

  beforeAll(async () => {
    fake = createServer(async (req, res) => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(await readBody(req)) as Record<string, unknown>,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    const port = await listen(fake);
    t = await buildTestApp({
      env: {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'test-auth-key-123',
        MSG91_TEMPLATE_ID: '64f0c0ffee',
        MSG91_SENDER_ID: 'ANUPLN',
        MSG91_FLOW_TEMPLATES: 'partner_approved=64f0partner,partner_rejected=64f0reject',
        MSG91_BASE_URL: `http://127.0.0.1:${port}`,
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:1',
        MAIL_FROM: 'Anupalan <no-reply@anupalan.in>',
        WHATSAPP_PROVIDER: 'cloud',
        WHATSAPP_TOKEN: 'wa-token-123456',
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    fake?.close();
  });

  it('sends the code through the flow API with the DLT template and sender, and the code signs in', async () => {
    const mobile = uniqueMobile();
    const res = await post(t.app, '/api/v1/sendOtp', { user_name: mobile }, { remoteAddress: uniqueIp() });
    expect(res.statusCode).toBe(200);
    const call = received.at(-1)!;
    expect(call.path).toBe('/api/v5/flow');
    expect(call.headers.authkey).toBe('test-auth-key-123');
    expect(call.body).toMatchObject({ template_id: '64f0c0ffee', sender: 'ANUPLN', recipients: [{ mobiles: `91${mobile}` }] });
    const code = (call.body.recipients as { otp: string }[])[0]!.otp;
    expect(code).toMatch(/^[0-9]{6}$/);
    const login = await post(t.app, '/api/v1/login', { user_name: mobile, otp: code });
    expect(login.statusCode).toBe(200);
  });

  it('reports a refused SMS as a failure to send, and lets the user retry at once', async () => {
    const mobile = uniqueMobile();
    answer = { status: 200, body: { type: 'error', message: 'Invalid template' } };
    const refused = await post(t.app, '/api/v1/sendOtp', { user_name: mobile }, { remoteAddress: uniqueIp() });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ status: 'error', message: 'Failed to send OTP. Please try again.' });
    answer = { status: 200, body: { type: 'success', message: 'ok' } };
    const retry = await post(t.app, '/api/v1/sendOtp', { user_name: mobile }, { remoteAddress: uniqueIp() });
    expect(retry.statusCode).toBe(200);
  });

  it("sends a partner's decision through the event's flow template, its variables within DLT's 30 characters", async () => {
    const [p] = await t.database.db
      .insert(users)
      .values({ name: 'Noor', pendingEmail: uniqueEmail('notice'), mobile: uniqueMobile(), role: 'reseller', status: 'pending' })
      .returning();
    const staff = await signedInUser(t.app, { role: 'staff' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/partners/${p!.id}/approve`,
      headers: staff.bearer,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const code = res.json().partner.referralCode as string;
    // Enqueued with the decision; the queue's worker sends it.
    const to = `91${p!.mobile}`;
    const sent = () => received.find((r) => (r.body.recipients as { mobiles?: string }[] | undefined)?.[0]?.mobiles === to);
    await expect.poll(() => Boolean(sent()), { timeout: 15_000, interval: 100 }).toBe(true);
    expect(sent()!.body).toMatchObject({
      template_id: '64f0partner',
      sender: 'ANUPLN',
      recipients: [
        {
          mobiles: to,
          kind: 'reseller',
          loginLink: `${t.config.publicUrl}/login`,
          partnerLink: `${t.config.publicUrl}/partner`,
          referralNote: `Referral code: ${code}`,
        },
      ],
    });
    const variables = (sent()!.body.recipients as Record<string, string>[])[0]!;
    for (const [k, v] of Object.entries(variables))
      if (!k.endsWith('Link') && k !== 'mobiles') expect(v.length).toBeLessThanOrEqual(30);
  });

  it('has no development outbox when no console provider is active', async () => {
    const res = await t.app.inject({ url: '/api/v1/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });
});

describe('SMTP e-mail provider (against a local fake SMTP server)', () => {
  it('delivers the message with nodemailer', async () => {
    const transcript: string[] = [];
    const smtp = createTcpServer((socket) => {
      let data = false;
      socket.write('220 fake ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk.toString().split('\r\n')) {
          if (!line) continue;
          transcript.push(line);
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 OK queued\r\n');
            }
            continue;
          }
          const cmd = line.slice(0, 4).toUpperCase();
          if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 fake\r\n');
          else if (cmd === 'DATA') {
            data = true;
            socket.write('354 go ahead\r\n');
          } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    });
    const port = await listen(smtp);
    const sender = createSmtpEmail(
      { provider: 'smtp', url: `smtp://127.0.0.1:${port}`, from: 'Anupalan <no-reply@anupalan.in>' },
      { log: silentLog },
    );
    await sender.send({ to: 'asha@example.in', subject: 'Your Anupalan OTP', text: '123456 is your Anupalan OTP' });
    await sender.close?.();
    smtp.close();
    expect(transcript).toContain('RCPT TO:<asha@example.in>');
    expect(transcript.some((l) => l.startsWith('Subject: Your Anupalan OTP'))).toBe(true);
  });
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '.tmp/unused' };
  it('names the missing MSG91 settings', () => {
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'msg91' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY: required when SMS_PROVIDER=msg91/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER: must be 'console' or 'msg91'/);
  });
  it('refuses a malformed Aadhaar key, and production without one', () => {
    expect(() => loadConfig({ ...base, AADHAAR_KEY: 'short' })).toThrow(/AADHAAR_KEY: must be 32 random bytes/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/AADHAAR_KEY: required in production/);
    expect(loadConfig({ ...base, AADHAAR_KEY: randomBytes(32).toString('base64') }).secrets.aadhaarKey).toHaveLength(32);
  });
  it('wants both admin variables, and a password the login form accepts', () => {
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'admin@example.in' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD: set both/);
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'admin@example.in', ADMIN_PASSWORD: 'password' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ ...base, ADMIN_EMAIL: 'Admin@Example.in', ADMIN_PASSWORD: 'Admin@12345' }).admin).toEqual({
      email: 'admin@example.in',
      password: 'Admin@12345',
    });
  });
  it('has no development outbox in production, whatever the providers', () => {
    const c = loadConfig({ ...base, AADHAAR_KEY: randomBytes(32).toString('base64') });
    expect(c.delivery.devOutbox).toBe(true);
    const prod = adaptersConfig(
      { ...adaptersEnvDefaults, AADHAAR_KEY: randomBytes(32).toString('base64') },
      { isProduction: true, dataDir: '/tmp', host: '127.0.0.1' },
    );
    expect(prod.problems).toEqual([]);
    expect(prod.config.delivery.sms.provider).toBe('console');
    expect(prod.config.delivery.devOutbox).toBe(false);
  });
  it('defaults to the console providers, the outbox and local storage', () => {
    const c = loadConfig(base);
    expect(c.delivery.sms.provider).toBe('console');
    expect(c.delivery.email.provider).toBe('console');
    expect(c.delivery.devOutbox).toBe(true);
    expect(c.storage).toEqual({ provider: 'local', dir: path.resolve('.tmp/unused/uploads') });
  });
});

async function roundTrip(storage: FileStorage) {
  const bytes = randomBytes(93_000);
  await storage.put('profiles/a/b.png', bytes, 'image/png');
  expect(await storage.exists('profiles/a/b.png')).toBe(true);
  const got = await storage.get('profiles/a/b.png');
  expect(got?.contentType).toBe('image/png');
  expect(Buffer.compare(await toBuffer(got!.stream), bytes)).toBe(0);
  // A stream in, the same bytes out.
  const streamed = randomBytes(200_000);
  await storage.put(
    'docs/streamed.bin',
    Readable.from([streamed.subarray(0, 70_000), streamed.subarray(70_000)]),
    'application/pdf',
  );
  const back = await storage.get('docs/streamed.bin');
  expect(Buffer.compare(await toBuffer(back!.stream), streamed)).toBe(0);
  await storage.delete('profiles/a/b.png');
  expect(await storage.exists('profiles/a/b.png')).toBe(false);
  expect(await storage.get('profiles/a/b.png')).toBeNull();
  await storage.delete('profiles/a/b.png'); // absent is fine
  await expect(storage.put('../escape.png', bytes, 'image/png')).rejects.toThrow(/Invalid storage key/);
  await expect(storage.get('a/../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
}

describe('storage', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const d = mkdtempSync(path.join(os.tmpdir(), 'anupalan-storage-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('local disk: byte-identical round trip, delete, key checks', async () => {
    await roundTrip(createLocalStorage(tmp()));
  });

  it.each([
    ['a small file (written synchronously)', 1_000],
    ['a large file (through the thread pool)', SYNC_WRITE_MAX_BYTES + 1],
  ])('local disk, %s: private, byte-identical, and a failed write leaves no temporary file', async (_what, size) => {
    const dir = tmp();
    const storage = createLocalStorage(dir);
    const bytes = randomBytes(size);
    await storage.put('documents/7/a.pdf', bytes, 'application/pdf');
    expect(statSync(path.join(dir, 'documents/7/a.pdf')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, 'documents/7')).mode & 0o777).toBe(0o700);
    const got = await storage.get('documents/7/a.pdf');
    expect(got?.contentType).toBe('application/pdf');
    expect(Buffer.compare(await toBuffer(got!.stream), bytes)).toBe(0);
    // A directory where the file must go: the rename fails; the caller hears it, nothing is left half-written.
    mkdirSync(path.join(dir, 'documents/7/b.pdf/inside'), { recursive: true });
    await expect(storage.put('documents/7/b.pdf', bytes, 'application/pdf')).rejects.toThrow();
    expect(readdirSync(path.join(dir, 'documents/7')).sort()).toEqual(['a.pdf', 'b.pdf']);
    expect(await storage.exists('documents/7/b.pdf')).toBe(false);
  });

  it('S3-compatible (s3rver): byte-identical round trip, with and without the SDK checksum defaults', async () => {
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: tmp(),
      silent: true,
      configureBuckets: [{ name: 'anupalan-test', configs: [] }],
    });
    const { port } = await server.run();
    try {
      const config = {
        provider: 's3' as const,
        bucket: 'anupalan-test',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      };
      const clientConfig = s3ClientConfig(config);
      await roundTrip(createS3Storage(config.bucket, clientConfig));
      // The same client without the two checksum settings: the SDK's defaults.
      const { requestChecksumCalculation: _request, responseChecksumValidation: _response, ...sdkDefaults } = clientConfig;
      await roundTrip(createS3Storage(config.bucket, sdkDefaults));
    } finally {
      await server.close();
    }
  });
});

describe('secrets', () => {
  it('keeps a generated development key under DATA_DIR, so encrypted numbers survive a restart', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-secrets-'));
    try {
      const opts = { aadhaarKey: null, otpSecret: null, dataDir: dir, isProduction: false };
      const first = loadSecrets(opts);
      const stored = encryptText(first.aadhaarKey, '234123412346');
      const second = loadSecrets(opts);
      expect(decryptText(second.aadhaarKey, stored)).toBe('234123412346');
      expect(statSync(path.join(dir, 'secrets', 'aadhaar.key')).mode & 0o777).toBe(0o600);
      expect(first.otpPepper.equals(second.otpPepper)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('refuses to run in production without a key, and detects a tampered ciphertext', () => {
    expect(
      () => loadSecrets({ aadhaarKey: null, otpSecret: null, dataDir: '/nonexistent', isProduction: true }).aadhaarKey,
    ).toThrow(/AADHAAR_KEY is required in production/);
    const key = randomBytes(32);
    const stored = Buffer.from(encryptText(key, '234123412346'), 'base64');
    expect(stored.toString('latin1')).not.toContain('234123412346');
    stored[stored.length - 1]! ^= 1;
    expect(() => decryptText(key, stored.toString('base64'))).toThrow();
  });
});

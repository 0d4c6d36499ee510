import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES, REQUEST_MESSAGES } from '@anupalan/shared';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../tests/helpers/auth.ts';
import { paidOrder } from '../../../../tests/helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/helpers/db.ts';
import { serviceDocuments, services } from '../db/schema.ts';

/**
 * Issue 27, 2: uploads stream to disk as they arrive (the first bytes judged, the size counted),
 * a refused file leaves nothing behind (no temporary file, nothing in the store: local disk and
 * S3), and uploads in flight are capped per account and overall (429 with the shared message and
 * Retry-After). Two apps on one database, one storing on local disk, one in s3rver.
 */
const SECRET = 'test-gateway-secret-for-upload-limits';
const STORE = '/api/v1/user/services/document/upload/store';
const MB = 1024 * 1024;
const PDF = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 16, 0x41), Buffer.from('\n%%EOF\n')]);

let db: TestDatabase;
let s3server: S3rver;
let s3: S3Client;
const apps = {} as Record<'local' | 's3', TestApp>;
const dataDirs = {} as Record<'local' | 's3', string>;
const dirs: string[] = [];
const tmp = (p: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), p));
  dirs.push(d);
  return d;
};
let serviceId: number;
let documentId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: tmp('anupalan-s3-'),
    silent: true,
    configureBuckets: [{ name: 'anupalan-uploads', configs: [] }],
  });
  const { port } = await s3server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  // Caps small enough to reach: 2 per account, 3 overall.
  const common = {
    TEST_GATEWAY_SECRET: SECRET,
    DOCUMENT_MAX_MB: '1',
    UPLOADS_MAX_IN_FLIGHT: '3',
    UPLOADS_MAX_IN_FLIGHT_PER_ACCOUNT: '2',
  };
  dataDirs.local = tmp('anupalan-upl-local-');
  dataDirs.s3 = tmp('anupalan-upl-s3-');
  apps.local = await buildTestApp({ database: db, env: { ...common, DATA_DIR: dataDirs.local } });
  apps.s3 = await buildTestApp({
    database: db,
    env: {
      ...common,
      DATA_DIR: dataDirs.s3,
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'anupalan-uploads',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  const all = await db.db.select().from(services);
  const docs = await db.db.select().from(serviceDocuments);
  const svc = all.find(
    (s) => s.type !== 'business' && docs.some((d) => d.serviceId === s.id && d.mandatory && d.documentType === 'Document'),
  );
  if (!svc) throw new Error('no seeded service with a mandatory file document');
  serviceId = svc.id;
  documentId = docs.find((d) => d.serviceId === svc.id && d.mandatory && d.documentType === 'Document')!.id;
}, 120_000);

afterAll(async () => {
  await apps.s3?.app.close();
  await apps.local?.close();
  s3?.destroy();
  await s3server?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

type Kind = 'local' | 's3';
type Customer = { bearer: Record<string, string>; userId: number; requestId: number };

async function customerWithRequest(kind: Kind): Promise<Customer> {
  const t = apps[kind];
  const s = await signedInUser(t.app);
  const { data } = await paidOrder(t.app, s, { service_id: serviceId, registration_type: 'individual' });
  return { bearer: s.bearer, userId: s.user.id, requestId: data.service_request_id };
}

function form(c: Customer) {
  const boundary = `----anupalan${Math.random().toString(16).slice(2)}`;
  const fields = {
    user_id: c.userId,
    service_id: serviceId,
    request_id: c.requestId,
    document_id: documentId,
    document_type: 'Document',
  };
  const head = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="return.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
  ]);
  return { head, tail: Buffer.from(`\r\n--${boundary}--\r\n`), type: `multipart/form-data; boundary=${boundary}` };
}

/** One whole upload. */
function upload(kind: Kind, c: Customer, content: Buffer) {
  const f = form(c);
  return apps[kind].app.inject({
    method: 'POST',
    url: STORE,
    headers: { ...c.bearer, 'content-type': f.type },
    payload: Buffer.concat([f.head, content, f.tail]),
  });
}

/** An upload whose body is still arriving: half its file sent, the rest when `finish()` is called. */
function heldUpload(kind: Kind, c: Customer, content: Buffer) {
  const f = form(c);
  const body = new PassThrough();
  const answer = apps[kind].app.inject({
    method: 'POST',
    url: STORE,
    headers: { ...c.bearer, 'content-type': f.type },
    payload: body,
  });
  body.write(f.head);
  body.write(content.subarray(0, content.length >> 1));
  return { answer, finish: () => body.end(Buffer.concat([content.subarray(content.length >> 1), f.tail])) };
}

const spoolDir = (kind: Kind) => path.join(dataDirs[kind], 'upload-spool');
const spooled = (kind: Kind) => (existsSync(spoolDir(kind)) ? readdirSync(spoolDir(kind)) : []);

async function until(check: () => boolean, what: string) {
  const end = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The files the store holds for a request's documents (local disk or the bucket). */
async function storedFor(kind: Kind, requestId: number): Promise<string[]> {
  const prefix = `documents/${requestId}/`;
  if (kind === 'local') {
    const dir = path.join(dataDirs.local, 'uploads', prefix);
    return existsSync(dir) ? readdirSync(dir) : [];
  }
  const out = await s3.send(new ListObjectsV2Command({ Bucket: 'anupalan-uploads', Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key!);
}

describe('uploads in flight are capped', () => {
  it('per account: a customer’s third upload at once is 429 with the shared message; another customer’s is not', async () => {
    const [a, b] = await Promise.all([customerWithRequest('local'), customerWithRequest('local')]);
    const content = PDF(600 * 1024);
    const held = [heldUpload('local', a, content), heldUpload('local', a, content)];
    try {
      await until(() => apps.local.app.uploadGate.inFlight() === 2, 'two uploads in flight');
      // Received as they arrive: each held upload is a temporary file on disk, not bytes in memory.
      const spooledBytes = () => spooled('local').map((n) => statSync(path.join(spoolDir('local'), n)).size);
      await until(() => spooledBytes().length === 2 && spooledBytes().every((size) => size > 0), 'two spooled files');

      const third = await upload('local', a, content);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBe('3');
      expect(third.json()).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        message: GENERIC_MESSAGES.UPLOADS_BUSY_ACCOUNT,
      });

      const other = await upload('local', b, content);
      expect(other.statusCode, other.body).toBe(200);
    } finally {
      for (const h of held) h.finish();
    }
    for (const r of await Promise.all(held.map((h) => h.answer))) expect(r.statusCode, r.body).toBe(200);
    // The places are given back and the temporary files are gone.
    expect(apps.local.app.uploadGate.inFlight()).toBe(0);
    await until(() => spooled('local').length === 0, 'the spool emptied');
    expect((await upload('local', a, content)).statusCode).toBe(200);
  });

  it('overall: when the process receives as many as allowed, the next customer gets 429 with the shared message', async () => {
    const [a, b, c] = await Promise.all([
      customerWithRequest('local'),
      customerWithRequest('local'),
      customerWithRequest('local'),
    ]);
    const content = PDF(300 * 1024);
    const held = [heldUpload('local', a, content), heldUpload('local', a, content), heldUpload('local', b, content)];
    try {
      await until(() => apps.local.app.uploadGate.inFlight() === 3, 'three uploads in flight');
      const refused = await upload('local', c, content);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('3');
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: GENERIC_MESSAGES.UPLOADS_BUSY });
    } finally {
      for (const h of held) h.finish();
    }
    for (const r of await Promise.all(held.map((h) => h.answer))) expect(r.statusCode, r.body).toBe(200);
    expect((await upload('local', c, content)).statusCode).toBe(200);
  });
});

describe.each(['local', 's3'] as const)('a refused upload leaves nothing behind (%s storage)', (kind) => {
  it('too large: 413, refused as it streams; no temporary file and nothing in the store', async () => {
    const c = await customerWithRequest(kind);
    const res = await upload(kind, c, PDF(Math.round(1.5 * MB)));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(REQUEST_MESSAGES.fileTooLarge(1));
    await until(() => spooled(kind).length === 0, 'the spool emptied');
    expect(await storedFor(kind, c.requestId)).toEqual([]);
  });

  it('not a PDF, JPEG or PNG by its first bytes: 422; no temporary file and nothing in the store', async () => {
    const c = await customerWithRequest(kind);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(600 * 1024, 0x90)]);
    const res = await upload(kind, c, exe);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(REQUEST_MESSAGES.fileType);
    await until(() => spooled(kind).length === 0, 'the spool emptied');
    expect(await storedFor(kind, c.requestId)).toEqual([]);
  });

  it('refused after it arrived (another customer’s request): 404/403; the temporary file is removed', async () => {
    const [owner, intruder] = await Promise.all([customerWithRequest(kind), customerWithRequest(kind)]);
    const res = await upload(kind, { ...intruder, requestId: owner.requestId }, PDF(400 * 1024));
    expect([403, 404]).toContain(res.statusCode);
    await until(() => spooled(kind).length === 0, 'the spool emptied');
    expect(await storedFor(kind, owner.requestId)).toEqual([]);
  });

  it('accepted: stored byte for byte from the stream, and the temporary file is gone', async () => {
    const c = await customerWithRequest(kind);
    const content = PDF(900 * 1024);
    content.write('unique bytes', 4000);
    const res = await upload(kind, c, content);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedFor(kind, c.requestId)).toHaveLength(1);
    const file = await apps[kind].app.inject({ url: new URL(res.json().url, 'http://x').pathname, headers: c.bearer });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(content)).toBe(true);
    await until(() => spooled(kind).length === 0, 'the spool emptied');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@anupalan/shared';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../tests/helpers/auth.ts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/helpers/db.ts';
import { companyForm } from '../../../../tests/helpers/fixtures.ts';
import { PNG_1PX, multipart, uniqueEmail, uniqueMobile } from '../../../../tests/helpers/identity.ts';
import { companies, userProfiles } from '../db/schema.ts';

/**
 * Storage failing on upload (issue 13, faults): the local disk refusing writes, and the S3 store
 * stopped. Every upload that goes to storage (profile photo, company logo; documents are covered in
 * requests.test.ts) answers 503 with one clear message and records nothing; the same request sent
 * again after the store recovers succeeds.
 */
let db: TestDatabase;
let local: TestApp;
let s3App: TestApp;
let s3: S3rver;
let s3Port: number;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-storage-fault-'));
const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-storage-fault-s3-'));

const startS3 = async (port = 0) => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port,
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: 'faults', configs: [] }],
  });
  return (await s3.run()).port;
};

beforeAll(async () => {
  db = await createTestDatabase();
  s3Port = await startS3();
  local = await buildTestApp({ database: db, env: { DATA_DIR: dataDir } });
  s3App = await buildTestApp({
    database: db,
    env: {
      DATA_DIR: dataDir,
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'faults',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
}, 60_000);
afterAll(async () => {
  await s3App?.app.close();
  await local?.close();
  await s3?.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(s3Dir, { recursive: true, force: true });
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;
const customer = (t: TestApp) => signedInUser(t.app, { name: 'Storage Fault', email: uniqueEmail('sf'), mobile: uniqueMobile() });
const png = { filename: 'me.png', type: 'image/png', bytes: PNG_1PX };

async function updatePhoto(t: TestApp, s: Signed) {
  const body = await multipart({ fullName: 'Storage Fault', email: s.user.email!, mobile: s.user.mobile! }, { image: png });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/update',
    payload: body.payload,
    headers: { ...body.headers, ...s.bearer },
  });
}
async function storeCompany(t: TestApp, s: Signed, name: string) {
  const body = await multipart(companyForm({ name, email: 'faults@example.in' }), { logo: { ...png, filename: 'logo.png' } });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/companies/store',
    payload: body.payload,
    headers: { ...body.headers, ...s.bearer },
  });
}
const imageKeyOf = async (userId: number) =>
  (await db.db.select({ k: userProfiles.imageKey }).from(userProfiles).where(eq(userProfiles.userId, userId)))[0]?.k ?? null;
const companiesNamed = async (name: string) =>
  (await db.db.select({ n: count() }).from(companies).where(eq(companies.name, name)))[0]!.n;

function expectUnavailable(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ success: false, code: 'UNAVAILABLE', message: GENERIC_MESSAGES.STORAGE_UNAVAILABLE });
}

describe('the local disk refusing writes', () => {
  it('profile photo and company logo: 503 with a clear message, nothing recorded; the retry after recovery succeeds', async () => {
    const s = await customer(local);
    // The folders uploads go to are files now, so nothing can be written under them (as root, a
    // read-only mode would not stop the write).
    const blocked = ['profiles', 'companies'].map((dir) => path.join(dataDir, 'uploads', dir));
    for (const p of blocked) {
      mkdirSync(path.dirname(p), { recursive: true });
      rmSync(p, { recursive: true, force: true });
      writeFileSync(p, 'not a folder');
    }
    expectUnavailable(await updatePhoto(local, s));
    expect(await imageKeyOf(s.user.id)).toBeNull();
    expectUnavailable(await storeCompany(local, s, 'Disk Fault LLP'));
    expect(await companiesNamed('Disk Fault LLP')).toBe(0);

    for (const p of blocked) rmSync(p, { force: true });
    const photo = await updatePhoto(local, s);
    expect(photo.statusCode, photo.body).toBe(200);
    expect(await imageKeyOf(s.user.id)).toMatch(/^profiles\//);
    const served = await local.app.inject({ method: 'GET', url: photo.json().data.image, headers: s.bearer });
    expect(served.statusCode).toBe(200);
    expect(Buffer.from(served.rawPayload).equals(PNG_1PX)).toBe(true);
    expect((await storeCompany(local, s, 'Disk Fault LLP')).statusCode).toBe(200);
    expect(await companiesNamed('Disk Fault LLP')).toBe(1);
  });
});

describe('the S3 store stopped', () => {
  it('profile photo and company logo: 503 with a clear message, nothing recorded; the retry after it restarts succeeds', async () => {
    const s = await customer(s3App);
    await s3.close();
    expectUnavailable(await updatePhoto(s3App, s));
    expect(await imageKeyOf(s.user.id)).toBeNull();
    expectUnavailable(await storeCompany(s3App, s, 'Bucket Fault LLP'));
    expect(await companiesNamed('Bucket Fault LLP')).toBe(0);

    await startS3(s3Port);
    const photo = await updatePhoto(s3App, s);
    expect(photo.statusCode, photo.body).toBe(200);
    const served = await s3App.app.inject({ method: 'GET', url: photo.json().data.image, headers: s.bearer });
    expect(served.statusCode).toBe(200);
    expect(Buffer.from(served.rawPayload).equals(PNG_1PX)).toBe(true);
    expect((await storeCompany(s3App, s, 'Bucket Fault LLP')).statusCode).toBe(200);
    expect(await companiesNamed('Bucket Fault LLP')).toBe(1);
  });
});

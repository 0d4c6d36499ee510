import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { storedCompany } from '../../../../../tests/helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/helpers/db.ts';
import { advanceClock, latestCode, wrongCode } from '../../../../../tests/helpers/identity.ts';
import { waitForMessage } from '../../../../../tests/helpers/messages.ts';
import { paymentSignature } from '../../adapters/payments/signatures.ts';
import {
  auditLog,
  companies,
  dataErasures,
  invoices,
  leads,
  newsletterSubscribers,
  payments,
  requestDocuments,
  serviceDocuments,
  serviceRequests,
  services,
  userProfiles,
  users,
} from '../../db/schema.ts';
import { multipartBody } from '../../../../../tests/helpers/multipart.ts';

/**
 * Data rights (issue 24): the export (a zip built by a job, opened and read here), the erasure
 * (database and storage checked afterwards, on local disk and in an S3-compatible store), and each
 * bad input the issue names. Two apps share one database: one stores files on disk, the other in S3.
 */
const SECRET = 'test-gateway-secret-for-data-rights';
let db: TestDatabase;
let s3server: S3rver;
const apps: Record<'local' | 's3', TestApp> = {} as never;
const dirs: string[] = [];
let svc: typeof services.$inferSelect;
let fileDoc: typeof serviceDocuments.$inferSelect;

beforeAll(async () => {
  db = await createTestDatabase();
  const tmp = (p: string) => {
    const d = mkdtempSync(path.join(os.tmpdir(), p));
    dirs.push(d);
    return d;
  };
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: tmp('anupalan-rights-s3-'),
    silent: true,
    configureBuckets: [{ name: 'anupalan-rights', configs: [] }],
  });
  const { port } = await s3server.run();
  apps.local = await buildTestApp({ database: db, env: { TEST_GATEWAY_SECRET: SECRET, DATA_DIR: tmp('anupalan-rights-') } });
  // Its own database: a job is built by whichever app's worker takes it, and each app has its own store.
  apps.s3 = await buildTestApp({
    env: {
      TEST_GATEWAY_SECRET: SECRET,
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'anupalan-rights',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  const all = await db.db.select().from(services);
  const docs = await db.db.select().from(serviceDocuments);
  const found = all.find(
    (s) => s.type !== 'business' && s.pricePaise > 0 && docs.some((d) => d.serviceId === s.id && d.documentType === 'Document'),
  );
  if (!found) throw new Error('no seeded service with a file document');
  svc = found;
  fileDoc = docs.find((d) => d.serviceId === svc.id && d.documentType === 'Document')!;
}, 120_000);

afterAll(async () => {
  await apps.s3?.close();
  await apps.local?.close();
  await s3server?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

type Headers = Record<string, string>;
/** The rows of a raw query (on either engine). */
async function rowsOf<T = unknown>(database: TestDatabase['db'], query: SQL): Promise<T[]> {
  return ((await database.execute(query)) as unknown as { rows: T[] }).rows;
}
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024, 0x20), Buffer.from('\n%%EOF\n')]);

function api(kind: 'local' | 's3') {
  const app = apps[kind].app;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  async function opened(h: Headers) {
    const init = await call('POST', '/api/v1/services/payment/initiate', h, {
      service_id: svc.id,
      registration_type: 'individual',
    });
    expect(init.statusCode, init.body).toBe(200);
    return init.json().data.order_id as string;
  }
  async function paid(h: Headers) {
    const orderId = await opened(h);
    const paymentId = `pay_${orderId.slice(-12)}`;
    const v = await call('POST', '/api/v1/services/payment/verify', h, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(SECRET, orderId, paymentId),
    });
    expect(v.statusCode, v.body).toBe(200);
    return v.json().data.service_request_id as number;
  }
  async function upload(h: Headers, requestId: number) {
    const body = multipartBody(
      {
        service_id: svc.id,
        request_id: requestId,
        document_id: fileDoc.id,
        document_type: 'Document',
        document_name: fileDoc.name,
      },
      { filename: 'pan-card.pdf', content: PDF },
    );
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/services/document/upload/store',
        headers: { ...h, ...body.headers },
        payload: body.payload,
      });
    // The test's data, not what is tested: under the whole suite's load the local S3 server now and
    // then refuses a streamed upload (503, "try again in a moment"); the customer's retry is sent once.
    let res = await send();
    if (res.statusCode === 503 && kind === 's3') res = await send();
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await apps[kind].database.db
      .select()
      .from(requestDocuments)
      .where(eq(requestDocuments.serviceRequestId, requestId));
    return row!.storageKey!;
  }
  const complete = (requestId: number) =>
    apps[kind].database.db.update(serviceRequests).set({ stage: 'completed' }).where(eq(serviceRequests.id, requestId));
  async function exportReady(h: Headers) {
    let job: { status: string; download: string | null } | null = null;
    await expect
      .poll(
        async () => {
          job = (await call('GET', '/api/v1/user/data-rights/exports/latest', h)).json().export;
          return job?.status;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe('ready');
    return job! as { id: string; status: string; download: string };
  }
  return { app, db: apps[kind].database.db, call, paid, opened, upload, complete, exportReady };
}

/** A customer with a profile (PAN, Aadhaar's last four), a company, a paid order with a document, a lead and a subscription. */
async function customerWithData(kind: 'local' | 's3') {
  const a = api(kind);
  const tag = String(Date.now() % 10_000).padStart(4, '0');
  const marks = {
    pan: `ABCPI${tag}K`,
    address: `12 Lotus Lane ${tag}`,
    company: `Iyer Textiles ${tag}`,
    message: `Call me ${tag}`,
  };
  const u = await signedInUser(a.app, { name: 'Meera Iyer', mobile: `9${String(Date.now()).slice(-9)}` });
  await a.db.insert(userProfiles).values({
    userId: u.user.id,
    panNo: marks.pan,
    aadhaarCiphertext: 'c2VjcmV0LWNpcGhlcnRleHQ=',
    aadhaarLast4: '4321',
    addressLine1: marks.address,
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  });
  await storedCompany(a.app, u, { name: marks.company, address1: '4 Mill Road' });
  const requestId = await a.paid(u.bearer);
  const docKey = await a.upload(u.bearer, requestId);
  await a.db
    .insert(leads)
    .values({ name: 'Meera Iyer', mobile: u.user.mobile!, email: u.user.email!, serviceName: svc.name, message: marks.message });
  await a.db.insert(newsletterSubscribers).values({ email: u.user.email! });
  return { ...a, u, requestId, docKey, marks };
}

describe.each(['local', 's3'] as const)('export (%s storage)', (kind) => {
  it('builds a zip with data.json, README and the files; Aadhaar masked; the owner is told; the link ends after 24 hours', async () => {
    const c = await customerWithData(kind);
    const start = await c.call('POST', '/api/v1/user/data-rights/exports', c.u.bearer);
    expect(start.statusCode, start.body).toBe(202);
    const job = await c.exportReady(c.u.bearer);
    expect(job.id).toBe(start.json().export.id);

    const zip = await c.call('GET', job.download, c.u.bearer);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.profile).toMatchObject({
      name: 'Meera Iyer',
      email: c.u.user.email,
      pan: c.marks.pan,
      aadhaar: 'XXXX XXXX 4321',
    });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ order_id: c.requestId, service: svc.name });
    const doc = data.orders[0].documents.find((d: { file: string | null }) => d.file);
    expect(doc.file_name).toBe('pan-card.pdf');
    expect(Buffer.compare(Buffer.from(files[doc.file]!), PDF)).toBe(0);
    expect(data.payments[0]).toMatchObject({ status: 'paid', order_id: c.requestId });
    expect(data.invoices.invoices).toHaveLength(1);
    const pdf = files[data.invoices.invoices[0].pdf]!;
    expect(strFromU8(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(data.consultation_requests[0]).toMatchObject({ message: c.marks.message });
    expect(data.newsletter).toMatchObject({ email: c.u.user.email });
    expect(data.companies[0]).toMatchObject({ name: c.marks.company });
    expect(strFromU8(files['README.txt']!)).toContain('masked except its last four digits');
    // Nothing of the Aadhaar but its last four digits, anywhere in the zip.
    expect(strFromU8(files['data.json']!)).not.toContain('c2VjcmV0LWNpcGhlcnRleHQ=');

    await waitForMessage([apps.local.app, apps.s3.app], c.u.user.email!, (m) => (m.subject ?? '').includes('Your data is ready'));

    // Someone else: 403, and their own latest export is none.
    const other = await signedInUser(c.app);
    expect((await c.call('GET', job.download, other.bearer)).statusCode).toBe(403);
    expect((await c.call('GET', '/api/v1/user/data-rights/exports/latest', other.bearer)).json().export).toBeNull();
    expect((await c.call('GET', job.download, {})).statusCode).toBe(401);

    // 24 hours later: 404, and no download link.
    advanceClock(c.app, 24 * 3_600_000 + 1000);
    const late = await c.call('GET', job.download, c.u.bearer);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe('This download link has expired. Ask for a new export from your profile.');
    expect((await c.call('GET', '/api/v1/user/data-rights/exports/latest', c.u.bearer)).json().export.download).toBeNull();
    // The sweep deletes the expired file.
    const [row] = await rowsOf<{ storage_key: string }>(c.db, sql`SELECT storage_key FROM data_exports WHERE id = ${job.id}`);
    expect(await c.app.services.storage.exists(row!.storage_key)).toBe(true);
    await c.app.services.dataRights.runRetention();
    expect(await c.app.services.storage.exists(row!.storage_key)).toBe(false);
    advanceClock(c.app, -(24 * 3_600_000 + 1000));
  }, 90_000);
});

describe('export requests', () => {
  it('a second export while one is being built returns the same job', async () => {
    const a = api('local');
    const u = await signedInUser(a.app);
    const [one, two] = await Promise.all([
      a.call('POST', '/api/v1/user/data-rights/exports', u.bearer),
      a.call('POST', '/api/v1/user/data-rights/exports', u.bearer),
    ]);
    expect(one.statusCode).toBe(202);
    expect(two.statusCode).toBe(202);
    const ids = [one.json().export.id, two.json().export.id];
    const third = await a.call('POST', '/api/v1/user/data-rights/exports', u.bearer);
    const rows = await rowsOf<{ id: string }>(db.db, sql`SELECT id FROM data_exports WHERE user_id = ${u.user.id}`);
    if (rows.length === 1) {
      // All three while it was being built: one job.
      expect(new Set([...ids, third.json().export.id]).size).toBe(1);
    } else {
      // The third came after the first was ready: a new one; the first two were still one.
      expect(ids[0]).toBe(ids[1]);
      expect(rows).toHaveLength(2);
    }
    expect(ids[0]).toBe(ids[1]);
    await a.exportReady(u.bearer);
  }, 60_000);

  it('an unknown or malformed export id is 404 or 400', async () => {
    const a = api('local');
    const u = await signedInUser(a.app);
    expect(
      (await a.call('GET', '/api/v1/user/data-rights/exports/7d0c3f8e-3a55-4d5e-9b59-0b1f2a3c4d5e/download', u.bearer))
        .statusCode,
    ).toBe(404);
    expect((await a.call('GET', '/api/v1/user/data-rights/exports/..%2F..%2Fetc/download', u.bearer)).statusCode).toBe(400);
  });
});

describe('erasure refused', () => {
  it('with an open order: refused, naming the order; after it is completed the code is sent', async () => {
    const a = api('local');
    const u = await signedInUser(a.app);
    const requestId = await a.paid(u.bearer);
    const check = (await a.call('GET', '/api/v1/user/data-rights/erasure', u.bearer)).json();
    expect(check.can_erase).toBe(false);
    expect(check.blockers[0]).toMatchObject({ kind: 'open_order', request_id: requestId });
    expect(check.blockers[0].message).toBe(`Order #${requestId} (${svc.name}) is still open. Complete or cancel it first.`);
    const otp = await a.call('POST', '/api/v1/user/data-rights/erasure/otp', u.bearer);
    expect(otp.statusCode).toBe(409);
    expect(otp.json().errors.blockers).toEqual([check.blockers[0].message]);
    const erase = await a.call('POST', '/api/v1/user/data-rights/erasure', u.bearer, { otp: '123456' });
    expect(erase.statusCode).toBe(409);
    await a.complete(requestId);
    expect((await a.call('POST', '/api/v1/user/data-rights/erasure/otp', u.bearer)).statusCode).toBe(200);
  });

  it('while a payment is in flight: waits for it (refused until it settles or lapses), and the paid record stays', async () => {
    const a = api('local');
    const u = await signedInUser(a.app);
    const paidRequest = await a.paid(u.bearer);
    await a.complete(paidRequest);
    const orderId = await a.opened(u.bearer);
    const res = await a.call('POST', '/api/v1/user/data-rights/erasure/otp', u.bearer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`A payment for order ${orderId} is still being processed`);
    // The checkout window passes without a capture: the erasure goes ahead, and the paid order's records stay.
    advanceClock(a.app, 31 * 60_000);
    try {
      expect((await a.call('POST', '/api/v1/user/data-rights/erasure/otp', u.bearer)).statusCode).toBe(200);
      const done = await a.call('POST', '/api/v1/user/data-rights/erasure', u.bearer, {
        otp: await latestCode(a.app, u.user.email!),
      });
      expect(done.statusCode, done.body).toBe(200);
      const kept = await db.db.select().from(payments).where(eq(payments.userId, u.user.id));
      expect(kept).toHaveLength(1);
      expect(await db.db.select().from(serviceRequests).where(eq(serviceRequests.id, paidRequest))).toHaveLength(1);
    } finally {
      advanceClock(a.app, -31 * 60_000);
    }
  });

  it('a wrong code, a sign-in code and a replayed code are refused; someone else cannot erase another account', async () => {
    const a = api('local');
    const u = await signedInUser(a.app);
    expect((await a.call('POST', '/api/v1/user/data-rights/erasure', u.bearer, { otp: '000000' })).statusCode).toBe(422);
    expect((await a.call('POST', '/api/v1/user/data-rights/erasure/otp', u.bearer)).statusCode).toBe(200);
    const code = await latestCode(a.app, u.user.email!);
    const wrong = await a.call('POST', '/api/v1/user/data-rights/erasure', u.bearer, { otp: wrongCode(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.otp[0]).toMatch(/Invalid OTP/);
    // A sign-in code to the same address is not an erasure code.
    expect((await a.call('POST', '/api/v1/sendOtp', {}, { user_name: u.user.email })).statusCode).toBe(200);
    expect(
      (await a.call('POST', '/api/v1/user/data-rights/erasure', u.bearer, { otp: await latestCode(a.app, u.user.email!) }))
        .statusCode,
    ).toBe(422);

    // Another customer's session with this customer's code: their own account has no code, nothing of this one moves.
    const other = await signedInUser(a.app);
    expect((await a.call('POST', '/api/v1/user/data-rights/erasure', other.bearer, { otp: code })).statusCode).toBe(422);
    expect((await db.db.select().from(users).where(eq(users.id, u.user.id)))[0]!.status).toBe('active');

    const ok = await a.call('POST', '/api/v1/user/data-rights/erasure', u.bearer, { otp: code });
    expect(ok.statusCode, ok.body).toBe(200);
    // Replayed: the session is gone with the account.
    expect((await a.call('POST', '/api/v1/user/data-rights/erasure', u.bearer, { otp: code })).statusCode).toBe(401);
  });
});

describe.each(['local', 's3'] as const)('erasure (%s storage)', (kind) => {
  it('erases the personal data and the files, keeps the invoice and payment (anonymised), tells the customer; the account cannot sign in', async () => {
    const c = await customerWithData(kind);
    const email = c.u.user.email!;
    const mobile = c.u.user.mobile!;
    const said = `Here is my PAN card ${c.marks.pan}`;
    const msg = await c.call('POST', `/api/v1/user/requests/${c.requestId}/messages`, c.u.bearer, { message: said });
    expect(msg.statusCode, msg.body).toBe(200);
    await c.complete(c.requestId);
    // An export made before: its file goes too.
    await c.call('POST', '/api/v1/user/data-rights/exports', c.u.bearer);
    await c.exportReady(c.u.bearer);
    expect(await c.app.services.storage.exists(c.docKey)).toBe(true);

    expect((await c.call('POST', '/api/v1/user/data-rights/erasure/otp', c.u.bearer)).statusCode).toBe(200);
    const res = await c.call('POST', '/api/v1/user/data-rights/erasure', c.u.bearer, { otp: await latestCode(c.app, mobile) });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().summary;
    expect(summary.erased).toEqual(
      expect.arrayContaining(['dataRights.erased.profile', 'dataRights.erased.documents', 'dataRights.erased.leads']),
    );
    const invoiceKept = summary.kept.find((k: { what: string }) => k.what === 'dataRights.kept.invoices');
    expect(invoiceKept.until).toMatch(/^20\d\d-12-31$/);

    // Storage: the document and the export are gone (disk or S3).
    expect(await c.app.services.storage.exists(c.docKey)).toBe(false);
    const exportsLeft = await rowsOf(c.db, sql`SELECT 1 FROM data_exports WHERE user_id = ${c.u.user.id}`);
    expect(exportsLeft).toHaveLength(0);

    // Database: the account anonymised; no row anywhere holds the e-mail, mobile, name, PAN or address,
    // but the erasure notice's delivery record (sent to the old address) and the invoice's buyer name.
    const [account] = await c.db.select().from(users).where(eq(users.id, c.u.user.id));
    expect(account).toMatchObject({ name: '', mobile: null, passwordHash: null, status: 'suspended' });
    expect(account!.email).toBe(`erased-${c.u.user.id}@erased.invalid`);
    expect(await c.db.select().from(userProfiles).where(eq(userProfiles.userId, c.u.user.id))).toHaveLength(0);
    expect(await c.db.select().from(companies).where(eq(companies.userId, c.u.user.id))).toHaveLength(0);
    await waitForMessage([apps.local.app, apps.s3.app], email, (m) =>
      (m.subject ?? '').includes('Your account has been deleted'),
    );
    const tables = await rowsOf<{ table_name: string }>(
      c.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const found: string[] = [];
    for (const { table_name } of tables) {
      for (const needle of [email, mobile, c.marks.pan, c.marks.address, c.marks.company, said, c.marks.message]) {
        const rows = await rowsOf<{ row: string }>(
          c.db,
          sql`SELECT t::text AS row FROM ${sql.identifier(table_name)} t WHERE t::text ILIKE ${'%' + needle + '%'}`,
        );
        for (const r of rows) found.push(`${table_name}: ${needle}: ${r.row.slice(0, 120)}`);
      }
    }
    // Allowed: the erasure notice's delivery (to the old address) and the invoice's buyer address (rule 46 makes it show it).
    const allowed = found.filter(
      (f) =>
        (f.startsWith('notification_deliveries:') && f.includes('account_erased')) ||
        f.startsWith(`invoices: ${c.marks.address}`),
    );
    expect(found.filter((f) => !allowed.includes(f))).toEqual([]);
    // Kept: the invoice and the payment, pointing to the anonymised account.
    const [inv] = await c.db
      .select()
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(eq(payments.userId, c.u.user.id));
    expect(inv).toBeDefined();
    expect((inv!.invoices.snapshot.recipient as { email: unknown }).email).toBeNull();
    expect(await c.db.select().from(dataErasures).where(eq(dataErasures.userId, c.u.user.id))).toHaveLength(1);

    // The account cannot sign in: the session is gone, and a code to the old address opens a new, empty account.
    expect((await c.call('GET', '/api/v1/user/data-rights/exports/latest', c.u.bearer)).statusCode).toBe(401);
  }, 90_000);
});

describe('staff erasure', () => {
  it('staff execute a customer’s request, audited; a customer cannot use the staff route', async () => {
    const a = api('local');
    const staff = await signedInUser(a.app, { role: 'staff' });
    const customer = await signedInUser(a.app, { name: 'Ravi Kumar' });
    const asCustomer = await a.call('POST', `/api/v1/admin/customers/${customer.user.id}/erasure`, customer.bearer, {
      reason: 'asked by e-mail',
    });
    expect(asCustomer.statusCode).toBe(403);
    const open = await signedInUser(a.app);
    await a.paid(open.bearer);
    const refused = await a.call('POST', `/api/v1/admin/customers/${open.user.id}/erasure`, staff.bearer, {
      reason: 'asked by e-mail on 1 March',
    });
    expect(refused.statusCode).toBe(409);
    const res = await a.call('POST', `/api/v1/admin/customers/${customer.user.id}/erasure`, staff.bearer, {
      reason: 'asked by e-mail on 1 March',
    });
    expect(res.statusCode, res.body).toBe(200);
    const audit = await db.db.select().from(auditLog).where(eq(auditLog.action, 'customer.erase'));
    expect(audit.find((e) => e.entityId === String(customer.user.id))).toMatchObject({ actorId: staff.user.id });
    const again = await a.call('POST', `/api/v1/admin/customers/${customer.user.id}/erasure`, staff.bearer, {
      reason: 'asked by e-mail on 1 March',
    });
    expect(again.statusCode).toBe(409);
    // Staff are not customers: their accounts are not erased here.
    const other = await a.call('POST', `/api/v1/admin/customers/${staff.user.id}/erasure`, staff.bearer, {
      reason: 'asked by e-mail on 1 March',
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('retention', () => {
  it('deletes documents of orders completed past the period unless kept in the vault, and unconverted old leads; keeps the rest', async () => {
    const a = api('local');
    const u = await signedInUser(a.app);
    const old = await a.paid(u.bearer);
    const oldKey = await a.upload(u.bearer, old);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    await a.db
      .update(serviceRequests)
      .set({ stage: 'completed', stageChangedAt: daysAgo(181) })
      .where(eq(serviceRequests.id, old));
    const recent = await a.paid(u.bearer);
    const recentKey = await a.upload(u.bearer, recent);
    await a.db
      .update(serviceRequests)
      .set({ stage: 'completed', stageChangedAt: daysAgo(10) })
      .where(eq(serviceRequests.id, recent));
    const tag = `retention-${Date.now()}`;
    await a.db.insert(leads).values([
      { name: 'Old', mobile: '9811111111', email: `${tag}-old@example.in`, serviceName: svc.name, createdAt: daysAgo(366) },
      {
        name: 'Won',
        mobile: '9811111112',
        email: `${tag}-won@example.in`,
        serviceName: svc.name,
        status: 'converted',
        createdAt: daysAgo(400),
      },
      { name: 'New', mobile: '9811111113', email: `${tag}-new@example.in`, serviceName: svc.name, createdAt: daysAgo(5) },
    ]);

    // Kept in the customer's vault (every upload is, issue 22): the retention keeps the file.
    await a.app.services.dataRights.runRetention();
    expect(await a.db.select().from(requestDocuments).where(eq(requestDocuments.serviceRequestId, old))).toHaveLength(1);
    expect(await a.app.services.storage.exists(oldKey)).toBe(true);
    // Once it is no longer in the vault, the order's document goes after the period.
    await a.db.execute(sql`DELETE FROM vault_documents WHERE storage_key = ${oldKey}`);
    await a.app.services.dataRights.runRetention();

    expect(await a.db.select().from(requestDocuments).where(eq(requestDocuments.serviceRequestId, old))).toHaveLength(0);
    expect(await a.app.services.storage.exists(oldKey)).toBe(false);
    expect(await a.db.select().from(requestDocuments).where(eq(requestDocuments.serviceRequestId, recent))).toHaveLength(1);
    expect(await a.app.services.storage.exists(recentKey)).toBe(true);
    const left = (
      await rowsOf<{ name: string }>(a.db, sql`SELECT name FROM leads WHERE email LIKE ${tag + '%'} ORDER BY name`)
    ).map((r) => r.name);
    expect(left).toEqual(['New', 'Won']);
  }, 60_000);
});

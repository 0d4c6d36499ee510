import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { waitForMessage } from '../../../../../tests/helpers/messages.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/helpers/db.ts';
import { formatInr } from '@anupalan/shared';
import { paymentSignature } from '../../adapters/payments/signatures.ts';
import { feedback, requestDocuments, serviceDocuments, serviceRequests, services, storagePending } from '../../db/schema.ts';

/**
 * Fulfilment API (issue 10): documents on both storage adapters, stages and staff endpoints, the
 * deliverable, completed services and feedback. Two apps share one database: one stores files on
 * local disk, the other in an S3-compatible store (s3rver on 127.0.0.1).
 */
const SECRET = 'test-gateway-secret-for-requests-suite';
const MB = 1024 * 1024;
let db: TestDatabase;
let s3server: S3rver;
const apps: Record<'local' | 's3', TestApp> = {} as never;
const dirs: string[] = [];
const tmp = (p: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), p));
  dirs.push(d);
  return d;
};
let localDataDir: string;
let s3Env: Record<string, string>;

type Svc = typeof services.$inferSelect;
let svc: Svc;
let docs: (typeof serviceDocuments.$inferSelect)[];

beforeAll(async () => {
  db = await createTestDatabase();
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: tmp('anupalan-s3-'),
    silent: true,
    configureBuckets: [{ name: 'anupalan-docs', configs: [] }],
  });
  const { port } = await s3server.run();
  localDataDir = tmp('anupalan-req-');
  const common = { TEST_GATEWAY_SECRET: SECRET, DOCUMENT_MAX_MB: '1' };
  s3Env = {
    ...common,
    STORAGE_PROVIDER: 's3',
    S3_BUCKET: 'anupalan-docs',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  apps.local = await buildTestApp({ database: db, env: { ...common, DATA_DIR: localDataDir } });
  apps.s3 = await buildTestApp({ database: db, env: s3Env });
  // A one-off service (bought twice, two requests) with mandatory file and text documents, and an
  // optional one, priced for part payment.
  const all = await db.db.select().from(services);
  const allDocs = await db.db.select().from(serviceDocuments);
  const fits = (s: Svc) => {
    const d = allDocs.filter((x) => x.serviceId === s.id);
    return (
      s.type !== 'business' &&
      s.recurrence === 'none' &&
      s.pricePaise > 100_000 &&
      d.some((x) => x.mandatory && x.documentType === 'Document') &&
      d.some((x) => x.mandatory && x.documentType === 'Text') &&
      d.some((x) => !x.mandatory)
    );
  };
  const found = all.find(fits);
  if (!found) throw new Error('no seeded service with mandatory file and text documents');
  svc = found;
  docs = allDocs.filter((x) => x.serviceId === svc.id);
}, 60_000);

afterAll(async () => {
  await apps.s3?.app.close();
  await apps.local?.close();
  await s3server?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

type Headers = Record<string, string>;
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 1)]);

function multipart(
  fields: Record<string, string | number>,
  file?: { filename: string; content: Buffer; type?: string; field?: string },
) {
  const boundary = `----anupalan${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
        'latin1',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function api(kind: 'local' | 's3') {
  const t = apps[kind];
  const post = (url: string, headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
  /** A request paid by verify (part payment when asked). */
  async function paidRequest(h: Headers, partial = false) {
    const init = await post('/api/v1/services/payment/initiate', h, {
      service_id: svc.id,
      registration_type: 'individual',
      ...(partial ? { payment_type: 'partial', percent: 30 } : {}),
    });
    expect(init.statusCode, init.body).toBe(200);
    const orderId = init.json().data.order_id as string;
    const paymentId = `pay_${orderId.slice(-12)}`;
    const v = await post('/api/v1/services/payment/verify', h, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(SECRET, orderId, paymentId),
    });
    expect(v.statusCode, v.body).toBe(200);
    return v.json().data as { service_request_id: number; partial_payment_id: number | null };
  }
  const store = (h: Headers, fields: Record<string, string | number>, file?: Parameters<typeof multipart>[1]) => {
    const m = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/user/services/document/upload/store',
      headers: { ...h, ...m.headers },
      payload: m.payload,
    });
  };
  return { t, post, get, paidRequest, store };
}

const fileDoc = () => docs.find((d) => d.mandatory && d.documentType === 'Document')!;
const textDoc = () => docs.find((d) => d.mandatory && d.documentType === 'Text')!;
async function savedCount(requestId: number) {
  const [r] = await db.db.select({ n: count() }).from(requestDocuments).where(eq(requestDocuments.serviceRequestId, requestId));
  return r?.n ?? 0;
}

describe.each(['local', 's3'] as const)('documents (%s storage)', (kind) => {
  it('every mandatory document moves the request to file_upload_done; reupload replaces without an orphan', async () => {
    const { t, post, get, paidRequest, store } = api(kind);
    const u = await signedInUser(t.app, { name: 'Asha Rao' });
    const { service_request_id: rid } = await paidRequest(u.bearer);

    const list = await post('/api/v1/user/services/document/upload', u.bearer, { user_id: u.user.id, service_id: svc.id });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ request_id: rid, service_name: svc.name, request_status: 'payment_done', max_file_bytes: MB });
    expect(body.required_documents).toHaveLength(docs.length);
    expect(body.required_documents.every((d: { state: string }) => d.state === 'Pending')).toBe(true);

    const mandatory = docs.filter((d) => d.mandatory);
    let last;
    for (const [i, d] of mandatory.entries()) {
      last =
        d.documentType === 'Text'
          ? await store(u.bearer, {
              service_id: svc.id,
              request_id: rid,
              document_id: d.id,
              document_type: 'Text',
              text: 'ABCDE1234F',
            })
          : await store(
              u.bearer,
              { service_id: svc.id, request_id: rid, document_id: d.id, document_type: 'Document', document_name: d.name },
              { filename: `scan-${i}.pdf`, content: PDF },
            );
      expect(last.statusCode, last.body).toBe(200);
      expect(last.json()).toMatchObject({ success: true, status: 'success', message: `${d.name} saved successfully!` });
      expect(last.json().request_status).toBe(i === mandatory.length - 1 ? 'file_upload_done' : 'file_upload_started');
    }

    // My requests: status, stage moved to documents received with who and when, and an e-mail.
    const mine = (await post('/api/v1/user/request', u.bearer, {})).json().payments[0];
    expect(mine).toMatchObject({ id: rid, status: 'file_upload_done', stage: 'documents_received' });
    expect(mine.stages.map((s: { reached_at: string | null }) => Boolean(s.reached_at))).toEqual([true, true, false, false]);
    expect(mine.stages[1].changed_by).toBe('Asha Rao');
    await waitForMessage([apps.local.app, apps.s3.app], u.user.email!, (m) => (m.subject ?? '').includes('Documents received'));

    // View the file: the same bytes.
    const f = fileDoc();
    const saved = (await post('/api/v1/user/services/document/upload', u.bearer, { service_id: svc.id, request_id: rid })).json();
    const row = saved.required_documents.find((d: { id: number }) => d.id === f.id);
    expect(row).toMatchObject({ state: 'Ready', data: expect.stringMatching(/^\/api\/v1\/user\/documents\/\d+\/file$/) });
    const view = await get(row.data, u.bearer);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(view.rawPayload, PDF)).toBe(0);

    // Reupload: one row, the new file, the old one gone from storage.
    const [before] = await db.db
      .select()
      .from(requestDocuments)
      .where(and(eq(requestDocuments.serviceRequestId, rid), eq(requestDocuments.serviceDocumentId, f.id)));
    const re = await store(
      u.bearer,
      { service_id: svc.id, request_id: rid, document_id: f.id, document_type: 'Document' },
      { filename: 'photo.png', content: PNG, type: 'image/png' },
    );
    expect(re.statusCode, re.body).toBe(200);
    const [after] = await db.db
      .select()
      .from(requestDocuments)
      .where(and(eq(requestDocuments.serviceRequestId, rid), eq(requestDocuments.serviceDocumentId, f.id)));
    expect(after!.id).toBe(before!.id);
    expect(after!.contentType).toBe('image/png');
    expect(await t.app.services.storage.exists(after!.storageKey!)).toBe(true);
    expect(await t.app.services.storage.exists(before!.storageKey!)).toBe(false);
    expect(await db.db.select().from(storagePending).where(eq(storagePending.key, before!.storageKey!))).toHaveLength(0);

    // Another customer cannot see the file.
    const other = await signedInUser(t.app);
    expect((await get(row.data, other.bearer)).statusCode).toBe(403);
    expect((await get(row.data)).statusCode).toBe(401);
  });

  it('refuses every bad upload with a clear error and records nothing', async () => {
    const { t, paidRequest, store } = api(kind);
    const u = await signedInUser(t.app);
    const { service_request_id: rid } = await paidRequest(u.bearer);
    const base = { service_id: svc.id, request_id: rid };
    const fd = { ...base, document_id: fileDoc().id, document_type: 'Document' };
    const cases: [string, Awaited<ReturnType<typeof store>>, number, string][] = [
      [
        'text renamed .pdf',
        await store(u.bearer, fd, { filename: 'tax.pdf', content: Buffer.from('MZ this is not a pdf at all') }),
        422,
        'Only PDF, JPEG or PNG files are accepted.',
      ],
      ['empty file', await store(u.bearer, fd, { filename: 'empty.pdf', content: Buffer.alloc(0) }), 422, 'The file is empty.'],
      [
        'over the limit, streamed',
        await store(u.bearer, fd, { filename: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(MB + 100_000)]) }),
        413,
        'The file is larger than 1 MB.',
      ],
      [
        'over the limit, declared',
        await store(u.bearer, fd, { filename: 'huge.pdf', content: Buffer.concat([PDF, Buffer.alloc(3 * MB)]) }),
        413,
        'The file is larger than 1 MB.',
      ],
      [
        'text for a file document',
        await store(u.bearer, { ...fd, text: 'some text' }),
        422,
        'This document needs a file: please choose a PDF, JPEG or PNG.',
      ],
      [
        'a file for a text document',
        await store(u.bearer, { ...base, document_id: textDoc().id, document_type: 'Text' }, { filename: 'a.pdf', content: PDF }),
        422,
        'This document takes text, not a file.',
      ],
      [
        'nothing for a text document',
        await store(u.bearer, { ...base, document_id: textDoc().id, document_type: 'Text', text: '   ' }),
        422,
        'Please enter text or upload a file.',
      ],
      [
        'a document the service does not require',
        await store(u.bearer, { ...fd, document_id: 999_999 }, { filename: 'a.pdf', content: PDF }),
        400,
        'This document is not required for this service.',
      ],
    ];
    for (const [what, res, status, message] of cases) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json().message, what).toBe(message);
    }
    const other = await signedInUser(t.app);
    const foreign = await store(other.bearer, fd, { filename: 'a.pdf', content: PDF });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('This request belongs to another account.');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/services/document/upload/store',
      headers: { ...u.bearer, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="service_id"\r\n\r\n1\r\n--XYZ\r\nContent-Disp',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await savedCount(rid)).toBe(0);
    const pending = await db.db.select({ n: count() }).from(storagePending);
    expect(pending[0]!.n).toBe(0);
  });

  it('stores a file name with path separators and control characters under a generated key, served under a safe name', async () => {
    const { t, get, paidRequest, store } = api(kind);
    const u = await signedInUser(t.app);
    const { service_request_id: rid } = await paidRequest(u.bearer);
    const res = await store(
      u.bearer,
      { service_id: svc.id, request_id: rid, document_id: fileDoc().id, document_type: 'Document' },
      { filename: '../../etc/pass\twd\u0007"x".pdf', content: PDF },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.db.select().from(requestDocuments).where(eq(requestDocuments.serviceRequestId, rid));
    expect(row!.storageKey).toMatch(new RegExp(`^documents/${rid}/[0-9a-f-]{36}\\.pdf$`));
    // Whatever the multipart parser leaves of the name, what we keep has no path, no control character.
    expect(row!.fileName).toMatch(/\.pdf$/);
    // eslint-disable-next-line no-control-regex -- control characters are what must be absent
    expect(row!.fileName).not.toMatch(/[/\\\u0000-\u001f"]|^\./);
    const view = await get(res.json().url, u.bearer);
    expect(view.headers['content-disposition']).toBe(
      `inline; filename="${row!.fileName}"; filename*=UTF-8''${encodeURIComponent(row!.fileName!)}`,
    );
  });
});

describe('storage unreachable', () => {
  it('answers 503 and records nothing', async () => {
    const down = await buildTestApp({ database: db, env: { ...s3Env, S3_ENDPOINT: 'http://127.0.0.1:9' } });
    try {
      const u = await signedInUser(down.app);
      const { paidRequest } = api('local');
      const { service_request_id: rid } = await paidRequest(u.bearer);
      const m = multipart(
        { service_id: svc.id, request_id: rid, document_id: fileDoc().id, document_type: 'Document' },
        { filename: 'a.pdf', content: PDF },
      );
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/v1/user/services/document/upload/store',
        headers: { ...u.bearer, ...m.headers },
        payload: m.payload,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('File storage is unavailable. Please try again in a moment.');
      expect(await savedCount(rid)).toBe(0);
      const [p] = await db.db.select({ n: count() }).from(storagePending);
      expect(p!.n).toBe(0);
    } finally {
      await down.app.close();
    }
  });
});

describe('a crash mid-upload', () => {
  it('leaves no record, and the start-up sweep removes the written file and half-written temp files', async () => {
    const t = apps.local;
    const u = await signedInUser(t.app);
    const { service_request_id: rid } = await api('local').paidRequest(u.bearer);
    // The state a kill between "file written" and "record committed" leaves: a pending key, a file, no row.
    const key = `documents/${rid}/00000000-0000-4000-8000-000000000001.pdf`;
    await db.db.insert(storagePending).values({ key, createdAt: new Date(Date.now() - 60_000) });
    await t.app.services.storage.put(key, PDF, 'application/pdf');
    // …and a kill during the write itself: the temp file the rename never replaced.
    const half = path.join(localDataDir, 'uploads', 'documents', String(rid), 'x.pdf.0123456789ab.tmp');
    mkdirSync(path.dirname(half), { recursive: true });
    writeFileSync(half, PDF.subarray(0, 100));
    utimesSync(half, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    // A document saved properly before the crash stays.
    const kept = await api('local').store(
      u.bearer,
      { service_id: svc.id, request_id: rid, document_id: fileDoc().id, document_type: 'Document' },
      { filename: 'ok.pdf', content: PDF },
    );
    expect(kept.statusCode).toBe(200);

    // Restart: a new instance on the same database and files sweeps at start (start.ts).
    const restarted = await buildTestApp({ database: db, env: { TEST_GATEWAY_SECRET: SECRET, DATA_DIR: localDataDir } });
    try {
      const removed = await restarted.app.services.requests.sweepOrphans(30_000);
      expect(removed).toBe(2);
      expect(await restarted.app.services.storage.exists(key)).toBe(false);
      expect(readdirSync(path.dirname(half)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      const [row] = await db.db.select().from(requestDocuments).where(eq(requestDocuments.serviceRequestId, rid));
      expect(await restarted.app.services.storage.exists(row!.storageKey!)).toBe(true);
      expect(await db.db.select().from(storagePending)).toHaveLength(0);
    } finally {
      await restarted.app.close();
    }
  });
});

describe('stages, staff endpoints and the deliverable', () => {
  it('staff move the stage (customer e-mailed), upload the deliverable, read the documents; others are refused', async () => {
    const { t, post, get, paidRequest } = api('s3');
    const u = await signedInUser(t.app);
    const staff = await signedInUser(t.app, { role: 'staff', name: 'Ravi (staff)' });
    const admin = await signedInUser(t.app, { role: 'admin' });
    const { service_request_id: rid } = await paidRequest(u.bearer);
    const stageUrl = `/api/v1/admin/requests/${rid}/stage`;

    expect((await post(stageUrl, {}, { stage: 'in_progress' })).statusCode).toBe(401);
    expect((await post(stageUrl, u.bearer, { stage: 'in_progress' })).statusCode).toBe(403);
    expect((await get(`/api/v1/admin/requests/${rid}/documents`, u.bearer)).statusCode).toBe(403);
    expect((await get(`/api/v1/admin/requests/${rid}/documents`)).statusCode).toBe(401);
    const bad = await post(stageUrl, staff.bearer, { stage: 'shipped' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Please choose a valid stage.');

    const moved = await post(stageUrl, staff.bearer, { stage: 'in_progress', note: 'Started' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ message: 'Stage changed to In progress.', stage: 'in_progress' });
    const again = await post(stageUrl, admin.bearer, { stage: 'in_progress' });
    expect(again.statusCode).toBe(409);
    const timeline = (await get(`/api/v1/user/requests/${rid}/stages`, u.bearer)).json();
    expect(timeline.stage).toBe('in_progress');
    expect(timeline.stages[2]).toMatchObject({ stage: 'in_progress', changed_by: 'Ravi (staff)', current: true });
    expect(timeline.stages[2].reached_at).toBeTruthy();
    const other = await signedInUser(t.app);
    expect((await get(`/api/v1/user/requests/${rid}/stages`, other.bearer)).statusCode).toBe(403);
    await waitForMessage(
      [apps.local.app, apps.s3.app],
      u.user.email!,
      (m) => m.subject === `Request #${rid} (${svc.name}): In progress`,
    );

    // Deliverable: none yet, then uploaded by staff, downloaded by the owner under its own name.
    expect((await get(`/api/v1/user/requests/${rid}/deliverable`, u.bearer)).json().message).toBe(
      'No file available for download',
    );
    const m = multipart({}, { filename: 'ITR-V acknowledgement.pdf', content: PDF });
    const upCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/requests/${rid}/deliverable`,
      headers: { ...u.bearer, ...m.headers },
      payload: m.payload,
    });
    expect(upCustomer.statusCode).toBe(403);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/requests/${rid}/deliverable`,
      headers: { ...staff.bearer, ...m.headers },
      payload: m.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().deliverable.file_name).toBe('ITR-V acknowledgement.pdf');
    const dl = await get(`/api/v1/user/requests/${rid}/deliverable`, u.bearer);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="ITR-V acknowledgement\.pdf"/);
    expect(Buffer.compare(dl.rawPayload, PDF)).toBe(0);
    expect((await get(`/api/v1/user/requests/${rid}/deliverable`, other.bearer)).statusCode).toBe(403);
    const done = await post(stageUrl, staff.bearer, { stage: 'completed' });
    expect(done.json().stages.map((s: { current: boolean }) => s.current)).toEqual([false, false, false, true]);

    // Assignment: to staff only.
    const assignUrl = `/api/v1/admin/requests/${rid}/assign`;
    expect((await post(assignUrl, u.bearer, { staff_id: staff.user.id })).statusCode).toBe(403);
    const toCustomer = await post(assignUrl, admin.bearer, { staff_id: u.user.id });
    expect(toCustomer.statusCode).toBe(422);
    expect(toCustomer.json().message).toBe('Requests can be assigned only to staff or an approved service provider.');
    const assigned = await post(assignUrl, admin.bearer, { staff_id: staff.user.id });
    expect(assigned.json()).toMatchObject({ message: 'Assigned to Ravi (staff).', assigned_to: { id: staff.user.id } });
    expect((await post(assignUrl, admin.bearer, { staff_id: null })).json().assigned_to).toBeNull();

    const staffDocs = await get(`/api/v1/admin/requests/${rid}/documents`, staff.bearer);
    expect(staffDocs.statusCode).toBe(200);
    expect(staffDocs.json()).toMatchObject({ request_id: rid, customer: { id: u.user.id } });

    // Completed services: the file path and name of the deliverable.
    const cs = (await post('/api/v1/user/completed_services', u.bearer, {})).json().payments[0];
    expect(cs).toMatchObject({
      id: rid,
      payment_state: 'Paid',
      amount_due: 0,
      file_name: 'ITR-V acknowledgement.pdf',
      file_path: `/api/v1/user/requests/${rid}/deliverable`,
    });
  });
});

describe('the deliverable while a balance is due (issue 28)', () => {
  it('is refused to the customer (402, the amount due) until the balance is paid, then served at once', async () => {
    const { t, post, get, paidRequest } = api('local');
    const u = await signedInUser(t.app);
    const staff = await signedInUser(t.app, { role: 'staff' });
    const { service_request_id: rid, partial_payment_id: pid } = await paidRequest(u.bearer, true);
    const m = multipart({}, { filename: 'ITR-V.pdf', content: PDF });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/requests/${rid}/deliverable`,
      headers: { ...staff.bearer, ...m.headers },
      payload: m.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect((await post(`/api/v1/admin/requests/${rid}/stage`, staff.bearer, { stage: 'completed' })).statusCode).toBe(200);
    const [request] = await db.db.select().from(serviceRequests).where(eq(serviceRequests.id, rid));
    const due = request!.totalPaise - request!.paidPaise;
    expect(due).toBeGreaterThan(0);

    // The customer: told the result is ready and what is due, with a code to branch on; no bytes.
    const refused = await get(`/api/v1/user/requests/${rid}/deliverable`, u.bearer);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      success: false,
      code: 'PAYMENT_REQUIRED',
      message: `Your result is ready. Please pay the balance of ${formatInr(due)} to download it.`,
    });
    expect(refused.headers['content-disposition']).toBeUndefined();
    // Another customer is still refused as before (ownership first); staff read it as always.
    expect((await get(`/api/v1/user/requests/${rid}/deliverable`, (await signedInUser(t.app)).bearer)).statusCode).toBe(403);
    expect((await get(`/api/v1/user/requests/${rid}/deliverable`, staff.bearer)).statusCode).toBe(200);
    // The rows still say the result is there (My Requests and Completed Services offer to pay for it).
    const row = (await post('/api/v1/user/request', u.bearer, {})).json().payments.find((r: { id: number }) => r.id === rid);
    expect(row.deliverable.file_name).toBe('ITR-V.pdf');
    expect(row.customer_partial_payments[0].transaction_unpaid_amount).toBe(due);

    // The balance paid: the same link gives the file at once.
    const order = await post('/api/v1/rest_partial_payment', u.bearer, { partial_payment_id: pid });
    expect(order.statusCode, order.body).toBe(200);
    const orderId = order.json().order_id as string;
    const paymentId = `pay_${orderId.slice(-12)}`;
    const paid = await post('/api/v1/rest_partial_payment_success', u.bearer, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(SECRET, orderId, paymentId),
      partial_payment_id: pid,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const dl = await get(`/api/v1/user/requests/${rid}/deliverable`, u.bearer);
    expect(dl.statusCode).toBe(200);
    expect(Buffer.compare(dl.rawPayload, PDF)).toBe(0);
  });
});

describe('completed services', () => {
  it('shows Paid and Partial with the amount due, searches and pages', async () => {
    const { t, post, paidRequest } = api('local');
    const u = await signedInUser(t.app);
    const empty = (await post('/api/v1/user/completed_services', u.bearer, {})).json();
    expect(empty).toMatchObject({ payments: [], total: 0, message: 'No completed services found for this user.' });
    const full = await paidRequest(u.bearer);
    const part = await paidRequest(u.bearer, true);
    const res = await post('/api/v1/user/completed_services', u.bearer, { user_id: u.user.id });
    expect(res.statusCode).toBe(200);
    const rows = res.json().payments as { id: number; payment_state: string; amount_due: number }[];
    const [request] = await db.db.select().from(serviceRequests).where(eq(serviceRequests.id, part.service_request_id));
    expect(rows.find((r) => r.id === full.service_request_id)).toMatchObject({ payment_state: 'Paid', amount_due: 0 });
    expect(rows.find((r) => r.id === part.service_request_id)).toMatchObject({
      payment_state: 'Partial',
      amount_due: request!.totalPaise - request!.paidPaise,
    });
    const byId = (await post('/api/v1/user/completed_services', u.bearer, { search: String(part.service_request_id) })).json();
    expect(byId.payments.map((r: { id: number }) => r.id)).toContain(part.service_request_id);
    const byName = (
      await post('/api/v1/user/completed_services', u.bearer, { search: svc.name.slice(0, 6).toUpperCase() })
    ).json();
    expect(byName.total).toBe(2);
    const page2 = (await post('/api/v1/user/completed_services', u.bearer, { per_page: 10, page: 2 })).json();
    expect(page2).toMatchObject({ payments: [], total: 2, page: 2, per_page: 10 });
    const badSize = await post('/api/v1/user/completed_services', u.bearer, { per_page: 20 });
    expect(badSize.statusCode).toBe(422);
    expect((await post('/api/v1/user/completed_services', {}, {})).statusCode).toBe(401);
    const other = await signedInUser(t.app);
    expect((await post('/api/v1/user/completed_services', other.bearer, { user_id: u.user.id })).statusCode).toBe(403);
  });
});

describe('feedback', () => {
  it('follows the spec rules and messages', async () => {
    const { t, post } = api('local');
    const u = await signedInUser(t.app);
    const anon = await post('/api/v1/feedback/store', {}, { rating: 5 });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('Please log in to submit feedback.');
    const zero = await post('/api/v1/feedback/store', u.bearer, { user_id: u.user.id, rating: 0, feedback: 'x' });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().message).toBe('Please select a rating.');
    const low = await post('/api/v1/feedback/store', u.bearer, { rating: 3, feedback: '  ' });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors.feedback).toEqual(['Please provide a message for ratings below 5 stars.']);
    const six = await post('/api/v1/feedback/store', u.bearer, { rating: 6 });
    expect(six.statusCode).toBe(422);
    expect((await post('/api/v1/feedback/store', u.bearer, { rating: 5 })).statusCode).toBe(200);
    const ok = await post('/api/v1/feedback/store', u.bearer, { rating: 4, feedback: 'Quick, but the upload page was slow.' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Thank you for your feedback!', data: { rating: 4 } });
    const rows = await db.db.select().from(feedback).where(eq(feedback.userId, u.user.id));
    expect(rows.map((r) => r.rating).sort()).toEqual([4, 5]);
  });
});

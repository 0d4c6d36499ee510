import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../../tests/helpers/catalog.ts';
import { uniqueEmail } from '../../../../../tests/helpers/identity.ts';
import { waitForMessage } from '../../../../../tests/helpers/messages.ts';
import { notificationDeliveries, requestDocumentAsks, requestDocuments, serviceRequests } from '../../db/schema.ts';
import { multipartBody } from '../../../../../tests/helpers/multipart.ts';

/**
 * Staff ask a customer for one more document on a request (issue 21): it joins the request's
 * required documents with its reason, the customer is told (e-mail once) and uploads it through the
 * usual upload, and staff accept or reject it as any other document. Refused: an empty name or
 * reason, a customer or reseller, a service provider not assigned, a completed request.
 */
let t: TestApp;
let dataDir: string;
let svc: { id: number; name: string };
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-asks-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  svc = (await seededServices(t.app)).individual;
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
const call = (method: InjectOptions['method'], url: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(512, 0x20), Buffer.from('\n%%EOF\n')]);

function upload(who: { bearer: Headers }, fields: Record<string, string>) {
  const body = multipartBody(fields, { filename: 'rent.pdf', content: PDF });
  return call('POST', '/api/v1/user/services/document/upload/store', { ...who.bearer, ...body.headers }, body.payload);
}

async function paidRequest(opts: { assignedTo?: number | null; stage?: 'paid' | 'completed' } = {}) {
  const customer = await signedInUser(t.app, { name: 'Meera Iyer', email: uniqueEmail('ask') });
  const [row] = await t.database.db
    .insert(serviceRequests)
    .values({
      userId: customer.user.id,
      serviceId: svc.id,
      registrationType: 'individual',
      totalPaise: 150_000,
      paidPaise: 150_000,
      requestData: { status: 'payment_done' },
      assignedTo: opts.assignedTo ?? null,
      stage: opts.stage ?? 'paid',
    })
    .returning();
  return { customer, request: row! };
}

const RENT = { name: 'Rent agreement', reason: 'Please upload the rent agreement signed by both parties.' };

describe('staff ask for a document', () => {
  it('joins the required documents with its reason, tells the customer once; the customer uploads it and staff reject, then accept it', async () => {
    const staff = await signedInUser(t.app, { role: 'staff', email: uniqueEmail('ask-staff') });
    const { customer, request } = await paidRequest();
    const asked = await call('POST', `/api/v1/admin/requests/${request.id}/documents/ask`, staff.bearer, RENT);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      message: 'Rent agreement asked for. The customer is told.',
      document: { document_name: 'Rent agreement', ask_reason: RENT.reason, state: 'Pending', mandatory: true },
    });
    const askId = asked.json().document.ask_id as number;

    // The customer's document list shows it, with the reason, after the catalogue's documents.
    const list = async () =>
      (
        await call('POST', '/api/v1/user/services/document/upload', customer.bearer, {
          user_id: customer.user.id,
          service_id: svc.id,
          request_id: request.id,
        })
      )
        .json()
        .required_documents.find((r: { ask_id?: number }) => r.ask_id === askId);
    expect(await list()).toMatchObject({ document_name: 'Rent agreement', ask_reason: RENT.reason, document_type: 'Document' });
    const mail = await waitForMessage(
      t.app,
      customer.user.email!,
      (m) => !!m.subject?.startsWith('Please upload Rent agreement'),
    );
    expect(mail.body).toContain(RENT.reason);

    // The customer uploads it through the usual upload.
    const fields = {
      user_id: String(customer.user.id),
      service_id: String(svc.id),
      request_id: String(request.id),
      document_id: String(askId),
      ask_id: String(askId),
      document_type: 'Document',
    };
    const stored = await upload(customer, fields);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().document).toMatchObject({ ask_id: askId, state: 'Ready', version: 1 });
    const v1 = await list();
    expect(v1).toMatchObject({ state: 'Ready', version: 1, review: null, file_name: expect.stringContaining('.pdf') });
    expect((await call('GET', v1.data, staff.bearer)).statusCode).toBe(200);

    // Staff see it on the request and review it: reject with a reason, then accept the re-upload.
    const staffDocs = (await call('GET', `/api/v1/admin/requests/${request.id}/documents`, staff.bearer)).json().documents;
    expect(staffDocs.find((d: { ask_id?: number }) => d.ask_id === askId)).toMatchObject({ saved_id: v1.saved_id });
    const review = `/api/v1/admin/requests/${request.id}/documents/${v1.saved_id}/review`;
    const rejected = await call('POST', review, staff.bearer, { decision: 'reject', version: 1, reason: 'Only one signature' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().message).toBe('Rent agreement sent back to the customer for a new upload.');
    expect(await list()).toMatchObject({ review: 'needs_reupload', review_reason: 'Only one signature' });
    expect((await upload(customer, fields)).statusCode).toBe(200);
    expect(await list()).toMatchObject({ version: 2, review: null });
    const accepted = await call('POST', review, staff.bearer, { decision: 'accept', version: 2 });
    expect(accepted.json()).toMatchObject({ message: 'Rent agreement accepted.', document: { review: 'accepted' } });

    // One row per upload slot, and the e-mail went once.
    expect(await t.database.db.select().from(requestDocuments).where(eq(requestDocuments.askId, askId))).toHaveLength(1);
    const deliveries = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.requestId, request.id));
    expect(deliveries.filter((d) => d.event === 'document_requested' && d.channel === 'email')).toHaveLength(1);
  });

  it("the assigned service provider may ask; an upload naming another request's ask is refused", async () => {
    const provider = await signedInUser(t.app, { role: 'service_provider', email: uniqueEmail('ask-sp') });
    const { request } = await paidRequest({ assignedTo: provider.user.id });
    const asked = await call('POST', `/api/v1/partner/requests/${request.id}/documents/ask`, provider.bearer, RENT);
    expect(asked.statusCode, asked.body).toBe(200);
    const askId = asked.json().document.ask_id as number;
    const { customer: other, request: otherRequest } = await paidRequest();
    const res = await upload(other, {
      user_id: String(other.user.id),
      service_id: String(svc.id),
      request_id: String(otherRequest.id),
      document_id: String(askId),
      ask_id: String(askId),
      document_type: 'Document',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This document was not asked for on this request.');
  });

  it('refuses an empty name or reason (422, the field named), a customer, a reseller, a provider not assigned (403) and a completed request (409); nothing is stored', async () => {
    const staff = await signedInUser(t.app, { role: 'staff', email: uniqueEmail('ask-staff2') });
    const provider = await signedInUser(t.app, { role: 'service_provider', email: uniqueEmail('ask-sp2') });
    const reseller = await signedInUser(t.app, { role: 'reseller', email: uniqueEmail('ask-rs') });
    const { customer, request } = await paidRequest();
    const url = `/api/v1/admin/requests/${request.id}/documents/ask`;

    const noName = await call('POST', url, staff.bearer, { name: '  ', reason: RENT.reason });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.name).toEqual(['Please name the document.']);
    const noReason = await call('POST', url, staff.bearer, { name: 'Rent agreement', reason: '' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Please say why the document is needed.']);
    expect((await call('POST', url, staff.bearer, { ...RENT, reason: 'x'.repeat(501) })).statusCode).toBe(422);

    expect((await call('POST', url, customer.bearer, RENT)).statusCode).toBe(403);
    expect((await call('POST', url, provider.bearer, RENT)).statusCode).toBe(403);
    const partnerUrl = `/api/v1/partner/requests/${request.id}/documents/ask`;
    expect((await call('POST', partnerUrl, provider.bearer, RENT)).statusCode).toBe(403);
    expect((await call('POST', partnerUrl, reseller.bearer, RENT)).statusCode).toBe(403);
    expect((await call('POST', partnerUrl, customer.bearer, RENT)).statusCode).toBe(403);
    expect((await call('POST', url, {}, RENT)).statusCode).toBe(401);

    const { request: done } = await paidRequest({ stage: 'completed' });
    const late = await call('POST', `/api/v1/admin/requests/${done.id}/documents/ask`, staff.bearer, RENT);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This request is completed: no more documents can be asked for.');
    expect((await call('POST', '/api/v1/admin/requests/99999999/documents/ask', staff.bearer, RENT)).statusCode).toBe(404);

    const stored = await t.database.db.select().from(requestDocumentAsks);
    expect(stored.filter((a) => a.serviceRequestId === request.id || a.serviceRequestId === done.id)).toHaveLength(0);
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { paidOrder, storedCompany, usePaymentsApp } from '../../../../../tests/helpers/fixtures.ts';
import { documentKinds, requestDocuments, serviceDocuments, services, vaultDocuments } from '../../db/schema.ts';
import { multipartBody } from '../../../../../tests/helpers/multipart.ts';

/**
 * The document vault (issue 22): document kinds (the migration's name match, the back office's
 * list, the catalogue editor's pick), every upload kept once, the next order's offer and its
 * one-click reuse, staff's review reaching every order that uses the file, My Documents' replace and
 * delete, the staff's view, and the issue's bad inputs.
 */
const { t } = usePaymentsApp('vault-test-secret');
type Headers = Record<string, string>;
type Signed = Awaited<ReturnType<typeof signedInUser>>;
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024, 0x20), Buffer.from('\n%%EOF\n')]);

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const multipart = multipartBody;

/** A seeded service and its required document of a kind (the demo's DIR-3 KYC asks for a PAN card). */
async function serviceWithKind(slug: string, kind: string) {
  const db = t.database.db;
  const [svc] = await db.select().from(services).where(eq(services.slug, slug));
  const [k] = await db.select().from(documentKinds).where(eq(documentKinds.name, kind));
  const [doc] = await db
    .select()
    .from(serviceDocuments)
    .where(and(eq(serviceDocuments.serviceId, svc!.id), eq(serviceDocuments.documentKindId, k!.id)));
  return { serviceId: svc!.id, documentId: doc!.id, kindId: k!.id };
}

async function order(u: Signed, serviceId: number, companyId?: number) {
  const o = await paidOrder(t.app, u, {
    service_id: serviceId,
    payment_type: 'full',
    ...(companyId ? { company_id: companyId } : {}),
  });
  return o.data.service_request_id;
}

async function upload(u: Signed, serviceId: number, requestId: number, documentId: number) {
  const m = multipart(
    { service_id: serviceId, request_id: requestId, document_id: documentId, document_type: 'Document' },
    { filename: 'pan.pdf', content: PDF },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/services/document/upload/store',
    headers: { ...u.bearer, ...m.headers },
    payload: m.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function listOf(u: Signed, serviceId: number, requestId: number, documentId: number) {
  const res = await send('POST', '/api/v1/user/services/document/upload', u.bearer, {
    service_id: serviceId,
    request_id: requestId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().required_documents.find((r: { id: number }) => r.id === documentId);
}

const offersOf = async (u: Signed, serviceId: number, requestId: number) => {
  const res = await send('GET', `/api/v1/user/services/document/saved?service_id=${serviceId}&request_id=${requestId}`, u.bearer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().offers as { document_id: number; vault_document_id: number; state: string; name: string }[];
};

const useSaved = (u: Signed, body: Record<string, number>) =>
  send('POST', '/api/v1/user/services/document/upload/saved', u.bearer, body);

async function review(requestId: number, savedId: number, version: number, decision: 'accept' | 'reject') {
  const staff = await signedInUser(t.app, { role: 'staff' });
  const res = await send('POST', `/api/v1/admin/requests/${requestId}/documents/${savedId}/review`, staff.bearer, {
    decision,
    version,
    ...(decision === 'reject' ? { reason: 'The PAN card is cut off' } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('document kinds', () => {
  it('the seeded required documents got their kinds by name; free-text ones stay as they are', async () => {
    const db = t.database.db;
    const kinds = await db.select().from(documentKinds);
    expect(kinds.map((k) => [k.name, k.holder])).toEqual(
      expect.arrayContaining([
        ['PAN card', 'person'],
        ['Aadhaar', 'person'],
        ['Certificate of incorporation', 'company'],
      ]),
    );
    const docs = await db
      .select()
      .from(serviceDocuments)
      .where(inArray(serviceDocuments.name, ['PAN card', 'Aadhaar card', 'Copy of the notice or intimation', 'PAN']));
    const kindOf = (name: string) => kinds.find((k) => k.id === docs.find((d) => d.name === name)?.documentKindId)?.name ?? null;
    expect(kindOf('PAN card')).toBe('PAN card');
    expect(kindOf('Aadhaar card')).toBe('Aadhaar');
    expect(kindOf('Copy of the notice or intimation')).toBeNull();
    // 'PAN' is asked as a typed number (Text): not a file, no kind.
    expect(docs.filter((d) => d.name === 'PAN').every((d) => d.documentKindId === null)).toBe(true);
  });

  it('staff add and change kinds (a name used twice is refused), and the catalogue editor picks one for a document', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const created = await send('POST', '/api/v1/admin/document-kinds', staff.bearer, {
      name: 'GST certificate',
      holder: 'company',
      validity_months: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const kind = created.json().kind;
    expect(kind).toMatchObject({ name: 'GST certificate', holder: 'company', validity_months: null, services: 0 });
    const twice = await send('POST', '/api/v1/admin/document-kinds', staff.bearer, {
      name: 'gst certificate',
      holder: 'company',
    });
    expect(twice.statusCode).toBe(409);
    const bad = await send('PUT', `/api/v1/admin/document-kinds/${kind.id}`, staff.bearer, {
      name: 'GST certificate',
      holder: 'company',
      validity_months: 0,
    });
    expect(bad.statusCode).toBe(422);
    const changed = await send('PUT', `/api/v1/admin/document-kinds/${kind.id}`, staff.bearer, {
      name: 'GST registration certificate',
      holder: 'company',
      validity_months: 24,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().kind).toMatchObject({ name: 'GST registration certificate', validity_months: 24 });

    // The catalogue editor: a document of a service picks the kind (an unknown kind is refused).
    const { serviceId } = await serviceWithKind('trademark-registration-company', 'Certificate of incorporation');
    const current = (await send('GET', `/api/v1/admin/catalog/services/${serviceId}`, staff.bearer)).json().service;
    const documents = current.documents.map((d: Record<string, unknown>, i: number) =>
      i === 0 ? { ...d, kind: 'Document', documentKindId: kind.id } : d,
    );
    const body = {
      categoryId: current.categoryId,
      name: current.name,
      slug: current.slug,
      descriptionHtml: current.descriptionHtml,
      price: current.pricePaise / 100,
      type: current.type,
      sacCode: current.sacCode,
      active: current.active,
      version: current.version,
    };
    const unknown = await send('PUT', `/api/v1/admin/catalog/services/${serviceId}`, staff.bearer, {
      ...body,
      documents: documents.map((d: Record<string, unknown>, i: number) => (i === 0 ? { ...d, documentKindId: 999_999 } : d)),
    });
    expect(unknown.statusCode).toBe(422);
    const saved = await send('PUT', `/api/v1/admin/catalog/services/${serviceId}`, staff.bearer, { ...body, documents });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().service.documents[0]).toMatchObject({ documentKindId: kind.id });
    const list = (await send('GET', '/api/v1/admin/document-kinds', staff.bearer)).json().kinds;
    expect(list.find((k: { id: number }) => k.id === kind.id)).toMatchObject({ services: 1 });
  });
});

describe('the vault', () => {
  it('keeps an upload once; the next order offers it and fills it in one click with the same file', async () => {
    const u = await signedInUser(t.app);
    const pan = await serviceWithKind('din-kyc-dir-3-kyc', 'PAN card');
    const first = await order(u, pan.serviceId);
    await upload(u, pan.serviceId, first, pan.documentId);

    const vault = (await send('GET', '/api/v1/user/vault', u.bearer)).json();
    expect(vault.documents).toHaveLength(1);
    const kept = vault.documents[0];
    expect(kept).toMatchObject({
      name: 'PAN card',
      company_id: null,
      state: 'pending',
      orders: [{ request_id: first, open: true }],
    });
    const file = await send('GET', kept.url, u.bearer);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    // Staff accept it on the first order: the vault says accepted.
    const v1 = await listOf(u, pan.serviceId, first, pan.documentId);
    await review(first, v1.saved_id, v1.version, 'accept');

    const second = await order(u, pan.serviceId);
    const offers = await offersOf(u, pan.serviceId, second);
    expect(offers).toEqual([
      expect.objectContaining({ document_id: pan.documentId, vault_document_id: kept.id, state: 'accepted', name: 'PAN card' }),
    ]);
    const used = await useSaved(u, {
      service_id: pan.serviceId,
      request_id: second,
      document_id: pan.documentId,
      vault_document_id: kept.id,
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().message).toBe('Saved PAN card used.');
    expect(await listOf(u, pan.serviceId, second, pan.documentId)).toMatchObject({ state: 'Ready', review: 'accepted' });
    const rows = await t.database.db.select().from(requestDocuments).where(eq(requestDocuments.vaultDocumentId, kept.id));
    expect(new Set(rows.map((r) => r.storageKey)).size).toBe(1);
    expect(rows.map((r) => r.serviceRequestId).sort()).toEqual([first, second].sort());
    // Filled: no offer left for it.
    expect(await offersOf(u, pan.serviceId, second)).toEqual([]);
    const after = (await send('GET', '/api/v1/user/vault', u.bearer)).json().documents;
    expect(after).toHaveLength(1);
    expect(after[0].orders.map((o: { request_id: number }) => o.request_id)).toEqual([first, second]);
  });

  it('another customer’s document is not found, to use, read or delete (404), nor shown in their vault', async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const pan = await serviceWithKind('din-kyc-dir-3-kyc', 'PAN card');
    await upload(owner, pan.serviceId, await order(owner, pan.serviceId), pan.documentId);
    const [kept] = await t.database.db.select().from(vaultDocuments).where(eq(vaultDocuments.userId, owner.user.id));
    const theirs = await order(other, pan.serviceId);
    const use = await useSaved(other, {
      service_id: pan.serviceId,
      request_id: theirs,
      document_id: pan.documentId,
      vault_document_id: kept!.id,
    });
    expect(use.statusCode).toBe(404);
    expect(use.json().message).toBe('Document not found.');
    expect((await send('GET', `/api/v1/user/vault/${kept!.id}/file`, other.bearer)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/v1/user/vault/${kept!.id}`, other.bearer)).statusCode).toBe(404);
    expect((await send('GET', '/api/v1/user/vault', other.bearer)).json().documents).toEqual([]);
    expect(await listOf(other, pan.serviceId, theirs, pan.documentId)).toMatchObject({ state: 'Pending' });
    // Nor is it offered to them.
    expect(await offersOf(other, pan.serviceId, theirs)).toEqual([]);
  });

  it('a company’s document reused for another company is refused', async () => {
    const u = await signedInUser(t.app);
    const coi = await serviceWithKind('trademark-registration-company', 'Certificate of incorporation');
    const a = await storedCompany(t.app, u, { name: 'Kaveri Agro Foods LLP' });
    const b = await storedCompany(t.app, u, { name: 'Tunga Textiles LLP', email: 'hello@tunga.in' });
    await upload(u, coi.serviceId, await order(u, coi.serviceId, a), coi.documentId);
    const [kept] = await t.database.db.select().from(vaultDocuments).where(eq(vaultDocuments.userId, u.user.id));
    expect(kept).toMatchObject({ companyId: a, name: 'Certificate of incorporation' });
    const forB = await order(u, coi.serviceId, b);
    expect(await offersOf(u, coi.serviceId, forB)).toEqual([]);
    const use = await useSaved(u, {
      service_id: coi.serviceId,
      request_id: forB,
      document_id: coi.documentId,
      vault_document_id: kept!.id,
    });
    expect(use.statusCode).toBe(422);
    expect(use.json().message).toBe('This saved document belongs to another company.');
    expect(await listOf(u, coi.serviceId, forB, coi.documentId)).toMatchObject({ state: 'Pending' });
    // For company A again it is offered.
    const forA = await order(u, coi.serviceId, a);
    expect((await offersOf(u, coi.serviceId, forA)).map((o) => o.vault_document_id)).toEqual([kept!.id]);
  });

  it('two orders using one document while staff reject it: both show "needs re-upload", and it is offered no more', async () => {
    const u = await signedInUser(t.app);
    const pan = await serviceWithKind('din-kyc-dir-3-kyc', 'PAN card');
    const first = await order(u, pan.serviceId);
    await upload(u, pan.serviceId, first, pan.documentId);
    const second = await order(u, pan.serviceId);
    const [offer] = await offersOf(u, pan.serviceId, second);
    expect(offer).toMatchObject({ state: 'pending' });
    expect(
      (
        await useSaved(u, {
          service_id: pan.serviceId,
          request_id: second,
          document_id: pan.documentId,
          vault_document_id: offer!.vault_document_id,
        })
      ).statusCode,
    ).toBe(200);

    const v = await listOf(u, pan.serviceId, first, pan.documentId);
    await review(first, v.saved_id, v.version, 'reject');
    for (const rid of [first, second])
      expect(await listOf(u, pan.serviceId, rid, pan.documentId)).toMatchObject({
        review: 'needs_reupload',
        review_reason: 'The PAN card is cut off',
      });
    const [kept] = (await send('GET', '/api/v1/user/vault', u.bearer)).json().documents;
    expect(kept).toMatchObject({ state: 'needs_reupload', review_reason: 'The PAN card is cut off' });
    const third = await order(u, pan.serviceId);
    expect(await offersOf(u, pan.serviceId, third)).toEqual([]);
    const use = await useSaved(u, {
      service_id: pan.serviceId,
      request_id: third,
      document_id: pan.documentId,
      vault_document_id: kept.id,
    });
    expect(use.statusCode).toBe(422);
    expect(use.json().message).toBe('This saved document needs a new upload.');
  });

  it('an expired document is not offered nor reused', async () => {
    const u = await signedInUser(t.app);
    const pan = await serviceWithKind('din-kyc-dir-3-kyc', 'PAN card');
    await upload(u, pan.serviceId, await order(u, pan.serviceId), pan.documentId);
    const [kept] = await t.database.db.select().from(vaultDocuments).where(eq(vaultDocuments.userId, u.user.id));
    await t.database.db
      .update(vaultDocuments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(vaultDocuments.id, kept!.id));
    const next = await order(u, pan.serviceId);
    expect(await offersOf(u, pan.serviceId, next)).toEqual([]);
    const use = await useSaved(u, {
      service_id: pan.serviceId,
      request_id: next,
      document_id: pan.documentId,
      vault_document_id: kept!.id,
    });
    expect(use.json().message).toBe('This saved document has expired.');
    expect((await send('GET', '/api/v1/user/vault', u.bearer)).json().documents[0].state).toBe('expired');
  });

  it('My Documents: delete is refused while an open order uses it (the order named), kept for a completed one, and removes an unused file', async () => {
    const u = await signedInUser(t.app);
    const pan = await serviceWithKind('din-kyc-dir-3-kyc', 'PAN card');
    const rid = await order(u, pan.serviceId);
    await upload(u, pan.serviceId, rid, pan.documentId);
    const [kept] = (await send('GET', '/api/v1/user/vault', u.bearer)).json().documents;
    const refused = await send('DELETE', `/api/v1/user/vault/${kept.id}`, u.bearer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `This document is used by order #${rid} (${kept.orders[0].service_name}), which is still open. Replace it there, or delete it once the order is completed.`,
    );
    expect((await send('GET', kept.url, u.bearer)).statusCode).toBe(200);

    // Completed: the row goes, the file stays with the order for eight years.
    const staff = await signedInUser(t.app, { role: 'staff' });
    const done = await send('POST', `/api/v1/admin/requests/${rid}/stage`, staff.bearer, { stage: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    const removed = await send('DELETE', `/api/v1/user/vault/${kept.id}`, u.bearer);
    expect(removed.statusCode, removed.body).toBe(200);
    const until = `${new Date().getUTCFullYear() + 8}`;
    expect(removed.json()).toMatchObject({ kept_for_order: rid });
    expect(removed.json().kept_until.startsWith(until)).toBe(true);
    expect(removed.json().message).toContain(`The file stays with order #${rid} until`);
    expect((await send('GET', '/api/v1/user/vault', u.bearer)).json().documents).toEqual([]);
    const [doc] = await t.database.db.select().from(requestDocuments).where(eq(requestDocuments.serviceRequestId, rid));
    expect(await t.app.services.storage.exists(doc!.storageKey!)).toBe(true);

    // Replaced, then deleted when no order uses it: the file is gone.
    const next = await order(u, pan.serviceId);
    await upload(u, pan.serviceId, next, pan.documentId);
    const [fresh] = (await send('GET', '/api/v1/user/vault', u.bearer)).json().documents;
    const m = multipart({}, { filename: 'new-pan.pdf', content: PDF });
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/vault/${fresh.id}/replace`,
      headers: { ...u.bearer, ...m.headers },
      payload: m.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().document).toMatchObject({
      state: 'pending',
      file_name: 'new-pan.pdf',
      orders: [{ request_id: next }],
    });
    const [row] = await t.database.db.select().from(vaultDocuments).where(eq(vaultDocuments.id, fresh.id));
    // The order keeps its own file; the vault now has the new one.
    const [orderDoc] = await t.database.db.select().from(requestDocuments).where(eq(requestDocuments.serviceRequestId, next));
    expect(row!.storageKey).not.toBe(orderDoc!.storageKey);
    expect(await t.app.services.storage.exists(orderDoc!.storageKey!)).toBe(true);

    // A new upload on the order replaces its document (a new vault document): the replaced one is
    // used by no order now, and its delete removes the file.
    await upload(u, pan.serviceId, next, pan.documentId);
    const gone = await send('DELETE', `/api/v1/user/vault/${fresh.id}`, u.bearer);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({ message: 'PAN card deleted.', kept_until: null, kept_for_order: null });
    expect(await t.app.services.storage.exists(row!.storageKey)).toBe(false);
    expect((await send('GET', '/api/v1/user/vault', u.bearer)).json().documents).toHaveLength(1);
  });

  it('staff see a customer’s vault; a customer may not', async () => {
    const u = await signedInUser(t.app);
    const pan = await serviceWithKind('din-kyc-dir-3-kyc', 'PAN card');
    await upload(u, pan.serviceId, await order(u, pan.serviceId), pan.documentId);
    const staff = await signedInUser(t.app, { role: 'staff' });
    const seen = await send('GET', `/api/v1/admin/customers/${u.user.id}/vault`, staff.bearer);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().documents.map((d: { name: string }) => d.name)).toEqual(['PAN card']);
    expect((await send('GET', seen.json().documents[0].url, staff.bearer)).statusCode).toBe(200);
    expect((await send('GET', `/api/v1/admin/customers/${u.user.id}/vault`, u.bearer)).statusCode).toBe(403);
  });
});

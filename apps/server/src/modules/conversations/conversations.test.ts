import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../../tests/helpers/catalog.ts';
import { uniqueEmail } from '../../../../../tests/helpers/identity.ts';
import { waitForMessage } from '../../../../../tests/helpers/messages.ts';
import {
  conversationThreads,
  notificationDeliveries,
  requestDocuments,
  serviceDocuments,
  serviceRequests,
} from '../../db/schema.ts';
import { calendarOf } from '@anupalan/shared';
import { afterWorkingDays } from './working-days.ts';
import { multipartBody } from '../../../../../tests/helpers/multipart.ts';

/**
 * A conversation on every request (issue 21): the customer, staff and the assigned service provider
 * write on the request's thread (text and attachments under the document rules), staff keep internal
 * notes, unread counts, the staff's inbox oldest first, escalation of an unanswered message, and
 * staff's review of uploaded documents (a rejection of a replaced version is refused).
 */
let t: TestApp;
let dataDir: string;
let svc: { id: number; name: string };
const MB = 1024 * 1024;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-conv-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir, DOCUMENT_MAX_MB: '1' } });
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

const form = multipartBody;
const post = (
  url: string,
  who: { bearer: Headers },
  fields: Record<string, string>,
  file?: { filename: string; content: Buffer },
) => {
  const f = form(fields, file);
  return call('POST', url, { ...who.bearer, ...f.headers }, f.payload);
};

/** A customer with a paid request, made directly in the database (the payment path has its own tests). */
async function paidRequest(opts: { assignedTo?: number | null; name?: string } = {}) {
  const customer = await signedInUser(t.app, { name: opts.name ?? 'Asha Verma', email: uniqueEmail('conv') });
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
    })
    .returning();
  return { customer, request: row! };
}
const deliveriesOf = (requestId: number) =>
  t.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.requestId, requestId));

describe('the thread on a request', () => {
  it('customer writes with an attachment, staff see it in the inbox and reply; the customer sees the unread count; notes stay internal', async () => {
    const staff = await signedInUser(t.app, { role: 'staff', name: 'Kavya Sharma', email: uniqueEmail('conv-staff') });
    const { customer, request } = await paidRequest({ assignedTo: staff.user.id });
    const id = request.id;

    const sent = await post(
      `/api/v1/user/requests/${id}/messages`,
      customer,
      { message: 'Here is my PAN card.' },
      { filename: 'pan.pdf', content: PDF },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toMatchObject({ author_kind: 'customer', mine: true, body: 'Here is my PAN card.' });
    const attachmentUrl = sent.json().message.attachment.url as string;
    // The owner hears of it.
    const toOwner = await waitForMessage(t.app, staff.user.email!, (m) => !!m.subject?.startsWith('Customer message on request'));
    expect(toOwner.body).toContain('Here is my PAN card.');

    // Waiting in the inbox, with the time waiting; oldest first.
    const inbox = (await call('GET', '/api/v1/admin/inbox', staff.bearer)).json();
    const row = inbox.threads.find((r: { request_id: number }) => r.request_id === id);
    expect(row).toMatchObject({ customer_name: 'Asha Verma', service_name: svc.name, last_message: 'Here is my PAN card.' });
    expect(row.waiting_minutes).toBeGreaterThanOrEqual(0);
    const since = inbox.threads.map((r: { waiting_since: string }) => r.waiting_since);
    expect([...since].sort()).toEqual(since);

    // Staff read it (with the attachment), add an internal note, then reply.
    const staffThread = (await call('GET', `/api/v1/admin/requests/${id}/thread`, staff.bearer)).json();
    expect(staffThread.messages.map((m: { body: string }) => m.body)).toEqual(['Here is my PAN card.']);
    const file = await call('GET', attachmentUrl, staff.bearer);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const note = await call('POST', `/api/v1/admin/requests/${id}/messages`, staff.bearer, {
      message: 'Check PAN against Aadhaar',
      internal: 'true',
    });
    expect(note.json().message.internal).toBe(true);
    // A note is not a reply: still waiting.
    expect(
      (await call('GET', '/api/v1/admin/inbox', staff.bearer))
        .json()
        .threads.some((r: { request_id: number }) => r.request_id === id),
    ).toBe(true);
    const reply = await call('POST', `/api/v1/admin/requests/${id}/messages`, staff.bearer, {
      message: 'Thanks, we are checking it.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(
      (await call('GET', '/api/v1/admin/inbox', staff.bearer))
        .json()
        .threads.some((r: { request_id: number }) => r.request_id === id),
    ).toBe(false);

    // The customer: one unread (the note is not counted), the thread without the note, newest last.
    const unread = (await call('GET', '/api/v1/user/messages/unread', customer.bearer)).json();
    expect(unread).toMatchObject({ total: 1, requests: { [String(id)]: 1 } });
    const mine = (await call('GET', `/api/v1/user/requests/${id}/thread`, customer.bearer)).json();
    expect(mine.messages.map((m: { body: string }) => m.body)).toEqual(['Here is my PAN card.', 'Thanks, we are checking it.']);
    expect(mine.messages[1]).toMatchObject({ author_kind: 'staff', author_name: 'Kavya', mine: false });
    expect(JSON.stringify(mine)).not.toContain('Aadhaar');
    expect((await call('GET', '/api/v1/user/messages/unread', customer.bearer)).json().total).toBe(0);
    // Told by e-mail, once.
    const mail = await waitForMessage(t.app, customer.user.email!, (m) => !!m.subject?.startsWith('New message about'));
    expect(mail.body).toContain('Thanks, we are checking it.');
    await expect
      .poll(async () => (await deliveriesOf(id)).filter((d) => d.event === 'message_received' && d.channel === 'email').length)
      .toBe(1);
    expect((await deliveriesOf(id)).some((d) => JSON.stringify(d.vars).includes('Aadhaar'))).toBe(false);
  });

  it('refuses another customer (403), a provider not assigned (403), an empty message (422), a wrong or too large file; lets the assigned provider answer', async () => {
    const provider = await signedInUser(t.app, {
      role: 'service_provider',
      name: 'Ravi Provider',
      email: uniqueEmail('conv-sp'),
    });
    const other = await signedInUser(t.app, { role: 'service_provider', email: uniqueEmail('conv-sp2') });
    const { customer, request } = await paidRequest({ assignedTo: provider.user.id });
    const id = request.id;
    const intruder = await signedInUser(t.app, { email: uniqueEmail('conv-b') });
    const first = await post(
      `/api/v1/user/requests/${id}/messages`,
      customer,
      { message: 'Hello' },
      { filename: 'a.pdf', content: PDF },
    );
    const attachment = first.json().message.attachment.url as string;

    for (const res of [
      await post(`/api/v1/user/requests/${id}/messages`, intruder, { message: 'Not mine' }),
      await post(`/api/v1/user/requests/${id}/messages`, intruder, { message: 'Not mine' }, { filename: 'x.pdf', content: PDF }),
      await call('GET', `/api/v1/user/requests/${id}/thread`, intruder.bearer),
      await post(
        `/api/v1/partner/requests/${id}/messages`,
        other,
        { message: 'Not assigned' },
        { filename: 'x.pdf', content: PDF },
      ),
      await call('GET', `/api/v1/partner/requests/${id}/thread`, other.bearer),
    ])
      expect(res.statusCode, res.body).toBe(403);
    expect((await call('GET', attachment, intruder.bearer)).statusCode).toBe(404);
    expect((await call('GET', attachment, other.bearer)).statusCode).toBe(404);

    for (const message of ['', '   '])
      expect((await post(`/api/v1/user/requests/${id}/messages`, customer, { message })).statusCode).toBe(422);
    const exe = await post(
      `/api/v1/user/requests/${id}/messages`,
      customer,
      { message: 'file' },
      { filename: 'run.pdf', content: Buffer.from('MZ\x90\x00 not a pdf at all') },
    );
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors.file).toEqual(['Only PDF, JPEG or PNG files are accepted.']);
    const big = await post(
      `/api/v1/user/requests/${id}/messages`,
      customer,
      { message: 'big' },
      { filename: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(MB + 10, 0x20)]) },
    );
    expect(big.statusCode).toBe(413);
    // Nothing of the refused ones was kept.
    const thread = (await call('GET', `/api/v1/partner/requests/${id}/thread`, provider.bearer)).json();
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual(['Hello']);
    expect((await call('GET', attachment, provider.bearer)).statusCode).toBe(200);
    // The assigned provider answers; internal is ignored for a provider (never a hidden note).
    const answer = await post(`/api/v1/partner/requests/${id}/messages`, provider, { message: 'On it', internal: 'true' });
    expect(answer.json().message).toMatchObject({ author_kind: 'provider', internal: false });
    expect((await call('GET', '/api/v1/user/messages/unread', customer.bearer)).json().total).toBe(1);
  });

  it('shows a script in a message as text: stored as written, escaped in the e-mail', async () => {
    const staff = await signedInUser(t.app, { role: 'staff', email: uniqueEmail('conv-x') });
    const { customer, request } = await paidRequest();
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await call('POST', `/api/v1/admin/requests/${request.id}/messages`, staff.bearer, { message: script });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/v1/user/requests/${request.id}/thread`, customer.bearer)).json().messages[0].body).toBe(
      script,
    );
    const mail = await waitForMessage(t.app, customer.user.email!, (m) => !!m.subject?.startsWith('New message about'));
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
  });

  it('a customer message unanswered for 1 working day goes to the owner, after 2 to the admins, each once', async () => {
    const owner = await signedInUser(t.app, { role: 'staff', email: uniqueEmail('conv-owner') });
    const admin = await signedInUser(t.app, { role: 'admin', email: uniqueEmail('conv-admin') });
    const { customer, request } = await paidRequest({ assignedTo: owner.user.id });
    // Written on a Saturday (IST): 1 working day later is Monday, Sunday skipped.
    const saturday = new Date('2030-06-01T06:00:00Z');
    const clock = t.app.services.clock;
    const real = clock.now;
    try {
      clock.now = () => saturday;
      await call('POST', `/api/v1/user/requests/${request.id}/messages`, customer.bearer, { message: 'Any news?' });
      const waitingOf = async () =>
        (await deliveriesOf(request.id))
          .filter((d) => d.event === 'message_waiting' && d.channel === 'email')
          .map((d) => d.userId);
      clock.now = () => new Date('2030-06-02T07:00:00Z'); // Sunday: not yet a working day
      await t.app.services.notifications.runReminders();
      expect(afterWorkingDays(saturday, 1, calendarOf([])).toISOString()).toBe('2030-06-03T06:00:00.000Z');
      // the staff's holidays count as the clock of the milestones does
      expect(afterWorkingDays(saturday, 1, calendarOf(['2030-06-03'])).toISOString()).toBe('2030-06-04T06:00:00.000Z');
      clock.now = () => new Date('2030-06-03T07:00:00Z'); // Monday
      await t.app.services.notifications.runReminders();
      await t.app.services.notifications.runReminders();
      await expect.poll(waitingOf).toEqual([owner.user.id]);
      clock.now = () => new Date('2030-06-04T07:00:00Z'); // Tuesday: the admins
      await t.app.services.notifications.runReminders();
      await expect.poll(async () => (await waitingOf()).filter((u) => u === admin.user.id).length).toBe(1);
      expect((await waitingOf()).filter((u) => u === owner.user.id)).toHaveLength(1);
      const mail = await waitForMessage(t.app, admin.user.email!, (m) => !!m.subject?.startsWith('Unanswered since'));
      expect(mail.body).toContain('Any news?');
      // A reply ends the wait: no more escalations.
      await call('POST', `/api/v1/admin/requests/${request.id}/messages`, owner.bearer, { message: 'Yes, soon.' });
      const [thread] = await t.database.db
        .select()
        .from(conversationThreads)
        .where(eq(conversationThreads.serviceRequestId, request.id));
      expect(thread!.waitingSince).toBeNull();
    } finally {
      clock.now = real;
    }
  });
});

describe('staff review of uploaded documents', () => {
  it('a rejection with a reason sets "needs re-upload" and tells the customer; a rejection of a replaced version is refused (409) and the newer file kept', async () => {
    const staff = await signedInUser(t.app, { role: 'staff', email: uniqueEmail('conv-rev') });
    const { customer, request } = await paidRequest();
    const [doc] = await t.database.db
      .select()
      .from(serviceDocuments)
      .where(and(eq(serviceDocuments.serviceId, svc.id), eq(serviceDocuments.documentType, 'Document')));
    const upload = () =>
      post(
        '/api/v1/user/services/document/upload/store',
        customer,
        {
          user_id: String(customer.user.id),
          service_id: String(svc.id),
          request_id: String(request.id),
          document_id: String(doc!.id),
          document_type: 'Document',
        },
        { filename: 'rent.pdf', content: PDF },
      );
    expect((await upload()).statusCode).toBe(200);
    const list = async () =>
      (
        await call('POST', '/api/v1/user/services/document/upload', customer.bearer, {
          user_id: customer.user.id,
          service_id: svc.id,
          request_id: request.id,
        })
      )
        .json()
        .required_documents.find((r: { id: number }) => r.id === doc!.id);
    const v1 = await list();
    expect(v1).toMatchObject({ version: 1, review: null, state: 'Ready' });
    const url = `/api/v1/admin/requests/${request.id}/documents/${v1.saved_id}/review`;

    // Bad input: no reason, a customer trying it.
    expect((await call('POST', url, staff.bearer, { decision: 'reject', version: 1, reason: ' ' })).statusCode).toBe(422);
    expect((await call('POST', url, customer.bearer, { decision: 'accept', version: 1 })).statusCode).toBe(403);

    const rejected = await call('POST', url, staff.bearer, {
      decision: 'reject',
      version: 1,
      reason: 'Not signed by both <b>parties</b>',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await list()).toMatchObject({
      review: 'needs_reupload',
      review_reason: 'Not signed by both <b>parties</b>',
      state: 'Ready',
    });
    const mail = await waitForMessage(t.app, customer.user.email!, (m) => !!m.subject?.startsWith('Please upload'));
    expect(mail.body).toContain('Not signed by both <b>parties</b>');
    expect(mail.html).toContain('Not signed by both &lt;b&gt;parties&lt;/b&gt;');

    // The customer re-uploads: version 2, not reviewed yet. A late rejection of version 1 is refused.
    expect((await upload()).statusCode).toBe(200);
    expect(await list()).toMatchObject({ version: 2, review: null });
    const late = await call('POST', url, staff.bearer, { decision: 'reject', version: 1, reason: 'Blurred' });
    expect(late.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(requestDocuments).where(eq(requestDocuments.id, v1.saved_id));
    expect(row).toMatchObject({ version: 2, review: null, reviewReason: null });
    // The newer version is reviewed on its own.
    const ok = await call('POST', url, staff.bearer, { decision: 'accept', version: 2 });
    expect(ok.json().document).toMatchObject({ version: 2, review: 'accepted' });
    await expect
      .poll(
        async () =>
          (await deliveriesOf(request.id)).filter((d) => d.event === 'document_rejected' && d.channel === 'email').length,
      )
      .toBe(1);
  });
});

describe('the staff inbox, paged', () => {
  it('pages beyond 200 waiting threads, oldest first, with the total', async () => {
    const staff = await signedInUser(t.app, { role: 'staff', email: uniqueEmail('conv-page') });
    const customer = await signedInUser(t.app, { name: 'Many Threads', email: uniqueEmail('conv-many') });
    const db = t.database.db;
    const requests = await db
      .insert(serviceRequests)
      .values(
        Array.from({ length: 230 }, () => ({
          userId: customer.user.id,
          serviceId: svc.id,
          registrationType: 'individual' as const,
          totalPaise: 150_000,
          paidPaise: 150_000,
        })),
      )
      .returning({ id: serviceRequests.id });
    // Waiting since consecutive minutes of 2001, older than any other thread of this file.
    const threads = await db
      .insert(conversationThreads)
      .values(
        requests.map((r, i) => ({
          serviceRequestId: r.id,
          waitingSince: new Date(Date.UTC(2001, 0, 1, 0, i)),
          lastMessageAt: new Date(Date.UTC(2001, 0, 1, 0, i)),
        })),
      )
      .returning({ id: conversationThreads.id });
    try {
      const page = async (n: number) =>
        (await call('GET', `/api/v1/admin/inbox?page=${n}&pageSize=100`, staff.bearer)).json() as {
          threads: Array<{ request_id: number; waiting_since: string }>;
          pageInfo: { page: number; pageSize: number; total: number };
        };
      const [p1, p2, p3] = [await page(1), await page(2), await page(3)];
      expect(p1.pageInfo).toMatchObject({ page: 1, pageSize: 100 });
      expect(p1.pageInfo.total).toBeGreaterThanOrEqual(230);
      const seen = [...p1.threads, ...p2.threads, ...p3.threads].map((r) => r.request_id);
      // Every one of the 230 threads, once, in the order they started waiting (the 201st onwards on page 3).
      expect(seen.slice(0, 230)).toEqual(requests.map((r) => r.id));
      expect(p3.threads[0]!.request_id).toBe(requests[200]!.id);
      const since = [...p1.threads, ...p2.threads, ...p3.threads].map((r) => r.waiting_since);
      expect([...since].sort()).toEqual(since);
      // The default page is the first 25; a page size over 100 is refused.
      const first = (await call('GET', '/api/v1/admin/inbox', staff.bearer)).json();
      expect(first.threads).toHaveLength(25);
      expect(first.pageInfo).toMatchObject({ page: 1, pageSize: 25 });
      expect((await call('GET', '/api/v1/admin/inbox?pageSize=500', staff.bearer)).statusCode).toBe(400);
    } finally {
      await db.delete(conversationThreads).where(
        inArray(
          conversationThreads.id,
          threads.map((x) => x.id),
        ),
      );
    }
  });
});

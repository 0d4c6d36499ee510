import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GRIEVANCE_MESSAGES as M, REQUEST_MESSAGES } from '@anupalan/shared';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { holdClock } from '../../../../../tests/helpers/clock.ts';
import { paidOrder, usePaymentsApp, type Signed } from '../../../../../tests/helpers/fixtures.ts';
import { FAKE_EXE, multipart, PNG_1PX, uniqueEmail } from '../../../../../tests/helpers/identity.ts';
import { waitForMessage } from '../../../../../tests/helpers/messages.ts';
import { grievanceAttachments, grievanceMessages, grievances } from '../../db/schema.ts';

const { t, svc } = usePaymentsApp('grievances-suite-secret');
let A: Signed;
let B: Signed;
let staff: Signed;
let admin: Signed;
let requestOfA: number;

beforeAll(async () => {
  A = await signedInUser(t.app, { name: 'Asha Grievance', email: uniqueEmail('grv-a') });
  B = await signedInUser(t.app, { name: 'Bala Grievance', email: uniqueEmail('grv-b') });
  staff = await signedInUser(t.app, { role: 'staff', name: 'Sunil Staff', email: uniqueEmail('grv-staff') });
  admin = await signedInUser(t.app, { role: 'admin', name: 'Anita Admin', email: uniqueEmail('grv-admin') });
  requestOfA = (await paidOrder(t.app, A, { service_id: svc.individual.id, payment_type: 'full' })).data.service_request_id;
}, 120_000);

const db = () => t.database.db;
const file = (who: Signed, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/grievances', headers: who.bearer, payload });
const ticketsOf = (userId: number) => db().select().from(grievances).where(eq(grievances.userId, userId));
const staffPost = (path: string, payload: Record<string, unknown> = {}, who: Signed = staff) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/grievances${path}`, headers: who.bearer, payload });

describe('POST /api/v1/user/grievances', () => {
  it('files a complaint about an own order: a sequential ticket number at once and by e-mail, once', async () => {
    const res = await file(A, {
      category: 'service_delay',
      description: 'My GST filing is late.',
      request_id: String(requestOfA),
    });
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(data.ticketNo).toMatch(new RegExp(`^GRV-${new Date().getFullYear()}-\\d{6}$`));
    expect(message).toBe(M.filed(data.ticketNo));
    expect(data).toMatchObject({ status: 'open', category: 'service_delay', requestId: requestOfA, replies: [] });
    expect(new Date(data.ackDueAt).getTime() - new Date(data.createdAt).getTime()).toBe(48 * 3600_000);
    const rows = await ticketsOf(A.user.id);
    expect(rows.map((r) => r.ticketNo)).toContain(data.ticketNo);
    const mail = await waitForMessage(
      t.app,
      A.user.email!,
      (m) => m.template === 'grievance_received' && m.body.includes(data.ticketNo),
    );
    expect(mail.subject).toContain(data.ticketNo);
    expect(t.app.services.outbox.list(A.user.email!).filter((m) => m.subject?.includes(data.ticketNo))).toHaveLength(1);
  });

  it('two complaints at once get two consecutive numbers', async () => {
    const [r1, r2] = await Promise.all([
      file(A, { category: 'payment', description: 'One' }),
      file(B, { category: 'refund', description: 'Two' }),
    ]);
    expect([r1!.statusCode, r2!.statusCode]).toEqual([201, 201]);
    const seq = [r1!.json().data.ticketNo, r2!.json().data.ticketNo].map((n: string) => Number(n.split('-')[2])).sort();
    expect(seq[1]! - seq[0]!).toBe(1);
  });

  it('refuses a complaint with no description (or only spaces), storing nothing', async () => {
    const before = (await ticketsOf(B.user.id)).length;
    for (const description of [undefined, '', '   ']) {
      const res = await file(B, { category: 'other', ...(description === undefined ? {} : { description }) });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.description).toEqual([M.descriptionRequired]);
    }
    const bad = await file(B, { category: 'complaining', description: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.category).toEqual([M.category]);
    expect(await ticketsOf(B.user.id)).toHaveLength(before);
  });

  it("refuses a forged order id (another customer's, one that does not exist, not a number)", async () => {
    const before = (await ticketsOf(B.user.id)).length;
    for (const request_id of [requestOfA, 987654, '12abc', -3]) {
      const res = await file(B, { category: 'service_delay', description: 'Late', request_id });
      expect(res.statusCode, String(request_id)).toBe(422);
      expect(res.json().errors.request_id).toEqual([M.orderNotYours]);
    }
    expect(await ticketsOf(B.user.id)).toHaveLength(before);
  });

  it('takes attachments by the document rules: a PNG kept for its owner and staff; an executable refuses the whole complaint', async () => {
    const ok = await multipart(
      { category: 'data_protection', description: 'See the screenshot' },
      { attachment_1: { filename: 'screen.png', type: 'image/png', bytes: PNG_1PX } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/grievances',
      headers: { ...A.bearer, ...ok.headers },
      payload: ok.payload,
    });
    expect(res.statusCode).toBe(201);
    const [att] = res.json().data.attachments;
    expect(att).toMatchObject({ fileName: 'screen.png', size: PNG_1PX.length });
    const own = await t.app.inject({ url: `/api/v1/user/grievances/attachments/${att.id}`, headers: A.bearer });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await t.app.inject({ url: `/api/v1/user/grievances/attachments/${att.id}`, headers: staff.bearer })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: `/api/v1/user/grievances/attachments/${att.id}`, headers: B.bearer })).statusCode).toBe(
      404,
    );

    const before = (await db().select().from(grievanceAttachments)).length;
    const tickets = (await ticketsOf(A.user.id)).length;
    const exe = await multipart(
      { category: 'other', description: 'Virus' },
      { attachment_1: { filename: 'photo.png', type: 'image/png', bytes: FAKE_EXE } },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/grievances',
      headers: { ...A.bearer, ...exe.headers },
      payload: exe.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.attachment_1).toEqual([REQUEST_MESSAGES.fileType]);
    expect(await db().select().from(grievanceAttachments)).toHaveLength(before);
    expect(await ticketsOf(A.user.id)).toHaveLength(tickets);
  });

  it('keeps script as typed but escapes it everywhere it is shown, the e-mail included', async () => {
    const script = '<script>alert("x")</script> and <img src=x onerror=alert(1)>';
    const res = await file(A, { category: 'other', description: script });
    expect(res.statusCode).toBe(201);
    const { ticketNo } = res.json().data;
    expect((await t.app.inject({ url: `/api/v1/user/grievances/${ticketNo}`, headers: A.bearer })).json().data.description).toBe(
      script,
    );
    const id = (await db().select().from(grievances).where(eq(grievances.ticketNo, ticketNo)))[0]!.id;
    expect((await staffPost(`/${id}/replies`, { body: `We read: ${script}` })).statusCode).toBe(200);
    const mail = await waitForMessage(
      t.app,
      A.user.email!,
      (m) => m.template === 'grievance_update' && m.body.includes(ticketNo),
    );
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
  });

  it("answers 401 without a session, and another customer's ticket is not found", async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/user/grievances', payload: { category: 'other', description: 'x' } }))
        .statusCode,
    ).toBe(401);
    const { ticketNo } = (await file(A, { category: 'other', description: 'Mine' })).json().data;
    const other = await t.app.inject({ url: `/api/v1/user/grievances/${ticketNo}`, headers: B.bearer });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Mine');
    expect(
      (await t.app.inject({ url: '/api/v1/user/grievances', headers: B.bearer }))
        .json()
        .data.map((g: { ticketNo: string }) => g.ticketNo),
    ).not.toContain(ticketNo);
  });
});

describe('the grievance queue (back office)', () => {
  it('assigns, notes (staff only), replies (the customer sees and receives them), resolves and closes', async () => {
    const { ticketNo } = (
      await file(A, { category: 'refund', description: 'Where is my refund?', request_id: requestOfA })
    ).json().data;
    const id = (await db().select().from(grievances).where(eq(grievances.ticketNo, ticketNo)))[0]!.id;

    const list = await t.app.inject({ url: '/api/v1/admin/grievances?status=open&pageSize=100', headers: staff.bearer });
    expect(list.json().items.map((g: { ticketNo: string }) => g.ticketNo)).toContain(ticketNo);

    expect((await staffPost(`/${id}/assign`, { assigneeId: A.user.id })).json().errors.assigneeId).toEqual([M.assigneeNotStaff]);
    const assigned = await staffPost(`/${id}/assign`, { assigneeId: staff.user.id });
    expect(assigned.json().data.assignee).toEqual({ id: staff.user.id, name: 'Sunil Staff' });
    expect((await staffPost(`/${id}/notes`, { body: '  ' })).json().errors.body).toEqual([M.noteRequired]);
    await staffPost(`/${id}/notes`, { body: 'Internal: gateway ticket 42' });
    const replied = await staffPost(`/${id}/replies`, { body: 'Your refund was sent today.' });
    expect(replied.json().data).toMatchObject({ status: 'acknowledged' });
    expect(replied.json().data.acknowledgedAt).not.toBeNull();

    const seen = (await t.app.inject({ url: `/api/v1/user/grievances/${ticketNo}`, headers: A.bearer })).json().data;
    expect(seen.status).toBe('acknowledged');
    expect(seen.replies.map((r: { body: string }) => r.body)).toEqual(['Your refund was sent today.']);
    expect(JSON.stringify(seen)).not.toContain('Internal: gateway');
    const mail = await waitForMessage(
      t.app,
      A.user.email!,
      (m) => m.template === 'grievance_update' && m.body.includes('Your refund was sent today.'),
    );
    expect(mail.subject).toContain(ticketNo);

    expect((await staffPost(`/${id}/close`)).statusCode).toBe(409);
    expect((await staffPost(`/${id}/resolve`, {})).json().errors.resolution).toEqual([M.resolutionRequired]);
    expect((await staffPost(`/${id}/resolve`, { resolution: 'Refund of ₹500 sent.' })).json().data.status).toBe('resolved');
    expect((await staffPost(`/${id}/close`)).json().data.status).toBe('closed');
    const late = await staffPost(`/${id}/replies`, { body: 'More' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.closedAlready);
    expect(await db().select().from(grievanceMessages).where(eq(grievanceMessages.grievanceId, id))).toHaveLength(2);
    expect((await staffPost('/987654/replies', { body: 'x' })).statusCode).toBe(404);
  });

  it('flags a ticket unacknowledged after 48 hours and escalates it to the admins once', async () => {
    const { ticketNo } = (await file(B, { category: 'service_delay', description: 'Nobody answers' })).json().data;
    const row = (await db().select().from(grievances).where(eq(grievances.ticketNo, ticketNo)))[0]!;
    holdClock([t.app], new Date(row.createdAt.getTime() + 49 * 3600_000));
    const overdue = await t.app.inject({ url: '/api/v1/admin/grievances?overdue=1&pageSize=100', headers: staff.bearer });
    const mine = overdue.json().items.find((g: { ticketNo: string }) => g.ticketNo === ticketNo);
    expect(mine).toMatchObject({ ackOverdue: true, resolveOverdue: false, escalatedAt: null });

    expect(await t.app.services.grievances.escalate()).toBeGreaterThanOrEqual(1);
    const mail = await waitForMessage(
      t.app,
      admin.user.email!,
      (m) => m.template === 'grievance_escalated' && m.body.includes(ticketNo),
    );
    expect(mail.subject).toContain(ticketNo);
    await t.app.services.grievances.escalate();
    const detail = (await t.app.inject({ url: `/api/v1/admin/grievances/${row.id}`, headers: staff.bearer })).json().data;
    expect(detail.escalatedAt).not.toBeNull();
    // Give the queue a moment: a second sweep enqueued nothing more for this ticket.
    await new Promise((r) => setTimeout(r, 1500));
    expect(t.app.services.outbox.list(admin.user.email!).filter((m) => m.body.includes(ticketNo))).toHaveLength(1);
  });

  it('counts a month for the compliance report; a customer gets 403', async () => {
    const now = new Date();
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(now);
    const res = await t.app.inject({ url: `/api/v1/admin/grievances/report?month=${month}`, headers: admin.bearer });
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    const all = await db().select().from(grievances);
    expect(r.received).toBe(all.length);
    expect(r.byCategory.service_delay).toBe(all.filter((g) => g.category === 'service_delay').length);
    expect(r.resolvedInTime).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ url: `/api/v1/admin/grievances/report?month=2026-13`, headers: admin.bearer })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: `/api/v1/admin/grievances/report?month=${month}`, headers: A.bearer })).statusCode).toBe(
      403,
    );
  });

  it("the pages' in-process door: staff only, the same contracts as the API", async () => {
    const door = t.app.services.grievanceAdmin;
    const { ticketNo } = (await file(A, { category: 'payment', description: 'Charged twice' })).json().data;
    const id = (await db().select().from(grievances).where(eq(grievances.ticketNo, ticketNo)))[0]!.id;
    await expect(door.detail(A.user, id)).rejects.toMatchObject({ status: 403 });
    await expect(door.reply(staff.user, id, { body: ' ' })).rejects.toMatchObject({
      status: 422,
      errors: { body: [M.replyRequired] },
    });
    await expect(door.list(staff.user, { status: 'pending' })).rejects.toMatchObject({ status: 400 });
    const after = await door.reply(staff.user, id, { body: 'Refund of the second charge is on its way.' });
    expect(after.messages.map((m) => [m.kind, m.authorName])).toEqual([['reply', 'Sunil Staff']]);
    expect((await door.list(staff.user, { status: 'acknowledged', pageSize: '100' })).items.map((g) => g.id)).toContain(id);
  });
});

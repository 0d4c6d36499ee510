import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { formatInr, REFUND_REQUEST_MESSAGES as M, refundOverPaidMessage } from '@anupalan/shared';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { paidOrder, usePaymentsApp, type Signed } from '../../../../../tests/helpers/fixtures.ts';
import { uniqueEmail } from '../../../../../tests/helpers/identity.ts';
import { waitForMessage } from '../../../../../tests/helpers/messages.ts';
import {
  auditLog,
  creditNotes,
  paymentOrders,
  payments,
  refundRequests,
  refunds,
  serviceRequests,
  testGatewayRefunds,
} from '../../db/schema.ts';

/**
 * Cancellations and refunds the customer asks for (issue 24): the amount is the refund table's at
 * the request's stage (the server's), one request per order, staff approve (one refund, one credit
 * note, however often or however many press it; a gateway failure halfway retried) or refuse.
 */
const { t, svc } = usePaymentsApp('refund-requests-suite-secret');
let A: Signed;
let B: Signed;
let staff: Signed;
let staff2: Signed;

beforeAll(async () => {
  A = await signedInUser(t.app, { name: 'Asha Refund', email: uniqueEmail('rr-a') });
  B = await signedInUser(t.app, { name: 'Bala Refund', email: uniqueEmail('rr-b') });
  staff = await signedInUser(t.app, { role: 'staff', name: 'Sunil Staff', email: uniqueEmail('rr-staff') });
  staff2 = await signedInUser(t.app, { role: 'staff', name: 'Seema Staff', email: uniqueEmail('rr-staff2') });
}, 120_000);

const db = () => t.database.db;
const quote = (who: Signed, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/v1/user/requests/${id}/refund`, headers: who.bearer });
const ask = (who: Signed, id: number, payload: Record<string, unknown> = { reason: 'I filed it myself.' }) =>
  t.app.inject({ method: 'POST', url: `/api/v1/user/requests/${id}/refund`, headers: who.bearer, payload });
const decide = (id: number, what: 'approve' | 'refuse', payload: Record<string, unknown> = {}, who: Signed = staff) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/refund-requests/${id}/${what}`, headers: who.bearer, payload });
const fullOrder = async (who: Signed = A) =>
  (await paidOrder(t.app, who, { service_id: svc.individual.id })).data.service_request_id;
const paidOf = async (requestId: number) =>
  (await db().select().from(payments).where(eq(payments.serviceRequestId, requestId))).reduce((s, p) => s + p.amountPaise, 0);
const moveStage = (id: number, stage: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/requests/${id}/stage`, headers: staff.bearer, payload: { stage } });
const refundsOf = (refundRequestId: number) => db().select().from(refunds).where(eq(refunds.refundRequestId, refundRequestId));
const notesOf = async (refundRequestId: number) => {
  const ids = (await refundsOf(refundRequestId)).map((r) => r.id);
  return ids.length ? db().select().from(creditNotes).where(inArray(creditNotes.refundId, ids)) : [];
};

describe('a customer asks to cancel and be refunded', () => {
  it('shows the table’s refund at the stage, computes the amount on the server whatever the client sends, once', async () => {
    const id = await fullOrder();
    const paid = await paidOf(id);
    const q = await quote(A, id);
    expect(q.statusCode).toBe(200);
    expect(q.json().data).toMatchObject({
      request_id: id,
      stage: 'paid',
      row: 'assisted',
      paid_amount: paid,
      amount: paid,
      refusal: null,
      refund_request: null,
    });

    // The client claims a bigger refund: the server keeps the table's amount.
    const res = await ask(A, id, {
      reason: 'I filed it myself.',
      amount: paid * 10,
      entitled_amount: paid * 10,
      approved_amount: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: M.sent,
      data: { status: 'requested', entitled_amount: paid, approved_amount: null },
    });
    const [row] = await db().select().from(refundRequests).where(eq(refundRequests.serviceRequestId, id));
    expect(row).toMatchObject({ entitledPaise: paid, status: 'requested', reason: 'I filed it myself.', stage: 'paid' });

    // Twice: one request.
    const again = await ask(A, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.twice);
    expect(await db().select().from(refundRequests).where(eq(refundRequests.serviceRequestId, id))).toHaveLength(1);
    expect((await quote(A, id)).json().data).toMatchObject({
      refusal: M.twice,
      refund_request: { id: row!.id, status: 'requested' },
    });
  });

  it('two requests at once make one (a race)', async () => {
    const id = await fullOrder();
    const both = await Promise.all([ask(A, id), ask(A, id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await db().select().from(refundRequests).where(eq(refundRequests.serviceRequestId, id))).toHaveLength(1);
  });

  it('refuses a completed order, one where work has started, and one with nothing paid left, saying why', async () => {
    const done = await fullOrder();
    expect((await moveStage(done, 'completed')).statusCode).toBe(200);
    const c = await ask(A, done);
    expect(c.statusCode).toBe(422);
    expect(c.json().message).toBe(M.completed);
    expect((await quote(A, done)).json().data).toMatchObject({ row: null, amount: 0, refusal: M.completed });

    const started = await fullOrder();
    expect((await moveStage(started, 'in_progress')).statusCode).toBe(200);
    const s = await ask(A, started);
    expect(s.statusCode).toBe(422);
    expect(s.json().message).toBe(M.initiated);

    // Staff already refunded the whole payment from the payments back office: nothing is paid any more.
    const unpaid = await fullOrder();
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.serviceRequestId, unpaid));
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${order!.id}/refunds`,
      headers: staff.bearer,
      payload: { amount: String(order!.amountPaise / 100), reason: 'Goodwill', idempotencyKey: `unpaid-${unpaid}-key` },
    });
    expect(refund.statusCode).toBe(201);
    const u = await ask(A, unpaid);
    expect(u.statusCode).toBe(422);
    expect(u.json().message).toBe(M.unpaid);
    expect(
      await db()
        .select()
        .from(refundRequests)
        .where(inArray(refundRequests.serviceRequestId, [done, started, unpaid])),
    ).toEqual([]);
  });

  it('another customer’s order is not found (404), and signed out is 401', async () => {
    const id = await fullOrder();
    expect((await quote(B, id)).statusCode).toBe(404);
    const res = await ask(B, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/user/requests/${id}/refund`, payload: { reason: 'x' } })).statusCode,
    ).toBe(401);
    expect(await db().select().from(refundRequests).where(eq(refundRequests.serviceRequestId, id))).toEqual([]);
    expect((await ask(A, id, { reason: '  ' })).statusCode).toBe(422);
  });
});

describe('staff decide', () => {
  it('approve: the request is cancelled, one refund with its credit note, the customer told; replays and two staff at once change nothing', async () => {
    const id = await fullOrder();
    const paid = await paidOf(id);
    const rr = (await ask(A, id)).json().data.id as number;

    const [one, two] = await Promise.all([decide(rr, 'approve'), decide(rr, 'approve', {}, staff2)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const replay = await decide(rr, 'approve');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().item).toMatchObject({
      status: 'approved',
      approvedPaise: paid,
      refundedPaise: paid,
      awaitingGateway: false,
    });

    const made = await refundsOf(rr);
    expect(made.map((r) => [r.status, r.amountPaise])).toEqual([['processed', paid]]);
    expect(await notesOf(rr)).toHaveLength(1);
    const [gatewayOrder] = await db().select().from(paymentOrders).where(eq(paymentOrders.serviceRequestId, id));
    expect(
      await db().select().from(testGatewayRefunds).where(eq(testGatewayRefunds.paymentId, gatewayOrder!.gatewayPaymentId!)),
    ).toHaveLength(1);
    const [request] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(request!.status).toBe('cancelled');
    expect(request!.requestData).toMatchObject({ status: 'cancelled' });
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'refund_request.approve'), eq(auditLog.entityId, String(rr)))),
    ).toHaveLength(1);

    const view = (await quote(A, id)).json().data.refund_request;
    expect(view).toMatchObject({
      status: 'approved',
      approved_amount: paid,
      refunded_amount: paid,
      refunded_at: expect.any(String),
    });
    expect(view.credit_notes).toHaveLength(1);
    const approved = await waitForMessage(
      t.app,
      A.user.email!,
      (m) => m.template === 'refund_request_approved' && m.body.includes(`#${id}`),
    );
    expect(approved.subject).toContain(formatInr(paid));
    await waitForMessage(
      t.app,
      A.user.email!,
      (m) => m.template === 'refund_issued' && m.body.includes(view.credit_notes[0].number),
    );
    expect(
      t.app.services.outbox
        .list(A.user.email!)
        .filter((m) => m.template === 'refund_request_approved' && m.body.includes(`#${id}`)),
    ).toHaveLength(1);

    // Decided: refusing it now is refused.
    expect((await decide(rr, 'refuse', { reason: 'Too late' })).statusCode).toBe(409);
    // A cancelled order cannot be asked about again.
    expect((await quote(A, id)).json().data.refusal).toBe(M.twice);
  });

  it('refuse with a reason the customer reads and is told; without a reason 422; then no approval', async () => {
    const id = await fullOrder();
    const rr = (await ask(A, id)).json().data.id as number;
    expect((await decide(rr, 'refuse', {})).statusCode).toBe(422);
    const res = await decide(rr, 'refuse', { reason: 'Your return was already filed with the department.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      status: 'refused',
      refusedReason: 'Your return was already filed with the department.',
    });
    expect((await quote(A, id)).json().data.refund_request).toMatchObject({
      status: 'refused',
      refused_reason: 'Your return was already filed with the department.',
    });
    const mail = await waitForMessage(
      t.app,
      A.user.email!,
      (m) => m.template === 'refund_request_refused' && m.body.includes(`#${id}`),
    );
    expect(mail.body).toContain('Your return was already filed with the department.');
    const approve = await decide(rr, 'approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(M.alreadyRefused);
    expect(await refundsOf(rr)).toEqual([]);
    const [request] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(request!.status).toBe('payment_done');
  });

  it('staff may refund more than the table gave (a balance paid since), with a note, audited; never more than paid', async () => {
    const { data } = await paidOrder(t.app, A, { service_id: svc.individual.id, payment_type: 'partial', percent: 30 });
    const id = data.service_request_id;
    const first = await paidOf(id);
    const rr = (await ask(A, id)).json().data.id as number;
    // The balance is paid after the request: the table gave 30%; staff may refund everything.
    const bal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rest_partial_payment',
      headers: A.bearer,
      payload: { partial_payment_id: data.partial_payment_id },
    });
    expect(bal.statusCode).toBe(200);
    const balPay = (
      await t.app.inject({
        method: 'POST',
        url: `/test-gateway/orders/${bal.json().order_id}/pay`,
        payload: { outcome: 'success' },
      })
    ).json();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/rest_partial_payment_success',
          headers: A.bearer,
          payload: { ...balPay, partial_payment_id: data.partial_payment_id },
        })
      ).statusCode,
    ).toBe(200);
    const total = await paidOf(id);
    expect(total).toBeGreaterThan(first);

    const rupees = (p: number) => (p / 100).toFixed(2);
    const noNote = await decide(rr, 'approve', { amount: rupees(total) });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().message).toBe(M.noteRequired);
    const tooMuch = await decide(rr, 'approve', { amount: rupees(total + 100), note: 'Goodwill' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(refundOverPaidMessage(total));

    const ok = await decide(rr, 'approve', { amount: rupees(total), note: 'Balance paid after the request; refund all.' });
    expect(ok.statusCode).toBe(200);
    const made = await refundsOf(rr);
    expect(made.reduce((s, r) => s + r.amountPaise, 0)).toBe(total);
    expect(made).toHaveLength(2);
    expect(await notesOf(rr)).toHaveLength(2);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund_request.approve'), eq(auditLog.entityId, String(rr))));
    expect(entry!.after).toMatchObject({
      approvedPaise: total,
      overTable: true,
      note: 'Balance paid after the request; refund all.',
    });
  });

  it('the gateway failing halfway (refund made, answer lost): approval stays, nothing recorded; the retry makes the one refund', async () => {
    const id = await fullOrder();
    const paid = await paidOf(id);
    const rr = (await ask(A, id)).json().data.id as number;
    const gateway = t.app.services.testGateway!;
    const real = gateway.refund.bind(gateway);
    gateway.refund = async (input) => {
      await real(input);
      throw new Error('socket hang up');
    };
    try {
      const failed = await decide(rr, 'approve');
      expect(failed.statusCode).toBe(503);
    } finally {
      gateway.refund = real;
    }
    expect(await refundsOf(rr)).toEqual([]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/refund-requests?status=approved&pageSize=100',
      headers: staff.bearer,
    });
    expect(list.json().items.find((i: { id: number }) => i.id === rr)).toMatchObject({
      status: 'approved',
      awaitingGateway: true,
      refundedPaise: 0,
    });
    expect((await quote(A, id)).json().data.refund_request).toMatchObject({
      status: 'approved',
      refunded_amount: 0,
      refunded_at: null,
    });

    const retry = await decide(rr, 'approve');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().item).toMatchObject({ awaitingGateway: false, refundedPaise: paid });
    expect((await refundsOf(rr)).map((r) => r.status)).toEqual(['processed']);
    expect(await notesOf(rr)).toHaveLength(1);
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.serviceRequestId, id));
    expect(
      await db().select().from(testGatewayRefunds).where(eq(testGatewayRefunds.paymentId, order!.gatewayPaymentId!)),
    ).toHaveLength(1);
  });

  it('the queue is staff’s only, filtered by status; a customer is refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/refund-requests', headers: A.bearer })).statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/refund-requests?status=requested',
      headers: staff.bearer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.every((i: { status: string }) => i.status === 'requested')).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/refund-requests?status=nope', headers: staff.bearer })).statusCode,
    ).toBe(400);
  });
});

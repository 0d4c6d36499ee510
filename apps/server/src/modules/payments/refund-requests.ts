import {
  REFUND_REQUEST_MESSAGES as M,
  formatInr,
  refundApproveSchema,
  refundAt,
  refundOverPaidMessage,
  refundRefuseSchema,
  refundRequestBody,
  refundRequestListQuerySchema,
  type Actor,
  type AdminRefundRequest,
  type RefundQuote,
  type RefundRequestView,
  type RequestStage,
} from '@anupalan/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments/types.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertStaff, writeAudit } from '../../lib/backoffice.ts';
import { AppError } from '../../lib/errors.ts';
import { parseOrThrow, parseQuery } from '../../lib/validation.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { InvoiceService } from '../invoices/service.ts';
import type { Notify } from '../notifications/service.ts';
import { CANCELLED_STATUS, cancelRequest, requestForCancellation } from '../requests/steps.ts';
import type { UserService } from '../users/service.ts';
import { refundOrder, type RefundAudit } from './refund.ts';
import type { CapturedOrderOfRequest, RefundRequestRepository, RefundRequestRow } from './refund-requests-repository.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const REFUSALS = { completed: M.completed, unpaid: M.unpaid, initiated: M.initiated } as const;

/** What is left to refund on a request's captured orders, besides what this refund request already took. */
function refundableOf(orders: CapturedOrderOfRequest[]): number {
  return orders.reduce((sum, o) => sum + Math.max(0, o.amountPaise - o.othersPaise - (o.mine?.amountPaise ?? 0)), 0);
}

/**
 * Which order refunds how much of an approved amount: a refund already made or under way for this
 * request keeps its amount (its idempotency key names it); the rest is taken from the oldest order on.
 */
export function allocate(orders: CapturedOrderOfRequest[], approvedPaise: number): { orderId: number; amountPaise: number }[] {
  let remaining = approvedPaise - orders.reduce((s, o) => s + (o.mine?.amountPaise ?? 0), 0);
  const out: { orderId: number; amountPaise: number }[] = [];
  for (const o of orders) {
    if (o.mine) {
      out.push({ orderId: o.orderId, amountPaise: o.mine.amountPaise });
      continue;
    }
    const share = Math.min(Math.max(0, o.amountPaise - o.othersPaise), remaining);
    if (share > 0) {
      out.push({ orderId: o.orderId, amountPaise: share });
      remaining -= share;
    }
  }
  return out;
}

/**
 * Cancellations and refunds the customer asks for (issue 24). The customer asks on My Requests: the
 * server computes the refund with the published table (`refundAt`, one rule shared with the
 * checkout) from the request's stage and what was paid, one request per order (the request row's
 * lock and a unique index). Staff approve (the request is cancelled, then the refund runs through
 * `refundOrder` with its credit note, one idempotency key per order, so a replay or a retry is the
 * same refund) or refuse with a reason; either way the customer is told (notifications).
 */
export function createRefundRequestService(deps: {
  db: Db;
  repo: RefundRequestRepository;
  gateway: PaymentGateway;
  users: UserService;
  catalog: CatalogService;
  invoices: InvoiceService;
  notify: Notify;
  audit: RefundAudit;
  clock: Clock;
  log?: FastifyBaseLogger;
}) {
  const { repo } = deps;

  async function refundsState(rows: RefundRequestRow[]) {
    const refunds = await repo.refundsOf(rows.map((r) => r.id));
    const notes = await deps.invoices.creditNotesForRefunds(refunds.map((r) => r.id));
    return (id: number) => {
      const mine = refunds.filter((r) => r.refundRequestId === id);
      const done = mine.filter((r) => r.status === 'processed');
      const last = done.map((r) => r.processedAt!.getTime()).sort((a, b) => b - a)[0];
      return {
        refundedPaise: done.reduce((s, r) => s + r.amountPaise, 0),
        refundedAt: last === undefined ? null : new Date(last),
        creditNotes: done.flatMap((r) => {
          const n = notes.get(r.id);
          return n ? [{ id: n.id, number: n.number }] : [];
        }),
      };
    };
  }

  async function views(rows: RefundRequestRow[]): Promise<RefundRequestView[]> {
    const state = await refundsState(rows);
    return rows.map((r) => {
      const s = state(r.id);
      return {
        id: r.id,
        request_id: r.serviceRequestId,
        status: r.status,
        reason: r.reason,
        entitled_amount: r.entitledPaise,
        approved_amount: r.approvedPaise,
        refunded_amount: s.refundedPaise,
        refused_reason: r.status === 'refused' ? r.decisionNote : null,
        requested_at: r.createdAt.toISOString(),
        decided_at: iso(r.decidedAt),
        refunded_at: r.approvedPaise !== null && s.refundedPaise >= r.approvedPaise ? iso(s.refundedAt) : null,
        credit_notes: s.creditNotes,
      };
    });
  }

  async function adminItems(rows: RefundRequestRow[]): Promise<AdminRefundRequest[]> {
    const [state, people, names] = await Promise.all([
      refundsState(rows),
      deps.users.people(rows.flatMap((r) => (r.decidedBy ? [r.userId, r.decidedBy] : [r.userId]))),
      deps.catalog.serviceNamesOf(rows.map((r) => r.serviceId)),
    ]);
    return Promise.all(
      rows.map(async (r) => {
        const s = state(r.id);
        const who = people.get(r.userId);
        const by = r.decidedBy ? people.get(r.decidedBy) : undefined;
        const orders = await repo.capturedOrdersOf(r.serviceRequestId, r.id);
        return {
          id: r.id,
          requestId: r.serviceRequestId,
          status: r.status,
          customerId: r.userId,
          customerName: who?.name || who?.email || who?.mobile || `#${r.userId}`,
          serviceName: names.get(r.serviceId) ?? `Service #${r.serviceId}`,
          stage: r.stage,
          reason: r.reason,
          entitledPaise: r.entitledPaise,
          approvedPaise: r.approvedPaise,
          refundedPaise: s.refundedPaise,
          refundablePaise: refundableOf(orders) + orders.reduce((t, o) => t + (o.mine?.amountPaise ?? 0), 0),
          refusedReason: r.status === 'refused' ? r.decisionNote : null,
          decidedByName: by ? by.name || by.email || `#${by.id}` : null,
          requestedAt: r.createdAt.toISOString(),
          decidedAt: iso(r.decidedAt),
          awaitingGateway: r.status === 'approved' && s.refundedPaise < (r.approvedPaise ?? 0),
          creditNotes: s.creditNotes,
        };
      }),
    );
  }

  /** The customer's own request, locked in `tx` (someone else's: 404, as for a request that does not exist). */
  async function ownRequest(tx: Tx, user: { id: number }, requestId: number) {
    const row = await requestForCancellation(tx, requestId);
    if (!row || row.userId !== user.id) throw AppError.notFound(M.notFound);
    return row;
  }

  /** What the table gives now, or why nothing can be asked. */
  async function verdictFor(tx: Tx, row: { id: number; stage: RequestStage; status: string }) {
    const orders = await repo.capturedOrdersOf(row.id, null, tx);
    const paid = refundableOf(orders);
    const v = refundAt(row.stage, paid);
    return { paid, v, refusal: v.ok ? null : REFUSALS[v.reason] };
  }

  async function item(id: number): Promise<AdminRefundRequest> {
    const row = await repo.find(id);
    if (!row) throw AppError.notFound(M.noSuchRequest);
    return (await adminItems([row]))[0]!;
  }

  /** The refunds of an approved request through the gateway (a retry takes up what a failure left). */
  async function runRefunds(actor: Actor, rr: RefundRequestRow): Promise<void> {
    const orders = await repo.capturedOrdersOf(rr.serviceRequestId, rr.id);
    for (const part of allocate(orders, rr.approvedPaise ?? 0)) {
      await refundOrder({ db: deps.db, gateway: deps.gateway, audit: deps.audit, log: deps.log }, actor, {
        orderId: part.orderId,
        amountPaise: part.amountPaise,
        reason: `Cancellation of request #${rr.serviceRequestId}: ${rr.reason}`.slice(0, 500),
        idempotencyKey: `refund-request-${rr.id}-order-${part.orderId}`,
        refundRequestId: rr.id,
      });
    }
  }

  return {
    /** GET /user/requests/:id/refund: the table's refund now, and the request made, if any. */
    async quote(user: { id: number }, requestId: number): Promise<RefundQuote> {
      const { row, paid, v, refusal, existing } = await deps.db.transaction(async (tx) => {
        const row = await ownRequest(tx, user, requestId);
        return { row, ...(await verdictFor(tx, row)), existing: (await repo.forRequests([row.id], tx))[0] };
      });
      return {
        request_id: row.id,
        stage: row.stage,
        row: v.row?.key ?? null,
        paid_amount: paid,
        amount: v.amountPaise,
        refusal: existing || row.status === CANCELLED_STATUS ? M.twice : refusal,
        refund_request: existing ? (await views([existing]))[0]! : null,
      };
    },

    /** POST /user/requests/:id/refund: one per order; the amount is the table's, never the client's. */
    async request(user: { id: number }, requestId: number, body: unknown): Promise<RefundRequestView> {
      const created = await deps.db.transaction(async (tx) => {
        // Whose request comes first: someone else's is 404 whatever the body says.
        const row = await ownRequest(tx, user, requestId);
        const input = parseOrThrow(refundRequestBody, body);
        if ((await repo.forRequests([row.id], tx)).length > 0 || row.status === CANCELLED_STATUS) {
          throw new AppError('CONFLICT', M.twice);
        }
        const { v, refusal } = await verdictFor(tx, row);
        if (!v.ok) throw new AppError('VALIDATION', refusal!);
        const inserted = await repo.insert(tx, {
          serviceRequestId: row.id,
          userId: row.userId,
          serviceId: row.serviceId,
          reason: input.reason,
          stage: row.stage,
          entitledPaise: v.amountPaise,
        });
        if (!inserted) throw new AppError('CONFLICT', M.twice);
        return inserted;
      });
      return (await views([created]))[0]!;
    },

    /** My Requests: the customer's refund requests by request id. */
    async mine(user: { id: number }): Promise<Record<string, RefundRequestView>> {
      const list = await views(await repo.forUser(user.id));
      return Object.fromEntries(list.map((v) => [String(v.request_id), v]));
    },

    async list(actor: Actor, query: unknown) {
      assertStaff(actor);
      const q = parseQuery(refundRequestListQuerySchema, query);
      const r = await repo.page(q);
      return { items: await adminItems(r.rows), pageInfo: { page: q.page, pageSize: q.pageSize, total: r.total } };
    },

    /**
     * Approve: the table's amount, or another up to what was paid (more than the table needs a
     * note; audited either way). The request is cancelled and the customer told in the approval's
     * transaction; then the refunds run. Approving an approved request (a replay, two staff at
     * once, a retry after the gateway failed) runs the same refunds again: one refund, one credit note.
     */
    async approve(actor: Actor, id: number, body: unknown) {
      assertStaff(actor);
      const input = parseOrThrow(refundApproveSchema, body);
      const { rr, fresh } = await deps.db.transaction(async (tx) => {
        const rr = await repo.lock(tx, id);
        if (!rr) throw AppError.notFound(M.noSuchRequest);
        if (rr.status === 'refused') throw new AppError('CONFLICT', M.alreadyRefused);
        if (rr.status === 'approved') return { rr, fresh: false };
        const left = refundableOf(await repo.capturedOrdersOf(rr.serviceRequestId, rr.id, tx));
        const amount = input.amount ?? Math.min(rr.entitledPaise, left);
        if (amount > left) {
          const message = refundOverPaidMessage(left);
          throw new AppError('VALIDATION', message, { amount: [message] });
        }
        if (amount > rr.entitledPaise && !input.note)
          throw new AppError('VALIDATION', M.noteRequired, { note: [M.noteRequired] });
        const now = deps.clock.now();
        const decided = {
          status: 'approved' as const,
          approvedPaise: amount,
          decisionNote: input.note || null,
          decidedBy: actor.id,
          decidedAt: now,
        };
        await repo.decide(tx, rr.id, decided);
        await requestForCancellation(tx, rr.serviceRequestId);
        await cancelRequest(tx, rr.serviceRequestId);
        await writeAudit(tx, actor, {
          action: 'refund_request.approve',
          entityType: 'refund_request',
          entityId: String(rr.id),
          before: { status: rr.status, entitledPaise: rr.entitledPaise },
          after: { status: 'approved', approvedPaise: amount, overTable: amount > rr.entitledPaise, note: input.note || null },
          at: now,
        });
        await deps.notify(tx, {
          event: 'refund_request_approved',
          userId: rr.userId,
          vars: { amount: formatInr(amount), requestId: String(rr.serviceRequestId), requestsLink: '/myrequests' },
        });
        return { rr: { ...rr, ...decided }, fresh: true };
      });
      await runRefunds(actor, rr);
      return { fresh, item: await item(id) };
    },

    /** Refuse with a reason the customer reads (told in the same transaction); audited. */
    async refuse(actor: Actor, id: number, body: unknown) {
      assertStaff(actor);
      const input = parseOrThrow(refundRefuseSchema, body);
      await deps.db.transaction(async (tx) => {
        const rr = await repo.lock(tx, id);
        if (!rr) throw AppError.notFound(M.noSuchRequest);
        if (rr.status === 'approved') throw new AppError('CONFLICT', M.alreadyApproved);
        if (rr.status === 'refused') throw new AppError('CONFLICT', M.alreadyRefused);
        const now = deps.clock.now();
        await repo.decide(tx, rr.id, {
          status: 'refused',
          approvedPaise: null,
          decisionNote: input.reason,
          decidedBy: actor.id,
          decidedAt: now,
        });
        await writeAudit(tx, actor, {
          action: 'refund_request.refuse',
          entityType: 'refund_request',
          entityId: String(rr.id),
          before: { status: rr.status },
          after: { status: 'refused', reason: input.reason },
          at: now,
        });
        await deps.notify(tx, {
          event: 'refund_request_refused',
          userId: rr.userId,
          vars: { requestId: String(rr.serviceRequestId), reason: input.reason, requestsLink: '/myrequests' },
        });
      });
      return item(id);
    },
  };
}
export type RefundRequestService = ReturnType<typeof createRefundRequestService>;

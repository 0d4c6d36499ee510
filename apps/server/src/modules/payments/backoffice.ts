import {
  ADMIN_MONEY_MESSAGES as M,
  formatInr,
  paymentListQuerySchema,
  refundCreateSchema,
  type Actor,
  type AdminMoneyServices,
  type AdminPayment,
  type AdminRefund,
} from '@anupalan/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments/types.ts';
import type { Db } from '../../db/client.ts';
import { assertStaff, writeAudit } from '../../lib/backoffice.ts';
import { AppError } from '../../lib/errors.ts';
import { parseOrThrow, parseQuery } from '../../lib/validation.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { InvoiceService } from '../invoices/service.ts';
import type { Notify } from '../notifications/service.ts';
import type { UserService } from '../users/service.ts';
import type { PaymentAdminRepository } from './admin-repository.ts';
import { refundOrder, refundVerdict, type RefundAudit } from './refund.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The audit entry of a refund, in the refund's transaction (lib/backoffice.ts), and the
 * customer's "refund issued" message with its credit note, enqueued in the same transaction.
 * Every refund writes it: staff's from a payment and a customer's approved cancellation.
 */
export function refundAudit(notify: Notify): RefundAudit {
  return async (tx, e) => {
    await notify(tx, {
      event: 'refund_issued',
      userId: e.userId,
      vars: {
        amount: formatInr(Number(e.after.amountPaise ?? 0)),
        orderId: `#${e.orderId}`,
        creditNote: typeof e.after.creditNote === 'string' ? e.after.creditNote : 'not needed (no invoice)',
        historyLink: '/payment-history',
      },
    });
    await writeAudit(tx, e.actor, {
      action: 'payment.refund',
      entityType: 'payment_order',
      entityId: String(e.orderId),
      before: null,
      after: e.after,
      at: e.at,
    });
  };
}

type PaymentRow = NonNullable<Awaited<ReturnType<PaymentAdminRepository['find']>>>;
type RefundRow = NonNullable<Awaited<ReturnType<PaymentAdminRepository['refund']>>>;
type Person = { id: number; name: string; email: string | null; mobile: string | null };
type Doc = { id: number; number: string };

function toPayment(
  r: PaymentRow,
  people: Map<number, Person>,
  serviceNames: Map<number, string>,
  docs: Map<number, Doc>,
): AdminPayment {
  const o = r.order;
  const refunded = Number(r.refundedPaise);
  const captured = o.status === 'paid' || o.status === 'refund_due';
  const status = captured && refunded >= o.amountPaise ? 'refunded' : o.status;
  const who = people.get(o.userId);
  const doc = r.paymentRowId ? docs.get(r.paymentRowId) : undefined;
  return {
    id: o.id,
    gatewayOrderId: o.gatewayOrderId,
    gatewayPaymentId: o.gatewayPaymentId,
    status,
    paymentType: o.paymentType,
    method: o.method,
    amountPaise: o.amountPaise,
    refundedPaise: refunded,
    refundablePaise: captured ? Math.max(0, o.amountPaise - refunded) : 0,
    serviceId: o.serviceId,
    serviceName: serviceNames.get(o.serviceId) ?? `Service #${o.serviceId}`,
    customerId: o.userId,
    customerName: who?.name || who?.email || who?.mobile || `#${o.userId}`,
    customerEmail: who?.email ?? null,
    customerMobile: who?.mobile ?? null,
    requestId: r.paymentRequestId ?? o.serviceRequestId,
    invoiceId: doc?.id ?? null,
    invoiceNumber: doc?.number ?? null,
    reviewReason: o.reviewReason,
    failureReason: o.failureReason,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
  };
}

function toRefund(r: RefundRow, people: Map<number, Person>, notes: Map<number, Doc>): AdminRefund {
  const by = r.createdBy ? people.get(r.createdBy) : undefined;
  return {
    id: r.id,
    amountPaise: r.amountPaise,
    reason: r.reason,
    gatewayRefundId: r.gatewayRefundId,
    processedAt: iso(r.processedAt),
    createdByName: by ? by.name || by.email || `#${by.id}` : null,
    creditNoteId: notes.get(r.id)?.id ?? null,
    creditNoteNumber: notes.get(r.id)?.number ?? null,
  };
}

/**
 * The payments' back office (issue 11, part C): payment orders with their refunds and credit
 * notes, the refund form's check, and the refund itself, run as named steps (payments/refund.ts)
 * with its audit entry and the customer's message in the refund's transaction.
 */
export function createPaymentAdminService(deps: {
  db: Db;
  gateway: PaymentGateway;
  payments: PaymentAdminRepository;
  users: UserService;
  catalog: CatalogService;
  invoices: InvoiceService;
  log?: FastifyBaseLogger;
  /** Messages to the customer (modules/notifications), enqueued in the refund's transaction. */
  notify: Notify;
}): AdminMoneyServices['payments'] {
  const { payments } = deps;

  const audit = refundAudit(deps.notify);

  /**
   * Payments with the names and documents their owners keep (users, catalog, invoices). A service's
   * name comes from the catalogue's references, which keep unpublished services too: a payment
   * outlives its service's place on the public menus.
   */
  async function decorate(rows: PaymentRow[]): Promise<AdminPayment[]> {
    const [people, names, docs] = await Promise.all([
      deps.users.people(rows.map((r) => r.order.userId)),
      deps.catalog.serviceNamesOf(rows.map((r) => r.order.serviceId)),
      deps.invoices.forPayments(rows.flatMap((r) => (r.paymentRowId ? [r.paymentRowId] : []))),
    ]);
    return rows.map((r) => toPayment(r, people, names, docs));
  }
  async function decorateRefunds(rows: RefundRow[]): Promise<AdminRefund[]> {
    const [people, notes] = await Promise.all([
      deps.users.people(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : []))),
      deps.invoices.creditNotesForRefunds(rows.map((r) => r.id)),
    ]);
    return rows.map((r) => toRefund(r, people, notes));
  }
  async function detail(orderId: number) {
    const row = await payments.find(orderId);
    if (!row) throw AppError.notFound(M.noSuchPayment);
    const [payment] = await decorate([row]);
    return { payment: payment!, refunds: await decorateRefunds(await payments.refundsOf(orderId)) };
  }

  return {
    async list(actor: Actor, query: unknown) {
      assertStaff(actor);
      const q = parseQuery(paymentListQuerySchema, query);
      const customerIds = q.q ? await deps.users.idsMatching(q.q) : null;
      const r = await payments.list(q, customerIds);
      return {
        items: await decorate(r.rows),
        pageInfo: { page: q.page, pageSize: q.pageSize, total: r.total },
        totals: {
          count: r.total,
          capturedPaise: r.capturedPaise,
          refundedPaise: r.refundedPaise,
          netPaise: r.capturedPaise - r.refundedPaise,
        },
      };
    },
    async get(actor: Actor, orderId: number) {
      assertStaff(actor);
      return detail(orderId);
    },
    async reviewRefund(actor: Actor, orderId: number, body: unknown) {
      assertStaff(actor);
      const input = parseOrThrow(refundCreateSchema, body);
      const { payment: p } = await detail(orderId);
      // The refund's own rule (refundVerdict), on what is recorded now; the refund checks again under the lock.
      const captured = p.status === 'paid' || p.status === 'refund_due' || p.status === 'refunded';
      const verdict = refundVerdict(
        { status: captured ? 'paid' : p.status, amountPaise: p.amountPaise, gatewayPaymentId: p.gatewayPaymentId },
        p.refundedPaise,
        input.amount,
      );
      if (!verdict.ok) throw new AppError('VALIDATION', verdict.message, { amount: [verdict.message] });
      return {
        amountPaise: input.amount,
        reason: input.reason,
        customerName: p.customerName,
        paidPaise: p.amountPaise,
        refundedBeforePaise: p.refundedPaise,
        refundedAfterPaise: p.refundedPaise + input.amount,
        creditNote: p.invoiceId !== null,
      };
    },
    async refund(actor: Actor, orderId: number, body: unknown) {
      assertStaff(actor);
      const input = parseOrThrow(refundCreateSchema, body);
      const out = await refundOrder({ db: deps.db, gateway: deps.gateway, audit, log: deps.log }, actor, {
        orderId,
        amountPaise: input.amount,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
      });
      const [refund] = await decorateRefunds([(await payments.refund(out.refundId))!]);
      const [payment] = await decorate([(await payments.find(orderId))!]);
      return { created: out.created, refund: refund!, payment: payment! };
    },
  };
}
export type PaymentAdminService = ReturnType<typeof createPaymentAdminService>;

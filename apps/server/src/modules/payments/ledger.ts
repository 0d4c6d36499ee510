import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  couponRedemptions,
  invoiceCounters,
  invoices,
  partialPayments,
  paymentOrders,
  payments,
  serviceRequests,
  services,
  userProfiles,
  users,
} from '../../db/schema.ts';
import { financialYear, invoiceNumber, type DocumentKind } from '../invoices/numbering.ts';
import { buildSnapshot, type InvoiceSnapshot, type Party } from '../invoices/snapshot.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Supplier {
  legalName: string;
  gstin: string;
  address: string;
  state: string;
}

export interface RecordResult {
  orderId: number;
  gatewayOrderId: string;
  paymentId: string;
  amountPaise: number;
  serviceId: number;
  serviceRequestId: number;
  partialPaymentId: number | null;
  invoiceId: number;
  /** False when this payment had already been recorded (a replayed verify or webhook). */
  created: boolean;
}

/** Next number in a series, under a row lock so concurrent payments never share one. */
async function nextNumber(tx: Tx, kind: DocumentKind, fy: string): Promise<{ sequence: number; number: string }> {
  await tx.insert(invoiceCounters).values({ kind, financialYear: fy, lastSequence: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(invoiceCounters)
    .set({ lastSequence: sql`${invoiceCounters.lastSequence} + 1` })
    .where(and(eq(invoiceCounters.kind, kind), eq(invoiceCounters.financialYear, fy)))
    .returning({ seq: invoiceCounters.lastSequence });
  if (!row) throw new Error('invoice counter missing');
  return { sequence: row.seq, number: invoiceNumber(kind, fy, row.seq) };
}

async function recipientFor(tx: Tx, userId: number, companyId: number | null): Promise<Party> {
  if (companyId) {
    const [c] = await tx.select().from(companies).where(eq(companies.id, companyId));
    if (c) {
      return {
        name: c.name,
        address: [c.address1, c.address2, c.city, c.district, `${c.state} ${c.pinCode}`].filter(Boolean).join(', '),
        state: c.state,
        gstin: c.gstNo,
        email: c.email,
        mobile: c.mobile,
      };
    }
  }
  const [u] = await tx.select().from(users).where(eq(users.id, userId));
  const [p] = await tx.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  const address = p
    ? [p.addressLine1, p.addressLine2, p.city, p.district, [p.state, p.pincode].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : '';
  return {
    name: u?.name || u?.email || u?.mobile || 'Customer',
    address: address || null,
    state: p?.state ?? null,
    gstin: null,
    email: u?.email ?? null,
    mobile: u?.mobile ?? null,
  };
}

async function issueDocument(
  tx: Tx,
  input: {
    kind: DocumentKind;
    paymentRowId: number;
    order: typeof paymentOrders.$inferSelect;
    gatewayPaymentId: string;
    supplier: Supplier;
    advance: InvoiceSnapshot['advance'];
    /** The supply: for a balance, the initial order's figures. */
    supplyOrder: typeof paymentOrders.$inferSelect;
  },
): Promise<number> {
  const now = new Date();
  const fy = financialYear(now);
  const { sequence, number } = await nextNumber(tx, input.kind, fy);
  const [service] = await tx.select().from(services).where(eq(services.id, input.order.serviceId));
  const recipient = await recipientFor(tx, input.order.userId, input.supplyOrder.companyId);
  const snapshot = buildSnapshot({
    kind: input.kind,
    number,
    issuedAt: now,
    financialYear: fy,
    supplier: {
      name: input.supplier.legalName,
      address: input.supplier.address,
      state: input.supplier.state,
      gstin: input.supplier.gstin,
    },
    recipient,
    supply: {
      feeNetPaise: input.supplyOrder.feePaise - input.supplyOrder.discountPaise,
      governmentFeePaise: input.supplyOrder.governmentFeePaise,
      discountPaise: input.supplyOrder.discountPaise,
      sac: service?.sacCode ?? '998231',
      serviceName: service?.name ?? 'Professional services',
    },
    amountReceivedPaise: input.order.amountPaise,
    advance: input.advance,
    orderId: input.order.gatewayOrderId,
    paymentId: input.gatewayPaymentId,
  });
  const [inv] = await tx
    .insert(invoices)
    .values({
      paymentId: input.paymentRowId,
      kind: input.kind,
      financialYear: fy,
      sequence,
      number,
      issuedAt: now,
      snapshot: snapshot as unknown as Record<string, unknown>,
    })
    .returning({ id: invoices.id });
  if (!inv) throw new Error('invoice insert returned nothing');
  return inv.id;
}

/**
 * Records a captured payment exactly once, whoever reports it first (the browser's verify call or
 * the webhook), in one transaction: the order becomes paid, a new request is created (status
 * payment_done) with its payment, a part payment leaves an unpaid balance record, a balance payment
 * settles it, the coupon use is counted, and the GST document is issued (receipt voucher for an
 * advance, tax invoice for a full payment or the final balance).
 */
export async function recordCapturedPayment(
  db: Db,
  input: { gatewayOrderId: string; gatewayPaymentId: string; confirmedBy: 'verify' | 'webhook'; supplier: Supplier },
): Promise<RecordResult | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, input.gatewayOrderId))
      .for('update');
    if (!order) return null;

    if (order.status === 'paid') {
      const [p] = await tx.select().from(payments).where(eq(payments.orderId, order.id));
      const [inv] = p ? await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentId, p.id)) : [];
      const [partial] = p
        ? await tx
            .select({ id: partialPayments.id })
            .from(partialPayments)
            .where(eq(partialPayments.serviceRequestId, p.serviceRequestId))
        : [];
      return {
        orderId: order.id,
        gatewayOrderId: order.gatewayOrderId,
        paymentId: p?.gatewayPaymentId ?? order.gatewayPaymentId ?? '',
        amountPaise: order.amountPaise,
        serviceId: order.serviceId,
        serviceRequestId: p?.serviceRequestId ?? 0,
        partialPaymentId: partial?.id ?? null,
        invoiceId: inv?.id ?? 0,
        created: false,
      };
    }

    const now = new Date();
    await tx
      .update(paymentOrders)
      .set({ status: 'paid', gatewayPaymentId: input.gatewayPaymentId, paidAt: now, failureReason: null, updatedAt: now })
      .where(eq(paymentOrders.id, order.id));

    if (order.kind === 'initial') {
      const [request] = await tx
        .insert(serviceRequests)
        .values({
          userId: order.userId,
          serviceId: order.serviceId,
          companyId: order.companyId,
          registrationType: order.registrationType,
          status: 'payment_done',
          totalPaise: order.totalPaise,
          paidPaise: order.amountPaise,
          requestData: { status: 'payment_done', order_id: order.gatewayOrderId, payment_type: order.paymentType },
        })
        .returning({ id: serviceRequests.id });
      if (!request) throw new Error('request insert returned nothing');
      await tx.update(paymentOrders).set({ serviceRequestId: request.id }).where(eq(paymentOrders.id, order.id));
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          userId: order.userId,
          serviceRequestId: request.id,
          gatewayPaymentId: input.gatewayPaymentId,
          amountPaise: order.amountPaise,
          confirmedBy: input.confirmedBy,
        })
        .returning({ id: payments.id });
      if (!payment) throw new Error('payment insert returned nothing');
      if (order.couponId) {
        await tx
          .insert(couponRedemptions)
          .values({ couponId: order.couponId, userId: order.userId, orderId: order.id })
          .onConflictDoNothing();
      }
      let partialPaymentId: number | null = null;
      const balance = order.totalPaise - order.amountPaise;
      if (balance > 0) {
        const [partial] = await tx
          .insert(partialPayments)
          .values({
            serviceRequestId: request.id,
            userId: order.userId,
            companyId: order.companyId,
            totalAmountPaise: order.totalPaise,
            unpaidAmountPaise: balance,
          })
          .returning({ id: partialPayments.id });
        partialPaymentId = partial?.id ?? null;
      }
      const invoiceId = await issueDocument(tx, {
        kind: balance > 0 ? 'receipt_voucher' : 'tax_invoice',
        paymentRowId: payment.id,
        order,
        gatewayPaymentId: input.gatewayPaymentId,
        supplier: input.supplier,
        advance: null,
        supplyOrder: order,
      });
      return {
        orderId: order.id,
        gatewayOrderId: order.gatewayOrderId,
        paymentId: input.gatewayPaymentId,
        amountPaise: order.amountPaise,
        serviceId: order.serviceId,
        serviceRequestId: request.id,
        partialPaymentId,
        invoiceId,
        created: true,
      };
    }

    // Balance of a part payment.
    if (!order.serviceRequestId || !order.partialPaymentId) throw new Error(`balance order ${order.id} has no request`);
    const [partial] = await tx.select().from(partialPayments).where(eq(partialPayments.id, order.partialPaymentId)).for('update');
    if (!partial) throw new Error(`balance order ${order.id} has no balance record`);
    await tx
      .update(partialPayments)
      .set({ unpaidAmountPaise: sql`GREATEST(${partialPayments.unpaidAmountPaise} - ${order.amountPaise}, 0)`, updatedAt: now })
      .where(eq(partialPayments.id, partial.id));
    await tx
      .update(serviceRequests)
      .set({ paidPaise: sql`${serviceRequests.paidPaise} + ${order.amountPaise}`, updatedAt: now })
      .where(eq(serviceRequests.id, order.serviceRequestId));
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        userId: order.userId,
        serviceRequestId: order.serviceRequestId,
        gatewayPaymentId: input.gatewayPaymentId,
        amountPaise: order.amountPaise,
        confirmedBy: input.confirmedBy,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('payment insert returned nothing');

    // The tax invoice for the whole supply, less the advance(s) already acknowledged.
    const [initial] = await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.serviceRequestId, order.serviceRequestId), eq(paymentOrders.kind, 'initial')));
    const [firstPayment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.serviceRequestId, order.serviceRequestId))
      .orderBy(payments.id)
      .limit(1);
    const [voucher] = firstPayment
      ? await tx
          .select()
          .from(invoices)
          .where(and(eq(invoices.paymentId, firstPayment.id), eq(invoices.kind, 'receipt_voucher')))
      : [];
    const supplyOrder = initial ?? order;
    const invoiceId = await issueDocument(tx, {
      kind: 'tax_invoice',
      paymentRowId: payment.id,
      order,
      gatewayPaymentId: input.gatewayPaymentId,
      supplier: input.supplier,
      advance: voucher ? { receiptNumber: voucher.number, amountPaise: supplyOrder.amountPaise } : null,
      supplyOrder,
    });
    return {
      orderId: order.id,
      gatewayOrderId: order.gatewayOrderId,
      paymentId: input.gatewayPaymentId,
      amountPaise: order.amountPaise,
      serviceId: order.serviceId,
      serviceRequestId: order.serviceRequestId,
      partialPaymentId: partial.id,
      invoiceId,
      created: true,
    };
  });
}

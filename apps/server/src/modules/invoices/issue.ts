import { and, eq, sql } from 'drizzle-orm';
import { periodLabel } from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { invoiceCounters, invoices, payments } from '../../db/schema.ts';
import { serviceSupplyOf } from '../catalog/repository.ts';
import { financialYear, invoiceNumber, type DocumentKind, type SeriesKind } from './numbering.ts';
import { buildSnapshot, type InvoiceSnapshot, type Party } from './snapshot.ts';

export interface Supplier {
  legalName: string;
  gstin: string;
  address: string;
  state: string;
}

export type InvoiceRow = typeof invoices.$inferSelect;

/** Next number in a series, under a row lock so concurrent payments never share one. */
export async function nextNumber(tx: Tx, kind: SeriesKind, fy: string): Promise<{ sequence: number; number: string }> {
  await tx.insert(invoiceCounters).values({ kind, financialYear: fy, lastSequence: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(invoiceCounters)
    .set({ lastSequence: sql`${invoiceCounters.lastSequence} + 1` })
    .where(and(eq(invoiceCounters.kind, kind), eq(invoiceCounters.financialYear, fy)))
    .returning({ seq: invoiceCounters.lastSequence });
  if (!row) throw new Error('invoice counter missing');
  return { sequence: row.seq, number: invoiceNumber(kind, fy, row.seq) };
}

/** A recurring filing's line names its period: 'TDS Return Filing (Quarterly), Q2 (Jul–Sep 2026), FY 2026-27'. */
function withPeriod(name: string, period: string | null | undefined): string {
  const label = periodLabel(period);
  return label ? `${name}, ${label}` : name;
}

/** The figures of the supply an invoice is for (for a balance: the initial order's). */
export interface SupplyFigures {
  serviceId: number;
  userId: number;
  companyId: number | null;
  feePaise: number;
  discountPaise: number;
  governmentFeePaise: number;
  /** The period of a recurring service, printed with its name ('2026-27-Q2'); null for a one-off. */
  period?: string | null;
}

export interface IssueInput {
  kind: DocumentKind;
  paymentRowId: number;
  gatewayOrderId: string;
  gatewayPaymentId: string;
  amountReceivedPaise: number;
  supplier: Supplier;
  supply: SupplyFigures;
  /** Who the invoice is addressed to (recipient.ts, from the companies and users modules). */
  recipient: Party;
  advance: InvoiceSnapshot['advance'];
}

/**
 * Issues a GST document inside the caller's transaction: the next number of its series, and a
 * snapshot of exactly what is printed (the PDF is drawn from it later).
 */
export async function issueInvoice(tx: Tx, input: IssueInput): Promise<InvoiceRow> {
  const now = new Date();
  const fy = financialYear(now);
  // Read first: the number's counter row stays locked until the payment's transaction ends, so
  // after taking it only this insert and the commit remain (concurrent payments queue on that row).
  const service = await serviceSupplyOf(tx, input.supply.serviceId);
  const { sequence, number } = await nextNumber(tx, input.kind, fy);
  const recipient = input.recipient;
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
      feeNetPaise: input.supply.feePaise - input.supply.discountPaise,
      governmentFeePaise: input.supply.governmentFeePaise,
      discountPaise: input.supply.discountPaise,
      sac: service?.sacCode ?? '998231',
      serviceName: withPeriod(service?.name ?? 'Professional services', input.supply.period),
    },
    amountReceivedPaise: input.amountReceivedPaise,
    advance: input.advance,
    orderId: input.gatewayOrderId,
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
    .returning();
  if (!inv) throw new Error('invoice insert returned nothing');
  return inv;
}

/** The receipt voucher issued for a payment, if any (the advance a final tax invoice deducts). */
export async function receiptVoucherOf(tx: Tx, paymentRowId: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentRowId), eq(invoices.kind, 'receipt_voucher')));
  return row;
}

export async function invoiceOfPayment(tx: Tx | Db, paymentRowId: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.paymentId, paymentRowId));
  return row;
}

/** Lookup with the owner, for access checks. */
export async function findInvoiceWithOwner(db: Db, id: number): Promise<(InvoiceRow & { userId: number }) | undefined> {
  const [row] = await db
    .select({ invoice: invoices, userId: payments.userId })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(eq(invoices.id, id));
  return row ? { ...row.invoice, userId: row.userId } : undefined;
}

/** Which GST document a payment gets: a receipt voucher for an advance, else a tax invoice. */
export function documentKindFor(payment: { kind: 'initial' | 'balance'; balanceLeftPaise: number }): DocumentKind {
  return payment.kind === 'initial' && payment.balanceLeftPaise > 0 ? 'receipt_voucher' : 'tax_invoice';
}

import { eq, inArray } from 'drizzle-orm';
import { amountInWords } from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { creditNotes, invoices } from '../../db/schema.ts';
import { findInvoiceWithOwner, nextNumber, type InvoiceRow } from './issue.ts';
import { financialYear } from './numbering.ts';
import { feeLine, govLine, totals, type InvoiceLine, type InvoiceSnapshot } from './snapshot.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * The lines of a credit note for a refund of `refundPaise` against a document: the professional
 * fee (GST included) is credited first, then the government fee passed through at cost; never more
 * than the document's own lines.
 */
export function creditLines(original: InvoiceSnapshot, refundPaise: number): InvoiceLine[] {
  const feePaid = original.lines.filter((l) => !l.passThrough).reduce((n, l) => n + l.totalPaise, 0);
  const govPaid = original.lines.filter((l) => l.passThrough).reduce((n, l) => n + l.totalPaise, 0);
  const fee = Math.min(refundPaise, feePaid);
  const gov = Math.min(refundPaise - fee, govPaid);
  const sac = original.lines.find((l) => !l.passThrough)?.sac ?? null;
  const lines: InvoiceLine[] = [];
  if (fee > 0) lines.push(feeLine(`Refund towards ${original.serviceName}`, sac ?? '998231', fee, original.intraState));
  if (gov > 0) lines.push(govLine(gov));
  return lines;
}

/**
 * Step "credit note issued" (inside the refund's transaction): the next number of the CN series,
 * linked to the original tax invoice or receipt voucher, with a snapshot of what is printed.
 */
export async function issueCreditNote(
  tx: Tx,
  input: { refundId: number; invoice: InvoiceRow; refundPaise: number; reason: string },
): Promise<CreditNoteRow> {
  const now = new Date();
  const fy = financialYear(now);
  const { sequence, number } = await nextNumber(tx, 'credit_note', fy);
  const original = input.invoice.snapshot as unknown as InvoiceSnapshot;
  const lines = creditLines(original, input.refundPaise);
  const snapshot: InvoiceSnapshot = {
    ...original,
    kind: 'credit_note',
    number,
    issuedAt: now.toISOString(),
    financialYear: fy,
    lines,
    discountPaise: 0,
    totals: totals(lines),
    advance: null,
    amountReceivedPaise: input.refundPaise,
    amountReceivedInWords: amountInWords(input.refundPaise),
    original: { number: input.invoice.number, issuedAt: input.invoice.issuedAt.toISOString() },
    reason: input.reason,
  };
  const [row] = await tx
    .insert(creditNotes)
    .values({
      refundId: input.refundId,
      invoiceId: input.invoice.id,
      financialYear: fy,
      sequence,
      number,
      issuedAt: now,
      snapshot: snapshot as unknown as Record<string, unknown>,
    })
    .returning();
  if (!row) throw new Error('credit note insert returned nothing');
  return row;
}

/** A credit note with the customer it belongs to (the original invoice's), for access checks. */
export async function findCreditNoteWithOwner(db: Db, id: number): Promise<(CreditNoteRow & { userId: number }) | undefined> {
  const [note] = await db.select().from(creditNotes).where(eq(creditNotes.id, id));
  const invoice = note ? await findInvoiceWithOwner(db, note.invoiceId) : undefined;
  return note && invoice ? { ...note, userId: invoice.userId } : undefined;
}

/** Credit notes by refund id (id and number), for lists. */
export async function creditNotesForRefunds(db: Db, refundIds: number[]): Promise<Map<number, { id: number; number: string }>> {
  if (!refundIds.length) return new Map();
  const rows = await db
    .select({ refundId: creditNotes.refundId, id: creditNotes.id, number: creditNotes.number })
    .from(creditNotes)
    .where(inArray(creditNotes.refundId, refundIds));
  return new Map(rows.map((r) => [r.refundId, { id: r.id, number: r.number }]));
}

/** The document (tax invoice or receipt voucher) of each payment, for lists. */
export async function invoicesForPayments(
  db: Db,
  paymentIds: number[],
): Promise<Map<number, { id: number; number: string; kind: InvoiceRow['kind'] }>> {
  if (!paymentIds.length) return new Map();
  const rows = await db
    .select({ paymentId: invoices.paymentId, id: invoices.id, number: invoices.number, kind: invoices.kind })
    .from(invoices)
    .where(inArray(invoices.paymentId, paymentIds));
  return new Map(rows.map((r) => [r.paymentId, { id: r.id, number: r.number, kind: r.kind }]));
}

import type { Db } from '../../db/client.ts';
import { creditNotesForRefunds, findCreditNoteWithOwner, invoicesForPayments } from './credit-note.ts';
import { findInvoiceWithOwner } from './issue.ts';
import { renderInvoicePdf } from './pdf.ts';
import type { InvoiceSnapshot } from './snapshot.ts';

/**
 * Invoices: numbering and issuing (issue.ts, inside the payment's transaction), lookup and the PDF.
 */
export function createInvoiceService(brandName: string, db?: Db) {
  return {
    /** The PDF of an issued document, drawn from the snapshot stored when it was issued. */
    render(invoice: { snapshot: Record<string, unknown> }): Promise<Buffer> {
      return renderInvoicePdf(invoice.snapshot as unknown as InvoiceSnapshot, brandName);
    },
    async find(id: number) {
      if (!db) throw new Error('invoice lookup needs a database');
      return findInvoiceWithOwner(db, id);
    },
    async findCreditNote(id: number) {
      if (!db) throw new Error('credit note lookup needs a database');
      return findCreditNoteWithOwner(db, id);
    },
    /** refund id → its credit note (id, number). */
    async creditNotesForRefunds(refundIds: number[]) {
      if (!db) throw new Error('credit note lookup needs a database');
      return creditNotesForRefunds(db, refundIds);
    },
    /** payment id → its tax invoice or receipt voucher (id, number). */
    async forPayments(paymentIds: number[]) {
      if (!db) throw new Error('invoice lookup needs a database');
      return invoicesForPayments(db, paymentIds);
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;

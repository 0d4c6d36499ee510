import { renderInvoicePdf } from './pdf.ts';
import type { InvoiceSnapshot } from './snapshot.ts';

export function createInvoiceService(brandName: string) {
  return {
    /** The PDF of an issued document, drawn from the snapshot stored when it was issued. */
    render(invoice: { snapshot: Record<string, unknown> }): Promise<Buffer> {
      return renderInvoicePdf(invoice.snapshot as unknown as InvoiceSnapshot, brandName);
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;

import { amountInWords, splitGstInclusive, type Paise } from '@anupalan/shared';
import type { DocumentKind, SeriesKind } from './numbering.ts';

export interface Party {
  name: string;
  address: string | null;
  state: string | null;
  gstin: string | null;
  email?: string | null;
  mobile?: string | null;
}

export interface InvoiceLine {
  description: string;
  sac: string | null;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  totalPaise: Paise;
  /** A government fee passed through at cost, outside GST. */
  passThrough: boolean;
}

export interface InvoiceSnapshot {
  kind: SeriesKind;
  number: string;
  issuedAt: string;
  financialYear: string;
  supplier: Party & { gstin: string; state: string; address: string };
  recipient: Party;
  placeOfSupply: string;
  intraState: boolean;
  serviceName: string;
  lines: InvoiceLine[];
  discountPaise: Paise;
  totals: { taxablePaise: Paise; cgstPaise: Paise; sgstPaise: Paise; igstPaise: Paise; totalPaise: Paise };
  /** On the tax invoice that completes a part payment: the advance already received. */
  advance: { receiptNumber: string; amountPaise: Paise } | null;
  amountReceivedPaise: Paise;
  amountReceivedInWords: string;
  orderId: string;
  paymentId: string;
  /** A credit note: the document it corrects, and why. */
  original?: { number: string; issuedAt: string } | undefined;
  reason?: string | undefined;
}

export interface SupplyFigures {
  /** Professional fee after discount, GST included. */
  feeNetPaise: Paise;
  governmentFeePaise: Paise;
  discountPaise: Paise;
  sac: string;
  serviceName: string;
}

export function feeLine(description: string, sac: string, feePaise: Paise, intraState: boolean): InvoiceLine {
  const s = splitGstInclusive(feePaise, intraState);
  return {
    description,
    sac,
    taxablePaise: s.taxable,
    cgstPaise: s.cgst,
    sgstPaise: s.sgst,
    igstPaise: s.igst,
    totalPaise: s.total,
    passThrough: false,
  };
}

export function govLine(amount: Paise): InvoiceLine {
  return {
    description: 'Government fee (paid on your behalf at actual cost; not subject to GST)',
    sac: null,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: amount,
    passThrough: true,
  };
}

export function totals(lines: InvoiceLine[]) {
  return lines.reduce(
    (t, l) => ({
      taxablePaise: t.taxablePaise + l.taxablePaise,
      cgstPaise: t.cgstPaise + l.cgstPaise,
      sgstPaise: t.sgstPaise + l.sgstPaise,
      igstPaise: t.igstPaise + l.igstPaise,
      totalPaise: t.totalPaise + l.totalPaise,
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 },
  );
}

/**
 * The lines of a document. A tax invoice covers the whole supply (and, after a part payment,
 * shows the advance already received). A receipt voucher covers only the advance, which is applied
 * to the professional fee first (GST is due on an advance for services) and then to the
 * government fee.
 */
export function documentLines(
  kind: DocumentKind,
  supply: SupplyFigures,
  intraState: boolean,
  advancePaise: Paise,
): InvoiceLine[] {
  if (kind === 'tax_invoice') {
    const lines = [feeLine(supply.serviceName, supply.sac, supply.feeNetPaise, intraState)];
    if (supply.governmentFeePaise > 0) lines.push(govLine(supply.governmentFeePaise));
    return lines;
  }
  const feePart = Math.min(advancePaise, supply.feeNetPaise);
  const govPart = advancePaise - feePart;
  const lines = [feeLine(`Advance towards ${supply.serviceName}`, supply.sac, feePart, intraState)];
  if (govPart > 0) lines.push(govLine(govPart));
  return lines;
}

export function buildSnapshot(input: {
  kind: DocumentKind;
  number: string;
  issuedAt: Date;
  financialYear: string;
  supplier: InvoiceSnapshot['supplier'];
  recipient: Party;
  supply: SupplyFigures;
  amountReceivedPaise: Paise;
  advance: InvoiceSnapshot['advance'];
  orderId: string;
  paymentId: string;
}): InvoiceSnapshot {
  const placeOfSupply = input.recipient.state?.trim() || input.supplier.state;
  const intraState = placeOfSupply.toLowerCase() === input.supplier.state.toLowerCase();
  const advancePaise = input.kind === 'receipt_voucher' ? input.amountReceivedPaise : 0;
  const lines = documentLines(input.kind, input.supply, intraState, advancePaise);
  return {
    kind: input.kind,
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    financialYear: input.financialYear,
    supplier: input.supplier,
    recipient: input.recipient,
    placeOfSupply,
    intraState,
    serviceName: input.supply.serviceName,
    lines,
    discountPaise: input.supply.discountPaise,
    totals: totals(lines),
    advance: input.advance,
    amountReceivedPaise: input.amountReceivedPaise,
    amountReceivedInWords: amountInWords(input.amountReceivedPaise),
    orderId: input.orderId,
    paymentId: input.paymentId,
  };
}

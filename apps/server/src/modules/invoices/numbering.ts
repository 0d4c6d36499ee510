/**
 * GST invoice numbers: at most 16 characters, consecutive and unique per financial year
 * (April–March, Indian time), one series per document kind.
 *   tax invoice      INV/26-27/000001 (16)
 *   receipt voucher  RV/26-27/000001  (15)
 *   credit note      CN/26-27/000001  (15)
 */
export type DocumentKind = 'tax_invoice' | 'receipt_voucher';
/** Every numbered series: the payment documents and the credit notes of refunds. */
export type SeriesKind = DocumentKind | 'credit_note';

const PREFIX: Record<SeriesKind, string> = { tax_invoice: 'INV', receipt_voucher: 'RV', credit_note: 'CN' };

/** "2026-27" for any date from 1 April 2026 to 31 March 2027 in India. */
export function financialYear(date: Date): string {
  const ist = new Date(date.getTime() + 5.5 * 60 * 60 * 1000);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function invoiceNumber(kind: SeriesKind, fy: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > 999_999)
    throw new RangeError(`sequence out of range: ${sequence}`);
  const short = `${fy.slice(2, 4)}-${fy.slice(5, 7)}`;
  const number = `${PREFIX[kind]}/${short}/${String(sequence).padStart(6, '0')}`;
  if (number.length > 16) throw new RangeError(`invoice number too long: ${number}`);
  return number;
}

/** Money is held as integer paise everywhere; these helpers are the one place that converts it. */

export const GST_RATE_PERCENT = 18;

export type Paise = number;

export function assertPaise(value: number): Paise {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer amount of paise: ${value}`);
  return value;
}

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const inrFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,18,000.00: en-IN grouping, two decimals, the rupee sign. */
export function formatInr(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  return `${sign}₹${inrFormat.format(Math.abs(paise) / 100)}`;
}

/** Two-decimal amount without the sign, en-IN grouping: 1,18,000.00 */
export function formatAmount(paise: Paise): string {
  return inrFormat.format(paise / 100);
}

export interface GstSplit {
  /** Value before tax. */
  taxable: Paise;
  /** Total GST (CGST + SGST, or IGST). */
  gst: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
}

/**
 * Splits a GST-inclusive amount into taxable value and tax. Prices on the site include GST (the
 * terms say so), so the invoice works backwards: taxable = round(total × 100 / 118), and the tax is
 * whatever remains, which keeps taxable + tax exactly equal to what was paid. Intra-state supplies
 * halve the tax into CGST and SGST (the odd paisa goes to SGST); inter-state supplies carry IGST.
 */
export function splitGstInclusive(total: Paise, intraState: boolean, ratePercent = GST_RATE_PERCENT): GstSplit {
  assertPaise(total);
  const taxable = Math.round((total * 100) / (100 + ratePercent));
  const gst = total - taxable;
  if (intraState) {
    const cgst = Math.floor(gst / 2);
    return { taxable, gst, cgst, sgst: gst - cgst, igst: 0, total };
  }
  return { taxable, gst, cgst: 0, sgst: 0, igst: gst, total };
}

/** Percentage of an amount in paise, rounded to the nearest paisa. */
export function percentOf(amount: Paise, percent: number): Paise {
  return Math.round((amount * percent) / 100);
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const t = TENS[Math.floor(n / 10)] ?? '';
  const o = ONES[n % 10] ?? '';
  return o ? `${t} ${o}` : t;
}

function belowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${ONES[h]} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** Whole number in words with the Indian system (lakh, crore). */
export function numberToIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Cannot spell ${n}`);
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crore) parts.push(`${numberToIndianWords(crore)} Crore`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** "Rupees One Thousand One Hundred Eighty and Fifty Paise Only" */
export function amountInWords(paise: Paise): string {
  assertPaise(paise);
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  const r = `Rupees ${numberToIndianWords(rupees)}`;
  return p ? `${r} and ${belowHundred(p)} Paise Only` : `${r} Only`;
}

/** An amount in rupees as a person types it: decimal digits, an optional decimal part. No "0x10", "1e3" or "Infinity". */
export const RUPEES_TEXT_PATTERN = /^[0-9]{1,12}(\.[0-9]{1,6})?$/;

/** The rupees a typed amount means, or null when it is not plain decimal digits. */
export function parseRupeesText(text: string): number | null {
  const t = text.trim();
  return RUPEES_TEXT_PATTERN.test(t) ? Number(t) : null;
}

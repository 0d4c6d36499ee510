import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFKitModule from 'pdfkit';
import { formatAmount, formatIndianDate, amountInWords } from '@anupalan/shared';
import type { InvoiceSnapshot } from './snapshot.ts';

// pdfkit (with its fonts) takes a second to load: loaded with the first invoice, not at start.
let pdfkit: Promise<typeof PDFKitModule> | undefined;

// Helvetica has no ₹ glyph (pdfkit would print "¹"): embed Noto Sans, which has it.
const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@expo-google-fonts/noto-sans/package.json'));
const REGULAR = path.join(fontDir, '400Regular/NotoSans_400Regular.ttf');
const BOLD = path.join(fontDir, '700Bold/NotoSans_700Bold.ttf');

// English for every customer, whatever their language (issue 23; docs/architecture.md, Languages):
// one legal document per number, and PDFKit does not shape Devanagari.
const TITLES = { tax_invoice: 'TAX INVOICE', receipt_voucher: 'RECEIPT VOUCHER', credit_note: 'CREDIT NOTE' } as const;
const INK = '#1a2349';
const MUTED = '#475569';

const rs = (paise: number) => `₹${formatAmount(paise)}`;

/** Renders the stored snapshot: what was issued is exactly what is printed, every time. */
export async function renderInvoicePdf(s: InvoiceSnapshot, brandName: string): Promise<Buffer> {
  const PDFDocument = await (pdfkit ??= import('pdfkit').then((m) => m.default));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 42,
    info: { Title: `${TITLES[s.kind]} ${s.number}`, Author: s.supplier.name },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 42;
  const width = doc.page.width - 84;

  doc.font('bold').fontSize(18).fillColor(INK).text(brandName, left, 42);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(s.supplier.name)
    .text(s.supplier.address)
    .text(`State: ${s.supplier.state}    GSTIN: ${s.supplier.gstin}`);
  doc.font('bold').fontSize(14).fillColor(INK).text(TITLES[s.kind], left, 42, { width, align: 'right' });
  doc.font('regular').fontSize(9).fillColor(INK);
  doc.text(`No.: ${s.number}`, { width, align: 'right' });
  doc.text(`Date: ${formatIndianDate(s.issuedAt)}`, { width, align: 'right' });
  doc.text(`Financial year: ${s.financialYear}`, { width, align: 'right' });
  if (s.kind === 'tax_invoice') doc.text('Original for recipient', { width, align: 'right' });
  if (s.original) {
    doc.text(`Against: ${s.original.number} of ${formatIndianDate(s.original.issuedAt)}`, { width, align: 'right' });
  }

  doc.moveDown(2.2);
  const y0 = Math.max(doc.y, 130);
  doc.font('bold').fontSize(10).fillColor(INK).text('Billed to', left, y0);
  doc.font('regular').fontSize(9).fillColor(INK).text(s.recipient.name);
  if (s.recipient.address) doc.text(s.recipient.address);
  if (s.recipient.state) doc.text(`State: ${s.recipient.state}`);
  if (s.recipient.gstin) doc.text(`GSTIN: ${s.recipient.gstin}`);
  if (s.recipient.email) doc.text(s.recipient.email);
  if (s.recipient.mobile) doc.text(s.recipient.mobile);
  doc.font('bold').text(`Place of supply: ${s.placeOfSupply}`, left + width / 2, y0, { width: width / 2, align: 'right' });
  doc
    .font('regular')
    .text(s.intraState ? 'Intra-state supply: CGST + SGST' : 'Inter-state supply: IGST', { width: width / 2, align: 'right' });
  doc.text(`Order: ${s.orderId}`, { width: width / 2, align: 'right' });
  doc.text(`Payment: ${s.paymentId}`, { width: width / 2, align: 'right' });

  // Line table.
  doc.moveDown(2);
  let y = Math.max(doc.y, y0 + 90);
  const cols = s.intraState
    ? [
        ['Description', 190],
        ['SAC', 50],
        ['Taxable value', 75],
        ['CGST 9%', 60],
        ['SGST 9%', 60],
        ['Amount', 76],
      ]
    : [
        ['Description', 220],
        ['SAC', 50],
        ['Taxable value', 85],
        ['IGST 18%', 80],
        ['Amount', 76],
      ];
  const row = (cells: string[], bold = false) => {
    let x = left;
    const h =
      Math.max(
        ...cells.map((c, i) =>
          doc
            .font(bold ? 'bold' : 'regular')
            .fontSize(9)
            .heightOfString(c, { width: (cols[i]![1] as number) - 6 }),
        ),
      ) + 8;
    cells.forEach((c, i) => {
      const w = cols[i]![1] as number;
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(9)
        .fillColor(INK)
        .text(c, x + 3, y + 4, { width: w - 6, align: i === 0 ? 'left' : 'right' });
      x += w;
    });
    y += h;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor('#cbd5e1')
      .lineWidth(0.5)
      .stroke();
  };
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(INK)
    .lineWidth(1)
    .stroke();
  row(
    cols.map((c) => c[0] as string),
    true,
  );
  for (const l of s.lines) {
    const tax = s.intraState
      ? [l.passThrough ? '—' : rs(l.cgstPaise), l.passThrough ? '—' : rs(l.sgstPaise)]
      : [l.passThrough ? '—' : rs(l.igstPaise)];
    row([l.description, l.sac ?? '—', l.passThrough ? '—' : rs(l.taxablePaise), ...tax, rs(l.totalPaise)]);
  }
  const t = s.totals;
  row(
    [
      'Total',
      '',
      rs(t.taxablePaise),
      ...(s.intraState ? [rs(t.cgstPaise), rs(t.sgstPaise)] : [rs(t.igstPaise)]),
      rs(t.totalPaise),
    ],
    true,
  );

  // Summary.
  doc.y = y + 12;
  const summary: Array<[string, string]> = [];
  if (s.discountPaise > 0) summary.push(['Coupon discount (already deducted from the fee above)', rs(s.discountPaise)]);
  summary.push(['Total value', rs(t.totalPaise)]);
  if (s.advance)
    summary.push([`Less: advance received (receipt voucher ${s.advance.receiptNumber})`, `- ${rs(s.advance.amountPaise)}`]);
  summary.push([
    s.kind === 'credit_note'
      ? 'Amount refunded'
      : s.kind === 'receipt_voucher'
        ? 'Advance received'
        : 'Amount received with this invoice',
    rs(s.amountReceivedPaise),
  ]);
  if (s.kind === 'credit_note' && s.reason) summary.push(['Reason', s.reason]);
  for (const [label, value] of summary) {
    const yy = doc.y;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(INK)
      .text(label, left, yy, { width: width - 110 });
    doc.font('bold').text(value, left + width - 110, yy, { width: 110, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.moveDown(0.5);
  doc
    .font('regular')
    .fontSize(9)
    .text(`Total value in words: ${amountInWords(t.totalPaise)}`, left, doc.y, { width });
  doc.text(`${s.kind === 'credit_note' ? 'Amount refunded' : 'Amount received'} in words: ${s.amountReceivedInWords}`, {
    width,
  });
  doc.moveDown(1);
  doc.fillColor(MUTED).fontSize(8);
  if (s.kind === 'credit_note') {
    doc.text('This credit note reduces the value of the document it is issued against by the refunded amount.', { width });
  }
  if (s.kind === 'receipt_voucher') {
    doc.text(
      'This receipt voucher acknowledges an advance. The tax invoice for the whole service is issued when the balance is paid.',
      { width },
    );
  }
  doc.text('Prices include GST. Government fees are collected and paid at actual cost and are not subject to GST.', { width });
  doc.text('Tax is not payable on reverse charge basis. This is a computer-generated document and needs no signature.', {
    width,
  });
  doc.end();
  return done;
}

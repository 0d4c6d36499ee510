import { describe, expect, it } from 'vitest';
import { buildSnapshot, documentLines, type Party, type SupplyFigures } from './snapshot.ts';

const supplier = {
  name: 'Anupalan Advisory Private Limited',
  address: 'Plot 12, Saheed Nagar, Bhubaneswar, Odisha 751007',
  state: 'Odisha',
  gstin: '21AAACA1234A1Z5',
};

const recipientIn = (state: string | null): Party => ({
  name: 'Asha Verma',
  address: 'Somewhere',
  state,
  gstin: null,
  email: 'asha@example.in',
  mobile: '9876501234',
});

/** ₹4,720 professional fee (GST included), ₹500 government fee, no coupon. */
const supply: SupplyFigures = {
  feeNetPaise: 472_000,
  governmentFeePaise: 50_000,
  discountPaise: 0,
  sac: '998231',
  serviceName: 'GST Registration',
};

function snapshot(over: Partial<Parameters<typeof buildSnapshot>[0]> = {}) {
  return buildSnapshot({
    kind: 'tax_invoice',
    number: 'INV/26-27/000001',
    issuedAt: new Date('2026-05-10T06:30:00Z'),
    financialYear: '2026-27',
    supplier,
    recipient: recipientIn('Odisha'),
    supply,
    amountReceivedPaise: 522_000,
    advance: null,
    orderId: 'order_T1',
    paymentId: 'pay_T1',
    ...over,
  });
}

describe('the tax of a tax invoice follows the place of supply', () => {
  it('a customer in the supplier’s state pays CGST and SGST, half each', () => {
    const s = snapshot();
    expect(s.placeOfSupply).toBe('Odisha');
    expect(s.intraState).toBe(true);
    expect(s.lines[0]).toMatchObject({
      description: 'GST Registration',
      sac: '998231',
      taxablePaise: 400_000,
      cgstPaise: 36_000,
      sgstPaise: 36_000,
      igstPaise: 0,
      totalPaise: 472_000,
      passThrough: false,
    });
  });

  it('a customer in another state pays IGST only', () => {
    const s = snapshot({ recipient: recipientIn('Karnataka') });
    expect(s.placeOfSupply).toBe('Karnataka');
    expect(s.intraState).toBe(false);
    expect(s.lines[0]).toMatchObject({ taxablePaise: 400_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 72_000 });
    expect(s.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 72_000 });
  });

  it('compares states without regard to case or spaces, and shows the state as the customer wrote it', () => {
    const s = snapshot({ recipient: recipientIn('  ODISHA ') });
    expect(s.intraState).toBe(true);
    expect(s.placeOfSupply).toBe('ODISHA');
  });

  it('with no state on file, the supply is placed in the supplier’s state', () => {
    for (const state of [null, '', '   ']) {
      const s = snapshot({ recipient: recipientIn(state) });
      expect(s.placeOfSupply).toBe('Odisha');
      expect(s.intraState).toBe(true);
    }
  });
});

describe('amounts in paise', () => {
  it('a government fee is its own line, at cost, without GST, and the totals add up to what was paid', () => {
    const s = snapshot();
    expect(s.lines).toHaveLength(2);
    expect(s.lines[1]).toEqual({
      description: 'Government fee (paid on your behalf at actual cost; not subject to GST)',
      sac: null,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 50_000,
      passThrough: true,
    });
    expect(s.totals).toEqual({ taxablePaise: 400_000, cgstPaise: 36_000, sgstPaise: 36_000, igstPaise: 0, totalPaise: 522_000 });
    expect(s.amountReceivedInWords).toBe('Rupees Five Thousand Two Hundred Twenty Only');
  });

  it('no government fee, no government line', () => {
    const s = snapshot({ supply: { ...supply, governmentFeePaise: 0 }, amountReceivedPaise: 472_000 });
    expect(s.lines.map((l) => l.passThrough)).toEqual([false]);
  });

  it('works back from a GST-inclusive price: the odd paisa goes to SGST and nothing is lost', () => {
    // ₹999: taxable round(99,900 × 100 / 118) = 84,661; tax 15,239 = 7,619 + 7,620.
    const s = snapshot({ supply: { ...supply, feeNetPaise: 99_900, governmentFeePaise: 0 }, amountReceivedPaise: 99_900 });
    expect(s.lines[0]).toMatchObject({ taxablePaise: 84_661, cgstPaise: 7_619, sgstPaise: 7_620, totalPaise: 99_900 });
    for (const fee of [1, 2, 117, 118, 100_001, 359_910, 1_234_567]) {
      for (const state of ['Odisha', 'Kerala']) {
        const [line] = documentLines(
          'tax_invoice',
          { ...supply, feeNetPaise: fee, governmentFeePaise: 0 },
          state === 'Odisha',
          0,
        );
        expect(line!.taxablePaise + line!.cgstPaise + line!.sgstPaise + line!.igstPaise).toBe(fee);
        expect(line!.sgstPaise - line!.cgstPaise).toBeGreaterThanOrEqual(0);
        expect(line!.sgstPaise - line!.cgstPaise).toBeLessThanOrEqual(1);
      }
    }
  });

  it('a coupon lowers the taxed fee: the invoice taxes the fee after discount and shows the discount', () => {
    // ₹3,999 less 10% (₹399.90) = ₹3,599.10; taxable round(359,910 × 100 / 118) = 305,008.
    const s = snapshot({
      supply: { ...supply, feeNetPaise: 359_910, discountPaise: 39_990 },
      amountReceivedPaise: 409_910,
    });
    expect(s.discountPaise).toBe(39_990);
    expect(s.lines[0]).toMatchObject({ taxablePaise: 305_008, cgstPaise: 27_451, sgstPaise: 27_451, totalPaise: 359_910 });
    expect(s.lines[1]!.totalPaise).toBe(50_000);
    expect(s.totals.totalPaise).toBe(409_910);
    expect(s.amountReceivedInWords).toBe('Rupees Four Thousand Ninety Nine and Ten Paise Only');
  });
});

describe('part payments', () => {
  it('a receipt voucher covers only the advance, applied to the professional fee first', () => {
    // 30% of ₹5,220 = ₹1,566, all of it against the ₹4,720 fee.
    const s = snapshot({ kind: 'receipt_voucher', number: 'RV/26-27/000001', amountReceivedPaise: 156_600 });
    expect(s.lines).toHaveLength(1);
    expect(s.lines[0]).toMatchObject({
      description: 'Advance towards GST Registration',
      totalPaise: 156_600,
      passThrough: false,
    });
    expect(s.lines[0]!.taxablePaise + s.lines[0]!.cgstPaise + s.lines[0]!.sgstPaise).toBe(156_600);
    expect(s.totals.totalPaise).toBe(156_600);
    expect(s.amountReceivedInWords).toBe('Rupees One Thousand Five Hundred Sixty Six Only');
  });

  it('an advance larger than the fee puts the rest against the government fee, untaxed', () => {
    // Fee ₹1,180, government fee ₹2,000: 80% of ₹3,180 = ₹2,544 → ₹1,180 fee + ₹1,364 government fee.
    const s = snapshot({
      kind: 'receipt_voucher',
      number: 'RV/26-27/000002',
      supply: { ...supply, feeNetPaise: 118_000, governmentFeePaise: 200_000 },
      amountReceivedPaise: 254_400,
      recipient: recipientIn('Kerala'),
    });
    expect(s.lines).toHaveLength(2);
    expect(s.lines[0]).toMatchObject({ taxablePaise: 100_000, igstPaise: 18_000, totalPaise: 118_000 });
    expect(s.lines[1]).toMatchObject({ passThrough: true, totalPaise: 136_400, igstPaise: 0 });
    expect(s.totals).toEqual({ taxablePaise: 100_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 18_000, totalPaise: 254_400 });
  });

  it('the tax invoice that settles the balance covers the whole supply and names the advance already received', () => {
    const advance = { receiptNumber: 'RV/26-27/000001', amountPaise: 156_600 };
    const s = snapshot({ number: 'INV/26-27/000002', amountReceivedPaise: 365_400, advance });
    expect(s.advance).toEqual(advance);
    expect(s.lines.map((l) => [l.description, l.totalPaise])).toEqual([
      ['GST Registration', 472_000],
      ['Government fee (paid on your behalf at actual cost; not subject to GST)', 50_000],
    ]);
    expect(s.totals.totalPaise).toBe(522_000);
    expect(s.amountReceivedPaise).toBe(365_400);
    expect(s.amountReceivedInWords).toBe('Rupees Three Thousand Six Hundred Fifty Four Only');
  });
});

it('keeps what identifies the document and the payment', () => {
  const s = snapshot();
  expect(s).toMatchObject({
    kind: 'tax_invoice',
    number: 'INV/26-27/000001',
    issuedAt: '2026-05-10T06:30:00.000Z',
    financialYear: '2026-27',
    supplier,
    serviceName: 'GST Registration',
    orderId: 'order_T1',
    paymentId: 'pay_T1',
  });
  // The snapshot is stored as JSON and drawn again later: it must survive the round trip unchanged.
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
});

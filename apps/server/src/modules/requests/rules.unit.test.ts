import { describe, expect, it } from 'vitest';
import { matchesCompletedSearch, paymentStateOf, sniffDocumentType } from '@anupalan/shared';
import { couponVerdict } from '../coupons/redeem.ts';
import { documentKindFor } from '../invoices/issue.ts';
import { buildTimeline, contentDisposition, documentStatusAfter, pageOf, safeFileName } from './rules.ts';
import { balanceVerdict } from './steps.ts';

/** The decisions of fulfilment and of the payment-recording steps, without a database. */
describe('payment-recording steps', () => {
  it('a balance capture settles what is due, never more', () => {
    expect(balanceVerdict(70_000, 70_000)).toEqual({ kind: 'settle', remainingPaise: 0 });
    expect(balanceVerdict(70_000, 20_000)).toEqual({ kind: 'settle', remainingPaise: 50_000 });
    expect(balanceVerdict(0, 70_000)).toMatchObject({ kind: 'overpaid', reason: 'balance already settled' });
    expect(balanceVerdict(10_000, 70_000)).toMatchObject({ kind: 'overpaid' });
  });

  it('a coupon is checked again when the payment is recorded', () => {
    const coupon = {
      active: true,
      validFrom: new Date('2026-01-01'),
      validUntil: new Date('2026-12-31'),
      maxUses: 100,
      perUserLimit: 1,
    };
    const at = new Date('2026-06-01');
    expect(couponVerdict(coupon, { total: 5, byUser: 0 }, at)).toEqual({ ok: true });
    expect(couponVerdict(coupon, { total: 5, byUser: 1 }, at)).toMatchObject({
      ok: false,
      reason: 'coupon per-customer limit reached',
    });
    expect(couponVerdict(coupon, { total: 100, byUser: 0 }, at)).toMatchObject({ ok: false, reason: 'coupon use limit reached' });
    expect(couponVerdict({ ...coupon, active: false }, { total: 0, byUser: 0 }, at)).toMatchObject({ ok: false });
    expect(couponVerdict(coupon, { total: 0, byUser: 0 }, new Date('2027-01-02'))).toMatchObject({ ok: false });
    expect(couponVerdict(undefined, { total: 0, byUser: 0 }, at)).toMatchObject({ ok: false });
  });

  it('an advance gets a receipt voucher, a full payment or the balance a tax invoice', () => {
    expect(documentKindFor({ kind: 'initial', balanceLeftPaise: 5 })).toBe('receipt_voucher');
    expect(documentKindFor({ kind: 'initial', balanceLeftPaise: 0 })).toBe('tax_invoice');
    expect(documentKindFor({ kind: 'balance', balanceLeftPaise: 0 })).toBe('tax_invoice');
  });
});

describe('fulfilment rules', () => {
  it('file_upload_done once every mandatory document is present', () => {
    const req = [
      { id: 1, mandatory: true },
      { id: 2, mandatory: true },
      { id: 3, mandatory: false },
    ];
    expect(documentStatusAfter(req, new Set([1]))).toBe('file_upload_started');
    expect(documentStatusAfter(req, new Set([1, 3]))).toBe('file_upload_started');
    expect(documentStatusAfter(req, new Set([1, 2]))).toBe('file_upload_done');
  });

  it('the timeline shows each stage reached, by whom, and the current one', () => {
    const t0 = new Date('2026-11-01T10:00:00Z');
    const t1 = new Date('2026-11-02T10:00:00Z');
    const tl = buildTimeline('documents_received', [
      { stage: 'paid', changedAt: t0, changedByName: 'Asha' },
      { stage: 'documents_received', changedAt: t1, changedByName: null },
      // Moved forward once, then back: the later stage shows as not reached.
      { stage: 'in_progress', changedAt: t1, changedByName: 'Ravi' },
    ]);
    expect(tl.map((s) => [s.stage, s.reached_at, s.changed_by, s.current])).toEqual([
      ['paid', t0.toISOString(), 'Asha', false],
      ['documents_received', t1.toISOString(), 'System', true],
      ['in_progress', null, null, false],
      ['completed', null, null, false],
    ]);
  });

  it('file names: no path, no control characters, the extension of the bytes', () => {
    expect(safeFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\me\\scan.PDF', 'application/pdf')).toBe('scan.PDF');
    expect(safeFileName('a\u0000b\u0007c\td.pdf', 'application/pdf')).toBe('abcd.pdf');
    expect(safeFileName('"quoted";name.jpeg', 'image/jpeg')).toBe('_quoted__name.jpeg');
    expect(safeFileName('report.exe', 'application/pdf')).toBe('report.exe.pdf');
    expect(safeFileName('...', 'image/png', 'Aadhaar card')).toBe('Aadhaar card.png');
    expect(safeFileName(undefined, 'image/png')).toBe('document.png');
    expect(safeFileName(`${'x'.repeat(300)}.pdf`, 'application/pdf')).toHaveLength(100);
    expect(contentDisposition('attachment', 'रिपोर्ट.pdf')).toBe(
      `attachment; filename="_______.pdf"; filename*=UTF-8''${encodeURIComponent('रिपोर्ट.pdf')}`,
    );
  });

  it('documents are known by their bytes', () => {
    expect(sniffDocumentType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffDocumentType(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(sniffDocumentType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('completed services: payment state, search and paging', () => {
    expect(paymentStateOf(null)).toBe('Paid');
    expect(paymentStateOf({ unpaidPaise: 0, totalPaise: 100 })).toBe('Paid');
    expect(paymentStateOf({ unpaidPaise: 70, totalPaise: 100 })).toBe('Partial');
    expect(paymentStateOf({ unpaidPaise: 100, totalPaise: 100 })).toBe('Unpaid');
    expect(matchesCompletedSearch({ id: 42, service_name: 'ITR Filing' }, 'itr')).toBe(true);
    expect(matchesCompletedSearch({ id: 42, service_name: 'ITR Filing' }, '42')).toBe(true);
    expect(matchesCompletedSearch({ id: 42, service_name: 'ITR Filing' }, 'gst')).toBe(false);
    const rows = Array.from({ length: 27 }, (_, i) => i);
    expect(pageOf(rows, 3, 10)).toEqual([20, 21, 22, 23, 24, 25, 26]);
    expect(pageOf(rows, 4, 10)).toEqual([]);
    expect(pageOf(rows, 1, null)).toHaveLength(27);
  });
});

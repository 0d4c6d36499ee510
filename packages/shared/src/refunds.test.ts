import { describe, expect, it } from 'vitest';
import { REFUND_TABLE, refundAt, refundRowAt } from './refunds.ts';

describe('the published refund table', () => {
  it('gives everything paid before an expert starts, nothing once initiated, and no row once completed', () => {
    expect(refundAt('paid', 118_000)).toEqual({ ok: true, row: REFUND_TABLE[1], amountPaise: 118_000 });
    expect(refundAt('documents_received', 35_400)).toMatchObject({ ok: true, amountPaise: 35_400 });
    expect(refundAt('in_progress', 118_000)).toMatchObject({ ok: false, reason: 'initiated', amountPaise: 0 });
    expect(refundAt('completed', 118_000)).toMatchObject({ ok: false, reason: 'completed', row: null });
    expect(refundAt('paid', 0)).toMatchObject({ ok: false, reason: 'unpaid' });
    expect(refundRowAt('in_progress')?.refund).toBe('No refund or cancellation');
  });
});

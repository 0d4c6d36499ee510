/**
 * The published refund table (issue 24): the rows the checkout shows before paying, and the one
 * calculation of what a cancellation refunds at a request's stage. The server computes every
 * refund request's amount with `refundAt`; the checkout and My Requests show the same rows.
 * Pure and zod-free (the storefront imports it as `@anupalan/shared/refunds`).
 */
import type { RequestStage } from './contracts/requests.ts';

export interface RefundTableRow {
  key: 'self_filing' | 'assisted' | 'initiated';
  /** The catalogue keys of the row's two cells (parts/refunds.*.ts). */
  stageKey: `refunds.table.${string}`;
  refundKey: `refunds.table.${string}`;
  /** The English cells, word for word as the checkout shows them. */
  stage: string;
  refund: string;
  /** Of what was paid and not yet refunded. */
  percent: number;
}

export const REFUND_TABLE: readonly RefundTableRow[] = [
  {
    key: 'self_filing',
    stageKey: 'refunds.table.selfFiling',
    refundKey: 'refunds.table.refundable',
    stage: 'Self-filing plan, before you use the service',
    refund: 'Refundable',
    percent: 100,
  },
  {
    key: 'assisted',
    stageKey: 'refunds.table.assisted',
    refundKey: 'refunds.table.refundable',
    stage: 'Assisted plan, before an expert starts work',
    refund: 'Refundable',
    percent: 100,
  },
  {
    key: 'initiated',
    stageKey: 'refunds.table.initiated',
    refundKey: 'refunds.table.none',
    stage: 'Once the service has been initiated',
    refund: 'No refund or cancellation',
    percent: 0,
  },
];
export const REFUND_TABLE_NOTE = 'Refund requests are handled within 3-5 weeks; processing charges may be deducted.';

/**
 * The row of the table at a request's stage: every service we sell is assisted, so before an
 * expert starts work (paid, documents received) it is the assisted plan's row; from "in progress"
 * the service has been initiated. A completed request has no row: it cannot be cancelled.
 */
export function refundRowAt(stage: RequestStage): RefundTableRow | null {
  if (stage === 'completed') return null;
  const key = stage === 'in_progress' ? 'initiated' : 'assisted';
  return REFUND_TABLE.find((r) => r.key === key)!;
}

export type RefundVerdict =
  | { ok: true; row: RefundTableRow; amountPaise: number }
  | { ok: false; reason: 'completed' | 'unpaid' | 'initiated'; row: RefundTableRow | null; amountPaise: 0 };

/**
 * What a customer's cancellation refunds: the table's percentage of what was paid for the request
 * and not yet refunded (whole paise, rounded down). No processing charge is deducted.
 */
export function refundAt(stage: RequestStage, refundablePaise: number): RefundVerdict {
  const row = refundRowAt(stage);
  if (!row) return { ok: false, reason: 'completed', row: null, amountPaise: 0 };
  if (refundablePaise <= 0) return { ok: false, reason: 'unpaid', row, amountPaise: 0 };
  const amountPaise = Math.floor((refundablePaise * row.percent) / 100);
  if (amountPaise <= 0) return { ok: false, reason: 'initiated', row, amountPaise: 0 };
  return { ok: true, row, amountPaise };
}

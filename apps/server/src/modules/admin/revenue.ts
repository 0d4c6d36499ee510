import { dashboardQuerySchema, isoDateInIndia } from '@anupalan/shared';
import { istDayStart, istNextDay } from '../../db/paged.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentAdminRepository } from '../payments/admin-repository.ts';
import { parseQuery } from '../../lib/validation.ts';

/** The dashboard's days: today and this month in India, and the range asked (this month unless given). */
export function dashboardRange(clock: Clock, query: unknown) {
  const q = parseQuery(dashboardQuerySchema, query);
  const today = isoDateInIndia(clock.now());
  const monthStart = `${today.slice(0, 8)}01`;
  return { today, monthStart, from: q.from ?? monthStart, to: q.to ?? today };
}

/**
 * Revenue as the back office reports it, in one place for the dashboard and its charts: money
 * captured in a period NET OF the refunds processed in that period (by capture time and refund
 * time, days in India), with the refunds and the number of payments of the range.
 */
export async function netRevenue(
  payments: Pick<PaymentAdminRepository, 'netRevenueBetween'>,
  days: { today: string; monthStart: string; from: string; to: string },
) {
  const [day, month, range] = await Promise.all([
    payments.netRevenueBetween(istDayStart(days.today), istNextDay(days.today)),
    payments.netRevenueBetween(istDayStart(days.monthStart), istNextDay(days.today)),
    payments.netRevenueBetween(istDayStart(days.from), istNextDay(days.to)),
  ]);
  return {
    todayPaise: day.capturedPaise - day.refundedPaise,
    monthPaise: month.capturedPaise - month.refundedPaise,
    rangePaise: range.capturedPaise - range.refundedPaise,
    rangeRefundsPaise: range.refundedPaise,
    rangePaymentCount: range.paymentCount,
  };
}

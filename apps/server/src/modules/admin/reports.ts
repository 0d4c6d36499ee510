import {
  REQUEST_STAGES,
  customerListQuerySchema,
  feedbackListQuerySchema,
  type Actor,
  type AdminMoneyServices,
  type DashboardCharts,
} from '@anupalan/shared';
import { istDayStart, istNextDay } from '../../db/paged.ts';
import { assertStaff } from '../../lib/backoffice.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { parseQuery } from '../../lib/validation.ts';
import type { PaymentAdminRepository } from '../payments/admin-repository.ts';
import type { RequestService } from '../requests/service.ts';
import type { UserService } from '../users/service.ts';
import type { AdminRepository } from './repository.ts';
import { dashboardRange, netRevenue } from './revenue.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Every day from `from` to `to` (YYYY-MM-DD, inclusive). */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/**
 * The back office's reports (issue 11, part C), read through the owners' services: customer
 * feedback (requests), customer accounts (users), and the dashboard's charts (payments' revenue,
 * requests by stage and overdue, the lead conversion read model in admin/repository.ts).
 */
export function createAdminReportService(deps: {
  payments: Pick<PaymentAdminRepository, 'netRevenueBetween' | 'netRevenueByDay'>;
  requests: Pick<RequestService, 'feedbackList' | 'countByStage'>;
  /** Requests past their stage's target time (the requests module's rule, ADR 0010). */
  overdueCount: (now: Date) => Promise<number>;
  users: UserService;
  repo: AdminRepository;
  clock: Clock;
}): Omit<AdminMoneyServices, 'payments'> {
  const { payments, clock } = deps;
  return {
    feedback: {
      async list(actor: Actor, query: unknown) {
        assertStaff(actor);
        const q = parseQuery(feedbackListQuerySchema, query);
        const r = await deps.requests.feedbackList(q);
        return {
          items: r.rows.map((f) => ({
            id: f.feedback.id,
            rating: f.feedback.rating,
            message: f.feedback.message,
            requestId: f.feedback.serviceRequestId,
            serviceName: f.serviceName,
            customerId: f.feedback.userId,
            customerName: f.customerName || f.customerEmail || f.customerMobile || `#${f.feedback.userId}`,
            customerEmail: f.customerEmail,
            customerMobile: f.customerMobile,
            createdAt: f.feedback.createdAt.toISOString(),
          })),
          pageInfo: { page: q.page, pageSize: q.pageSize, total: r.total },
          averageRating: r.average === null ? null : Math.round(r.average * 10) / 10,
        };
      },
    },

    customers: {
      async list(actor: Actor, query: unknown) {
        assertStaff(actor);
        const q = parseQuery(customerListQuerySchema, query);
        const { rows, total } = await deps.users.page({
          page: q.page,
          pageSize: q.pageSize,
          roles: ['customer'],
          q: q.q,
          searchIn: ['name', 'email', 'mobile'],
          from: q.from,
          to: q.to,
          order: 'newest',
        });
        return {
          items: rows.map((u) => ({
            id: u.id,
            name: u.name,
            email: u.email,
            mobile: u.mobile,
            status: u.status,
            createdAt: u.createdAt.toISOString(),
            lastLoginAt: iso(u.lastLoginAt),
          })),
          pageInfo: { page: q.page, pageSize: q.pageSize, total },
        };
      },
    },

    async charts(actor: Actor, query: unknown): Promise<DashboardCharts> {
      assertStaff(actor);
      const now = clock.now();
      const days = dashboardRange(clock, query);
      const { from, to } = days;
      if (Date.parse(to) - Date.parse(from) > 366 * 86_400_000) {
        throw new AppError('BAD_REQUEST', 'The range can be at most 366 days', { to: ['The range can be at most 366 days'] });
      }
      const [revenue, byDay, byStage, overdue, conversion] = await Promise.all([
        netRevenue(payments, days),
        payments.netRevenueByDay(istDayStart(from), istNextDay(to)),
        deps.requests.countByStage(),
        deps.overdueCount(now),
        deps.repo.leadConversion(istDayStart(from), istNextDay(to)),
      ]);
      const requestsByStage = Object.fromEntries(
        REQUEST_STAGES.map((s) => [s, byStage[s] ?? 0]),
      ) as DashboardCharts['requestsByStage'];
      return {
        range: { from, to },
        revenue: {
          todayPaise: revenue.todayPaise,
          monthPaise: revenue.monthPaise,
          rangePaise: revenue.rangePaise,
          rangeRefundsPaise: revenue.rangeRefundsPaise,
        },
        revenueByDay: daysOf(from, to).map((d) => ({ day: d, paise: byDay.get(d) ?? 0 })),
        requestsByStage,
        overdueRequests: overdue,
        conversion: {
          leads: conversion.leads,
          paid: conversion.paid,
          percent: conversion.leads ? Math.round((conversion.paid / conversion.leads) * 1000) / 10 : 0,
        },
      };
    },
  };
}

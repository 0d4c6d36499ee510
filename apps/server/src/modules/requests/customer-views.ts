import { matchesCompletedSearch, paymentStateOf, type SessionUser } from '@anupalan/shared';
import { pageOf } from './rules.ts';
import type { RequestContext } from './context.ts';
import type { createMilestones } from './milestones.ts';
import type { CustomerRequest, RequestTimeline, CompletedServicesPage, CompletedService } from './types.ts';

/** The customer's lists: My Requests, a request's timeline, Completed Services. */
export function createCustomerViews(c: RequestContext, milestones: Pick<ReturnType<typeof createMilestones>, 'plansOf'>) {
  const { d, owned, timelineOf, balanceOf, deliverableOf } = c;
  return {
    /**
     * A customer's completed requests: which service, for which company and period (the compliance
     * calendar's "filed with us").
     */
    async completedFilings(userId: number) {
      const rows = await d.repo.listForUser(userId);
      return rows
        .filter((r) => r.request.stage === 'completed')
        .map(({ request }) => ({
          serviceId: request.serviceId,
          companyId: request.companyId,
          period: request.period,
          createdAt: request.createdAt,
        }));
    },

    /** POST /user/request */
    async mine(user: SessionUser): Promise<CustomerRequest[]> {
      const rows = await d.repo.listForUser(user.id);
      const [timeline, names, plans] = await Promise.all([
        timelineOf(rows.map((r) => r.request)),
        d.catalog.serviceNamesOf(rows.map((r) => r.request.serviceId)),
        milestones.plansOf(rows.map((r) => r.request)),
      ]);
      return rows.map(({ request, partial }) => ({
        id: request.id,
        orderId: String(request.requestData.order_id ?? ''),
        paidAt: request.createdAt,
        serviceId: request.serviceId,
        serviceName: names.get(request.serviceId) ?? '',
        period: request.period,
        userId: request.userId,
        status: request.status,
        totalPaise: request.totalPaise,
        paidPaise: request.paidPaise,
        balance: balanceOf(partial),
        stage: request.stage,
        stageReachedAt: request.stageChangedAt,
        stages: timeline(request),
        plan: plans.get(request.id)!.view,
        documentsUrl: `/document?serviceId=${request.serviceId}&requestId=${request.id}`,
        deliverable: deliverableOf(request),
      }));
    },

    async timeline(user: SessionUser, requestId: number): Promise<RequestTimeline> {
      const { request } = await owned(user, requestId, { staffToo: true });
      const [t, plans] = await Promise.all([timelineOf([request]), milestones.plansOf([request])]);
      return {
        requestId: request.id,
        stage: request.stage,
        stageReachedAt: request.stageChangedAt,
        stages: t(request),
        plan: plans.get(request.id)!.view,
      };
    },

    /** POST /user/completed_services */
    async completed(
      user: SessionUser,
      q: { search?: string | null; page?: number | null; perPage?: number | null },
    ): Promise<CompletedServicesPage> {
      const rows = await d.repo.listForUser(user.id);
      const names = await d.catalog.serviceNamesOf(rows.map((r) => r.request.serviceId));
      const all: CompletedService[] = rows.map(({ request, partial }) => {
        const serviceName = names.get(request.serviceId) ?? '';
        const state = paymentStateOf(
          partial ? { unpaidPaise: partial.unpaidAmountPaise, totalPaise: partial.totalAmountPaise } : null,
        );
        return {
          id: request.id,
          orderId: String(request.requestData.order_id ?? ''),
          serviceName,
          period: request.period,
          serviceId: request.serviceId,
          paidAt: request.createdAt,
          status: request.status,
          stage: request.stage,
          paymentState: state,
          amountDuePaise: partial && state !== 'Paid' ? partial.unpaidAmountPaise : 0,
          deliverable: deliverableOf(request),
          balance: balanceOf(partial),
        };
      });
      const search = q.search ?? '';
      const matching = search
        ? all.filter((r) => matchesCompletedSearch({ id: r.id, service_name: r.serviceName, order_id: r.orderId }, search))
        : all;
      const page = q.page ?? 1;
      return {
        services: pageOf(matching, page, q.perPage ?? null),
        total: matching.length,
        anyPaid: all.length > 0,
        page,
        perPage: q.perPage ?? null,
      };
    },
  };
}

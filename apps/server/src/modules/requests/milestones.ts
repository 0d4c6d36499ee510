import {
  DEFAULT_MILESTONES,
  EXPERT_ROLE_LABELS,
  MILESTONE_MESSAGES,
  REQUEST_STAGE_LABELS,
  REQUEST_STAGES,
  TIMELINE_TEXTS,
  calendarOf,
  istDay,
  planOf,
  shortDay,
  type Holiday,
  type MilestoneInput,
  type RequestPlan,
  type RequestPlanView,
  type ServiceMilestones,
  type SessionUser,
  type WorkCalendar,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import type { NotifyEvent } from '../notifications/service.ts';
import type { RequestContext } from './context.ts';
import type { ServiceRequestRow } from './repository.ts';
import type { InTransaction } from './types.ts';
import { defaultInputs, ownInputs } from './milestone-due.ts';

/** A request's plan with what the customer and staff read of it. */
export interface PlannedRequest {
  plan: RequestPlan;
  view: RequestPlanView;
}

const DAY = 86_400_000;

/**
 * Milestones (issue 21): each service's plan (edited in the back office), each request's plan on
 * the working-day clock (the customer's timeline, the back office's request page), staff moving a
 * request to its next milestone (optimistic: the version they saw), the named expert, holidays,
 * and the late-milestone warnings of the hourly sweep.
 */
export function createMilestones(c: RequestContext) {
  const { d, find, serviceNameOf, notifyStage } = c;

  async function calendar(): Promise<WorkCalendar> {
    return calendarOf((await d.milestones.holidays()).map((h) => h.day));
  }

  async function expertsOf(requests: ServiceRequestRow[]) {
    const ids = [...new Set(requests.flatMap((r) => (r.assignedTo ? [r.assignedTo] : [])))];
    const rows = await Promise.all(ids.map((id) => d.users.findById(id)));
    return new Map(rows.flatMap((u) => (u ? [[u.id, u] as const] : [])));
  }

  /** Plans of these requests at `now` (one query each for milestones, history, holidays, experts). */
  async function plansOf(requests: ServiceRequestRow[], now = d.clock.now()): Promise<Map<number, PlannedRequest>> {
    const ids = requests.map((r) => r.id);
    const [own, history, cal, experts] = await Promise.all([
      d.milestones.ofRequests(ids),
      d.repo.history(ids),
      calendar(),
      expertsOf(requests),
    ]);
    const today = istDay(now);
    const out = new Map<number, PlannedRequest>();
    for (const r of requests) {
      const rows = own.filter((m) => m.serviceRequestId === r.id);
      const inputs = rows.length
        ? ownInputs(rows)
        : defaultInputs(
            r,
            history.filter((h) => h.serviceRequestId === r.id),
          );
      const plan = planOf({ openedAt: r.createdAt, milestones: inputs, now, calendar: cal });
      const cur = plan.current === null ? null : plan.milestones[plan.current]!;
      const expert = r.assignedTo ? experts.get(r.assignedTo) : undefined;
      const view: RequestPlanView = {
        milestones: plan.milestones.map((m) => ({
          name: m.name,
          waits_on: m.waitsOn,
          working_days: m.workingDays,
          state: m.state,
          expected_on: m.expectedOn,
          reached_on: m.reachedOn,
          late: m.late,
        })),
        waiting_on: plan.waitingOn,
        waiting_since: plan.waitingSince,
        waiting_text: cur ? TIMELINE_TEXTS.waiting(cur.waitsOn, cur.name, shortDay(cur.startedOn!, today)) : null,
        expected_completion: plan.expectedCompletion,
        completed: plan.current === null,
        late: plan.late,
        late_reason: plan.late && cur ? TIMELINE_TEXTS.lateReason(cur.name) : null,
        version: r.progressVersion,
        expert: expert
          ? {
              first_name: (expert.name || '').trim().split(/\s+/)[0] || TIMELINE_TEXTS.expertFallback,
              role: EXPERT_ROLE_LABELS[expert.role] ?? EXPERT_ROLE_LABELS.staff!,
              since: r.assignedAt ? istDay(r.assignedAt) : null,
            }
          : null,
      };
      out.set(r.id, { plan, view });
    }
    return out;
  }

  async function planOfRequest(r: ServiceRequestRow): Promise<PlannedRequest> {
    return (await plansOf([r])).get(r.id)!;
  }

  function defaultsView(): ServiceMilestones['milestones'] {
    return DEFAULT_MILESTONES.filter((m) => m.workingDays > 0).map((m) => ({
      name: REQUEST_STAGE_LABELS[m.stage],
      workingDays: m.workingDays,
      waitsOn: m.waitsOn,
    }));
  }

  return {
    plansOf,
    planOfRequest,

    /** A service's milestones for the editor (the four stages while it has none of its own). */
    async servicePlan(serviceId: number): Promise<ServiceMilestones> {
      const serviceName = (await d.catalog.serviceNamesOf([serviceId])).get(serviceId);
      if (serviceName === undefined) throw AppError.notFound(MILESTONE_MESSAGES.serviceNotFound);
      const own = await d.milestones.servicePlan(serviceId);
      return { serviceId, serviceName, custom: own.length > 0, milestones: own.length ? own : defaultsView() };
    },

    /** Replaces a service's milestones (already validated); new requests copy them, open ones keep theirs. */
    async saveServicePlan(
      serviceId: number,
      milestones: { name: string; working_days: number; waits_on: MilestoneInput['waitsOn'] }[],
      inTransaction?: (tx: Parameters<InTransaction>[0], before: ServiceMilestones) => Promise<void>,
    ): Promise<ServiceMilestones> {
      const before = await this.servicePlan(serviceId);
      await d.repo.transaction(async (tx) => {
        await d.milestones.replaceServicePlan(
          tx,
          serviceId,
          milestones.map((m) => ({ name: m.name, workingDays: m.working_days, waitsOn: m.waits_on })),
        );
        await inTransaction?.(tx, before);
      });
      return this.servicePlan(serviceId);
    },

    async holidays(): Promise<Holiday[]> {
      return d.milestones.holidays();
    },
    async saveHolidays(list: Holiday[], inTransaction?: InTransaction): Promise<Holiday[]> {
      await d.repo.transaction(async (tx) => {
        await d.milestones.replaceHolidays(tx, list);
        await inTransaction?.(tx);
      });
      return d.milestones.holidays();
    },

    /**
     * Staff move a request to its next milestone. `version` is the request's progress version they
     * saw: when someone moved it since, 409 and nothing changes. A request on the four stages moves
     * to its next stage; the last milestone reached completes the request's stage.
     */
    async advance(staff: SessionUser, requestId: number, version: number, inTransaction?: InTransaction) {
      const found = await find(requestId);
      if (!found) throw AppError.notFound(MILESTONE_MESSAGES.requestNotFound);
      await serviceNameOf(found.request.serviceId);
      const name = await d.repo.transaction(async (tx) => {
        const locked = await d.repo.lockRequest(tx, requestId);
        if (!locked) throw AppError.notFound(MILESTONE_MESSAGES.requestNotFound);
        if (locked.progressVersion !== version) throw new AppError('CONFLICT', MILESTONE_MESSAGES.movedByOther);
        const now = d.clock.now();
        const own = await d.milestones.ofRequests([requestId], tx);
        if (!own.length) {
          const next = REQUEST_STAGES[REQUEST_STAGES.indexOf(locked.stage) + 1];
          if (!next) throw new AppError('CONFLICT', MILESTONE_MESSAGES.allReached);
          await d.repo.setStage(tx, requestId, next, staff.id, null);
          await notifyStage(tx, locked, next);
          await inTransaction?.(tx);
          return REQUEST_STAGE_LABELS[next];
        }
        const open = own.filter((m) => !m.reachedAt);
        const target = open[0];
        if (!target) throw new AppError('CONFLICT', MILESTONE_MESSAGES.allReached);
        await d.milestones.markReached(tx, target.id, staff.id, now);
        if (open.length === 1 && locked.stage !== 'completed') {
          await d.repo.setStage(tx, requestId, 'completed', staff.id, null);
          await notifyStage(tx, locked, 'completed');
        } else {
          await d.milestones.bumpVersion(tx, requestId);
          // The customer hears of each milestone reached, as of a stage.
          await d.notify(tx, {
            event: 'stage_changed',
            userId: locked.userId,
            requestId,
            vars: {
              service: await serviceNameOf(locked.serviceId),
              requestId: String(requestId),
              stage: target.name,
              requestsLink: '/myrequests',
            },
          });
        }
        await inTransaction?.(tx);
        return target.name;
      });
      return MILESTONE_MESSAGES.reached(name);
    },

    /**
     * Late milestones at `now` (the hourly sweep, issue 21), each under its own key so it goes once:
     * a milestone waiting on us one working day past its expected day warns its owner (the admins
     * when nobody owns the request); two days past, the admins; three days past, the customer is
     * told the new expected date and the reason.
     */
    async lateWarnings(now: Date): Promise<NotifyEvent[]> {
      const open = await d.milestones.openRequests(new Date(now.getTime() - 365 * DAY));
      if (!open.length) return [];
      const plans = await plansOf(open, now);
      // The stored planned day (the back office's overdue clock) catches up where it differs: rows
      // opened before it existed; every move writes it itself (milestone-due.ts).
      for (const r of open) {
        const due = plans.get(r.id)?.plan.dueOn ?? null;
        if (due !== r.milestoneDueOn) await d.milestones.setDue(r.id, due);
      }
      const late = open.filter((r) => plans.get(r.id)?.plan.late);
      if (!late.length) return [];
      const [names, admins] = await Promise.all([d.catalog.serviceNamesOf(late.map((r) => r.serviceId)), d.adminIds()]);
      const today = istDay(now);
      const out: NotifyEvent[] = [];
      for (const r of late) {
        const { plan } = plans.get(r.id)!;
        const i = plan.current!;
        const m = plan.milestones[i]!;
        const base = { service: names.get(r.serviceId) ?? '', requestId: String(r.id), milestone: m.name };
        const staffVars = {
          ...base,
          days: String(m.lateByDays),
          expected: shortDay(plan.dueOn ?? m.expectedOn, today),
          requestLink: `/admin/requests/${r.id}`,
        };
        const key = `${r.id}:${i}:${plan.dueOn}`;
        if (m.lateByDays >= 1) {
          const owners = r.assignedTo ? [r.assignedTo] : admins;
          for (const userId of owners)
            out.push({
              event: 'milestone_late',
              userId,
              requestId: r.id,
              key: `milestone_late:${key}:${userId}`,
              vars: staffVars,
            });
        }
        if (m.lateByDays >= 2 && r.assignedTo)
          for (const userId of admins.filter((a) => a !== r.assignedTo))
            out.push({
              event: 'milestone_late',
              userId,
              requestId: r.id,
              key: `milestone_late:${key}:${userId}`,
              vars: staffVars,
            });
        if (m.lateByDays >= 3)
          out.push({
            event: 'milestone_delayed',
            userId: r.userId,
            requestId: r.id,
            key: `milestone_delayed:${key}`,
            vars: {
              ...base,
              expected: shortDay(m.expectedOn, today),
              reason: TIMELINE_TEXTS.lateReason(m.name),
              requestsLink: '/myrequests',
            },
          });
      }
      return out;
    },
  };
}

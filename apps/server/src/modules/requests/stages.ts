import {
  EXPERT_ROLE_LABELS,
  TIMELINE_TEXTS,
  REQUEST_MESSAGES,
  REQUEST_STAGE_LABELS,
  REQUEST_STAGES,
  type RequestStage,
  type SessionUser,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { partnerRefusal } from '../users/partner-standing.ts';
import type { RequestContext } from './context.ts';
import type { InTransaction } from './types.ts';

/** Staff move a request: its stage, its assignee, the view after an action, the stage history. */
export function createStages(c: RequestContext) {
  const { d, find, serviceNameOf, historyOf, notifyStage, staffView } = c;
  return {
    async changeStage(
      staff: SessionUser,
      requestId: number,
      stage: RequestStage,
      note: string | null,
      inTransaction?: InTransaction,
    ) {
      const found = await find(requestId);
      if (!found) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
      // The catalogue's read model loaded before the transaction (the message names the service).
      await serviceNameOf(found.request.serviceId);
      await d.repo.transaction(async (tx) => {
        const locked = await d.repo.lockRequest(tx, requestId);
        if (!locked) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
        if (locked.stage === stage) throw new AppError('CONFLICT', REQUEST_MESSAGES.stageUnchanged);
        await d.repo.setStage(tx, requestId, stage, staff.id, note);
        // A request completed by its stage has reached every milestone of its plan.
        if (stage === 'completed') await d.milestones.reachAll(tx, requestId, staff.id, d.clock.now());
        await notifyStage(tx, locked, stage);
        await inTransaction?.(tx);
      });
      return staffView(requestId, REQUEST_MESSAGES.stageChanged(REQUEST_STAGE_LABELS[stage]));
    },

    async assign(requestId: number, staffId: number | null, inTransaction?: InTransaction) {
      const found = await find(requestId);
      if (!found) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
      let name = '';
      if (staffId !== null) {
        const target = await d.users.findById(staffId);
        // Staff, or a service provider the partner rule allows (approved, e-mail proven; issues 11, 27).
        const ok =
          target &&
          target.status === 'active' &&
          (target.role === 'staff' || target.role === 'admin' || target.role === 'service_provider');
        if (!ok)
          throw new AppError('VALIDATION', REQUEST_MESSAGES.assigneeInvalid, { staff_id: [REQUEST_MESSAGES.assigneeInvalid] });
        if (target.role === 'service_provider' && partnerRefusal(target, 'service_provider'))
          throw new AppError('VALIDATION', REQUEST_MESSAGES.assigneeEmailUnproven, {
            staff_id: [REQUEST_MESSAGES.assigneeEmailUnproven],
          });
        name = target.name || target.email || `#${target.id}`;
      }
      const expert = staffId !== null && staffId !== found.request.assignedTo ? await d.users.findById(staffId) : undefined;
      const service = expert ? await serviceNameOf(found.request.serviceId) : '';
      await d.repo.transaction(async (tx) => {
        await d.repo.setAssignee(requestId, staffId, tx);
        // The customer is told who handles the request now (issue 21: a named expert).
        if (expert)
          await d.notify(tx, {
            event: 'expert_assigned',
            userId: found.request.userId,
            requestId,
            vars: {
              service,
              requestId: String(requestId),
              expert: (expert.name || '').trim().split(/\s+/)[0] || TIMELINE_TEXTS.expertFallback,
              role: EXPERT_ROLE_LABELS[expert.role] ?? EXPERT_ROLE_LABELS.staff!,
              requestsLink: '/myrequests',
            },
          });
        await inTransaction?.(tx);
      });
      return staffView(requestId, staffId === null ? REQUEST_MESSAGES.unassigned : REQUEST_MESSAGES.assigned(name));
    },

    staffView,
    /** Stage changes of these requests, oldest first, with who made them (the back office's request page). */
    history: historyOf,
    /** How many requests are at each stage now. */
    async countByStage(): Promise<Record<RequestStage, number>> {
      const out = Object.fromEntries(REQUEST_STAGES.map((s) => [s, 0])) as Record<RequestStage, number>;
      for (const r of await d.repo.countByStage()) out[r.stage] = r.n;
      return out;
    },
  };
}

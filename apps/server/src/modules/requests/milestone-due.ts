import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import {
  DEFAULT_MILESTONES,
  REQUEST_STAGE_LABELS,
  REQUEST_STAGES,
  calendarOf,
  planOf,
  type MilestoneInput,
  type RequestStage,
} from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { holidays, requestMilestones, requestStageHistory, serviceRequests } from '../../db/schema.ts';

/** The four stages as milestones, reached as the request's stage history says. */
export function defaultInputs(
  r: { stage: RequestStage; createdAt: Date; stageChangedAt: Date },
  history: ReadonlyArray<{ stage: RequestStage; changedAt: Date }>,
): MilestoneInput[] {
  const at = REQUEST_STAGES.indexOf(r.stage);
  return DEFAULT_MILESTONES.map((m, i) => {
    const last = history.filter((h) => h.stage === m.stage).at(-1);
    return {
      name: REQUEST_STAGE_LABELS[m.stage],
      workingDays: m.workingDays,
      waitsOn: m.waitsOn,
      reachedAt: i === 0 ? r.createdAt : i <= at ? (last?.changedAt ?? r.stageChangedAt) : null,
    };
  });
}

export function ownInputs(
  rows: ReadonlyArray<Pick<typeof requestMilestones.$inferSelect, 'name' | 'workingDays' | 'waitsOn' | 'reachedAt'>>,
): MilestoneInput[] {
  return rows.map((m) => ({ name: m.name, workingDays: m.workingDays, waitsOn: m.waitsOn, reachedAt: m.reachedAt }));
}

/**
 * The back office's overdue clock in SQL (issue 21, ADR 0022): each request keeps the planned day of
 * its current milestone when that milestone waits on us (`service_requests.milestone_due_on`; null
 * when it waits on the customer or a government office, whose time pauses our clock, or once
 * completed). The queue's overdue flag, filter and the dashboard count read it (overdue: that day is
 * before today in India). Written in the caller's transaction by every move (a stage set, a
 * milestone reached, a request opened) and for every open request when the holidays change.
 */
export async function refreshMilestoneDue(tx: Tx | Db, requestIds: readonly number[]): Promise<void> {
  if (!requestIds.length) return;
  const ids = [...new Set(requestIds)];
  // Sequential reads: PGlite has one connection, and a transaction runs its statements in order.
  const rows = await tx
    .select({
      id: serviceRequests.id,
      stage: serviceRequests.stage,
      createdAt: serviceRequests.createdAt,
      stageChangedAt: serviceRequests.stageChangedAt,
      due: serviceRequests.milestoneDueOn,
    })
    .from(serviceRequests)
    .where(inArray(serviceRequests.id, ids));
  const own = await tx
    .select()
    .from(requestMilestones)
    .where(inArray(requestMilestones.serviceRequestId, ids))
    .orderBy(asc(requestMilestones.serviceRequestId), asc(requestMilestones.position));
  const history = await tx
    .select({
      requestId: requestStageHistory.serviceRequestId,
      stage: requestStageHistory.stage,
      changedAt: requestStageHistory.changedAt,
    })
    .from(requestStageHistory)
    .where(inArray(requestStageHistory.serviceRequestId, ids))
    .orderBy(asc(requestStageHistory.changedAt), asc(requestStageHistory.id));
  const calendar = calendarOf((await tx.select({ day: holidays.day }).from(holidays)).map((h) => h.day));
  const now = new Date();
  for (const r of rows) {
    const mine = own.filter((m) => m.serviceRequestId === r.id);
    const inputs = mine.length
      ? ownInputs(mine)
      : defaultInputs(
          r,
          history.filter((h) => h.requestId === r.id),
        );
    const due = r.stage === 'completed' ? null : planOf({ openedAt: r.createdAt, milestones: inputs, now, calendar }).dueOn;
    if (due !== r.due) await tx.update(serviceRequests).set({ milestoneDueOn: due }).where(eq(serviceRequests.id, r.id));
  }
}

/** Every open request's planned day again (the holidays changed), a page at a time. */
export async function refreshOpenMilestoneDue(tx: Tx | Db): Promise<void> {
  let after = 0;
  for (;;) {
    const page = await tx
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(and(ne(serviceRequests.stage, 'completed'), gt(serviceRequests.id, after)))
      .orderBy(asc(serviceRequests.id))
      .limit(500);
    if (!page.length) return;
    await refreshMilestoneDue(
      tx,
      page.map((p) => p.id),
    );
    after = page[page.length - 1]!.id;
  }
}

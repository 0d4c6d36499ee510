import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { holidays, requestMilestones, serviceMilestones, serviceRequests } from '../../db/schema.ts';
import type { MilestoneWaitsOn } from '@anupalan/shared';
import { refreshMilestoneDue, refreshOpenMilestoneDue } from './milestone-due.ts';

export type RequestMilestoneRow = typeof requestMilestones.$inferSelect;
export interface PlanRow {
  name: string;
  workingDays: number;
  waitsOn: MilestoneWaitsOn;
}

/**
 * Milestones (issue 21): each service's plan, the plan each request copied when it opened, the
 * holidays of the working-day clock, and the request's progress version (the optimistic check of
 * two staff moving one request).
 */
export function createMilestoneRepository(db: Db) {
  return {
    async servicePlan(serviceId: number): Promise<PlanRow[]> {
      return db
        .select({ name: serviceMilestones.name, workingDays: serviceMilestones.workingDays, waitsOn: serviceMilestones.waitsOn })
        .from(serviceMilestones)
        .where(eq(serviceMilestones.serviceId, serviceId))
        .orderBy(asc(serviceMilestones.position));
    },
    /** Replaces a service's plan (an empty list: back to the four stages). */
    async replaceServicePlan(tx: Tx, serviceId: number, plan: PlanRow[]): Promise<void> {
      await tx.delete(serviceMilestones).where(eq(serviceMilestones.serviceId, serviceId));
      if (plan.length) await tx.insert(serviceMilestones).values(plan.map((p, position) => ({ ...p, serviceId, position })));
    },
    async ofRequests(requestIds: number[], tx: Tx | Db = db): Promise<RequestMilestoneRow[]> {
      if (!requestIds.length) return [];
      return tx
        .select()
        .from(requestMilestones)
        .where(inArray(requestMilestones.serviceRequestId, requestIds))
        .orderBy(asc(requestMilestones.serviceRequestId), asc(requestMilestones.position));
    },
    async markReached(tx: Tx, id: number, by: number, at: Date): Promise<void> {
      await tx.update(requestMilestones).set({ reachedAt: at, reachedBy: by }).where(eq(requestMilestones.id, id));
    },
    /** Every milestone not reached yet is reached now (the request was completed by its stage). */
    async reachAll(tx: Tx, requestId: number, by: number | null, at: Date): Promise<void> {
      await tx
        .update(requestMilestones)
        .set({ reachedAt: at, reachedBy: by })
        .where(and(eq(requestMilestones.serviceRequestId, requestId), isNull(requestMilestones.reachedAt)));
    },
    async bumpVersion(tx: Tx, requestId: number): Promise<void> {
      await tx
        .update(serviceRequests)
        .set({ progressVersion: sql`${serviceRequests.progressVersion} + 1`, updatedAt: new Date() })
        .where(eq(serviceRequests.id, requestId));
      await refreshMilestoneDue(tx, [requestId]);
    },
    /** Requests still open (not completed), for the late-milestone sweep, opened since `since`. */
    async openRequests(since: Date) {
      return db
        .select()
        .from(serviceRequests)
        .where(and(ne(serviceRequests.stage, 'completed'), sql`${serviceRequests.createdAt} >= ${since}`));
    },
    async setDue(requestId: number, due: string | null): Promise<void> {
      await db.update(serviceRequests).set({ milestoneDueOn: due }).where(eq(serviceRequests.id, requestId));
    },
    async holidays(): Promise<{ day: string; name: string }[]> {
      return db.select().from(holidays).orderBy(asc(holidays.day));
    },
    async replaceHolidays(tx: Tx, list: { day: string; name: string }[]): Promise<void> {
      await tx.delete(holidays);
      if (list.length) await tx.insert(holidays).values(list);
      // The planned days of open requests move with the holidays (the back office's overdue clock).
      await refreshOpenMilestoneDue(tx);
    },
  };
}
export type MilestoneRepository = ReturnType<typeof createMilestoneRepository>;

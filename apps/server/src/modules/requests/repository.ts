import { and, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import {
  feedback,
  partialPayments,
  requestDocuments,
  requestDocumentAsks,
  requestStageHistory,
  serviceRequests,
  storagePending,
} from '../../db/schema.ts';
import type { RequestStage } from '@anupalan/shared';
import { refreshMilestoneDue } from './milestone-due.ts';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type PartialRow = typeof partialPayments.$inferSelect;
export type RequestDocumentRow = typeof requestDocuments.$inferSelect;
export type DocumentAskRow = typeof requestDocumentAsks.$inferSelect;
export type HistoryRow = typeof requestStageHistory.$inferSelect;

/**
 * The only place that queries service requests, part-payment balances, request documents, stage
 * history and feedback. Names of services and documents come from catalog, people's from users
 * (service.ts asks them).
 */
export function createRequestRepository(db: Db) {
  return {
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },
    async listForUser(userId: number) {
      return db
        .select({ request: serviceRequests, partial: partialPayments })
        .from(serviceRequests)
        .leftJoin(partialPayments, eq(partialPayments.serviceRequestId, serviceRequests.id))
        .where(eq(serviceRequests.userId, userId))
        .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
    },
    async find(id: number): Promise<ServiceRequestRow | undefined> {
      const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
      return row;
    },
    async latestForService(userId: number, serviceId: number): Promise<ServiceRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(serviceRequests)
        .where(and(eq(serviceRequests.userId, userId), eq(serviceRequests.serviceId, serviceId)))
        .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
        .limit(1);
      return row;
    },
    async openRequestFor(
      userId: number,
      serviceId: number,
      where: { period?: string; companyId?: number | null },
    ): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: serviceRequests.id })
        .from(serviceRequests)
        .where(
          and(
            eq(serviceRequests.userId, userId),
            eq(serviceRequests.serviceId, serviceId),
            ne(serviceRequests.stage, 'completed'),
            // A cancelled request (its refund approved, issue 24) no longer covers the period.
            ne(serviceRequests.status, 'cancelled'),
            where.period === undefined ? undefined : eq(serviceRequests.period, where.period),
            where.companyId ? eq(serviceRequests.companyId, where.companyId) : undefined,
          ),
        )
        .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
        .limit(1);
      return row;
    },
    /** The part-payment balance of a request, if it was part-paid (inside the caller's transaction when given). */
    async partialOfRequest(serviceRequestId: number, tx: Tx | Db = db): Promise<PartialRow | undefined> {
      const [row] = await tx.select().from(partialPayments).where(eq(partialPayments.serviceRequestId, serviceRequestId));
      return row;
    },
    /** Requests a reminder may concern (issue 20): opened since `since`, with their balance. */
    async reminderCandidates(since: Date): Promise<{ request: ServiceRequestRow; unpaidPaise: number | null }[]> {
      return db
        .select({ request: serviceRequests, unpaidPaise: partialPayments.unpaidAmountPaise })
        .from(serviceRequests)
        .leftJoin(partialPayments, eq(partialPayments.serviceRequestId, serviceRequests.id))
        .where(sql`${serviceRequests.createdAt} >= ${since}`)
        .orderBy(asc(serviceRequests.id));
    },
    /** The request's part-payment balance, read in the caller's transaction. */
    async findPartial(id: number): Promise<PartialRow | undefined> {
      const [row] = await db.select().from(partialPayments).where(eq(partialPayments.id, id));
      return row;
    },
    async history(requestIds: number[]): Promise<HistoryRow[]> {
      if (!requestIds.length) return [];
      return db
        .select()
        .from(requestStageHistory)
        .where(inArray(requestStageHistory.serviceRequestId, requestIds))
        .orderBy(asc(requestStageHistory.changedAt), asc(requestStageHistory.id));
    },
    async documentsOf(requestId: number, tx: Tx | Db = db): Promise<RequestDocumentRow[]> {
      return tx.select().from(requestDocuments).where(eq(requestDocuments.serviceRequestId, requestId));
    },
    /** Issue 21 (document-asks.ts): the documents staff asked for on a request, oldest first. */
    async asksOf(requestId: number, tx: Tx | Db = db): Promise<DocumentAskRow[]> {
      return tx
        .select()
        .from(requestDocumentAsks)
        .where(eq(requestDocumentAsks.serviceRequestId, requestId))
        .orderBy(asc(requestDocumentAsks.id));
    },
    async insertAsk(tx: Tx, values: { serviceRequestId: number; name: string; reason: string; askedBy: number }) {
      const [row] = await tx.insert(requestDocumentAsks).values(values).returning();
      return row!;
    },
    async findDocument(id: number) {
      const [row] = await db
        .select({ doc: requestDocuments, userId: serviceRequests.userId, assignedTo: serviceRequests.assignedTo })
        .from(requestDocuments)
        .innerJoin(serviceRequests, eq(serviceRequests.id, requestDocuments.serviceRequestId))
        .where(eq(requestDocuments.id, id));
      return row;
    },
    async lockRequest(tx: Tx, id: number): Promise<ServiceRequestRow | undefined> {
      const [row] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, id)).for('no key update');
      return row;
    },
    /** Inserts or replaces the request's value for one document; answers the row and the replaced file key. */
    async upsertDocument(
      tx: Tx,
      values: Omit<typeof requestDocuments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
    ): Promise<{ row: RequestDocumentRow; replacedKey: string | null }> {
      const [old] = await tx
        .select()
        .from(requestDocuments)
        .where(
          and(
            eq(requestDocuments.serviceRequestId, values.serviceRequestId),
            // Issue 21: a document staff asked for is keyed by its ask (document-asks.ts).
            values.askId
              ? eq(requestDocuments.askId, values.askId)
              : eq(requestDocuments.serviceDocumentId, values.serviceDocumentId ?? -1),
          ),
        )
        .for('no key update');
      const now = new Date();
      const [row] = old
        ? await tx
            .update(requestDocuments)
            // Issue 21 (document-review.ts): a replacement is a new version, waiting for its own review.
            .set({
              ...values,
              updatedAt: now,
              version: old.version + 1,
              review: null,
              reviewReason: null,
              reviewedBy: null,
              reviewedAt: null,
            })
            .where(eq(requestDocuments.id, old.id))
            .returning()
        : await tx.insert(requestDocuments).values(values).returning();
      if (!row) throw new Error('document upsert returned nothing');
      const replacedKey = old?.storageKey && old.storageKey !== values.storageKey ? old.storageKey : null;
      return { row, replacedKey };
    },
    async setStatus(tx: Tx, id: number, status: string): Promise<void> {
      await tx
        .update(serviceRequests)
        .set({
          status,
          requestData: sql`jsonb_set(${serviceRequests.requestData}, '{status}', to_jsonb(${status}::text))`,
          updatedAt: new Date(),
        })
        .where(eq(serviceRequests.id, id));
    },
    async setStage(tx: Tx, id: number, stage: RequestStage, by: number | null, note: string | null): Promise<Date> {
      const now = new Date();
      await tx
        .update(serviceRequests)
        .set({ stage, stageChangedAt: now, updatedAt: now, progressVersion: sql`${serviceRequests.progressVersion} + 1` })
        .where(eq(serviceRequests.id, id));
      await tx.insert(requestStageHistory).values({ serviceRequestId: id, stage, changedBy: by, note, changedAt: now });
      await refreshMilestoneDue(tx, [id]);
      return now;
    },
    async setDeliverable(
      tx: Tx,
      id: number,
      d: { key: string; name: string; contentType: string },
    ): Promise<{ replacedKey: string | null }> {
      const [old] = await tx
        .select({ key: serviceRequests.deliverableKey })
        .from(serviceRequests)
        .where(eq(serviceRequests.id, id));
      const now = new Date();
      await tx
        .update(serviceRequests)
        .set({
          deliverableKey: d.key,
          deliverableName: d.name,
          deliverableContentType: d.contentType,
          deliverableAt: now,
          updatedAt: now,
        })
        .where(eq(serviceRequests.id, id));
      return { replacedKey: old?.key && old.key !== d.key ? old.key : null };
    },
    async setAssignee(id: number, staffId: number | null, tx: Tx | Db = db): Promise<void> {
      const now = new Date();
      await tx
        .update(serviceRequests)
        .set({ assignedTo: staffId, assignedAt: staffId === null ? null : now, updatedAt: now })
        .where(eq(serviceRequests.id, id));
    },
    async insertFeedback(values: typeof feedback.$inferInsert) {
      const [row] = await db.insert(feedback).values(values).returning();
      if (!row) throw new Error('feedback insert returned nothing');
      return row;
    },
    /* ---- back office: the dashboard's request counts (the feedback list is backoffice-repository.ts's) */
    async countByStage(): Promise<{ stage: RequestStage; n: number }[]> {
      return db.select({ stage: serviceRequests.stage, n: count() }).from(serviceRequests).groupBy(serviceRequests.stage);
    },
    /* ---- storage keys that may be orphaned (see schema storagePending) */
    async markPending(key: string, tx: Tx | Db = db): Promise<void> {
      await tx.insert(storagePending).values({ key }).onConflictDoNothing();
    },
    async clearPending(key: string, tx: Tx | Db = db): Promise<void> {
      await tx.delete(storagePending).where(eq(storagePending.key, key));
    },
    async pendingOlderThan(before: Date): Promise<string[]> {
      const rows = await db.select({ key: storagePending.key }).from(storagePending).where(lt(storagePending.createdAt, before));
      return rows.map((r) => r.key);
    },
    /** Is a key still referenced by a document or a deliverable? */
    async isReferenced(key: string): Promise<boolean> {
      const [d] = await db
        .select({ id: requestDocuments.id })
        .from(requestDocuments)
        .where(eq(requestDocuments.storageKey, key))
        .limit(1);
      if (d) return true;
      const [r] = await db
        .select({ id: serviceRequests.id })
        .from(serviceRequests)
        .where(eq(serviceRequests.deliverableKey, key))
        .limit(1);
      return Boolean(r);
    },
  };
}
export type RequestRepository = ReturnType<typeof createRequestRepository>;

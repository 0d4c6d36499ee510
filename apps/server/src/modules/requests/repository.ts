import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import {
  feedback,
  partialPayments,
  requestDocuments,
  requestStageHistory,
  serviceDocuments,
  serviceRequests,
  services,
  storagePending,
  users,
} from '../../db/schema.ts';
import type { FeedbackListQuery, RequestStage } from '@anupalan/shared';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type PartialRow = typeof partialPayments.$inferSelect;
export type RequestDocumentRow = typeof requestDocuments.$inferSelect;
export type ServiceDocumentRow = typeof serviceDocuments.$inferSelect;
export type StageHistoryRow = typeof requestStageHistory.$inferSelect & { changedByName: string | null };

/**
 * The only place that queries service requests, part-payment balances, request documents, stage
 * history and feedback. (Users are read for the customer's name and e-mail only.)
 */
export function createRequestRepository(db: Db) {
  return {
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },
    async listForUser(userId: number) {
      return db
        .select({ request: serviceRequests, serviceName: services.name, partial: partialPayments })
        .from(serviceRequests)
        .innerJoin(services, eq(services.id, serviceRequests.serviceId))
        .leftJoin(partialPayments, eq(partialPayments.serviceRequestId, serviceRequests.id))
        .where(eq(serviceRequests.userId, userId))
        .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
    },
    async find(id: number) {
      const [row] = await db
        .select({
          request: serviceRequests,
          serviceName: services.name,
          customer: { id: users.id, name: users.name, email: users.email, mobile: users.mobile },
        })
        .from(serviceRequests)
        .innerJoin(services, eq(services.id, serviceRequests.serviceId))
        .innerJoin(users, eq(users.id, serviceRequests.userId))
        .where(eq(serviceRequests.id, id));
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
    async hasPaidFor(userId: number, serviceId: number): Promise<boolean> {
      return Boolean(await this.latestForService(userId, serviceId));
    },
    async findPartial(id: number): Promise<PartialRow | undefined> {
      const [row] = await db.select().from(partialPayments).where(eq(partialPayments.id, id));
      return row;
    },
    async history(requestIds: number[]): Promise<StageHistoryRow[]> {
      if (!requestIds.length) return [];
      const rows = await db
        .select({ h: requestStageHistory, name: users.name, email: users.email, mobile: users.mobile })
        .from(requestStageHistory)
        .leftJoin(users, eq(users.id, requestStageHistory.changedBy))
        .where(inArray(requestStageHistory.serviceRequestId, requestIds))
        .orderBy(asc(requestStageHistory.changedAt), asc(requestStageHistory.id));
      return rows.map((r) => ({ ...r.h, changedByName: r.h.changedBy ? r.name || r.email || r.mobile || 'Staff' : null }));
    },
    /**
     * The documents a request asks for: its service's current list, plus those staff removed
     * after the request was made (a request keeps the list it was made with).
     */
    async requiredDocuments(request: { serviceId: number; createdAt: Date }, tx: Tx | Db = db): Promise<ServiceDocumentRow[]> {
      return tx
        .select()
        .from(serviceDocuments)
        .where(
          and(
            eq(serviceDocuments.serviceId, request.serviceId),
            or(isNull(serviceDocuments.retiredAt), gt(serviceDocuments.retiredAt, request.createdAt)),
          ),
        )
        .orderBy(asc(serviceDocuments.sortOrder), asc(serviceDocuments.id));
    },
    async documentsOf(requestId: number, tx: Tx | Db = db): Promise<RequestDocumentRow[]> {
      return tx.select().from(requestDocuments).where(eq(requestDocuments.serviceRequestId, requestId));
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
            eq(requestDocuments.serviceDocumentId, values.serviceDocumentId),
          ),
        )
        .for('no key update');
      const now = new Date();
      const [row] = old
        ? await tx
            .update(requestDocuments)
            .set({ ...values, updatedAt: now })
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
      await tx.update(serviceRequests).set({ stage, stageChangedAt: now, updatedAt: now }).where(eq(serviceRequests.id, id));
      await tx.insert(requestStageHistory).values({ serviceRequestId: id, stage, changedBy: by, note, changedAt: now });
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
      await tx.update(serviceRequests).set({ assignedTo: staffId, updatedAt: new Date() }).where(eq(serviceRequests.id, id));
    },
    async findUser(id: number) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },
    async insertFeedback(values: typeof feedback.$inferInsert) {
      const [row] = await db.insert(feedback).values(values).returning();
      if (!row) throw new Error('feedback insert returned nothing');
      return row;
    },
    /* ---- back office (issue 11 part C): the feedback list and the dashboard's request counts */
    async listFeedback(q: FeedbackListQuery) {
      const day = (d: string) => new Date(`${d}T00:00:00+05:30`);
      const like = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
      const cond = and(
        ...[
          q.rating ? eq(feedback.rating, q.rating) : undefined,
          q.serviceId ? eq(serviceRequests.serviceId, q.serviceId) : undefined,
          q.from ? gte(feedback.createdAt, day(q.from)) : undefined,
          q.to ? lt(feedback.createdAt, new Date(day(q.to).getTime() + 86_400_000)) : undefined,
          q.q
            ? or(ilike(users.name, like), ilike(users.email, like), ilike(users.mobile, like), ilike(feedback.message, like))
            : undefined,
        ].filter((c): c is SQL => Boolean(c)),
      );
      const base = () =>
        db
          .select({
            feedback,
            serviceName: services.name,
            customerName: users.name,
            customerEmail: users.email,
            customerMobile: users.mobile,
          })
          .from(feedback)
          .innerJoin(users, eq(users.id, feedback.userId))
          .leftJoin(serviceRequests, eq(serviceRequests.id, feedback.serviceRequestId))
          .leftJoin(services, eq(services.id, serviceRequests.serviceId));
      const rows = await base()
        .where(cond)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      const [t] = await db
        .select({ n: count(), avg: sql<string | null>`avg(${feedback.rating})` })
        .from(feedback)
        .innerJoin(users, eq(users.id, feedback.userId))
        .leftJoin(serviceRequests, eq(serviceRequests.id, feedback.serviceRequestId))
        .where(cond);
      return { rows, total: t?.n ?? 0, average: t?.avg === null || t?.avg === undefined ? null : Number(t.avg) };
    },
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

import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import {
  feedback,
  partialPayments,
  requestDocuments,
  requestNotes,
  requestStageHistory,
  serviceRequests,
} from '../../db/schema.ts';
import type { DataRightsContributor } from '../../lib/data-rights.ts';
import { DATA_RIGHTS_TEXTS } from '@anupalan/shared';

/** A request no longer open: completed, or cancelled/refunded (the refunds' statuses). */
const CLOSED_STATUSES = ['cancelled', 'refunded'];
const ext = (key: string) => key.split('.').pop() ?? 'bin';
const safe = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'file';

/**
 * Whether a customer keeps a request's file in their document vault (issue 22): the vault's
 * function plugs in here in app.ts; a file kept there is not deleted by the retention sweep.
 */
export type KeptInVault = (userId: number, storageKey: string) => Promise<boolean>;

/**
 * Orders, their documents and deliverables in an export and an erasure (issue 24), and the retention
 * sweep of completed orders' documents. An order with a payment stays (the payment and its invoice
 * point to it) with nothing of the person: its form data, documents, deliverable, feedback and staff
 * notes go.
 */
export function createRequestDataRights(db: Db, serviceNames: (ids: number[]) => Promise<Map<number, string>>) {
  async function ofUser(userId: number) {
    return db.select().from(serviceRequests).where(eq(serviceRequests.userId, userId)).orderBy(asc(serviceRequests.id));
  }
  const contributor: DataRightsContributor = {
    name: 'orders',
    async export(userId) {
      const rows = await ofUser(userId);
      const ids = rows.map((r) => r.id);
      const names = await serviceNames([...new Set(rows.map((r) => r.serviceId))]);
      const docs = ids.length
        ? await db.select().from(requestDocuments).where(inArray(requestDocuments.serviceRequestId, ids))
        : [];
      const history = ids.length
        ? await db
            .select()
            .from(requestStageHistory)
            .where(inArray(requestStageHistory.serviceRequestId, ids))
            .orderBy(asc(requestStageHistory.changedAt))
        : [];
      const balances = ids.length
        ? await db.select().from(partialPayments).where(inArray(partialPayments.serviceRequestId, ids))
        : [];
      const given = await db.select().from(feedback).where(eq(feedback.userId, userId));
      const files: Array<{ key: string; path: string }> = [];
      const data = rows.map((r) => {
        const documents = docs
          .filter((d) => d.serviceRequestId === r.id)
          .map((d) => {
            const path = d.storageKey
              ? `orders/${r.id}/documents/${d.id}-${safe(d.fileName ?? `document.${ext(d.storageKey)}`)}`
              : null;
            if (d.storageKey && path) files.push({ key: d.storageKey, path });
            return {
              kind: d.kind,
              text: d.textValue,
              file_name: d.fileName,
              content_type: d.contentType,
              size_bytes: d.sizeBytes,
              version: d.version,
              review: d.review,
              review_reason: d.reviewReason,
              uploaded_at: d.updatedAt.toISOString(),
              file: path ? `files/${path}` : null,
            };
          });
        let deliverable = null;
        if (r.deliverableKey) {
          const path = `orders/${r.id}/deliverable-${safe(r.deliverableName ?? `result.${ext(r.deliverableKey)}`)}`;
          files.push({ key: r.deliverableKey, path });
          deliverable = {
            file_name: r.deliverableName,
            delivered_at: r.deliverableAt?.toISOString() ?? null,
            file: `files/${path}`,
          };
        }
        const balance = balances.find((b) => b.serviceRequestId === r.id);
        return {
          order_id: r.id,
          service: names.get(r.serviceId) ?? null,
          registration_type: r.registrationType,
          period: r.period,
          company_id: r.companyId,
          stage: r.stage,
          total_paise: r.totalPaise,
          paid_paise: r.paidPaise,
          unpaid_paise: balance?.unpaidAmountPaise ?? 0,
          details: r.requestData,
          created_at: r.createdAt.toISOString(),
          stages: history
            .filter((h) => h.serviceRequestId === r.id)
            .map((h) => ({ stage: h.stage, at: h.changedAt.toISOString() })),
          documents,
          deliverable,
          feedback: given
            .filter((f) => f.serviceRequestId === r.id)
            .map((f) => ({ rating: f.rating, message: f.message, at: f.createdAt.toISOString() })),
        };
      });
      return { data, files };
    },
    async blockers(userId) {
      const rows = await ofUser(userId);
      const names = await serviceNames([...new Set(rows.map((r) => r.serviceId))]);
      return rows
        .filter((r) => r.stage !== 'completed' && !CLOSED_STATUSES.includes(r.status))
        .map((r) => ({
          kind: 'open_order' as const,
          requestId: r.id,
          message: DATA_RIGHTS_TEXTS.openOrder(r.id, names.get(r.serviceId) ?? ''),
        }));
    },
    async erase(tx, person) {
      const t = tx as unknown as Db;
      const rows = await t.select().from(serviceRequests).where(eq(serviceRequests.userId, person.id));
      if (!rows.length) {
        await t.delete(feedback).where(eq(feedback.userId, person.id));
        return { erased: [], kept: [], files: [] };
      }
      const ids = rows.map((r) => r.id);
      const docs = await t
        .delete(requestDocuments)
        .where(inArray(requestDocuments.serviceRequestId, ids))
        .returning({ key: requestDocuments.storageKey });
      await t.delete(feedback).where(eq(feedback.userId, person.id));
      await t.delete(requestNotes).where(inArray(requestNotes.serviceRequestId, ids));
      await t.update(requestStageHistory).set({ note: null }).where(inArray(requestStageHistory.serviceRequestId, ids));
      await t
        .update(serviceRequests)
        .set({
          requestData: {},
          companyId: null,
          deliverableKey: null,
          deliverableName: null,
          deliverableContentType: null,
          reviewReason: null,
          updatedAt: new Date(),
        })
        .where(inArray(serviceRequests.id, ids));
      await t.update(partialPayments).set({ companyId: null }).where(inArray(partialPayments.serviceRequestId, ids));
      const files = [
        ...docs.flatMap((d) => (d.key ? [d.key] : [])),
        ...rows.flatMap((r) => (r.deliverableKey ? [r.deliverableKey] : [])),
      ];
      return {
        erased: ['dataRights.erased.documents', 'dataRights.erased.orderDetails'],
        kept: [{ what: 'dataRights.kept.orders', why: 'dataRights.why.gst', until: null }],
        files,
      };
    },
  };

  return {
    contributor,
    /** The account's order ids (in the erasure's transaction when given). */
    async idsOf(userId: number, tx?: Tx): Promise<number[]> {
      const t = (tx as unknown as Db | undefined) ?? db;
      return (await t.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.userId, userId))).map(
        (r) => r.id,
      );
    },
    /**
     * Retention (issue 24): the documents and deliverables of orders completed before `before`, except
     * files the customer keeps in their vault. Rows and keys go in one statement per order; the files
     * after. Answers the storage keys removed.
     */
    async expiredDocuments(before: Date, keptInVault: KeptInVault): Promise<string[]> {
      const done = await db
        .select({ id: serviceRequests.id, userId: serviceRequests.userId, deliverableKey: serviceRequests.deliverableKey })
        .from(serviceRequests)
        .where(and(eq(serviceRequests.stage, 'completed'), lt(serviceRequests.stageChangedAt, before)));
      if (!done.length) return [];
      const docs = await db
        .select({ id: requestDocuments.id, requestId: requestDocuments.serviceRequestId, key: requestDocuments.storageKey })
        .from(requestDocuments)
        .where(
          and(
            inArray(
              requestDocuments.serviceRequestId,
              done.map((r) => r.id),
            ),
            isNotNull(requestDocuments.storageKey),
          ),
        );
      const removed: string[] = [];
      for (const r of done) {
        const mine = docs.filter((d) => d.requestId === r.id);
        const goDocs: number[] = [];
        for (const d of mine) {
          if (await keptInVault(r.userId, d.key!)) continue;
          goDocs.push(d.id);
          removed.push(d.key!);
        }
        const goDeliverable = r.deliverableKey !== null && !(await keptInVault(r.userId, r.deliverableKey));
        if (!goDocs.length && !goDeliverable) continue;
        await db.transaction(async (tx) => {
          if (goDocs.length) await tx.delete(requestDocuments).where(inArray(requestDocuments.id, goDocs));
          if (goDeliverable) {
            await tx
              .update(serviceRequests)
              .set({ deliverableKey: null, deliverableName: null, deliverableContentType: null })
              .where(eq(serviceRequests.id, r.id));
          }
        });
        if (goDeliverable) removed.push(r.deliverableKey!);
      }
      return removed;
    },
  };
}

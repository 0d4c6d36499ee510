import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { requestDocuments, serviceRequests } from '../../db/schema.ts';

/** The requests' side of the document vault (issue 22): which orders use a vault document, and its file. */
export function createSavedRepository(db: Db) {
  return {
    /** The requests whose documents are these vault documents, with the request's service and completion. */
    async usesOf(vaultIds: number[]) {
      if (!vaultIds.length) return [];
      return db
        .select({
          vaultDocumentId: requestDocuments.vaultDocumentId,
          requestId: serviceRequests.id,
          serviceId: serviceRequests.serviceId,
          stage: serviceRequests.stage,
          stageChangedAt: serviceRequests.stageChangedAt,
        })
        .from(requestDocuments)
        .innerJoin(serviceRequests, eq(serviceRequests.id, requestDocuments.serviceRequestId))
        .where(inArray(requestDocuments.vaultDocumentId, vaultIds))
        .orderBy(serviceRequests.id);
    },
    /** Whether a request's document points at this stored file. */
    async keyInUse(key: string, tx: Tx | Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: requestDocuments.id })
        .from(requestDocuments)
        .where(eq(requestDocuments.storageKey, key))
        .limit(1);
      return Boolean(row);
    },
    /**
     * Staff's review of a reused file reaches every other request whose document is the same vault
     * document and the same file (a replaced one has its own file): answers those rows, locked.
     */
    async sameFileElsewhere(tx: Tx, doc: { id: number; vaultDocumentId: number; storageKey: string }) {
      return tx
        .select({ doc: requestDocuments, request: serviceRequests })
        .from(requestDocuments)
        .innerJoin(serviceRequests, eq(serviceRequests.id, requestDocuments.serviceRequestId))
        .where(
          and(
            eq(requestDocuments.vaultDocumentId, doc.vaultDocumentId),
            eq(requestDocuments.storageKey, doc.storageKey),
            ne(requestDocuments.id, doc.id),
          ),
        )
        .for('update', { of: requestDocuments });
    },
    async setReview(
      tx: Tx,
      ids: number[],
      review: { review: 'accepted' | 'needs_reupload'; reviewReason: string | null; reviewedBy: number; reviewedAt: Date },
    ) {
      if (!ids.length) return;
      await tx.update(requestDocuments).set(review).where(inArray(requestDocuments.id, ids));
    },
    /** A reused file's review as the vault has it (copied on the request's row). */
    async copyReview(
      tx: Tx,
      id: number,
      values: { vaultDocumentId: number; review: 'accepted' | 'needs_reupload' | null; reviewedAt: Date | null },
    ) {
      await tx.update(requestDocuments).set(values).where(eq(requestDocuments.id, id));
    },
  };
}
export type SavedRepository = ReturnType<typeof createSavedRepository>;

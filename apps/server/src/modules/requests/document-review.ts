import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONVERSATION_TEXTS as T,
  documentReviewBody,
  documentReviewParams,
  documentReviewResponse,
  type DocumentReviewBody,
  type SessionUser,
} from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import { requestDocumentAsks, requestDocuments, serviceRequests } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi.ts';
import type { CatalogReferences } from '../catalog/references.ts';
import type { Notify } from '../notifications/service.ts';
import type { SavedRepository } from './saved-repository.ts';
import type { VaultPort } from './types.ts';

/**
 * Staff's review of a request's uploaded documents (issue 21): accept or reject (with a reason) the
 * version they looked at. A rejection sets the row to "needs re-upload" and tells the customer; a new
 * upload is a new version (the repository's upsert counts it) and clears the review. A review of a
 * version the customer has already replaced is refused (409): the newer file is kept for its own review.
 */
export type DocumentReview = { state: 'accepted' | 'needs_reupload'; reason: string | null } | null;

/** The review of a saved document row, for the document lists (customer and staff). */
export function reviewOf(row: { review: 'accepted' | 'needs_reupload' | null; reviewReason: string | null } | undefined) {
  return row?.review ? { state: row.review, reason: row.reviewReason } : null;
}

export interface DocumentReviewDeps {
  db: Db;
  catalog: Pick<CatalogReferences, 'requiredDocumentsOf'>;
  serviceNamesOf: (ids: readonly number[]) => Promise<Map<number, string>>;
  notify: Notify;
  clock: Clock;
  /** Issue 22: a reviewed file kept in the vault carries its review there and to every other order using it. */
  vault?: Pick<VaultPort, 'reviewed'>;
  saved?: Pick<SavedRepository, 'sameFileElsewhere' | 'setReview'>;
}

export function createDocumentReview(d: DocumentReviewDeps) {
  return {
    async review(staff: SessionUser, requestId: number, documentId: number, body: DocumentReviewBody) {
      const now = d.clock.now();
      // The names come from the catalogue's in-memory references (no query inside the transaction:
      // PGlite has one connection).
      const [head] = await d.db
        .select({ serviceId: serviceRequests.serviceId, createdAt: serviceRequests.createdAt })
        .from(serviceRequests)
        .where(eq(serviceRequests.id, requestId));
      const [names, required] = head
        ? await Promise.all([d.serviceNamesOf([head.serviceId]), d.catalog.requiredDocumentsOf(head.serviceId, head.createdAt)])
        : [new Map<number, string>(), []];
      return d.db.transaction(async (tx) => {
        const [found] = await tx
          .select({ doc: requestDocuments, request: serviceRequests })
          .from(requestDocuments)
          .innerJoin(serviceRequests, eq(serviceRequests.id, requestDocuments.serviceRequestId))
          .where(and(eq(requestDocuments.id, documentId), eq(requestDocuments.serviceRequestId, requestId)))
          .for('update', { of: requestDocuments });
        if (!found) throw AppError.notFound(T.documentNotFound);
        const { doc, request } = found;
        if (doc.version !== body.version) throw new AppError('CONFLICT', T.alreadyReplaced);
        // Issue 21: a document staff asked for carries its own name (document-asks.ts).
        const [ask] = doc.askId
          ? await tx
              .select({ name: requestDocumentAsks.name })
              .from(requestDocumentAsks)
              .where(eq(requestDocumentAsks.id, doc.askId))
          : [];
        const name = ask?.name ?? required.find((r) => r.id === doc.serviceDocumentId)?.name ?? 'Document';
        const reject = body.decision === 'reject';
        const [row] = await tx
          .update(requestDocuments)
          .set({
            review: reject ? 'needs_reupload' : 'accepted',
            reviewReason: reject ? body.reason : null,
            reviewedBy: staff.id,
            reviewedAt: now,
          })
          .where(eq(requestDocuments.id, doc.id))
          .returning();
        if (doc.vaultDocumentId && doc.storageKey && d.saved) {
          const review = { state: row!.review!, reason: row!.reviewReason, at: now };
          const others = await d.saved.sameFileElsewhere(tx, {
            id: doc.id,
            vaultDocumentId: doc.vaultDocumentId,
            storageKey: doc.storageKey,
          });
          await d.saved.setReview(
            tx,
            others.map((o) => o.doc.id),
            { review: review.state, reviewReason: review.reason, reviewedBy: staff.id, reviewedAt: now },
          );
          await d.vault?.reviewed(tx, doc.vaultDocumentId, review);
          if (reject) {
            // Names from the catalogue's in-memory references (loaded above: no query in the transaction).
            const otherNames = await d.serviceNamesOf(others.map((o) => o.request.serviceId));
            for (const o of others) {
              const docs = await d.catalog.requiredDocumentsOf(o.request.serviceId, o.request.createdAt);
              await d.notify(tx, {
                event: 'document_rejected',
                userId: o.request.userId,
                requestId: o.request.id,
                key: `document-rejected:${o.doc.id}:${o.doc.version}`,
                vars: {
                  document: docs.find((r) => r.id === o.doc.serviceDocumentId)?.name ?? name,
                  service: otherNames.get(o.request.serviceId) ?? '',
                  requestId: String(o.request.id),
                  reason: body.reason,
                  uploadLink: `/document?serviceId=${o.request.serviceId}&requestId=${o.request.id}`,
                },
              });
            }
          }
        }
        if (reject) {
          const service = names.get(request.serviceId) ?? '';
          await d.notify(tx, {
            event: 'document_rejected',
            userId: request.userId,
            requestId,
            key: `document-rejected:${doc.id}:${doc.version}`,
            vars: {
              document: name,
              service,
              requestId: String(requestId),
              reason: body.reason,
              uploadLink: `/document?serviceId=${request.serviceId}&requestId=${requestId}`,
            },
          });
        }
        return {
          message: reject ? T.rejected(name) : T.accepted(name),
          document: { id: row!.id, version: row!.version, review: row!.review, review_reason: row!.reviewReason },
        };
      });
    },
  };
}
export type DocumentReviewService = ReturnType<typeof createDocumentReview>;

export const documentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/requests/:id/documents/:documentId/review',
    {
      onRequest: app.requireRole('staff', 'admin'),
      schema: {
        tags: ['staff'],
        summary: 'Accept or reject (with a reason) the version of an uploaded document staff looked at',
        description: 'A version the customer has already replaced is refused (409); the newer file waits for its own review.',
        params: documentReviewParams,
        body: documentReviewBody,
        response: {
          200: documentReviewResponse,
          ...errorResponses,
          401: errorResponses[400],
          403: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          422: errorResponses[400],
        },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await app.services.documentReview.review(req.user!, req.params.id, req.params.documentId, req.body)),
    }),
  );
};

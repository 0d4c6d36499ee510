import { REQUEST_MESSAGES, VAULT_MESSAGES, type SavedOffer, type SessionUser, type UseSavedBody } from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import type { RequestContext } from './context.ts';
import type { createDocuments } from './documents.ts';
import type { StoredDocument } from './types.ts';

/**
 * Issue 22: an order's upload page offers the customer's saved documents (the vault) for the
 * required documents of a kind, and fills one with a saved file in one click: the same stored file,
 * linked to the vault document, with the review it already has.
 */
export function createSavedDocuments(c: RequestContext, documents: ReturnType<typeof createDocuments>) {
  const { d, documentOf, documentUrl, afterDocumentChange, dropReplaced } = c;
  const kindsOf = async (serviceId: number, asOf: Date) =>
    (await d.catalog.requiredDocumentsOf(serviceId, asOf)).filter((sd) => sd.documentType === 'Document');

  return {
    /** GET /user/services/document/saved: the saved documents this order may use, one per required document. */
    async savedOffers(user: SessionUser, serviceId: number, requestId: number | null | undefined): Promise<SavedOffer[]> {
      if (!d.vault || !d.kindOf) return [];
      const request = await documents.resolve(user, serviceId, requestId);
      const [required, saved] = await Promise.all([
        kindsOf(request.serviceId, request.createdAt),
        d.repo.documentsOf(request.id),
      ]);
      const wanted = [];
      for (const sd of required) {
        if (!sd.documentKindId) continue;
        // A document already handed over (and not waiting for a new upload) needs no offer.
        const have = saved.find((s) => s.serviceDocumentId === sd.id);
        if (have && have.review !== 'needs_reupload') continue;
        const kind = await d.kindOf(sd.documentKindId);
        if (kind) wanted.push({ documentId: sd.id, kindId: kind.id, holder: kind.holder });
      }
      return d.vault.offers(request.userId, request.companyId, wanted);
    },

    /** POST /user/services/document/upload/saved: fills a required document with a saved one. */
    async useSaved(user: SessionUser, body: UseSavedBody): Promise<StoredDocument> {
      if (!d.vault || !d.kindOf) throw AppError.notFound(VAULT_MESSAGES.notFound);
      const request = await documents.resolve(user, body.service_id, body.request_id);
      const sd = (await kindsOf(request.serviceId, request.createdAt)).find((x) => x.id === body.document_id);
      if (!sd)
        throw AppError.badRequest(REQUEST_MESSAGES.documentNotRequired, { document_id: [REQUEST_MESSAGES.documentNotRequired] });
      const kind = sd.documentKindId ? await d.kindOf(sd.documentKindId) : null;
      const saved = await d.vault.forUse(user.id, body.vault_document_id, {
        kindId: kind?.id ?? null,
        companyId: kind?.holder === 'company' ? request.companyId : null,
      });
      const out = await d.repo.transaction(async (tx) => {
        const locked = await d.repo.lockRequest(tx, request.id);
        if (!locked) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
        const { row, replacedKey } = await d.repo.upsertDocument(tx, {
          serviceRequestId: request.id,
          serviceDocumentId: sd.id,
          kind: 'Document',
          textValue: null,
          storageKey: saved.storageKey,
          fileName: saved.fileName,
          contentType: saved.contentType,
          sizeBytes: saved.sizeBytes,
          uploadedBy: user.id,
          vaultDocumentId: saved.id,
        });
        // The review staff already gave this file (accepted) comes with it.
        await d.saved!.copyReview(tx, row.id, { vaultDocumentId: saved.id, review: saved.review, reviewedAt: saved.reviewedAt });
        if (replacedKey) await d.repo.markPending(replacedKey, tx);
        const after = await afterDocumentChange(tx, locked, user.id);
        return { row: { ...row, review: saved.review, reviewedAt: saved.reviewedAt }, replacedKey, ...after };
      });
      await dropReplaced(out.replacedKey);
      return {
        message: VAULT_MESSAGES.usedSaved(saved.name),
        url: documentUrl(out.row.id),
        document: documentOf(sd, out.row),
        requestId: request.id,
        requestStatus: out.status,
      };
    },
  };
}

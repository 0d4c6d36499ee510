import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type DocumentStoreFields, REQUEST_MESSAGES, DOCUMENT_ACCEPT, type SessionUser } from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { type UploadedFile } from '../../lib/uploads.ts';
import { safeFileName } from './rules.ts';
import type { RequestContext } from './context.ts';
import { askDocumentOf, type createDocumentAsks } from './document-asks.ts';
import type { RequestDocuments, StoredDocument } from './types.ts';
import type { RequestDocumentRow } from './repository.ts';
import type { ServiceDocument } from '../catalog/references.ts';

/** A request's documents: the customer's list and uploads, reading a file, the staff list. */
export function createDocuments(c: RequestContext, asks: ReturnType<typeof createDocumentAsks>) {
  const {
    d,
    storageDown,
    documentUrl,
    assertMayReadFiles,
    find,
    serviceNameOf,
    customerOf,
    owned,
    timelineOf,
    documentOf,
    putPending,
    dropReplaced,
    checkedFile,
    afterDocumentChange,
  } = c;
  return {
    /** The request a document call is about: the given one (must be the customer's) or the latest for the service. */
    async resolve(user: SessionUser, serviceId: number, requestId: number | null | undefined) {
      if (requestId) {
        const found = await owned(user, requestId);
        if (found.request.serviceId !== serviceId) throw AppError.badRequest('This request is for another service.');
        return found.request;
      }
      const latest = await d.repo.latestForService(user.id, serviceId);
      if (!latest) throw AppError.notFound(REQUEST_MESSAGES.noPaidRequest);
      return latest;
    },

    /** POST /user/services/document/upload */
    async documentList(user: SessionUser, serviceId: number, requestId: number | null | undefined): Promise<RequestDocuments> {
      const request = await this.resolve(user, serviceId, requestId);
      const required = await d.catalog.requiredDocumentsOf(request.serviceId, request.createdAt);
      const saved = await d.repo.documentsOf(request.id);
      const t = await timelineOf([request]);
      return {
        serviceId: request.serviceId,
        serviceName: await serviceNameOf(request.serviceId),
        period: request.period,
        requestId: request.id,
        requestStatus: request.status,
        documents: [
          ...required.map((sd) =>
            documentOf(
              sd,
              saved.find((s) => s.serviceDocumentId === sd.id),
            ),
          ),
          // Issue 21: the documents staff asked for on this request (document-asks.ts).
          ...(await asks.askedDocuments(request.id, saved)),
        ],
        stages: t(request),
        accept: DOCUMENT_ACCEPT,
        maxFileBytes: d.maxFileBytes,
      };
    },

    /** POST /user/services/document/upload/store */
    async storeDocument(
      user: SessionUser,
      form: { fields: DocumentStoreFields; file: UploadedFile | undefined },
    ): Promise<StoredDocument> {
      const f = form.fields;
      const request = await this.resolve(user, f.service_id, f.request_id);
      const required = await d.catalog.requiredDocumentsOf(request.serviceId, request.createdAt);
      // Issue 21: a document staff asked for (always a file), keyed by its ask.
      const ask = f.ask_id ? await asks.askOf(request.id, f.ask_id) : null;
      const sd = ask
        ? { id: ask.id, name: ask.name, documentType: 'Document' as const }
        : required.find((x) => x.id === f.document_id);
      const present = (row: RequestDocumentRow) =>
        ask ? askDocumentOf(ask, row, documentUrl) : documentOf(sd as ServiceDocument, row);
      if (!sd)
        throw AppError.badRequest(REQUEST_MESSAGES.documentNotRequired, { document_id: [REQUEST_MESSAGES.documentNotRequired] });
      const text = (f.text ?? '').trim();

      if (sd.documentType === 'Text') {
        if (form.file)
          throw new AppError('VALIDATION', REQUEST_MESSAGES.fileForTextDocument, {
            file: [REQUEST_MESSAGES.fileForTextDocument],
          });
        if (!text) throw new AppError('VALIDATION', REQUEST_MESSAGES.textOrFile, { text: [REQUEST_MESSAGES.textOrFile] });
        const out = await d.repo.transaction(async (tx) => {
          const locked = await d.repo.lockRequest(tx, request.id);
          if (!locked) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
          const { row } = await d.repo.upsertDocument(tx, {
            serviceRequestId: request.id,
            serviceDocumentId: sd.id,
            kind: 'Text',
            textValue: text,
            storageKey: null,
            fileName: null,
            contentType: null,
            sizeBytes: null,
            uploadedBy: user.id,
            vaultDocumentId: null,
          });
          return { row, ...(await afterDocumentChange(tx, locked, user.id)) };
        });
        return {
          message: REQUEST_MESSAGES.saved(sd.name),
          url: null,
          document: present(out.row),
          requestId: request.id,
          requestStatus: out.status,
        };
      }

      if (!form.file) {
        if (text)
          throw new AppError('VALIDATION', REQUEST_MESSAGES.textForFileDocument, {
            text: [REQUEST_MESSAGES.textForFileDocument],
          });
        throw new AppError('VALIDATION', REQUEST_MESSAGES.textOrFile, { file: [REQUEST_MESSAGES.textOrFile] });
      }
      const file = await checkedFile(form.file);
      if (!file) throw new AppError('VALIDATION', REQUEST_MESSAGES.textOrFile, { file: [REQUEST_MESSAGES.textOrFile] });
      const key = `documents/${request.id}/${randomUUID()}.${file.ext}`;
      // Issue 22: the file is kept in the customer's vault too, with its kind (read before the transaction).
      const kindId = 'documentKindId' in sd ? sd.documentKindId : null;
      const kind = kindId && d.kindOf ? await d.kindOf(kindId) : null;
      await putPending(key, file.upload, file.contentType);
      let out;
      try {
        out = await d.repo.transaction(async (tx) => {
          const locked = await d.repo.lockRequest(tx, request.id);
          if (!locked) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
          const { row, replacedKey } = await d.repo.upsertDocument(tx, {
            serviceRequestId: request.id,
            serviceDocumentId: ask ? null : sd.id,
            askId: ask?.id ?? null,
            kind: 'Document',
            textValue: null,
            storageKey: key,
            fileName: safeFileName(file.original, file.contentType, sd.name),
            contentType: file.contentType,
            sizeBytes: file.size,
            uploadedBy: user.id,
            vaultDocumentId: d.vault
              ? await d.vault.keep(tx, {
                  userId: request.userId,
                  companyId: request.companyId,
                  kind,
                  name: sd.name,
                  storageKey: key,
                  fileName: safeFileName(file.original, file.contentType, sd.name),
                  contentType: file.contentType,
                  sizeBytes: file.size,
                })
              : null,
          });
          await d.repo.clearPending(key, tx);
          // Issue 22: a replaced upload no other order uses leaves the vault too (no orphan kept).
          if (replacedKey && d.vault && d.saved && !(await d.saved.keyInUse(replacedKey, tx)))
            await d.vault.forget(tx, replacedKey);
          if (replacedKey) await d.repo.markPending(replacedKey, tx);
          return { row, replacedKey, ...(await afterDocumentChange(tx, locked, user.id)) };
        });
      } catch (err) {
        await d.storage.delete(key).catch(() => undefined);
        await d.repo.clearPending(key).catch(() => undefined);
        throw err;
      }
      await dropReplaced(out.replacedKey);
      return {
        message: REQUEST_MESSAGES.saved(sd.name),
        url: documentUrl(out.row.id),
        document: present(out.row),
        requestId: request.id,
        requestStatus: out.status,
      };
    },

    /** GET /user/documents/:id/file (owner or staff). */
    async documentFile(
      user: SessionUser,
      documentId: number,
    ): Promise<{ stream: Readable; contentType: string; fileName: string; size?: number }> {
      const found = await d.repo.findDocument(documentId);
      if (!found || found.doc.kind !== 'Document' || !found.doc.storageKey)
        throw AppError.notFound(REQUEST_MESSAGES.documentNotFound);
      await assertMayReadFiles(user, found);
      let file;
      try {
        file = await d.storage.get(found.doc.storageKey);
      } catch (err) {
        throw storageDown(err);
      }
      if (!file) throw AppError.notFound(REQUEST_MESSAGES.documentNotFound);
      return {
        stream: file.stream,
        contentType: found.doc.contentType ?? file.contentType,
        fileName: found.doc.fileName ?? 'document',
        ...(file.size !== undefined ? { size: file.size } : {}),
      };
    },
    async staffDocuments(requestId: number) {
      const found = await find(requestId);
      if (!found) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
      const [required, saved, serviceName, customer] = await Promise.all([
        d.catalog.requiredDocumentsOf(found.request.serviceId, found.request.createdAt),
        d.repo.documentsOf(requestId),
        serviceNameOf(found.request.serviceId),
        customerOf(found.request.userId),
      ]);
      if (!customer) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
      return {
        requestId,
        serviceName,
        customer,
        documents: [
          ...required.map((sd) =>
            documentOf(
              sd,
              saved.find((s) => s.serviceDocumentId === sd.id),
            ),
          ),
          ...(await asks.askedDocuments(requestId, saved)),
        ],
      };
    },
  };
}

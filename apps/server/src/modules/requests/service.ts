import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  type DocumentStoreFields,
  matchesCompletedSearch,
  paymentStateOf,
  REQUEST_MESSAGES,
  REQUEST_STAGE_LABELS,
  REQUEST_STAGES,
  sniffDocumentType,
  DOCUMENT_ACCEPT,
  type FeedbackListQuery,
  type PaymentState,
  type RequestStage,
  type SessionUser,
  type StageEntry,
  type UploadDocumentKind,
  formatInr,
} from '@anupalan/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Tx } from '../../db/tx.ts';
import { AppError } from '../../lib/errors.ts';
import { uploadBody, uploadHead, uploadSize, type UploadedFile } from '../../lib/uploads.ts';
import type { CatalogReferences, ServiceDocument } from '../catalog/references.ts';
import { partnerRefusal } from '../users/partner-standing.ts';
import type { UserService } from '../users/service.ts';
import type { Notify, NotifyEvent } from '../notifications/service.ts';
import type { RequestAdminRepository } from './backoffice-repository.ts';
import type { HistoryRow, PartialRow, RequestDocumentRow, RequestRepository, ServiceRequestRow } from './repository.ts';
import { buildTimeline, documentStatusAfter, extensionFor, pageOf, safeFileName } from './rules.ts';

export interface RequestDeps {
  repo: RequestRepository;
  /** Names of services and the documents they ask for (catalog's read model: no query). */
  catalog: CatalogReferences;
  /** Customers' and staff members' names and contacts. */
  users: Pick<UserService, 'people' | 'findById'>;
  /** The back office's feedback list (backoffice-repository.ts: paged and searched by customer in SQL). */
  listFeedback: RequestAdminRepository['listFeedback'];
  storage: FileStorage;
  /** Messages to the customer, enqueued in the change's transaction (modules/notifications). */
  notify: Notify;
  log?: FastifyBaseLogger;
  maxFileBytes: number;
  publicUrl: string;
}

/* ---------------------------------------------------------------- domain objects (presenters.ts makes the API's shapes) */

/** The part-payment balance of a request (paise). */
export interface RequestBalance {
  id: number;
  companyId: number | null;
  unpaidPaise: number;
  totalPaise: number;
}

/** A request's deliverable, once staff uploaded one (name and time as recorded). */
export interface RequestDeliverable {
  fileName: string | null;
  url: string;
  uploadedAt: Date | null;
}

/** One of a customer's service requests (My Requests). */
export interface CustomerRequest {
  id: number;
  orderId: string;
  paidAt: Date;
  serviceId: number;
  serviceName: string;
  /** The period of a recurring service ('2026-27-Q2'), null for a one-off. */
  period: string | null;
  userId: number;
  status: string;
  totalPaise: number;
  paidPaise: number;
  balance: RequestBalance | null;
  stage: RequestStage;
  stageReachedAt: Date;
  stages: StageEntry[];
  documentsUrl: string;
  deliverable: RequestDeliverable | null;
}

/** A request's stage timeline. */
export interface RequestTimeline {
  requestId: number;
  stage: RequestStage;
  stageReachedAt: Date;
  stages: StageEntry[];
}

/** A paid service with its payment state (Completed Services). */
export interface CompletedService {
  id: number;
  orderId: string;
  serviceName: string;
  period: string | null;
  serviceId: number;
  paidAt: Date;
  status: string;
  stage: RequestStage;
  paymentState: PaymentState;
  amountDuePaise: number;
  deliverable: RequestDeliverable | null;
  balance: RequestBalance | null;
}

/** One page of the completed services matching a search. */
export interface CompletedServicesPage {
  services: CompletedService[];
  /** How many match the search (all pages). */
  total: number;
  /** Whether the customer has any paid service at all (the search aside). */
  anyPaid: boolean;
  page: number;
  perPage: number | null;
}

/** A document a request needs, with what has been saved for it. */
export interface RequestDocument {
  /** The service's document id. */
  id: number;
  name: string;
  kind: UploadDocumentKind;
  mandatory: boolean;
  /** The saved text, or the view link of the saved file; null while nothing is saved. */
  value: string | null;
  fileName: string | null;
  savedAt: Date | null;
}

/** The documents of a request (the customer's document page). */
export interface RequestDocuments {
  serviceId: number;
  serviceName: string;
  period: string | null;
  requestId: number;
  requestStatus: string;
  documents: RequestDocument[];
  stages: StageEntry[];
  accept: string;
  maxFileBytes: number;
}

/** A document just saved. */
export interface StoredDocument {
  message: string;
  /** The view link of the saved file; null for a text value. */
  url: string | null;
  document: RequestDocument;
  requestId: number;
  requestStatus: string;
}

/** A request after a staff action: the action's message and where the request stands. */
export interface StaffRequestView {
  message: string;
  requestId: number;
  /** Who works on it (staff, or an approved service provider), if anyone. */
  assignee: { id: number; name: string } | null;
  stage: RequestStage;
  stages: StageEntry[];
  deliverable: RequestDeliverable | null;
}

/** A stage change as recorded, with the name of who made it (null when nobody did). */
export type StageHistoryRow = HistoryRow & { changedByName: string | null };

/** Feedback as recorded. */
export interface FeedbackEntry {
  id: number;
  rating: number;
  message: string;
  createdAt: Date;
}

const isStaff = (user: SessionUser) => user.role === 'staff' || user.role === 'admin';
/** Written in the transaction of a staff action (the back office's audit entry). */
export type InTransaction = (tx: Tx) => Promise<void>;
const documentUrl = (id: number) => `/api/v1/user/documents/${id}/file`;
const deliverableUrl = (requestId: number) => `/api/v1/user/requests/${requestId}/deliverable`;

function storageDown(err: unknown): AppError {
  return new AppError('UNAVAILABLE', REQUEST_MESSAGES.storageUnavailable).withCause(err);
}

/**
 * Service requests after payment: documents, stages, the deliverable, balances and feedback.
 * Files are written to storage first under a generated key (marked pending), then recorded in a
 * transaction that clears the mark; a crash in between leaves a pending mark the start-up sweep
 * resolves, never a record without its file.
 */

export function createRequestService(d: RequestDeps) {
  const maxMb = Math.round((d.maxFileBytes / (1024 * 1024)) * 10) / 10;

  /**
   * Who may read a request's files (documents, deliverable): its customer, staff, or the service
   * provider it is assigned to while the partner rule allows them (`partnerRefusal`: approved, e-mail
   * proven; issue 27). Else 403 with the reason.
   */
  async function assertMayReadFiles(user: SessionUser, request: { userId: number; assignedTo: number | null }) {
    if (request.userId === user.id || isStaff(user)) return;
    if (user.role === 'service_provider' && request.assignedTo === user.id) {
      const refusal = partnerRefusal(await d.users.findById(user.id), 'service_provider');
      if (!refusal) return;
      throw new AppError('FORBIDDEN', refusal.message);
    }
    throw new AppError('FORBIDDEN', REQUEST_MESSAGES.notYourFile);
  }

  async function find(requestId: number) {
    const request = await d.repo.find(requestId);
    return request ? { request } : undefined;
  }

  async function serviceNameOf(serviceId: number): Promise<string> {
    return (await d.catalog.serviceNamesOf([serviceId])).get(serviceId) ?? '';
  }

  async function customerOf(userId: number) {
    return (await d.users.people([userId])).get(userId);
  }

  /** Stage history with the names of who changed it: one query for the rows, one for the people. */
  async function historyOf(requestIds: number[]): Promise<StageHistoryRow[]> {
    const rows = await d.repo.history(requestIds);
    const people = await d.users.people(rows.flatMap((h) => (h.changedBy ? [h.changedBy] : [])));
    return rows.map((h) => {
      const p = h.changedBy ? people.get(h.changedBy) : undefined;
      return { ...h, changedByName: h.changedBy ? p?.name || p?.email || p?.mobile || 'Staff' : null };
    });
  }

  async function owned(user: SessionUser, requestId: number, opts: { staffToo?: boolean } = {}) {
    const found = await find(requestId);
    if (!found) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
    if (found.request.userId !== user.id && !(opts.staffToo && isStaff(user)))
      throw new AppError('FORBIDDEN', REQUEST_MESSAGES.notYourRequest);
    return found;
  }

  async function timelineOf(requests: ServiceRequestRow[]) {
    const history = await historyOf(requests.map((r) => r.id));
    return (r: ServiceRequestRow) =>
      buildTimeline(
        r.stage,
        history.filter((h) => h.serviceRequestId === r.id),
      );
  }

  function documentOf(sd: ServiceDocument, saved: RequestDocumentRow | undefined): RequestDocument {
    return {
      id: sd.id,
      name: sd.name,
      kind: sd.documentType,
      mandatory: sd.mandatory,
      value: saved ? (saved.kind === 'Text' ? saved.textValue : documentUrl(saved.id)) : null,
      fileName: saved?.kind === 'Document' ? saved.fileName : null,
      savedAt: saved ? saved.updatedAt : null,
    };
  }

  function balanceOf(partial: PartialRow | null): RequestBalance | null {
    return partial
      ? {
          id: partial.id,
          companyId: partial.companyId,
          unpaidPaise: partial.unpaidAmountPaise,
          totalPaise: partial.totalAmountPaise,
        }
      : null;
  }

  function deliverableOf(r: ServiceRequestRow): RequestDeliverable | null {
    return r.deliverableKey ? { fileName: r.deliverableName, url: deliverableUrl(r.id), uploadedAt: r.deliverableAt } : null;
  }

  /** The customer is told of a stage change, in the change's transaction (modules/notifications). */
  async function notifyStage(tx: Tx, request: ServiceRequestRow, stage: RequestStage): Promise<void> {
    const vars = {
      service: await serviceNameOf(request.serviceId),
      requestId: String(request.id),
      stage: REQUEST_STAGE_LABELS[stage],
      requestsLink: '/myrequests',
    };
    await d.notify(tx, { event: 'stage_changed', userId: request.userId, requestId: request.id, vars });
  }

  /** The work is ready: the download link, and the balance still due with its pay link. */
  async function notifyDeliverable(tx: Tx, request: ServiceRequestRow): Promise<void> {
    const base = { service: await serviceNameOf(request.serviceId), requestId: String(request.id) };
    const to = { userId: request.userId, requestId: request.id };
    await d.notify(tx, { ...to, event: 'deliverable_ready', vars: { ...base, downloadLink: '/completed-services' } });
    const partial = await d.repo.partialOfRequest(request.id, tx);
    if (partial && partial.unpaidAmountPaise > 0)
      await d.notify(tx, {
        ...to,
        event: 'balance_due',
        vars: { ...base, amount: formatInr(partial.unpaidAmountPaise), payLink: '/myrequests' },
      });
  }

  /** Writes a file under a new key, marked pending until its record commits. */
  async function putPending(key: string, file: UploadedFile, contentType: string): Promise<void> {
    await d.repo.markPending(key);
    try {
      // A spooled upload streams from its temporary file: memory does not grow with its size.
      await d.storage.put(key, uploadBody(file), contentType, uploadSize(file));
    } catch (err) {
      await d.storage.delete(key).catch(() => undefined);
      await d.repo.clearPending(key).catch(() => undefined);
      throw storageDown(err);
    }
  }

  /** After a commit: the replaced file goes; its pending mark (set in the transaction) too. */
  async function dropReplaced(key: string | null): Promise<void> {
    if (!key) return;
    try {
      await d.storage.delete(key);
      await d.repo.clearPending(key);
    } catch (err) {
      d.log?.warn({ err, key }, 'replaced file not deleted yet; the start-up sweep will retry');
    }
  }

  async function checkedFile(file: UploadedFile | undefined, field = 'file') {
    if (!file) return null;
    const size = uploadSize(file);
    if (file.tooLarge || size > d.maxFileBytes)
      throw new AppError('PAYLOAD_TOO_LARGE', REQUEST_MESSAGES.fileTooLarge(maxMb), {
        [field]: [REQUEST_MESSAGES.fileTooLarge(maxMb)],
      });
    if (size === 0) throw new AppError('VALIDATION', REQUEST_MESSAGES.fileEmpty, { [field]: [REQUEST_MESSAGES.fileEmpty] });
    const type = sniffDocumentType(uploadHead(file));
    if (!type) throw new AppError('VALIDATION', REQUEST_MESSAGES.fileType, { [field]: [REQUEST_MESSAGES.fileType] });
    return { upload: file, size, contentType: type, ext: extensionFor(type), original: file.filename };
  }

  /** Recomputes the status after a document change; moves the stage to documents_received once. */
  async function afterDocumentChange(tx: Tx, request: ServiceRequestRow, userId: number) {
    const required = await d.catalog.requiredDocumentsOf(request.serviceId, request.createdAt);
    const present = new Set((await d.repo.documentsOf(request.id, tx)).map((x) => x.serviceDocumentId));
    const status = documentStatusAfter(required, present);
    if (status !== request.status) await d.repo.setStatus(tx, request.id, status);
    let stageChanged = false;
    if (status === 'file_upload_done' && request.stage === 'paid') {
      await d.repo.setStage(tx, request.id, 'documents_received', userId, null);
      await notifyStage(tx, request, 'documents_received');
      stageChanged = true;
    }
    return { status, stageChanged };
  }

  return {
    maxFileBytes: d.maxFileBytes,

    /**
     * The reminders due at `now` (issue 20), each with its own key so a sweep run twice sends once:
     * documents still missing 2 and 5 days after payment; a balance unpaid 3 days after the work is
     * ready; and every 7 days a request spends at one stage, where it stands.
     */
    async reminders(now: Date): Promise<NotifyEvent[]> {
      const DAY = 86_400_000;
      const rows = await d.repo.reminderCandidates(new Date(now.getTime() - 180 * DAY));
      const names = await d.catalog.serviceNamesOf(rows.map((r) => r.request.serviceId));
      const out: NotifyEvent[] = [];
      for (const { request: r, unpaidPaise } of rows) {
        const to = { userId: r.userId, requestId: r.id };
        const base = { service: names.get(r.serviceId) ?? '', requestId: String(r.id) };
        const sincePaid = now.getTime() - r.createdAt.getTime();
        if (r.stage === 'paid' && r.status !== 'file_upload_done' && sincePaid < 30 * DAY) {
          for (const days of [2, 5]) {
            if (sincePaid < days * DAY) continue;
            const required = await d.catalog.requiredDocumentsOf(r.serviceId, r.createdAt);
            const present = new Set((await d.repo.documentsOf(r.id)).map((x) => x.serviceDocumentId));
            const documents = required.filter((x) => x.mandatory && !present.has(x.id)).map((x) => x.name);
            if (!documents.length) break;
            out.push({
              ...to,
              event: 'documents_reminder',
              key: `documents_reminder:${r.id}:${days}`,
              vars: {
                ...base,
                documents,
                days: String(days),
                uploadLink: `/document?serviceId=${r.serviceId}&requestId=${r.id}`,
              },
            });
          }
        }
        if (r.deliverableAt && (unpaidPaise ?? 0) > 0 && now.getTime() - r.deliverableAt.getTime() >= 3 * DAY) {
          out.push({
            ...to,
            event: 'balance_reminder',
            key: `balance_reminder:${r.id}:${r.deliverableAt.getTime()}`,
            vars: { ...base, amount: formatInr(unpaidPaise ?? 0), payLink: '/myrequests' },
          });
        }
        const atStage = now.getTime() - r.stageChangedAt.getTime();
        if (r.stage !== 'completed' && atStage >= 7 * DAY) {
          const week = Math.floor(atStage / (7 * DAY));
          out.push({
            ...to,
            event: 'weekly_status',
            key: `weekly_status:${r.id}:${r.stageChangedAt.getTime()}:${week}`,
            vars: {
              ...base,
              stage: REQUEST_STAGE_LABELS[r.stage],
              since: r.stageChangedAt.toLocaleDateString('en-IN', {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                timeZone: 'Asia/Kolkata',
              }),
              requestsLink: '/myrequests',
            },
          });
        }
      }
      return out;
    },

    /**
     * A customer's completed requests: which service, for which company and period (the compliance
     * calendar's "filed with us").
     */
    async completedFilings(userId: number) {
      const rows = await d.repo.listForUser(userId);
      return rows
        .filter((r) => r.request.stage === 'completed')
        .map(({ request }) => ({
          serviceId: request.serviceId,
          companyId: request.companyId,
          period: request.period,
          createdAt: request.createdAt,
        }));
    },

    /** POST /user/request */
    async mine(user: SessionUser): Promise<CustomerRequest[]> {
      const rows = await d.repo.listForUser(user.id);
      const [timeline, names] = await Promise.all([
        timelineOf(rows.map((r) => r.request)),
        d.catalog.serviceNamesOf(rows.map((r) => r.request.serviceId)),
      ]);
      return rows.map(({ request, partial }) => ({
        id: request.id,
        orderId: String(request.requestData.order_id ?? ''),
        paidAt: request.createdAt,
        serviceId: request.serviceId,
        serviceName: names.get(request.serviceId) ?? '',
        period: request.period,
        userId: request.userId,
        status: request.status,
        totalPaise: request.totalPaise,
        paidPaise: request.paidPaise,
        balance: balanceOf(partial),
        stage: request.stage,
        stageReachedAt: request.stageChangedAt,
        stages: timeline(request),
        documentsUrl: `/document?serviceId=${request.serviceId}&requestId=${request.id}`,
        deliverable: deliverableOf(request),
      }));
    },

    async timeline(user: SessionUser, requestId: number): Promise<RequestTimeline> {
      const { request } = await owned(user, requestId, { staffToo: true });
      const t = await timelineOf([request]);
      return { requestId: request.id, stage: request.stage, stageReachedAt: request.stageChangedAt, stages: t(request) };
    },

    /** POST /user/completed_services */
    async completed(
      user: SessionUser,
      q: { search?: string | null; page?: number | null; perPage?: number | null },
    ): Promise<CompletedServicesPage> {
      const rows = await d.repo.listForUser(user.id);
      const names = await d.catalog.serviceNamesOf(rows.map((r) => r.request.serviceId));
      const all: CompletedService[] = rows.map(({ request, partial }) => {
        const serviceName = names.get(request.serviceId) ?? '';
        const state = paymentStateOf(
          partial ? { unpaidPaise: partial.unpaidAmountPaise, totalPaise: partial.totalAmountPaise } : null,
        );
        return {
          id: request.id,
          orderId: String(request.requestData.order_id ?? ''),
          serviceName,
          period: request.period,
          serviceId: request.serviceId,
          paidAt: request.createdAt,
          status: request.status,
          stage: request.stage,
          paymentState: state,
          amountDuePaise: partial && state !== 'Paid' ? partial.unpaidAmountPaise : 0,
          deliverable: deliverableOf(request),
          balance: balanceOf(partial),
        };
      });
      const search = q.search ?? '';
      const matching = search
        ? all.filter((r) => matchesCompletedSearch({ id: r.id, service_name: r.serviceName, order_id: r.orderId }, search))
        : all;
      const page = q.page ?? 1;
      return {
        services: pageOf(matching, page, q.perPage ?? null),
        total: matching.length,
        anyPaid: all.length > 0,
        page,
        perPage: q.perPage ?? null,
      };
    },

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
        documents: required.map((sd) =>
          documentOf(
            sd,
            saved.find((s) => s.serviceDocumentId === sd.id),
          ),
        ),
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
      const sd = required.find((x) => x.id === f.document_id);
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
          });
          return { row, ...(await afterDocumentChange(tx, locked, user.id)) };
        });
        return {
          message: REQUEST_MESSAGES.saved(sd.name),
          url: null,
          document: documentOf(sd, out.row),
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
      await putPending(key, file.upload, file.contentType);
      let out;
      try {
        out = await d.repo.transaction(async (tx) => {
          const locked = await d.repo.lockRequest(tx, request.id);
          if (!locked) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
          const { row, replacedKey } = await d.repo.upsertDocument(tx, {
            serviceRequestId: request.id,
            serviceDocumentId: sd.id,
            kind: 'Document',
            textValue: null,
            storageKey: key,
            fileName: safeFileName(file.original, file.contentType, sd.name),
            contentType: file.contentType,
            sizeBytes: file.size,
            uploadedBy: user.id,
          });
          await d.repo.clearPending(key, tx);
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
        document: documentOf(sd, out.row),
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

    /** GET /user/requests/:id/deliverable (owner once nothing is due, staff, the assigned provider). */
    async deliverable(user: SessionUser, requestId: number) {
      const found = await find(requestId);
      if (!found) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
      await assertMayReadFiles(user, found.request);
      const r = found.request;
      if (!r.deliverableKey) throw AppError.notFound(REQUEST_MESSAGES.noFile);
      // The result is the provider's leverage to collect: the customer gets it once nothing is due
      // (staff and the assigned provider may always read it).
      if (!isStaff(user) && !(user.role === 'service_provider' && r.assignedTo === user.id)) {
        const partial = await d.repo.partialOfRequest(r.id);
        if (partial && partial.unpaidAmountPaise > 0)
          throw new AppError('PAYMENT_REQUIRED', REQUEST_MESSAGES.balanceDueForDownload(partial.unpaidAmountPaise));
      }
      let file;
      try {
        file = await d.storage.get(r.deliverableKey);
      } catch (err) {
        throw storageDown(err);
      }
      if (!file) throw AppError.notFound(REQUEST_MESSAGES.noFile);
      return {
        stream: file.stream,
        contentType: r.deliverableContentType ?? file.contentType,
        fileName: r.deliverableName ?? 'deliverable',
        ...(file.size !== undefined ? { size: file.size } : {}),
      };
    },

    /* ------------------------------------------------------------ staff */

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
        await notifyStage(tx, locked, stage);
        await inTransaction?.(tx);
      });
      return this.staffView(requestId, REQUEST_MESSAGES.stageChanged(REQUEST_STAGE_LABELS[stage]));
    },

    async uploadDeliverable(
      staff: SessionUser,
      requestId: number,
      upload: UploadedFile | undefined,
      inTransaction?: InTransaction,
    ) {
      const found = await find(requestId);
      if (!found) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
      if (!upload)
        throw new AppError('VALIDATION', REQUEST_MESSAGES.deliverableRequired, { file: [REQUEST_MESSAGES.deliverableRequired] });
      const file = await checkedFile(upload);
      if (!file)
        throw new AppError('VALIDATION', REQUEST_MESSAGES.deliverableRequired, { file: [REQUEST_MESSAGES.deliverableRequired] });
      const key = `deliverables/${requestId}/${randomUUID()}.${file.ext}`;
      await serviceNameOf(found.request.serviceId);
      await putPending(key, file.upload, file.contentType);
      let replaced: string | null;
      try {
        replaced = await d.repo.transaction(async (tx) => {
          const locked = await d.repo.lockRequest(tx, requestId);
          if (!locked) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
          const { replacedKey } = await d.repo.setDeliverable(tx, requestId, {
            key,
            name: safeFileName(file.original, file.contentType, `request-${requestId}`),
            contentType: file.contentType,
          });
          await d.repo.clearPending(key, tx);
          if (replacedKey) await d.repo.markPending(replacedKey, tx);
          await notifyDeliverable(tx, locked);
          await inTransaction?.(tx);
          return replacedKey;
        });
      } catch (err) {
        await d.storage.delete(key).catch(() => undefined);
        await d.repo.clearPending(key).catch(() => undefined);
        throw err;
      }
      await dropReplaced(replaced);
      return this.staffView(requestId, REQUEST_MESSAGES.deliverableSaved);
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
      await d.repo.transaction(async (tx) => {
        await d.repo.setAssignee(requestId, staffId, tx);
        await inTransaction?.(tx);
      });
      return this.staffView(requestId, staffId === null ? REQUEST_MESSAGES.unassigned : REQUEST_MESSAGES.assigned(name));
    },

    async staffView(requestId: number, message: string): Promise<StaffRequestView> {
      const found = await find(requestId);
      if (!found) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
      const r = found.request;
      const t = await timelineOf([r]);
      const assignee = r.assignedTo ? await d.users.findById(r.assignedTo) : undefined;
      return {
        message,
        requestId: r.id,
        assignee: assignee ? { id: assignee.id, name: assignee.name || assignee.email || `#${assignee.id}` } : null,
        stage: r.stage,
        stages: t(r),
        deliverable: deliverableOf(r),
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
        documents: required.map((sd) =>
          documentOf(
            sd,
            saved.find((s) => s.serviceDocumentId === sd.id),
          ),
        ),
      };
    },

    /* ------------------------------------------------------------ balances, feedback, housekeeping */

    /** The customer's balance record with its request (for the balance order). */
    async balanceFor(user: SessionUser, partialPaymentId: number) {
      const partial = await d.repo.findPartial(partialPaymentId);
      if (!partial) throw AppError.notFound(REQUEST_MESSAGES.paymentInfoMissing);
      if (partial.userId !== user.id) throw new AppError('FORBIDDEN', 'This payment belongs to another account.');
      if (partial.unpaidAmountPaise <= 0) throw new AppError('CONFLICT', REQUEST_MESSAGES.nothingDue);
      const request = await d.repo.find(partial.serviceRequestId);
      if (!request) throw AppError.notFound(REQUEST_MESSAGES.paymentInfoMissing);
      return { partial, request, serviceName: await serviceNameOf(request.serviceId) };
    },

    /**
     * The customer's newest request for the service that is not completed yet; with `period`, only
     * one for that period, with `companyId` (a business purchase) only one for that company.
     */
    async openRequestFor(userId: number, serviceId: number, where: { period?: string; companyId?: number | null } = {}) {
      return d.repo.openRequestFor(userId, serviceId, where);
    },

    async feedback(
      user: SessionUser,
      input: { rating: number; feedback: string; requestId: number | null },
    ): Promise<FeedbackEntry> {
      if (input.requestId) await owned(user, input.requestId);
      const row = await d.repo.insertFeedback({
        userId: user.id,
        serviceRequestId: input.requestId,
        rating: input.rating,
        message: input.feedback,
      });
      return { id: row.id, rating: row.rating, message: row.message, createdAt: row.createdAt };
    },

    /**
     * Deletes files written but never recorded (a crash mid-upload) and files replaced whose
     * deletion did not finish, once older than the grace period. Keys still referenced are kept.
     */
    /** The feedback list of the back office (paged; filters from the query string, already parsed). */
    async feedbackList(q: FeedbackListQuery) {
      return d.listFeedback(q);
    },
    /** Stage changes of these requests, oldest first, with who made them (the back office's request page). */
    history: historyOf,
    /** How many requests are at each stage now. */
    async countByStage(): Promise<Record<RequestStage, number>> {
      const out = Object.fromEntries(REQUEST_STAGES.map((s) => [s, 0])) as Record<RequestStage, number>;
      for (const r of await d.repo.countByStage()) out[r.stage] = r.n;
      return out;
    },
    async sweepOrphans(graceMs: number): Promise<number> {
      const keys = await d.repo.pendingOlderThan(new Date(Date.now() - graceMs));
      let removed = 0;
      for (const key of keys) {
        try {
          if (!(await d.repo.isReferenced(key))) {
            await d.storage.delete(key);
            removed++;
          }
          await d.repo.clearPending(key);
        } catch (err) {
          d.log?.warn({ err, key }, 'orphan sweep: will retry at the next start');
        }
      }
      if (d.storage.sweepTemporary) removed += await d.storage.sweepTemporary(graceMs).catch(() => 0);
      return removed;
    },
  };
}
export type RequestService = ReturnType<typeof createRequestService>;

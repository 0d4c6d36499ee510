import type { FastifyBaseLogger } from 'fastify';
import { REQUEST_MESSAGES, REQUEST_STAGE_LABELS, type RequestStage, type SessionUser, formatInr } from '@anupalan/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Tx } from '../../db/tx.ts';
import { AppError } from '../../lib/errors.ts';
import { checkDocumentUpload, uploadBody, uploadSize, type UploadedFile } from '../../lib/uploads.ts';
import type { CatalogReferences, ServiceDocument } from '../catalog/references.ts';
import { partnerRefusal } from '../users/partner-standing.ts';
import type { UserService } from '../users/service.ts';
import type { Notify } from '../notifications/service.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAdminRepository } from './backoffice-repository.ts';
import type { MilestoneRepository } from './milestones-repository.ts';
import type { PartialRow, RequestDocumentRow, RequestRepository, ServiceRequestRow } from './repository.ts';
import { buildTimeline, documentStatusAfter, extensionFor } from './rules.ts';
import { reviewOf } from './document-review.ts';
import type { SavedRepository } from './saved-repository.ts';
import type {
  KeptKind,
  RequestBalance,
  RequestDeliverable,
  RequestDocument,
  StageHistoryRow,
  StaffRequestView,
  VaultPort,
} from './types.ts';

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
  /** Milestones, request plans and holidays (issue 21). */
  milestones: MilestoneRepository;
  /** The admins' ids (late milestones reach them after the owner). */
  adminIds: () => Promise<number[]>;
  clock: Clock;
  /** Issue 22: the customer's document vault (modules/vault), the requests' queries about it, and the kinds (catalog). */
  vault?: VaultPort;
  saved?: SavedRepository;
  kindOf?: (id: number) => Promise<KeptKind | null>;
}

const isStaff = (user: SessionUser) => user.role === 'staff' || user.role === 'admin';
const documentUrl = (id: number) => `/api/v1/user/documents/${id}/file`;
const deliverableUrl = (requestId: number) => `/api/v1/user/requests/${requestId}/deliverable`;

function storageDown(err: unknown): AppError {
  return new AppError('UNAVAILABLE', REQUEST_MESSAGES.storageUnavailable).withCause(err);
}

/**
 * What every part of the requests service shares: the dependencies and the helpers (finding a
 * request, ownership, names, the timeline, presenters of documents, balances and deliverables, the
 * pending-file protocol, stage notifications). Each part (documents.ts, stages.ts, …) takes it.
 */
export function createRequestContext(d: RequestDeps) {
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
      ...(saved ? { savedId: saved.id, version: saved.version, review: reviewOf(saved) } : {}), // issue 21: document-review.ts
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
      // Issue 22: a file kept in the vault, or another request's document, stays.
      if ((await d.vault?.keeps(key)) || (await d.saved?.keyInUse(key))) {
        await d.repo.clearPending(key);
        return;
      }
      await d.storage.delete(key);
      await d.repo.clearPending(key);
    } catch (err) {
      d.log?.warn({ err, key }, 'replaced file not deleted yet; the start-up sweep will retry');
    }
  }

  async function checkedFile(file: UploadedFile | undefined, field = 'file') {
    if (!file) return null;
    const { size, contentType: type } = checkDocumentUpload(file, d.maxFileBytes, field);
    return { upload: file, size, contentType: type, ext: extensionFor(type), original: file.filename };
  }

  /** Recomputes the status after a document change; moves the stage to documents_received once. */
  async function afterDocumentChange(tx: Tx, request: ServiceRequestRow, userId: number) {
    const required = await d.catalog.requiredDocumentsOf(request.serviceId, request.createdAt);
    const present = new Set(
      (await d.repo.documentsOf(request.id, tx)).flatMap((x) => (x.serviceDocumentId ? [x.serviceDocumentId] : [])),
    );
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
  /** Where a request stands after a staff action, with the action's message. */
  async function staffView(requestId: number, message: string): Promise<StaffRequestView> {
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
  }

  return {
    d,
    staffView,
    maxMb,
    isStaff,
    storageDown,
    documentUrl,
    assertMayReadFiles,
    find,
    serviceNameOf,
    customerOf,
    historyOf,
    owned,
    timelineOf,
    documentOf,
    balanceOf,
    deliverableOf,
    notifyStage,
    notifyDeliverable,
    putPending,
    dropReplaced,
    checkedFile,
    afterDocumentChange,
  };
}
export type RequestContext = ReturnType<typeof createRequestContext>;

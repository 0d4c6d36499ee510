import {
  REQUEST_MESSAGES,
  REQUEST_STAGE_LABELS,
  periodLabel,
  type CompletedServiceRow,
  type CompletedServicesResponse,
  type DocumentListResponse,
  type DocumentStoreResponse,
  type FeedbackResponse,
  type RequestRow,
  type StaffDocumentsResponse,
  type StaffRequestResponse,
  type TimelineResponse,
  type UploadDocument,
} from '@anupalan/shared';
import type {
  CompletedServicesPage,
  CustomerRequest,
  FeedbackEntry,
  RequestBalance,
  RequestDeliverable,
  RequestDocument,
  RequestDocuments,
  RequestTimeline,
  StaffRequestView,
  StoredDocument,
} from './service.ts';

/**
 * The legacy snake_case answers the spec's API promises (portal §2, §4, §5, §7), made from the
 * requests service's domain objects. The routes and the account pages' loaders call these; the
 * service never builds a wire shape.
 */

function partialPayments(b: RequestBalance | null) {
  return b
    ? [
        {
          id: b.id,
          company_id: b.companyId,
          transaction_unpaid_amount: b.unpaidPaise,
          transaction_total_amount: b.totalPaise,
        },
      ]
    : [];
}

/** The deliverable block (once its name and time are recorded). */
function deliverable(d: RequestDeliverable | null) {
  return d?.fileName && d.uploadedAt ? { file_name: d.fileName, url: d.url, uploaded_at: d.uploadedAt.toISOString() } : null;
}

/** POST /user/request: `payments`. */
export function presentMyRequests(requests: CustomerRequest[]): RequestRow[] {
  return requests.map((r) => ({
    id: r.id,
    order_id: r.orderId,
    payment_date: r.paidAt.toISOString(),
    service_name: r.serviceName,
    period: r.period,
    period_label: periodLabel(r.period),
    service: { id: r.serviceId, service_name: r.serviceName },
    user_id: r.userId,
    status: r.status,
    request_data: { status: r.status, reason: null },
    total_amount: r.totalPaise,
    paid_amount: r.paidPaise,
    customer_partial_payments: partialPayments(r.balance),
    stage: r.stage,
    stage_label: REQUEST_STAGE_LABELS[r.stage],
    stage_reached_at: r.stageReachedAt.toISOString(),
    stages: r.stages,
    plan: r.plan,
    documents_url: r.documentsUrl,
    deliverable: deliverable(r.deliverable),
  }));
}

/** GET /user/requests/:id/stages (without `success`). */
export function presentTimeline(t: RequestTimeline): Omit<TimelineResponse, 'success'> {
  return {
    request_id: t.requestId,
    stage: t.stage,
    stage_reached_at: t.stageReachedAt.toISOString(),
    stages: t.stages,
    plan: t.plan,
  };
}

/** POST /user/completed_services (without `success`). */
export function presentCompletedServices(p: CompletedServicesPage): Omit<CompletedServicesResponse, 'success'> {
  const payments: CompletedServiceRow[] = p.services.map((s) => ({
    id: s.id,
    order_id: s.orderId,
    service_name: s.serviceName,
    period: s.period,
    period_label: periodLabel(s.period),
    service_id: s.serviceId,
    payment_date: s.paidAt.toISOString(),
    status: s.status,
    stage: s.stage,
    stage_label: REQUEST_STAGE_LABELS[s.stage],
    payment_state: s.paymentState,
    amount_due: s.amountDuePaise,
    file_path: s.deliverable ? s.deliverable.url : null,
    file_name: s.deliverable ? s.deliverable.fileName : null,
    customer_partial_payments: partialPayments(s.balance),
  }));
  return {
    message: p.anyPaid ? 'Completed services' : REQUEST_MESSAGES.noCompleted,
    payments,
    total: p.total,
    page: p.page,
    per_page: p.perPage,
  };
}

/** One document row, as the document list, the store answer and the staff views name it. */
export function presentDocument(doc: RequestDocument): UploadDocument {
  return {
    id: doc.id,
    document_id: doc.id,
    document_name: doc.name,
    document_type: doc.kind,
    mandatory: doc.mandatory,
    status: doc.mandatory ? 1 : 0,
    data: doc.value,
    file_name: doc.fileName,
    saved_at: doc.savedAt ? doc.savedAt.toISOString() : null,
    state: doc.value ? 'Ready' : 'Pending',
    // Issue 21: staff's review (document-review.ts).
    saved_id: doc.savedId ?? null,
    version: doc.version ?? null,
    review: doc.review?.state ?? null,
    review_reason: doc.review?.reason ?? null,
    ...(doc.askId ? { ask_id: doc.askId, ask_reason: doc.askReason ?? null } : {}),
  };
}

/** POST /user/services/document/upload (without `success`). */
export function presentDocumentList(d: RequestDocuments): Omit<DocumentListResponse, 'success'> {
  return {
    service_id: d.serviceId,
    service_name: d.serviceName,
    period: d.period,
    period_label: periodLabel(d.period),
    request_id: d.requestId,
    request_status: d.requestStatus,
    required_documents: d.documents.map(presentDocument),
    stages: d.stages,
    accept: d.accept,
    max_file_bytes: d.maxFileBytes,
  };
}

/** POST /user/services/document/upload/store. */
export function presentStoredDocument(s: StoredDocument): DocumentStoreResponse {
  return {
    success: true,
    status: 'success',
    file_url: s.url,
    message: s.message,
    url: s.url,
    document: presentDocument(s.document),
    request_id: s.requestId,
    request_status: s.requestStatus,
  };
}

/** POST /feedback/store: `data`. */
export function presentFeedback(f: FeedbackEntry): FeedbackResponse['data'] {
  return { id: f.id, rating: f.rating, feedback: f.message, created_at: f.createdAt.toISOString() };
}

/** GET /admin/requests/:id/documents (without `success`). */
export function presentStaffDocuments(s: {
  requestId: number;
  serviceName: string;
  customer: { id: number; name: string; email: string | null; mobile: string | null };
  documents: RequestDocument[];
}): Omit<StaffDocumentsResponse, 'success'> {
  return {
    request_id: s.requestId,
    service_name: s.serviceName,
    customer: s.customer,
    documents: s.documents.map(presentDocument),
  };
}

/** The answer of a staff (or assigned provider's) stage, assignment or deliverable action (without `success`). */
export function presentStaffRequest(v: StaffRequestView): Omit<StaffRequestResponse, 'success'> {
  return {
    message: v.message,
    request_id: v.requestId,
    assigned_to: v.assignee,
    stage: v.stage,
    stages: v.stages,
    deliverable: deliverable(v.deliverable),
  };
}

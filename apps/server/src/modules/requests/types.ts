import type { SavedOffer, RequestPlanView, PaymentState, RequestStage, StageEntry, UploadDocumentKind } from '@anupalan/shared';
import type { Tx } from '../../db/tx.ts';
import type { HistoryRow } from './repository.ts';
import type { DocumentReview } from './document-review.ts';

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
  /** Milestones on the working-day clock, and the named expert (issue 21). */
  plan: RequestPlanView;
  documentsUrl: string;
  deliverable: RequestDeliverable | null;
}

/** A request's stage timeline. */
export interface RequestTimeline {
  requestId: number;
  stage: RequestStage;
  stageReachedAt: Date;
  stages: StageEntry[];
  /** Milestones on the working-day clock, and the named expert (issue 21). */
  plan: RequestPlanView;
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
  /** Issue 21 (document-review.ts): the saved row, its version and staff's review of it. */
  savedId?: number;
  version?: number;
  review?: DocumentReview;
  /** Issue 21 (document-asks.ts): a document staff asked for on this request, and why. */
  askId?: number;
  askReason?: string;
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

/** Written in the transaction of a staff action (the back office's audit entry). */
export type InTransaction = (tx: Tx) => Promise<void>;

/* ---------------------------------------------------------------- the document vault (issue 22) */

/** A document kind as the vault keeps an upload with it (catalog's list). */
export interface KeptKind {
  id: number;
  name: string;
  holder: 'person' | 'company';
  validity_months: number | null;
}

/**
 * What the requests module asks of the customer's document vault (modules/vault, handed in
 * `app.ts`): keep an uploaded file, whether a stored file is kept there, the saved document an
 * order may reuse (checked: the customer's own, the kind and company asked for, not rejected nor
 * expired), the offers of an upload page, and staff's review of a reused file.
 */
export interface VaultPort {
  keep(
    tx: Tx,
    v: {
      userId: number;
      companyId: number | null;
      kind: KeptKind | null;
      name: string;
      storageKey: string;
      fileName: string;
      contentType: string;
      sizeBytes: number;
    },
  ): Promise<number>;
  keeps(key: string, tx?: Tx): Promise<boolean>;
  /** Forgets the kept documents of a file an order replaced and no order uses any more (its file then goes). */
  forget(tx: Tx, key: string): Promise<void>;
  forUse(
    userId: number,
    vaultId: number,
    want: { kindId: number | null; companyId: number | null },
  ): Promise<{
    id: number;
    name: string;
    storageKey: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
    review: 'accepted' | 'needs_reupload' | null;
    reviewedAt: Date | null;
  }>;
  offers(
    userId: number,
    companyId: number | null,
    wanted: { documentId: number; kindId: number; holder: 'person' | 'company' }[],
  ): Promise<SavedOffer[]>;
  reviewed(
    tx: Tx,
    vaultId: number,
    review: { state: 'accepted' | 'needs_reupload'; reason: string | null; at: Date },
  ): Promise<void>;
}

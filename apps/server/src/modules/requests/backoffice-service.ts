import {
  ADMIN_MESSAGES,
  MILESTONE_MESSAGES,
  handOverNote,
  REQUEST_ADMIN_MESSAGES,
  REQUEST_MESSAGES,
  REQUEST_STAGE_LABELS,
  isBackofficeRole,
  noteCreateSchema,
  pageQuerySchema,
  periodLabel,
  requestQueueQuerySchema,
  stageChangeBody,
  type Actor,
  type Paged,
  type PartnerMe,
  type QueueRow,
  type ReferralSummary,
  type RequestAdminServices,
  type RequestAssignee,
  type RequestDetail,
  type RequestNote,
} from '@anupalan/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { partnerRefusal } from '../users/partner-standing.ts';
import { uploadSize, type UploadedFile } from '../../lib/uploads.ts';
import { zodFieldErrors } from '../../lib/validation.ts';
import type { RequestAdminRepository } from './backoffice-repository.ts';
import { presentDocument } from './presenters.ts';
import { buildTimeline } from './rules.ts';
import { createMilestoneAdmin } from './backoffice-milestones.ts';
import { createTargetAdmin } from './backoffice-targets.ts';
import type { RequestService } from './service.ts';

const handOverSchema = z.object({ note: handOverNote });

type SafeParser<T> = {
  safeParse(
    v: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};
function parse<T>(schema: SafeParser<T>, input: unknown, kind: 'body' | 'query' = 'body'): T {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const message = r.error.issues[0]?.message ?? 'The request is not valid.';
  throw new AppError(kind === 'query' ? 'BAD_REQUEST' : 'VALIDATION', message, zodFieldErrors(r.error.issues));
}

export interface AuditEntryInput {
  actorId: number;
  actorName: string;
  actorRole: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

type QueueDbRow = NonNullable<Awaited<ReturnType<RequestAdminRepository['one']>>>;

const nameOf = (u: { id: number; name: string | null; email?: string | null }) => u.name || u.email || `#${u.id}`;
const actorName = (a: Actor) => a.name || a.email || a.mobile || `#${a.id}`;

function assertStaff(actor: Actor | null | undefined): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED', ADMIN_MESSAGES.signInRequired);
  if (!isBackofficeRole(actor.role)) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.forbidden);
}

/**
 * The back office's request side (issue 11): the queue, a request's page, internal notes, target
 * times and the overdue flag; a service provider's own requests and a reseller's referral orders.
 * Stage changes, assignments and deliverables go through the requests service (one rule for each),
 * with their audit entry written in the same transaction.
 */
export function createRequestAdminService(deps: {
  repo: RequestAdminRepository;
  requests: RequestService;
  /** Read-only helpers of the modules that own those tables. */
  history: RequestService['history'];
  payments: {
    forRequest(
      id: number,
    ): Promise<{ id: number; gatewayPaymentId: string; amountPaise: number; createdAt: Date; refundedPaise: number }[]>;
    paidWithCoupon(
      couponId: number,
      limit: number,
      offset: number,
    ): Promise<{
      rows: {
        receipt: string;
        paidAt: Date | null;
        createdAt: Date;
        serviceName: string;
        userId: number;
        amountPaise: number;
        discountPaise: number;
      }[];
      total: number;
    }>;
  };
  companies: {
    find(id: number): Promise<{ id: number; name: string; gstNo: string | null; panNo: string | null; city: string } | undefined>;
  };
  /** The reseller's referral coupon (admin module: partner decisions; coupons module: the coupon). */
  referralCoupon: (userId: number) => Promise<{ id: number; code: string; discountPercent: number } | null>;
  /** The partner's account (users module): role, status, e-mail and the address still to be proven. */
  account: (
    userId: number,
  ) => Promise<
    { id: number; name: string; role: string; status: string; email: string | null; pendingEmail: string | null } | undefined
  >;
  /** People's names by id (users module), for the first names a reseller sees. */
  names: (ids: number[]) => Promise<Map<number, string>>;
  audit: (tx: Tx | Db, entry: AuditEntryInput) => Promise<void>;
  clock: Clock;
}) {
  const { repo, clock } = deps;

  const auditing = (actor: Actor, action: string, entityId: number, before: unknown, after: unknown) => async (tx: Tx | Db) =>
    deps.audit(tx, {
      actorId: actor.id,
      actorName: actorName(actor),
      actorRole: actor.role,
      action,
      entityType: 'service_request',
      entityId: String(entityId),
      before,
      after,
      createdAt: clock.now(),
    });

  function toRow(r: QueueDbRow): QueueRow {
    const req = r.request;
    return {
      id: req.id,
      orderId: String(req.requestData.order_id ?? ''),
      serviceId: req.serviceId,
      serviceName: r.serviceName,
      customerName: r.customer.name || `Customer #${r.customer.id}`,
      stage: req.stage,
      stageLabel: REQUEST_STAGE_LABELS[req.stage],
      stageReachedAt: req.stageChangedAt.toISOString(),
      dueAt: r.dueAt ? new Date(r.dueAt).toISOString() : null,
      overdue: Boolean(r.overdue),
      createdAt: req.createdAt.toISOString(),
      totalPaise: req.totalPaise,
      paidPaise: req.paidPaise,
      assignee:
        r.assignee && r.assignee.id !== null
          ? {
              id: r.assignee.id,
              name: nameOf(r.assignee),
              role: r.assignee.role === 'service_provider' ? 'service_provider' : r.assignee.role === 'admin' ? 'admin' : 'staff',
            }
          : null,
      hasDeliverable: Boolean(req.deliverableKey),
    };
  }

  async function found(id: number) {
    const row = await repo.one(id, clock.now());
    if (!row) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
    return row;
  }

  async function detailOf(row: QueueDbRow, view: 'staff' | 'provider'): Promise<RequestDetail> {
    const req = row.request;
    const [docs, history, payments, company, notes, plan] = await Promise.all([
      deps.requests.staffDocuments(req.id),
      deps.history([req.id]),
      view === 'staff' ? deps.payments.forRequest(req.id) : Promise.resolve([]),
      req.companyId ? deps.companies.find(req.companyId) : Promise.resolve(undefined),
      view === 'staff' ? repo.notes(req.id) : Promise.resolve([]),
      deps.requests.planOfRequest(req),
    ]);
    return {
      ...toRow(row),
      registrationType: req.registrationType,
      periodLabel: periodLabel(req.period),
      customer: {
        id: row.customer.id,
        name: row.customer.name,
        // A service provider works from the documents; the customer's contact details stay with staff.
        email: view === 'staff' ? row.customer.email : null,
        mobile: view === 'staff' ? row.customer.mobile : null,
      },
      company: company
        ? {
            id: company.id,
            name: company.name,
            gstNo: company.gstNo,
            panNo: view === 'staff' ? company.panNo : null,
            city: company.city,
          }
        : null,
      payments: payments.map((p) => ({
        id: p.id,
        gatewayPaymentId: p.gatewayPaymentId,
        amountPaise: p.amountPaise,
        refundedPaise: p.refundedPaise,
        createdAt: p.createdAt.toISOString(),
      })),
      refundedPaise: payments.reduce((sum, p) => sum + p.refundedPaise, 0),
      documents: docs.documents.map(presentDocument),
      stages: buildTimeline(req.stage, history),
      plan: plan.view,
      notes: notes.map((n) => ({ id: n.id, authorName: n.authorName, body: n.body, createdAt: n.createdAt.toISOString() })),
      deliverable:
        req.deliverableKey && req.deliverableName && req.deliverableAt
          ? {
              fileName: req.deliverableName,
              url: `/api/v1/user/requests/${req.id}/deliverable`,
              uploadedAt: req.deliverableAt.toISOString(),
            }
          : null,
    };
  }

  async function queueOf(query: unknown, onlyAssignedTo?: number): Promise<Paged<QueueRow>> {
    const q = parse(requestQueueQuerySchema, query, 'query');
    const { page, pageSize, ...filter } = q;
    if (onlyAssignedTo !== undefined) delete filter.assignee;
    const { rows, total } = await repo.queue(
      { ...filter, ...(onlyAssignedTo !== undefined ? { onlyAssignedTo } : {}) },
      page,
      pageSize,
      clock.now(),
    );
    return { items: rows.map(toRow), pageInfo: { page, pageSize, total } };
  }

  /** An approved partner (or 403), whose e-mail may still be unproven (their account page); `role` narrows to one kind. */
  async function assertPartner(actor: Actor | null | undefined, role: 'service_provider' | 'reseller' | 'any') {
    if (!actor) throw new AppError('UNAUTHENTICATED', ADMIN_MESSAGES.signInRequired);
    const account = await deps.account(actor.id);
    const refusal = partnerRefusal(account, role);
    if (refusal?.reason === 'not_partner') throw new AppError('FORBIDDEN', refusal.message);
    return account!;
  }
  /** A partner who may act as one (the one rule, `partnerRefusal`), or 403 with the reason. */
  async function assertProvenPartner(actor: Actor | null | undefined, role: 'service_provider' | 'reseller') {
    if (!actor) throw new AppError('UNAUTHENTICATED', ADMIN_MESSAGES.signInRequired);
    const account = await deps.account(actor.id);
    const refusal = partnerRefusal(account, role);
    if (refusal) throw new AppError('FORBIDDEN', refusal.message);
    return account!;
  }
  /** A service provider's request: assigned to them, else 403 (whether or not it exists elsewhere). */
  async function assigned(actor: Actor, id: number) {
    const row = await repo.one(id, clock.now());
    if (!row || row.request.assignedTo !== actor.id) throw new AppError('FORBIDDEN', REQUEST_ADMIN_MESSAGES.notAssignedToYou);
    return row;
  }

  async function changeStage(actor: Actor, id: number, body: unknown) {
    const input = parse(stageChangeBody, body);
    const before = await found(id);
    const out = await deps.requests.changeStage(
      actor,
      id,
      input.stage,
      input.note ?? null,
      auditing(actor, 'request.stage', id, { stage: before.request.stage }, { stage: input.stage, note: input.note ?? null }),
    );
    return out;
  }
  async function uploadDeliverable(actor: Actor, id: number, file: UploadedFile | undefined) {
    const before = await found(id);
    return deps.requests.uploadDeliverable(actor, id, file, async (tx) =>
      auditing(
        actor,
        'request.deliverable',
        id,
        { fileName: before.request.deliverableName },
        { fileName: file?.filename ?? null, bytes: file ? uploadSize(file) : 0 },
      )(tx),
    );
  }

  const api = {
    ...createMilestoneAdmin({ requests: deps.requests, audit: deps.audit, clock }),
    ...createTargetAdmin({ repo, audit: deps.audit, clock }),
    async queue(actor: Actor, query: unknown) {
      assertStaff(actor);
      return queueOf(query);
    },
    async detail(actor: Actor, id: number) {
      assertStaff(actor);
      return detailOf(await found(id), 'staff');
    },
    async addNote(actor: Actor, id: number, body: unknown): Promise<RequestNote> {
      assertStaff(actor);
      const input = parse(noteCreateSchema, body);
      await found(id);
      const row = await repo.transaction(async (tx) => {
        const note = await repo.insertNote(
          { serviceRequestId: id, authorId: actor.id, authorName: actorName(actor), body: input.body, createdAt: clock.now() },
          tx,
        );
        await auditing(actor, 'request.note', id, null, { noteId: note.id, body: input.body })(tx);
        return note;
      });
      return { id: row.id, authorName: row.authorName, body: row.body, createdAt: row.createdAt.toISOString() };
    },
    async changeStage(actor: Actor, id: number, body: unknown) {
      assertStaff(actor);
      return (await changeStage(actor, id, body)).message;
    },
    /** The full answer of POST /admin/requests/:id/stage (the issue-10 contract). */
    async changeStageView(actor: Actor, id: number, body: unknown) {
      assertStaff(actor);
      return changeStage(actor, id, body);
    },
    async assign(actor: Actor, id: number, assigneeId: number | null, note?: unknown) {
      assertStaff(actor);
      return (await api.assignView(actor, id, assigneeId, note)).message;
    },
    /** Assigns (or hands over) a request; a hand-over note is kept among the notes for the next owner. */
    async assignView(actor: Actor, id: number, assigneeId: number | null, note?: unknown) {
      assertStaff(actor);
      const handOver = parse(handOverSchema, { note }).note;
      const before = await found(id);
      const to = assigneeId === null ? null : await deps.account(assigneeId);
      return deps.requests.assign(id, assigneeId, async (tx) => {
        await auditing(
          actor,
          'request.assign',
          id,
          { assigneeId: before.request.assignedTo },
          { assigneeId, note: handOver },
        )(tx);
        if (handOver && to) {
          const body = MILESTONE_MESSAGES.handOverNote(actorName(actor), nameOf(to), handOver);
          await repo.insertNote(
            { serviceRequestId: id, authorId: actor.id, authorName: actorName(actor), body, createdAt: clock.now() },
            tx,
          );
        }
      });
    },
    async uploadDeliverable(
      actor: Actor,
      id: number,
      file: { filename: string; buffer: Uint8Array; tooLarge?: boolean } | undefined,
    ) {
      assertStaff(actor);
      return (await uploadDeliverable(actor, id, file && toUpload(file))).message;
    },
    async uploadDeliverableView(actor: Actor, id: number, file: UploadedFile | undefined) {
      assertStaff(actor);
      return uploadDeliverable(actor, id, file);
    },
    async assignees(actor: Actor): Promise<RequestAssignee[]> {
      assertStaff(actor);
      return (await repo.assignees()).map((u) => ({
        id: u.id,
        name: nameOf(u),
        role: u.role === 'service_provider' ? 'service_provider' : u.role === 'admin' ? 'admin' : 'staff',
      }));
    },
    async services(actor: Actor) {
      assertStaff(actor);
      return repo.services();
    },

    partner: {
      async me(actor: Actor): Promise<PartnerMe> {
        const a = await assertPartner(actor, 'any');
        return {
          id: a.id,
          name: a.name,
          role: a.role === 'reseller' ? 'reseller' : 'service_provider',
          email: a.email,
          pendingEmail: a.pendingEmail,
          emailVerified: Boolean(a.email),
        };
      },
      async queue(actor: Actor, query: unknown) {
        await assertProvenPartner(actor, 'service_provider');
        return queueOf(query, actor.id);
      },
      async detail(actor: Actor, id: number) {
        await assertProvenPartner(actor, 'service_provider');
        return detailOf(await assigned(actor, id), 'provider');
      },
      async changeStage(actor: Actor, id: number, body: unknown) {
        await assertProvenPartner(actor, 'service_provider');
        await assigned(actor, id);
        return changeStage(actor, id, body);
      },
      async uploadDeliverable(actor: Actor, id: number, file: UploadedFile | undefined) {
        await assertProvenPartner(actor, 'service_provider');
        await assigned(actor, id);
        return uploadDeliverable(actor, id, file);
      },
      async referrals(actor: Actor, query: unknown): Promise<ReferralSummary> {
        await assertProvenPartner(actor, 'reseller');
        const { page, pageSize } = parse(pageQuerySchema, query, 'query');
        const coupon = await deps.referralCoupon(actor.id);
        if (!coupon) return { code: null, discountPercent: null, orders: [], total: 0 };
        const { rows, total } = await deps.payments.paidWithCoupon(coupon.id, pageSize, (page - 1) * pageSize);
        const names = await deps.names([...new Set(rows.map((r) => r.userId))]);
        return {
          code: coupon.code,
          discountPercent: coupon.discountPercent,
          total,
          orders: rows.map((r) => ({
            orderRef: r.receipt,
            paidAt: (r.paidAt ?? r.createdAt).toISOString(),
            serviceName: r.serviceName,
            customerFirstName: (names.get(r.userId) ?? '').trim().split(/\s+/)[0] || 'Customer',
            amountPaise: r.amountPaise,
            discountPaise: r.discountPaise,
          })),
        };
      },
    },
  };
  return api satisfies RequestAdminServices;
}
export type RequestAdminService = ReturnType<typeof createRequestAdminService>;

function toUpload(f: { filename: string; buffer: Uint8Array; tooLarge?: boolean }): UploadedFile {
  return { filename: f.filename, buffer: Buffer.from(f.buffer), tooLarge: Boolean(f.tooLarge) };
}

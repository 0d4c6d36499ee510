import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  maskContact,
  ADMIN_MESSAGES,
  LEAD_STATUSES,
  REFERRAL_DEFAULT_PERCENT,
  auditQuerySchema,
  couponCreateSchema,
  couponListQuerySchema,
  couponUpdateSchema,
  csvRow,
  isBackofficeRole,
  leadListQuerySchema,
  leadUpdateSchema,
  partnerApproveSchema,
  partnerListQuerySchema,
  partnerRejectSchema,
  staffCreateSchema,
  staffListQuerySchema,
  subscriberListQuerySchema,
  type Actor,
  type AdminCoupon,
  type AdminLead,
  type AdminMoneyServices,
  type AdminServices,
  type AuditEntry,
  type CouponState,
  type Dashboard,
  type LeadStatus,
  type PartnerApplication,
  type StaffMember,
  type Subscriber,
} from '@anupalan/shared';
import type { Tx } from '../../db/tx.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { parseOrThrow, parseQuery } from '../../lib/validation.ts';
import type { ClientMeta, AuthService, LoginResult } from '../auth/service.ts';
import type { OtpService } from '../auth/otp.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { SessionService } from '../auth/sessions.ts';
import type { Notify } from '../notifications/service.ts';
import type { PaymentAdminRepository } from '../payments/admin-repository.ts';
import { dashboardRange, netRevenue } from './revenue.ts';
import {
  istDayStart,
  istNextDay,
  type AdminQueries,
  type AdminRepository,
  type AuditRow,
  type CouponRow,
  type LeadWithAssignee,
  type PartnerRow,
  type UserRow,
} from './repository.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The role check every back-office operation starts with (the routes and the pages check too). */
export function assertStaff(actor: Actor | null | undefined): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED', ADMIN_MESSAGES.signInRequired);
  if (!isBackofficeRole(actor.role)) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.forbidden);
}
function assertAdmin(actor: Actor | null | undefined): asserts actor is Actor {
  assertStaff(actor);
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.adminOnly);
}

function toStaff(u: UserRow): StaffMember {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    mobile: u.mobile,
    role: u.role === 'admin' ? 'admin' : 'staff',
    status: u.status,
    lastLoginAt: iso(u.lastLoginAt),
    createdAt: u.createdAt.toISOString(),
  };
}

function toPartner(r: PartnerRow): PartnerApplication {
  return {
    id: r.user.id,
    kind: r.user.role === 'service_provider' ? 'service_provider' : 'reseller',
    name: r.user.name,
    email: r.user.email ?? r.user.pendingEmail,
    emailVerified: Boolean(r.user.email),
    mobile: r.user.mobile,
    status: r.user.status,
    createdAt: r.user.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
    decidedByName: r.decidedByName,
    rejectionReason: r.reason,
    referralCode: r.referralCode,
  };
}

function toLead(r: LeadWithAssignee): AdminLead {
  return {
    id: r.lead.id,
    name: r.lead.name,
    mobile: r.lead.mobile,
    email: r.lead.email,
    serviceName: r.lead.serviceName,
    message: r.lead.message,
    status: r.lead.status,
    assigneeId: r.lead.assigneeId,
    assigneeName: r.assigneeName,
    notes: r.lead.staffNotes,
    createdAt: r.lead.createdAt.toISOString(),
    updatedAt: r.lead.updatedAt.toISOString(),
  };
}

function toAudit(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    actorId: r.actorId,
    actorName: r.actorName,
    actorRole: r.actorRole,
    action: r.action,
    entityType: r.entityType,
    entityId: r.entityId,
    before: r.before ?? null,
    after: r.after ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

function couponState(c: CouponRow, now: Date): CouponState {
  if (!c.active) return 'inactive';
  if (c.validUntil < now) return 'expired';
  if (c.validFrom > now) return 'scheduled';
  return 'current';
}

/** What the audit log keeps of a coupon (no derived fields). */
const couponSnapshot = (c: CouponRow, serviceIds: number[]) => ({
  code: c.code,
  discountPercent: c.discountPercent,
  validFrom: c.validFrom.toISOString(),
  validUntil: c.validUntil.toISOString(),
  maxUses: c.maxUses,
  perUserLimit: c.perUserLimit,
  active: c.active,
  serviceIds,
});

/** An easy-to-read referral code: REF-, up to 6 letters of the name, 4 random digits. */
function referralCode(name: string): string {
  const letters =
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 6) || 'PARTNER';
  return `REF-${letters}${randomInt(1000, 10000)}`;
}

/**
 * The back office (issue 11): staff accounts, the audit log, partner applications, leads,
 * newsletter subscribers, coupons and the dashboard. Every change and its audit entry are written
 * in one transaction, so there is never a change without its entry or an entry without its change.
 */
export function createAdminService(deps: {
  repo: AdminRepository;
  /** The payments module's back-office reads (the dashboard's revenue). */
  payments: Pick<PaymentAdminRepository, 'netRevenueBetween'>;
  auth: AuthService;
  /** The back office's second factor (a code after the password). */
  otp: OtpService;
  sessions: SessionService;
  /** Messages to applicants, enqueued in the decision's transaction (modules/notifications). */
  notify: Notify;
  clock: Clock;
  log?: FastifyBaseLogger;
}) {
  const { repo, clock } = deps;

  /** Runs a change and writes its audit entry in the same transaction. */
  async function audited<T>(
    actor: Actor,
    what: { action: string; entityType: string; entityId?: string | number | null },
    fn: (tx: AdminQueries, raw: Tx) => Promise<{ before: unknown; after: unknown; result: T; entityId?: string | number }>,
  ): Promise<T> {
    return repo.transaction(async (tx, raw) => {
      const out = await fn(tx, raw);
      const entityId = out.entityId ?? what.entityId;
      await tx.insertAudit({
        actorId: actor.id,
        actorName: actor.name || actor.email || actor.mobile || `#${actor.id}`,
        actorRole: actor.role,
        action: what.action,
        entityType: what.entityType,
        entityId: entityId === null || entityId === undefined ? null : String(entityId),
        before: out.before ?? null,
        after: out.after ?? null,
        createdAt: clock.now(),
      });
      return out.result;
    });
  }

  async function coupon(id: number, tx: AdminQueries = repo): Promise<AdminCoupon> {
    const row = await tx.findCoupon(id);
    if (!row) throw AppError.notFound('No such coupon.');
    return (await decorateCoupons([row], tx))[0]!;
  }
  async function decorateCoupons(rows: CouponRow[], tx: AdminQueries = repo): Promise<AdminCoupon[]> {
    const extras = await tx.couponExtras(rows.map((r) => r.id));
    const now = clock.now();
    return rows.map((c) => {
      const owner = extras.owners.get(c.id) as { id: number; name: string } | undefined;
      return {
        id: c.id,
        code: c.code,
        discountPercent: c.discountPercent,
        validFrom: c.validFrom.toISOString(),
        validUntil: c.validUntil.toISOString(),
        maxUses: c.maxUses,
        perUserLimit: c.perUserLimit,
        active: c.active,
        state: couponState(c, now),
        usageCount: extras.usage.get(c.id) ?? 0,
        serviceIds: (extras.services.get(c.id) ?? []).sort((a, b) => a - b),
        resellerId: owner?.id ?? null,
        resellerName: owner?.name ?? null,
      };
    });
  }
  async function checkServices(ids: number[], tx: AdminQueries) {
    const unique = [...new Set(ids)];
    const found = await tx.existingServiceIds(unique);
    if (found.length !== unique.length) {
      throw new AppError('VALIDATION', ADMIN_MESSAGES.unknownService, { serviceIds: [ADMIN_MESSAGES.unknownService] });
    }
    return unique;
  }
  const codeTaken = () => new AppError('CONFLICT', ADMIN_MESSAGES.couponCodeTaken, { code: [ADMIN_MESSAGES.couponCodeTaken] });

  /**
   * Tells the applicant the decision at an address they have proven (issues 27, 28), through the
   * notifications module in the decision's transaction (issue 20): their e-mail once proven, else
   * their mobile (proven by its code at registration) by SMS, never both and never an unproven
   * address. An approval says how to sign in: by e-mail, with either identifier; by SMS, with the
   * mobile now and the one step left (prove the e-mail on the partner page).
   */
  async function notifyPartner(raw: Tx, p: PartnerApplication, decision: 'approved' | 'rejected') {
    const kind = p.kind === 'reseller' ? 'reseller' : 'service provider';
    const name = p.name || (decision === 'approved' ? 'partner' : 'applicant');
    const provenEmail = p.emailVerified && p.email ? p.email : null;
    await deps.notify(raw, {
      event: decision === 'approved' ? 'partner_approved' : 'partner_rejected',
      userId: p.id,
      to: provenEmail ? { email: provenEmail, mobile: null } : { email: null, mobile: p.mobile ?? null },
      vars:
        decision === 'approved'
          ? {
              name,
              kind,
              email: provenEmail ?? '',
              mobile: p.mobile ?? '',
              loginLink: '/login',
              partnerLink: '/partner',
              referral: p.referralCode
                ? `Your referral code is ${p.referralCode}. Customers who enter it at checkout get a discount.`
                : '',
              // The SMS's variable (DLT: at most 30 characters; a code is at most 15).
              referralNote: p.referralCode ? `Referral code: ${p.referralCode}` : '',
            }
          : { name, kind, reason: p.rejectionReason ?? '' },
    });
  }

  /**
   * A decision on a pending partner application, as named steps in one audited transaction: find
   * it (404) → move it from pending (a second decision, or a race, finds nothing: 409) → the
   * decision's own step (a reseller's referral coupon) → the review row → the applicant's message
   * (enqueued) → audit; then, after the commit, a rejected partner's sessions end.
   */
  async function decide(
    actor: Actor,
    id: number,
    decision: 'approved' | 'rejected',
    step: (
      tx: AdminQueries,
      updated: UserRow,
      now: Date,
    ) => Promise<{
      review: { referralCouponId?: number | null; reason?: string };
      after: (app: PartnerApplication) => Record<string, unknown>;
    }>,
  ): Promise<PartnerApplication> {
    const result = await audited(
      actor,
      { action: decision === 'approved' ? 'partner.approve' : 'partner.reject', entityType: 'user', entityId: id },
      async (tx, raw) => {
        const before = await tx.findPartner(id);
        if (!before) throw AppError.notFound('No such partner application.');
        const now = clock.now();
        // Only a pending application changes: a second decision (or a race) finds nothing to update.
        const updated = await tx.setUserStatus(id, decision === 'approved' ? 'active' : 'rejected', ['pending'], {
          approvedAt: now,
          approvedBy: actor.id,
        });
        if (!updated) throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyDecided);
        const out = await step(tx, updated, now);
        await tx.insertPartnerReview({ userId: id, decision, decidedBy: actor.id, decidedAt: now, ...out.review });
        const app = toPartner((await tx.findPartner(id))!);
        await notifyPartner(raw, app, decision);
        return { before: { status: before.user.status }, after: { status: app.status, ...out.after(app) }, result: app };
      },
    );
    if (decision === 'rejected') await deps.sessions.revokeAllForUser(id);
    return result;
  }

  const api = {
    /**
     * The back office's sign-in: the customers' password check and limits, then the role. Staff and
     * admins need a second factor (issue 27): the password alone sends a code to the account's
     * e-mail (else mobile) and opens no session; the password with that code does. Service
     * providers use the same door to reach their assigned requests (issue 11), with the password.
     */
    async staffLogin(
      userName: string,
      password: string,
      otp: string | undefined,
      meta: ClientMeta,
    ): Promise<{ signedIn: LoginResult } | { codeSentTo: string; resendAfter: number }> {
      const user = await deps.auth.checkPassword(userName, password, meta);
      if (!isBackofficeRole(user.role) && user.role !== 'service_provider') {
        throw new AppError('FORBIDDEN', ADMIN_MESSAGES.notStaff);
      }
      if (user.role === 'service_provider') return { signedIn: await deps.auth.startSession(user, meta) };
      const channel = user.email ? ('email' as const) : user.mobile ? ('mobile' as const) : null;
      if (!channel) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.notStaff);
      const to = (channel === 'email' ? user.email : user.mobile)!;
      if (otp === undefined) {
        const { resendAfter } = await deps.otp.issue({
          identifier: to,
          kind: channel,
          purpose: 'staff_login',
          userId: user.id,
          clientIp: meta.clientIp,
          // The password sent again within the minute (a second tab): the code on its way stands.
          reuseRecent: true,
        });
        return { codeSentTo: maskContact(channel, to), resendAfter };
      }
      const check = await deps.otp.verify({ identifier: to, purpose: 'staff_login', code: otp, userId: user.id });
      if (!check.ok) throw new AppError('UNAUTHENTICATED', check.message, { otp: [check.message] });
      return { signedIn: await deps.auth.startSession(user, meta) };
    },

    async dashboard(actor: Actor, query: unknown): Promise<Dashboard> {
      assertStaff(actor);
      const days = dashboardRange(clock, query);
      const { from, to } = days;
      const [revenue, byStatus, pendingPartners] = await Promise.all([
        // The same figure as the charts' (admin/revenue.ts): net of refunds.
        netRevenue(deps.payments, days),
        repo.leadsByStatus(istDayStart(from), istNextDay(to)),
        repo.pendingPartnerCount(),
      ]);
      const leadsByStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
      for (const r of byStatus) leadsByStatus[r.status] = r.n;
      return {
        range: { from, to },
        revenue: { todayPaise: revenue.todayPaise, monthPaise: revenue.monthPaise, rangePaise: revenue.rangePaise },
        payments: { rangeCount: revenue.rangePaymentCount },
        leadsByStatus,
        pendingPartners,
      };
    },

    staff: {
      async list(actor: Actor, query: unknown) {
        assertAdmin(actor);
        const q = parseQuery(staffListQuerySchema, query);
        const { rows, total } = await repo.listStaff(q);
        return { items: rows.map(toStaff), pageInfo: { page: q.page, pageSize: q.pageSize, total } };
      },
      async create(actor: Actor, body: unknown) {
        assertAdmin(actor);
        const input = parseOrThrow(staffCreateSchema, body);
        if (await repo.findUserByEmail(input.email)) {
          throw new AppError('CONFLICT', ADMIN_MESSAGES.emailTaken, { email: [ADMIN_MESSAGES.emailTaken] });
        }
        const passwordHash = await hashPassword(input.password);
        return audited(actor, { action: 'staff.create', entityType: 'user' }, async (tx) => {
          const now = clock.now();
          const row = await tx.insertUser({
            name: input.name,
            email: input.email,
            passwordHash,
            role: input.role,
            status: 'active',
            createdAt: now,
            updatedAt: now,
          });
          if (!row) throw new AppError('CONFLICT', ADMIN_MESSAGES.emailTaken, { email: [ADMIN_MESSAGES.emailTaken] });
          const result = toStaff(row);
          return {
            before: null,
            after: { name: row.name, email: row.email, role: row.role, status: row.status },
            result,
            entityId: row.id,
          };
        });
      },
      async setActive(actor: Actor, id: number, active: boolean) {
        assertAdmin(actor);
        if (!active && id === actor.id) throw new AppError('CONFLICT', ADMIN_MESSAGES.cannotDeactivateSelf);
        const member = await audited(
          actor,
          { action: active ? 'staff.reactivate' : 'staff.deactivate', entityType: 'user', entityId: id },
          async (tx) => {
            const before = await tx.findUser(id);
            if (!before || !isBackofficeRole(before.role)) throw AppError.notFound('No such staff account.');
            const row = active
              ? await tx.setUserStatus(id, 'active', ['suspended', 'active'])
              : await tx.setUserStatus(id, 'suspended', ['active', 'suspended']);
            if (!row) throw AppError.notFound('No such staff account.');
            return { before: { status: before.status }, after: { status: row.status }, result: toStaff(row) };
          },
        );
        if (!active) await deps.sessions.revokeAllForUser(id);
        return member;
      },
      async assignees(actor: Actor) {
        assertStaff(actor);
        return (await repo.activeStaff()).map((s) => ({ id: s.id, name: s.name || s.email || `#${s.id}` }));
      },
    },

    audit: {
      async list(actor: Actor, query: unknown) {
        assertStaff(actor);
        const q = parseQuery(auditQuerySchema, query);
        const { rows, total } = await repo.listAudit(q);
        return { items: rows.map(toAudit), pageInfo: { page: q.page, pageSize: q.pageSize, total } };
      },
    },

    partners: {
      async list(actor: Actor, query: unknown) {
        assertStaff(actor);
        const q = parseQuery(partnerListQuerySchema, query);
        const { rows, total } = await repo.listPartners(q);
        return { items: rows.map(toPartner), pageInfo: { page: q.page, pageSize: q.pageSize, total } };
      },
      async get(actor: Actor, id: number) {
        assertStaff(actor);
        const row = await repo.findPartner(id);
        if (!row) throw AppError.notFound('No such partner application.');
        return toPartner(row);
      },
      async approve(actor: Actor, id: number, body: unknown) {
        assertStaff(actor);
        const input = parseOrThrow(partnerApproveSchema, body);
        return decide(actor, id, 'approved', async (tx, updated, now) => {
          let couponId: number | null = null;
          if (updated.role === 'reseller') {
            const percent = input.referralDiscountPercent ?? REFERRAL_DEFAULT_PERCENT;
            for (let attempt = 0; attempt < 5 && couponId === null; attempt++) {
              const c = await tx.insertCoupon({
                code: referralCode(updated.name),
                discountPercent: percent,
                validFrom: now,
                validUntil: new Date(now.getTime() + 5 * 365 * 24 * 60 * 60 * 1000),
                maxUses: null,
                perUserLimit: 1,
                active: true,
                createdAt: now,
                updatedAt: now,
              });
              couponId = c?.id ?? null;
            }
            if (couponId === null) throw new AppError('INTERNAL', 'A referral code could not be made. Please try again.');
          }
          return { review: { referralCouponId: couponId }, after: (app) => ({ referralCode: app.referralCode }) };
        });
      },
      async reject(actor: Actor, id: number, body: unknown) {
        assertStaff(actor);
        const input = parseOrThrow(partnerRejectSchema, body);
        const result = await decide(actor, id, 'rejected', async () => ({
          review: { reason: input.reason },
          after: () => ({ reason: input.reason }),
        }));
        return result;
      },
    },

    leads: {
      async list(actor: Actor, query: unknown) {
        assertStaff(actor);
        const q = parseQuery(leadListQuerySchema, query);
        const { rows, total } = await repo.listLeads(q);
        return { items: rows.map(toLead), pageInfo: { page: q.page, pageSize: q.pageSize, total } };
      },
      async update(actor: Actor, id: number, body: unknown) {
        assertStaff(actor);
        const input = parseOrThrow(leadUpdateSchema, body);
        return audited(actor, { action: 'lead.update', entityType: 'lead', entityId: id }, async (tx) => {
          const before = await tx.lockLead(id);
          if (!before) throw AppError.notFound('No such lead.');
          if (input.assigneeId) {
            const assignee = await tx.findUser(input.assigneeId);
            if (!assignee || !isBackofficeRole(assignee.role) || assignee.status !== 'active') {
              throw new AppError('VALIDATION', ADMIN_MESSAGES.assigneeNotStaff, {
                assigneeId: [ADMIN_MESSAGES.assigneeNotStaff],
              });
            }
          }
          const change = {
            ...(input.status !== undefined ? { status: input.status } : {}),
            ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
            ...(input.notes !== undefined ? { staffNotes: input.notes } : {}),
          };
          await tx.updateLead(id, change);
          const pick = (l: { status: string; assigneeId: number | null; staffNotes: string }) => ({
            status: l.status,
            assigneeId: l.assigneeId,
            notes: l.staffNotes,
          });
          const after = (await tx.findLead(id))!;
          return { before: pick(before), after: pick(after.lead), result: toLead(after) };
        });
      },
    },

    subscribers: {
      async list(actor: Actor, query: unknown) {
        assertStaff(actor);
        const q = parseQuery(subscriberListQuerySchema, query);
        const { rows, total } = await repo.listSubscribers(q);
        const items: Subscriber[] = rows.map((s) => ({
          id: s.id,
          email: s.email,
          subscribed: !s.unsubscribedAt,
          createdAt: s.createdAt.toISOString(),
          unsubscribedAt: iso(s.unsubscribedAt),
        }));
        return { items, pageInfo: { page: q.page, pageSize: q.pageSize, total } };
      },
      /** The CSV export, a chunk at a time; the export itself is audited (personal data leaving). */
      async exportCsv(actor: Actor, query: unknown): Promise<AsyncIterable<string>> {
        assertStaff(actor);
        const q = parseQuery(subscriberListQuerySchema, query);
        await audited(actor, { action: 'subscribers.export', entityType: 'newsletter' }, async () => ({
          before: null,
          after: { status: q.status ?? 'all' },
          result: null,
        }));
        return (async function* () {
          yield csvRow(['email', 'subscribed', 'subscribed_at', 'unsubscribed_at']);
          for await (const batch of repo.allSubscribers(q.status)) {
            yield batch
              .map((s) => csvRow([s.email, s.unsubscribedAt ? 'no' : 'yes', s.createdAt.toISOString(), iso(s.unsubscribedAt)]))
              .join('');
          }
        })();
      },
    },

    coupons: {
      async list(actor: Actor, query: unknown) {
        assertStaff(actor);
        const q = parseQuery(couponListQuerySchema, query);
        const { rows, total } = await repo.listCoupons(q, clock.now());
        return { items: await decorateCoupons(rows), pageInfo: { page: q.page, pageSize: q.pageSize, total } };
      },
      async get(actor: Actor, id: number) {
        assertStaff(actor);
        return coupon(id);
      },
      async create(actor: Actor, body: unknown) {
        assertStaff(actor);
        const input = parseOrThrow(couponCreateSchema, body);
        return audited(actor, { action: 'coupon.create', entityType: 'coupon' }, async (tx) => {
          const serviceIds = await checkServices(input.serviceIds, tx);
          if (await tx.findCouponByCode(input.code)) throw codeTaken();
          const now = clock.now();
          const row = await tx.insertCoupon({
            code: input.code,
            discountPercent: input.discountPercent,
            validFrom: new Date(input.validFrom),
            validUntil: new Date(input.validUntil),
            maxUses: input.maxUses,
            perUserLimit: input.perUserLimit,
            active: input.active,
            createdAt: now,
            updatedAt: now,
          });
          if (!row) throw codeTaken();
          await tx.setCouponServices(row.id, serviceIds);
          return { before: null, after: couponSnapshot(row, serviceIds), result: await coupon(row.id, tx), entityId: row.id };
        });
      },
      async update(actor: Actor, id: number, body: unknown) {
        assertStaff(actor);
        const input = parseOrThrow(couponUpdateSchema, body);
        return audited(actor, { action: 'coupon.update', entityType: 'coupon', entityId: id }, async (tx) => {
          const before = await tx.findCoupon(id, true);
          if (!before) throw AppError.notFound('No such coupon.');
          const beforeServices = (await tx.couponExtras([id])).services.get(id) ?? [];
          const validFrom = input.validFrom ? new Date(input.validFrom) : before.validFrom;
          const validUntil = input.validUntil ? new Date(input.validUntil) : before.validUntil;
          if (validUntil <= validFrom) {
            throw new AppError('VALIDATION', ADMIN_MESSAGES.datesOrder, { validUntil: [ADMIN_MESSAGES.datesOrder] });
          }
          if (input.code && input.code !== before.code) {
            const other = await tx.findCouponByCode(input.code);
            if (other) throw codeTaken();
          }
          const serviceIds = input.serviceIds ? await checkServices(input.serviceIds, tx) : beforeServices;
          let row: CouponRow | undefined;
          try {
            row = await tx.updateCoupon(id, {
              ...(input.code ? { code: input.code } : {}),
              ...(input.discountPercent !== undefined ? { discountPercent: input.discountPercent } : {}),
              validFrom,
              validUntil,
              ...(input.maxUses !== undefined ? { maxUses: input.maxUses } : {}),
              ...(input.perUserLimit !== undefined ? { perUserLimit: input.perUserLimit } : {}),
              ...(input.active !== undefined ? { active: input.active } : {}),
            });
          } catch (err) {
            if (
              (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
              (err as { cause?: { code?: string } }).cause?.code === '23505'
            ) {
              throw codeTaken();
            }
            throw err;
          }
          if (input.serviceIds) await tx.setCouponServices(id, serviceIds);
          return {
            before: couponSnapshot(
              before,
              beforeServices.sort((a, b) => a - b),
            ),
            after: couponSnapshot(
              row!,
              [...serviceIds].sort((a, b) => a - b),
            ),
            result: await coupon(id, tx),
          };
        });
      },
      async expire(actor: Actor, id: number) {
        assertStaff(actor);
        return audited(actor, { action: 'coupon.expire', entityType: 'coupon', entityId: id }, async (tx) => {
          const before = await tx.findCoupon(id, true);
          if (!before) throw AppError.notFound('No such coupon.');
          const now = clock.now();
          if (before.validUntil <= now) throw new AppError('CONFLICT', ADMIN_MESSAGES.couponAlreadyExpired);
          // A coupon that had not started yet ends when it would have begun.
          const validFrom = before.validFrom > now ? now : before.validFrom;
          const row = await tx.updateCoupon(id, {
            validUntil: now,
            validFrom: new Date(Math.min(validFrom.getTime(), now.getTime() - 1)),
          });
          return {
            before: { validUntil: before.validUntil.toISOString() },
            after: { validUntil: row!.validUntil.toISOString() },
            result: await coupon(id, tx),
          };
        });
      },
    },
  };
  return api satisfies Omit<AdminServices, keyof AdminMoneyServices>;
}
export type AdminService = ReturnType<typeof createAdminService>;

import type { FastifyBaseLogger } from 'fastify';
import {
  maskContact,
  ADMIN_MESSAGES,
  LEAD_STATUSES,
  auditQuerySchema,
  isBackofficeRole,
  staffCreateSchema,
  staffListQuerySchema,
  type Actor,
  type AdminServices,
  type AuditEntry,
  type Dashboard,
  type LeadStatus,
  type StaffMember,
} from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import { assertAdmin, assertStaff, audited } from '../../lib/backoffice.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { parseOrThrow, parseQuery } from '../../lib/validation.ts';
import type { ClientMeta, AuthService, LoginResult } from '../auth/service.ts';
import type { OtpService } from '../auth/otp.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { SessionService } from '../auth/sessions.ts';
import type { PaymentAdminRepository } from '../payments/admin-repository.ts';
import type { UserRow, UserService } from '../users/service.ts';
import { dashboardRange, netRevenue } from './revenue.ts';
import type { AdminRepository, AuditRow } from './repository.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

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

/**
 * What is left of the back office that no domain owns (issue 11): the staff's sign-in and
 * accounts (users rows, through the users service), the dashboard's numbers (read through the
 * owners: payments' revenue, leads by status, partners pending), and the audit log. Every change
 * and its audit entry are written in one transaction (lib/backoffice.ts `audited`).
 */
export function createAdminService(deps: {
  db: Db;
  repo: AdminRepository;
  users: UserService;
  /** The payments module's back-office reads (the dashboard's revenue). */
  payments: Pick<PaymentAdminRepository, 'netRevenueBetween'>;
  /** Leads within days, by status (the leads module). */
  leads: { byStatus(from: string, to: string): Promise<{ status: LeadStatus; n: number }[]> };
  /** Partner applications waiting for a decision (the partners module). */
  partners: { pendingCount(): Promise<number> };
  auth: AuthService;
  /** The back office's second factor (a code after the password). */
  otp: OtpService;
  sessions: SessionService;
  clock: Clock;
  log?: FastifyBaseLogger;
}) {
  const { db, repo, clock } = deps;

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
        deps.leads.byStatus(from, to),
        deps.partners.pendingCount(),
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
        const { rows, total } = await deps.users.page({
          page: q.page,
          pageSize: q.pageSize,
          roles: ['staff', 'admin'],
          status: q.status,
          q: q.q,
          searchIn: ['name', 'email'],
          order: 'name',
        });
        return { items: rows.map(toStaff), pageInfo: { page: q.page, pageSize: q.pageSize, total } };
      },
      async create(actor: Actor, body: unknown) {
        assertAdmin(actor);
        const input = parseOrThrow(staffCreateSchema, body);
        if (await deps.users.findByEmail(input.email)) {
          throw new AppError('CONFLICT', ADMIN_MESSAGES.emailTaken, { email: [ADMIN_MESSAGES.emailTaken] });
        }
        const passwordHash = await hashPassword(input.password);
        return audited(db, clock, actor, { action: 'staff.create', entityType: 'user' }, async (tx) => {
          const now = clock.now();
          const row = await deps.users.within(tx).insertIfAbsent({
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
          db,
          clock,
          actor,
          { action: active ? 'staff.reactivate' : 'staff.deactivate', entityType: 'user', entityId: id },
          async (tx) => {
            const accounts = deps.users.within(tx);
            const before = await accounts.findById(id);
            if (!before || !isBackofficeRole(before.role)) throw AppError.notFound('No such staff account.');
            const row = active
              ? await accounts.setStatus(id, 'active', ['suspended', 'active'])
              : await accounts.setStatus(id, 'suspended', ['active', 'suspended']);
            if (!row) throw AppError.notFound('No such staff account.');
            return { before: { status: before.status }, after: { status: row.status }, result: toStaff(row) };
          },
        );
        if (!active) await deps.sessions.revokeAllForUser(id);
        return member;
      },
      async assignees(actor: Actor) {
        assertStaff(actor);
        return (await deps.users.activeOf(['staff', 'admin'])).map((s) => ({ id: s.id, name: s.name || s.email || `#${s.id}` }));
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
  };
  return api satisfies Pick<AdminServices, 'dashboard' | 'staff' | 'audit'> & { staffLogin: unknown };
}
export type AdminService = ReturnType<typeof createAdminService>;

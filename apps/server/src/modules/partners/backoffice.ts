import { randomInt } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  REFERRAL_DEFAULT_PERCENT,
  partnerApproveSchema,
  partnerListQuerySchema,
  partnerRejectSchema,
  type Actor,
  type AdminServices,
  type PartnerApplication,
} from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { assertStaff, audited } from '../../lib/backoffice.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { parseOrThrow, parseQuery } from '../../lib/validation.ts';
import type { SessionService } from '../auth/sessions.ts';
import { couponCodes, insertCoupon } from '../coupons/backoffice-repository.ts';
import type { Notify } from '../notifications/service.ts';
import type { UserRow, UserService } from '../users/service.ts';
import { createPartnerReviewRepository, type PartnerReviewRow } from './backoffice-repository.ts';

const PARTNER_ROLES: UserRow['role'][] = ['reseller', 'service_provider'];
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

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

function toPartner(
  user: UserRow,
  review: PartnerReviewRow | undefined,
  names: Map<number, { name: string }>,
  codes: Map<number, string>,
): PartnerApplication {
  return {
    id: user.id,
    kind: user.role === 'service_provider' ? 'service_provider' : 'reseller',
    name: user.name,
    email: user.email ?? user.pendingEmail,
    emailVerified: Boolean(user.email),
    mobile: user.mobile,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    decidedAt: iso(review?.decidedAt),
    decidedByName: review?.decidedBy ? (names.get(review.decidedBy)?.name ?? null) : null,
    rejectionReason: review?.reason ?? null,
    referralCode: review?.referralCouponId ? (codes.get(review.referralCouponId) ?? null) : null,
  };
}

/**
 * Partner approval (issue 11): the applications, a decision on one (a reseller's referral coupon,
 * the applicant's message, the audit entry, in one transaction), and the referral owners the
 * coupons module asks for. The applications are accounts (the users module's rows) with their
 * review (`partner_reviews`, this module's table).
 */
export function createPartnerAdminService(deps: {
  db: Db;
  users: UserService;
  sessions: SessionService;
  /** Messages to applicants, enqueued in the decision's transaction (modules/notifications). */
  notify: Notify;
  clock: Clock;
}) {
  const { db, clock, users } = deps;
  const reviews = createPartnerReviewRepository(db);

  /** Applications with their reviews, the deciders' names and the referral codes (inside `tx` when given). */
  async function present(rows: UserRow[], tx?: Tx): Promise<PartnerApplication[]> {
    const found = await createPartnerReviewRepository(tx ?? db).reviewsOf(rows.map((r) => r.id));
    const all = [...found.values()];
    const [names, codes] = await Promise.all([
      (tx ? users.within(tx) : users).people(all.flatMap((r) => (r.decidedBy ? [r.decidedBy] : []))),
      couponCodes(
        tx ?? db,
        all.flatMap((r) => (r.referralCouponId ? [r.referralCouponId] : [])),
      ),
    ]);
    return rows.map((u) => toPartner(u, found.get(u.id), names, codes));
  }
  async function findApplication(id: number, tx?: Tx): Promise<UserRow | undefined> {
    const user = await (tx ? users.within(tx) : users).findById(id);
    return user && PARTNER_ROLES.includes(user.role) ? user : undefined;
  }

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
      tx: Tx,
      updated: UserRow,
      now: Date,
    ) => Promise<{
      review: { referralCouponId?: number | null; reason?: string };
      after: (app: PartnerApplication) => Record<string, unknown>;
    }>,
  ): Promise<PartnerApplication> {
    const result = await audited(
      db,
      clock,
      actor,
      { action: decision === 'approved' ? 'partner.approve' : 'partner.reject', entityType: 'user', entityId: id },
      async (tx) => {
        const before = await findApplication(id, tx);
        if (!before) throw AppError.notFound('No such partner application.');
        const now = clock.now();
        // Only a pending application changes: a second decision (or a race) finds nothing to update.
        const updated = await users.within(tx).setStatus(id, decision === 'approved' ? 'active' : 'rejected', ['pending'], {
          approvedAt: now,
          approvedBy: actor.id,
        });
        if (!updated) throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyDecided);
        const out = await step(tx, updated, now);
        await createPartnerReviewRepository(tx).insert({
          userId: id,
          decision,
          decidedBy: actor.id,
          decidedAt: now,
          ...out.review,
        });
        const [app] = await present([(await findApplication(id, tx))!], tx);
        await notifyPartner(tx, app!, decision);
        return { before: { status: before.status }, after: { status: app!.status, ...out.after(app!) }, result: app! };
      },
    );
    if (decision === 'rejected') await deps.sessions.revokeAllForUser(id);
    return result;
  }

  const backOffice = {
    async list(actor: Actor, query: unknown) {
      assertStaff(actor);
      const q = parseQuery(partnerListQuerySchema, query);
      const { rows, total } = await users.page({
        page: q.page,
        pageSize: q.pageSize,
        roles: q.kind ? [q.kind] : PARTNER_ROLES,
        status: q.status,
        q: q.q,
        searchIn: ['name', 'email', 'mobile'],
        order: 'newest',
      });
      return { items: await present(rows), pageInfo: { page: q.page, pageSize: q.pageSize, total } };
    },
    async get(actor: Actor, id: number) {
      assertStaff(actor);
      const row = await findApplication(id);
      if (!row) throw AppError.notFound('No such partner application.');
      return (await present([row]))[0]!;
    },
    async approve(actor: Actor, id: number, body: unknown) {
      assertStaff(actor);
      const input = parseOrThrow(partnerApproveSchema, body);
      return decide(actor, id, 'approved', async (tx, updated, now) => {
        let couponId: number | null = null;
        if (updated.role === 'reseller') {
          const percent = input.referralDiscountPercent ?? REFERRAL_DEFAULT_PERCENT;
          for (let attempt = 0; attempt < 5 && couponId === null; attempt++) {
            const c = await insertCoupon(tx, {
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
      return decide(actor, id, 'rejected', async () => ({
        review: { reason: input.reason },
        after: () => ({ reason: input.reason }),
      }));
    },
  } satisfies AdminServices['partners'];

  return {
    ...backOffice,
    /** Applications waiting for a decision (the dashboard). */
    pendingCount: () => users.countOf(PARTNER_ROLES, 'pending'),
    /** The referral coupon a reseller's approval made, if any (the request back office). */
    async referralCouponId(userId: number): Promise<number | null> {
      return (await reviews.reviewsOf([userId])).get(userId)?.referralCouponId ?? null;
    },
    /** The partner whose referral code the coupon is, if any (the coupon check). */
    referralOwnerId: (couponId: number) => reviews.referralOwnerId(couponId),
    /** The reseller each of these coupons is the referral code of, with their name (the coupons' list). */
    async referralOwners(couponIds: number[], tx?: Tx): Promise<Map<number, { id: number; name: string }>> {
      const owners = await createPartnerReviewRepository(tx ?? db).referralOwnerIds(couponIds);
      const people = await (tx ? users.within(tx) : users).people([...owners.values()]);
      const out = new Map<number, { id: number; name: string }>();
      for (const [couponId, userId] of owners) {
        const p = people.get(userId);
        if (p) out.set(couponId, { id: p.id, name: p.name });
      }
      return out;
    },
  };
}
export type PartnerAdminService = ReturnType<typeof createPartnerAdminService>;

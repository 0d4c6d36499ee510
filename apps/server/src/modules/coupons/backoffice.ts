import {
  ADMIN_MESSAGES,
  couponCreateSchema,
  couponListQuerySchema,
  couponUpdateSchema,
  type Actor,
  type AdminCoupon,
  type AdminServices,
  type CouponState,
} from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { assertStaff, audited } from '../../lib/backoffice.ts';
import { parseOrThrow, parseQuery } from '../../lib/validation.ts';
import { createCouponAdminRepository, type CouponAdminQueries } from './backoffice-repository.ts';
import type { CouponRow } from './repository.ts';

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

const codeTaken = () => new AppError('CONFLICT', ADMIN_MESSAGES.couponCodeTaken, { code: [ADMIN_MESSAGES.couponCodeTaken] });

/**
 * The coupons' back office (issue 11): the list with usage, one coupon, create, edit and expire,
 * each change audited in its own transaction. Handed by app.ts: which services exist (catalog) and
 * the reseller a referral coupon belongs to (partners' decisions, names from users).
 */
export function createCouponAdminService(deps: {
  db: Db;
  clock: Clock;
  /** The ids among these that are services of the catalogue (inside the change's transaction when given). */
  existingServiceIds: (ids: number[], tx?: Tx) => Promise<number[]>;
  /** The reseller each of these coupons is the referral code of, by coupon id (inside `tx` when given). */
  referralOwners: (couponIds: number[], tx?: Tx) => Promise<Map<number, { id: number; name: string }>>;
}): AdminServices['coupons'] {
  const { clock } = deps;
  const repo = createCouponAdminRepository(deps.db);
  const change = <T>(
    actor: Actor,
    what: { action: string; entityType: string; entityId?: number },
    fn: (tx: CouponAdminQueries, raw: Tx) => Promise<{ before: unknown; after: unknown; result: T; entityId?: number }>,
  ) => audited(deps.db, clock, actor, what, (tx) => fn(createCouponAdminRepository(tx as unknown as Db), tx));

  async function coupon(id: number, tx?: { queries: CouponAdminQueries; raw: Tx }): Promise<AdminCoupon> {
    const row = await (tx?.queries ?? repo).findCoupon(id);
    if (!row) throw AppError.notFound('No such coupon.');
    return (await decorate([row], tx))[0]!;
  }
  async function decorate(rows: CouponRow[], tx?: { queries: CouponAdminQueries; raw: Tx }): Promise<AdminCoupon[]> {
    const ids = rows.map((r) => r.id);
    const [extras, owners] = await Promise.all([
      (tx?.queries ?? repo).couponExtras(ids),
      ids.length ? deps.referralOwners(ids, tx?.raw) : new Map(),
    ]);
    const now = clock.now();
    return rows.map((c) => {
      const owner = owners.get(c.id) as { id: number; name: string } | undefined;
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
  async function checkServices(ids: number[], tx: Tx) {
    const unique = [...new Set(ids)];
    const found = await deps.existingServiceIds(unique, tx);
    if (found.length !== unique.length) {
      throw new AppError('VALIDATION', ADMIN_MESSAGES.unknownService, { serviceIds: [ADMIN_MESSAGES.unknownService] });
    }
    return unique;
  }

  return {
    async list(actor: Actor, query: unknown) {
      assertStaff(actor);
      const q = parseQuery(couponListQuerySchema, query);
      const { rows, total } = await repo.listCoupons(q, clock.now());
      return { items: await decorate(rows), pageInfo: { page: q.page, pageSize: q.pageSize, total } };
    },
    async get(actor: Actor, id: number) {
      assertStaff(actor);
      return coupon(id);
    },
    async create(actor: Actor, body: unknown) {
      assertStaff(actor);
      const input = parseOrThrow(couponCreateSchema, body);
      return change(actor, { action: 'coupon.create', entityType: 'coupon' }, async (tx, raw) => {
        const serviceIds = await checkServices(input.serviceIds, raw);
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
        return {
          before: null,
          after: couponSnapshot(row, serviceIds),
          result: await coupon(row.id, { queries: tx, raw }),
          entityId: row.id,
        };
      });
    },
    async update(actor: Actor, id: number, body: unknown) {
      assertStaff(actor);
      const input = parseOrThrow(couponUpdateSchema, body);
      return change(actor, { action: 'coupon.update', entityType: 'coupon', entityId: id }, async (tx, raw) => {
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
        const serviceIds = input.serviceIds ? await checkServices(input.serviceIds, raw) : beforeServices;
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
          result: await coupon(id, { queries: tx, raw }),
        };
      });
    },
    async expire(actor: Actor, id: number) {
      assertStaff(actor);
      return change(actor, { action: 'coupon.expire', entityType: 'coupon', entityId: id }, async (tx, raw) => {
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
          result: await coupon(id, { queries: tx, raw }),
        };
      });
    },
  };
}
export type CouponAdminService = ReturnType<typeof createCouponAdminService>;

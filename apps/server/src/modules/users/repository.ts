import { and, asc, count, desc, eq, gt, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { allOf, pagedQuery, searchIn, withinDays } from '../../db/paged.ts';
import { userProfiles, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ProfileRow = typeof userProfiles.$inferSelect;

/**
 * The only code that queries `users` and `user_profiles` (the account, the profile, the photo,
 * the encrypted Aadhaar). Other modules ask the users service (service.ts).
 */
function userQueries(db: Db) {
  return {
    ...accountPages(db),
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    async findByMobile(mobile: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
      return row;
    },
    async insert(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },
    /** Inserts unless the e-mail or mobile is taken; undefined when it was. */
    async insertIfAbsent(values: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },
    async update(id: number, values: Partial<NewUser>): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },
    async upsertProfileImage(userId: number, imageKey: string, now: Date): Promise<void> {
      await db
        .insert(userProfiles)
        .values({ userId, imageKey, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { imageKey, updatedAt: now } });
    },
    /** Active accounts of these roles, by name (the grievance queue's assignees, the admins it escalates to). */
    async activeWithRoles(roles: UserRow['role'][]): Promise<Array<{ id: number; name: string }>> {
      return db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(inArray(users.role, roles), eq(users.status, 'active')))
        .orderBy(asc(users.name), asc(users.id));
    },
    /** Names and contacts of accounts by id (for lists in the back office). */
    async people(ids: number[]): Promise<Map<number, { id: number; name: string; email: string | null; mobile: string | null }>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email, mobile: users.mobile })
        .from(users)
        .where(inArray(users.id, unique));
      return new Map(rows.map((r) => [r.id, r]));
    },
    /** Customers' ids after `afterId`, in order (the calendar's reminder sweep pages through them). */
    async customerIdsAfter(afterId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'customer'), gt(users.id, afterId)))
        .orderBy(asc(users.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    /** Ids of accounts whose name, e-mail or mobile contains `text` (at most `limit`). */
    async idsMatching(text: string, limit = 1000): Promise<number[]> {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(or(ilike(users.name, like), ilike(users.email, like), ilike(users.mobile, like)))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    /** The account with its profile (null when none was saved yet). */
    async findWithProfile(userId: number): Promise<{ user: UserRow; profile: ProfileRow | null } | undefined> {
      const [row] = await db
        .select({ user: users, profile: userProfiles })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },
  };
}
export type UserQueries = ReturnType<typeof userQueries>;

/** A back-office list of accounts: which roles, filters, the search's columns and the order. */
export interface AccountPageQuery {
  page: number;
  pageSize: number;
  roles: UserRow['role'][];
  status?: UserRow['status'] | undefined;
  /** Contained, case-insensitively, in any of `searchIn`. */
  q?: string | undefined;
  searchIn: ('name' | 'email' | 'mobile')[];
  /** Created within these days (India), both optional. */
  from?: string | undefined;
  to?: string | undefined;
  order: 'name' | 'newest';
}

/** The back office's paged reads of accounts (staff, partners, customers), one query each. */
function accountPages(db: Db) {
  return {
    async page(q: AccountPageQuery) {
      const cond = allOf([
        q.roles.length === 1 ? eq(users.role, q.roles[0]!) : inArray(users.role, q.roles),
        q.status ? eq(users.status, q.status) : undefined,
        searchIn(
          q.q,
          q.searchIn.map((c) => users[c]),
        ),
        withinDays(users.createdAt, q.from, q.to),
      ]);
      return pagedQuery(db, {
        select: db.select().from(users).$dynamic(),
        count: users,
        where: cond,
        orderBy: q.order === 'name' ? [users.name, users.id] : [desc(users.createdAt), desc(users.id)],
        page: q.page,
        pageSize: q.pageSize,
      });
    },
    /** How many accounts of these roles have this status. */
    async countOf(roles: UserRow['role'][], status: UserRow['status']): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(inArray(users.role, roles), eq(users.status, status)));
      return row?.n ?? 0;
    },
    /** Active accounts of these roles by name (the back office's pickers). */
    async activeOf(roles: UserRow['role'][], limit = 500): Promise<{ id: number; name: string; email: string | null }[]> {
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(inArray(users.role, roles), eq(users.status, 'active')))
        .orderBy(users.name, users.id)
        .limit(limit);
    },
    /**
     * Moves an account to `status` only from one of `fromStatuses` (a decision taken twice, or two
     * at once, finds nothing the second time): the row, or undefined.
     */
    async setStatus(id: number, status: UserRow['status'], fromStatuses: UserRow['status'][], extra: Partial<NewUser> = {}) {
      const [row] = await db
        .update(users)
        .set({ status, updatedAt: new Date(), ...extra })
        .where(and(eq(users.id, id), inArray(users.status, fromStatuses)))
        .returning();
      return row;
    },
  };
}

export function createUserRepository(db: Db) {
  return {
    ...userQueries(db),
    /** The same queries inside a transaction another module opened. */
    within(tx: Tx): UserQueries {
      return userQueries(tx as unknown as Db);
    },
    /**
     * Saves the account fields and the profile together; `also` runs in the same transaction (another
     * module's step that must commit or roll back with the save, e.g. a notice enqueued).
     */
    async saveWithProfile(
      userId: number,
      account: Partial<Pick<UserRow, 'name' | 'email' | 'mobile' | 'passwordHash' | 'updatedAt'>>,
      profile: Omit<typeof userProfiles.$inferInsert, 'userId' | 'createdAt'>,
      now: Date,
      also?: (tx: Tx) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set(account).where(eq(users.id, userId));
        await tx
          .insert(userProfiles)
          .values({ ...profile, userId, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: userProfiles.userId, set: { ...profile, updatedAt: now } });
        if (also) await also(tx);
      });
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;

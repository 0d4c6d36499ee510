import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { companies } from '../../db/schema.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyValues = Omit<typeof companies.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** The only place that queries companies. Every query is scoped to its owner. */
export function createCompanyRepository(db: Db) {
  const live = (userId: number) => and(eq(companies.userId, userId), isNull(companies.deletedAt));
  return {
    async listForUser(userId: number): Promise<CompanyRow[]> {
      return db.select().from(companies).where(live(userId)).orderBy(asc(companies.name), asc(companies.id));
    },
    /** A live company by id, whoever owns it (the service decides what to do with another's). */
    async find(id: number): Promise<CompanyRow | undefined> {
      const [row] = await db
        .select()
        .from(companies)
        .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
      return row;
    },
    /** Queries inside a transaction another module opened: an invoice names the company it was bought for, deleted since or not. */
    within(tx: Tx) {
      return {
        async findAnyById(id: number): Promise<CompanyRow | undefined> {
          const [row] = await (tx as unknown as Db).select().from(companies).where(eq(companies.id, id));
          return row;
        },
      };
    },
    async insert(userId: number, values: CompanyValues): Promise<CompanyRow> {
      const [row] = await db
        .insert(companies)
        .values({ ...values, userId })
        .returning();
      if (!row) throw new Error('company insert returned nothing');
      return row;
    },
    async update(userId: number, id: number, values: Partial<CompanyValues>): Promise<CompanyRow | undefined> {
      const [row] = await db
        .update(companies)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(companies.id, id), live(userId)))
        .returning();
      return row;
    },
    async softDelete(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(companies)
        .set({ deletedAt: new Date() })
        .where(and(eq(companies.id, id), live(userId)))
        .returning({ id: companies.id });
      return rows.length > 0;
    },
  };
}
export type CompanyRepository = ReturnType<typeof createCompanyRepository>;

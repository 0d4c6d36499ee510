import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { dueDates, homeCards, notices, testimonials } from '../../db/schema.ts';

const TABLES = { notices, 'due-dates': dueDates, testimonials, 'home-cards': homeCards } as const;
export type HomeTable = keyof typeof TABLES;

/** The back office's queries over the home page content tables (every row, active or not). */
export function createContentAdminRepository(db: Db) {
  return {
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },
    async all() {
      const [n, d, t, c] = await Promise.all([
        db.select().from(notices).orderBy(asc(notices.sortOrder), desc(notices.publishedOn), desc(notices.id)),
        db.select().from(dueDates).orderBy(asc(dueDates.dueOn), asc(dueDates.id)),
        db.select().from(testimonials).orderBy(asc(testimonials.sortOrder), asc(testimonials.id)),
        db.select().from(homeCards).orderBy(asc(homeCards.audience), asc(homeCards.sortOrder), asc(homeCards.id)),
      ]);
      return { notices: n, 'due-dates': d, testimonials: t, 'home-cards': c };
    },
    async find(tx: Tx, kind: HomeTable, id: number): Promise<Record<string, unknown> | undefined> {
      const table = TABLES[kind];
      const [row] = await tx.select().from(table).where(eq(table.id, id));
      return row;
    },
    async insert(tx: Tx, kind: HomeTable, values: Record<string, unknown>): Promise<Record<string, unknown>> {
      const table = TABLES[kind];
      // The value shapes are checked by the shared schemas before they get here.
      const [row] = await tx
        .insert(table)
        .values(values as never)
        .returning();
      return row as Record<string, unknown>;
    },
    async update(tx: Tx, kind: HomeTable, id: number, values: Record<string, unknown>) {
      const table = TABLES[kind];
      const [row] = await tx
        .update(table)
        .set(values as never)
        .where(eq(table.id, id))
        .returning();
      return row as Record<string, unknown> | undefined;
    },
    /** One tab's card ids in their current order. */
    async cardIdsOf(tx: Tx, audience: string): Promise<number[]> {
      const rows = await tx
        .select({ id: homeCards.id })
        .from(homeCards)
        .where(eq(homeCards.audience, audience))
        .orderBy(asc(homeCards.sortOrder), asc(homeCards.id));
      return rows.map((r) => r.id);
    },
    async setCardOrder(tx: Tx, audience: string, ids: number[], now: Date): Promise<void> {
      for (const [i, id] of ids.entries()) {
        await tx
          .update(homeCards)
          .set({ sortOrder: i + 1, updatedAt: now })
          .where(and(eq(homeCards.id, id), eq(homeCards.audience, audience)));
      }
    },
    async remove(tx: Tx, kind: HomeTable, id: number): Promise<boolean> {
      const table = TABLES[kind];
      const rows = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}

export type ContentAdminRepository = ReturnType<typeof createContentAdminRepository>;

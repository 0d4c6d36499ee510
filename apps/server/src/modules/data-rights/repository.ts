import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { dataErasures, dataExports } from '../../db/schema.ts';

export type ExportRow = typeof dataExports.$inferSelect;

/** The only code that queries `data_exports` and `data_erasures`. */
export function createDataRightsRepository(db: Db) {
  return {
    /**
     * A new export being built for the account, or the one already being built (one at a time: a
     * partial unique index), with whether it is new. Runs in the caller's transaction (the job is
     * enqueued in it).
     */
    async startExport(tx: Tx, id: string, userId: number, now: Date): Promise<{ row: ExportRow; created: boolean }> {
      const t = tx as unknown as Db;
      const [row] = await t
        .insert(dataExports)
        .values({ id, userId, status: 'building', createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (row) return { row, created: true };
      const [building] = await t
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'building')));
      if (!building) throw new Error('export neither inserted nor found');
      return { row: building, created: false };
    },
    async find(id: string): Promise<ExportRow | undefined> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row;
    },
    async latest(userId: number): Promise<ExportRow | undefined> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      return row;
    },
    async markReady(
      id: string,
      values: { storageKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(dataExports)
        .set({ status: 'ready', ...values })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')))
        .returning({ id: dataExports.id });
      return rows.length > 0;
    },
    async markFailed(id: string): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'failed' })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')));
    },
    /** Every export of an account (their files), deleted in the erasure's transaction. */
    async deleteForUser(tx: Tx, userId: number): Promise<string[]> {
      const rows = await (tx as unknown as Db)
        .delete(dataExports)
        .where(eq(dataExports.userId, userId))
        .returning({ key: dataExports.storageKey });
      return rows.flatMap((r) => (r.key ? [r.key] : []));
    },
    /** Exports whose link expired (or that failed) before `before`: their rows go, their files' keys are answered. */
    async deleteExpired(before: Date): Promise<string[]> {
      const rows = await db
        .delete(dataExports)
        .where(or(lt(dataExports.expiresAt, before), and(eq(dataExports.status, 'failed'), lt(dataExports.createdAt, before))))
        .returning({ key: dataExports.storageKey });
      return rows.flatMap((r) => (r.key ? [r.key] : []));
    },
    async erasureOf(userId: number) {
      const [row] = await db.select().from(dataErasures).where(eq(dataErasures.userId, userId));
      return row;
    },
    async recordErasure(tx: Tx, values: typeof dataErasures.$inferInsert): Promise<void> {
      await (tx as unknown as Db).insert(dataErasures).values(values);
    },
  };
}
export type DataRightsRepository = ReturnType<typeof createDataRightsRepository>;

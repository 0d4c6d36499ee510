import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { vaultDocuments } from '../../db/schema.ts';

export type VaultRow = typeof vaultDocuments.$inferSelect;
export type VaultInsert = Omit<typeof vaultDocuments.$inferInsert, 'id'>;

/** The vault's queries (issue 22): one row per kept file, the customer's own. */
export function createVaultRepository(db: Db) {
  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),
    async insert(tx: Tx, values: VaultInsert): Promise<VaultRow> {
      const [row] = await tx.insert(vaultDocuments).values(values).returning();
      if (!row) throw new Error('vault insert returned nothing');
      return row;
    },
    async find(id: number, tx: Tx | Db = db): Promise<VaultRow | undefined> {
      const [row] = await tx.select().from(vaultDocuments).where(eq(vaultDocuments.id, id));
      return row;
    },
    /** Newest first. */
    async ofUser(userId: number, tx: Tx | Db = db): Promise<VaultRow[]> {
      return tx
        .select()
        .from(vaultDocuments)
        .where(eq(vaultDocuments.userId, userId))
        .orderBy(desc(vaultDocuments.createdAt), desc(vaultDocuments.id));
    },
    async update(tx: Tx, id: number, values: Partial<VaultInsert>): Promise<VaultRow | undefined> {
      const [row] = await tx.update(vaultDocuments).set(values).where(eq(vaultDocuments.id, id)).returning();
      return row;
    },
    async remove(tx: Tx, id: number): Promise<void> {
      await tx.delete(vaultDocuments).where(eq(vaultDocuments.id, id));
    },
    async removeByKey(tx: Tx, key: string): Promise<void> {
      await tx.delete(vaultDocuments).where(eq(vaultDocuments.storageKey, key));
    },
    async removeOfUser(tx: Tx, userId: number): Promise<VaultRow[]> {
      return tx.delete(vaultDocuments).where(eq(vaultDocuments.userId, userId)).returning();
    },
    async keyKept(key: string, tx: Tx | Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: vaultDocuments.id })
        .from(vaultDocuments)
        .where(eq(vaultDocuments.storageKey, key))
        .limit(1);
      return Boolean(row);
    },
    async keysKept(keys: string[], tx: Tx | Db = db): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const rows = await tx
        .selectDistinct({ key: vaultDocuments.storageKey })
        .from(vaultDocuments)
        .where(inArray(vaultDocuments.storageKey, keys));
      return new Set(rows.map((r) => r.key));
    },
    /** A user's documents of these kinds, newest first (the offers pick the first valid one per kind). */
    async ofKinds(userId: number, kindIds: number[], tx: Tx | Db = db): Promise<VaultRow[]> {
      if (!kindIds.length) return [];
      return tx
        .select()
        .from(vaultDocuments)
        .where(and(eq(vaultDocuments.userId, userId), inArray(vaultDocuments.documentKindId, kindIds)))
        .orderBy(desc(vaultDocuments.createdAt), desc(vaultDocuments.id));
    },
  };
}
export type VaultRepository = ReturnType<typeof createVaultRepository>;

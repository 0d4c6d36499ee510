import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { documentKinds, serviceDocuments } from '../../db/schema.ts';

export type DocumentKindRow = typeof documentKinds.$inferSelect;

/**
 * The document kinds' queries (issue 22). `matchKinds` is the same name match as the hand-written
 * part of migration 0023 (the demo catalogue is loaded after the migrations, so the seed runs it too).
 */
export function createKindsRepository(db: Db) {
  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),
    async list(tx: Tx | Db = db) {
      const uses = tx
        .select({ kindId: serviceDocuments.documentKindId, n: count().as('n') })
        .from(serviceDocuments)
        .where(isNull(serviceDocuments.retiredAt))
        .groupBy(serviceDocuments.documentKindId)
        .as('uses');
      return tx
        .select({ kind: documentKinds, services: sql<number>`coalesce(${uses.n}, 0)::int` })
        .from(documentKinds)
        .leftJoin(uses, eq(uses.kindId, documentKinds.id))
        .orderBy(asc(documentKinds.holder), asc(documentKinds.name));
    },
    async find(id: number, tx: Tx | Db = db): Promise<DocumentKindRow | undefined> {
      const [row] = await tx.select().from(documentKinds).where(eq(documentKinds.id, id));
      return row;
    },
    async byName(name: string, tx: Tx | Db = db): Promise<DocumentKindRow | undefined> {
      const [row] = await tx
        .select()
        .from(documentKinds)
        .where(sql`lower(${documentKinds.name}) = lower(${name})`);
      return row;
    },
    async insert(tx: Tx, values: typeof documentKinds.$inferInsert): Promise<DocumentKindRow> {
      const [row] = await tx.insert(documentKinds).values(values).returning();
      if (!row) throw new Error('document kind insert returned nothing');
      return row;
    },
    async update(tx: Tx, id: number, values: Partial<typeof documentKinds.$inferInsert>): Promise<DocumentKindRow | undefined> {
      const [row] = await tx.update(documentKinds).set(values).where(eq(documentKinds.id, id)).returning();
      return row;
    },
  };
}
export type KindsRepository = ReturnType<typeof createKindsRepository>;

/** Free-text document names that mean a kind (lower case), beside the kind's own name. Migration 0023 has the same list. */
export const KIND_ALIASES: ReadonlyArray<readonly [string, string]> = [
  ['pan', 'PAN card'],
  ['pan card', 'PAN card'],
  ['aadhaar card', 'Aadhaar'],
  ['aadhar', 'Aadhaar'],
  ['aadhar card', 'Aadhaar'],
  ['photograph', 'Passport-size photograph'],
  ['passport size photograph', 'Passport-size photograph'],
  ['bank statements', 'Bank statement'],
  ['form-16', 'Form 16'],
  ['form 16 from employer', 'Form 16'],
  ['rental agreement', 'Rent agreement'],
  ['rent deed', 'Rent agreement'],
  ['incorporation certificate', 'Certificate of incorporation'],
  ['partnership agreement', 'Partnership deed'],
];

/** Sets the kind of every free-text file document whose name matches a kind's name or alias (the seed's step). */
export async function matchKinds(tx: Tx): Promise<void> {
  const kinds = await tx.select({ id: documentKinds.id, name: documentKinds.name }).from(documentKinds);
  const byName = new Map(kinds.map((k) => [k.name.toLowerCase(), k.id]));
  for (const [alias, kind] of KIND_ALIASES) {
    const id = byName.get(kind.toLowerCase());
    if (id) byName.set(alias, id);
  }
  const docs = await tx
    .select({ id: serviceDocuments.id, name: serviceDocuments.name })
    .from(serviceDocuments)
    .where(and(isNull(serviceDocuments.documentKindId), eq(serviceDocuments.documentType, 'Document')));
  for (const d of docs) {
    const id = byName.get(d.name.trim().toLowerCase());
    if (id) await tx.update(serviceDocuments).set({ documentKindId: id }).where(eq(serviceDocuments.id, d.id));
  }
}

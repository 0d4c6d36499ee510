import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consents } from '../../db/schema.ts';
import type { Tx } from '../../db/tx.ts';

export type ConsentRow = typeof consents.$inferSelect;
export type NewConsent = typeof consents.$inferInsert;

/** Whose consents: an account's, and those given by its e-mail or mobile before it had one. */
export interface ConsentOwner {
  userId: number | null;
  contacts: string[];
}

function ownedBy(owner: ConsentOwner): SQL | undefined {
  const parts: SQL[] = [];
  if (owner.userId) parts.push(eq(consents.userId, owner.userId));
  const contacts = owner.contacts.filter(Boolean);
  if (contacts.length) parts.push(inArray(consents.contact, contacts));
  return parts.length ? or(...parts) : undefined;
}

/** The only place that queries `consents`. */
export function createConsentRepository(db: Db) {
  return {
    async insert(rows: NewConsent[], tx?: Tx): Promise<void> {
      if (rows.length) await (tx ?? db).insert(consents).values(rows);
    },

    async of(owner: ConsentOwner, tx?: Tx): Promise<ConsentRow[]> {
      const where = ownedBy(owner);
      if (!where) return [];
      return (tx ?? db).select().from(consents).where(where).orderBy(asc(consents.givenAt), asc(consents.id));
    },

    /** Stamps the rows of a purpose still in force; returns how many. */
    async withdraw(owner: ConsentOwner, purpose: ConsentRow['purpose'], at: Date, tx?: Tx): Promise<number> {
      const where = ownedBy(owner);
      if (!where) return 0;
      const rows = await (tx ?? db)
        .update(consents)
        .set({ withdrawnAt: at })
        .where(and(where, eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
        .returning({ id: consents.id });
      return rows.length;
    },

    /**
     * Erasure: the rows stay as an anonymous count of consents given and withdrawn (no account, no
     * contact, no address, no browser), every purpose withdrawn at the erasure.
     */
    async anonymise(tx: Tx, owner: ConsentOwner, at: Date): Promise<number> {
      const where = ownedBy(owner);
      if (!where) return 0;
      const rows = await tx
        .update(consents)
        .set({
          userId: null,
          contact: null,
          clientIp: null,
          userAgent: null,
          withdrawnAt: sql`coalesce(${consents.withdrawnAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(where)
        .returning({ id: consents.id });
      return rows.length;
    },
  };
}

export type ConsentRepository = ReturnType<typeof createConsentRepository>;

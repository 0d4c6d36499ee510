import { ADMIN_MESSAGES, CATALOG_ADMIN_MESSAGES, isBackofficeRole, type Actor } from '@anupalan/shared';
import type { Db } from '../db/client.ts';
import type { Tx } from '../db/tx.ts';
import { auditLog } from '../db/schema.ts';
import { AppError } from './errors.ts';

/**
 * The rules every module's back office shares, in one place that imports no module (so no module
 * imports another for them): the role checks, the audit writer and the audited transaction, and
 * the order check of the editors' reorder lists. The audit log is the `admin` module's table (it
 * reads and pages it); every back office writes its entries here, in the change's own transaction.
 */

/** The role check every back-office operation starts with (the routes and the pages check too). */
export function assertStaff(actor: Actor | null | undefined): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED', ADMIN_MESSAGES.signInRequired);
  if (!isBackofficeRole(actor.role)) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.forbidden);
}

/** Admins only (staff accounts). */
export function assertAdmin(actor: Actor | null | undefined): asserts actor is Actor {
  assertStaff(actor);
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.adminOnly);
}

export interface AuditEntryInput {
  action: string;
  entityType: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
  at: Date;
}

/** Writes one audit entry inside the caller's transaction. */
export async function writeAudit(tx: Pick<Db, 'insert'> | Tx, actor: Actor, entry: AuditEntryInput): Promise<void> {
  await (tx as Pick<Db, 'insert'>).insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name || actor.email || actor.mobile || `#${actor.id}`,
    actorRole: actor.role,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null || entry.entityId === undefined ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.at,
  });
}

/** One audit row as the table takes it (the request back office's entries, written by app.ts's glue). */
export async function insertAuditEntry(tx: Pick<Db, 'insert'>, entry: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/**
 * Runs a change and writes its audit entry in the same transaction, so there is never a change
 * without its entry or an entry without its change. `fn` answers what the entry keeps and the
 * result; `entityId` from `fn` wins over the one given.
 */
export async function audited<T>(
  db: Pick<Db, 'transaction'>,
  clock: { now(): Date },
  actor: Actor,
  what: { action: string; entityType: string; entityId?: string | number | null },
  fn: (tx: Tx) => Promise<{ before: unknown; after: unknown; result: T; entityId?: string | number }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const out = await fn(tx as unknown as Tx);
    await writeAudit(tx as unknown as Tx, actor, {
      action: what.action,
      entityType: what.entityType,
      entityId: out.entityId ?? what.entityId ?? null,
      before: out.before,
      after: out.after,
      at: clock.now(),
    });
    return out.result;
  });
}

/** The order given must be exactly the list's ids (no more, no fewer, no repeats). */
export function checkOrder(given: number[], existing: number[]): void {
  const want = new Set(existing);
  if (given.length !== existing.length || new Set(given).size !== given.length || !given.every((id) => want.has(id))) {
    throw new AppError('VALIDATION', CATALOG_ADMIN_MESSAGES.orderMismatch, { ids: [CATALOG_ADMIN_MESSAGES.orderMismatch] });
  }
}

import type { Actor } from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { auditLog } from '../../db/schema.ts';

/**
 * Writes one audit entry inside the caller's transaction, for back-office modules outside
 * `modules/admin` (catalogue and content editing): the audit log stays the admin module's table,
 * written the same way `audited()` does.
 */
export async function writeAudit(
  tx: Tx | Db,
  actor: Actor,
  entry: {
    action: string;
    entityType: string;
    entityId: string | number | null;
    before: unknown;
    after: unknown;
    at: Date;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name || actor.email || actor.mobile || `#${actor.id}`,
    actorRole: actor.role,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.at,
  });
}

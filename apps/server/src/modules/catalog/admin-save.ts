import type { Actor } from '@anupalan/shared';
import type { Tx } from '../../db/tx.ts';
import { writeAudit } from '../../lib/backoffice.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ContentVersion } from '../../lib/content-version.ts';
import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation, type CatalogAdminRepository } from './admin-repository.ts';
import { slugTaken, stale, type SaveSpec } from './admin-shapes.ts';

/**
 * How every catalogue edit is written: `change` (the change and its audit entry in one
 * transaction, then the content version moves so the read models and the page cache drop) and
 * `save` (a category's, service's or article's save as named steps).
 */
export function createCatalogChanges(deps: { repo: CatalogAdminRepository; contentVersion: ContentVersion; clock: Clock }) {
  const { repo, contentVersion, clock } = deps;

  /** Runs a change and its audit entry in one transaction, then drops the public caches. */
  async function change<T>(
    actor: Actor,
    what: { action: string; entityType: string; entityId?: number | null },
    fn: (tx: Tx, now: Date) => Promise<{ before: unknown; after: unknown; result: T; entityId?: number }>,
    onUnique?: () => AppError,
  ): Promise<T> {
    const now = clock.now();
    let result: T;
    try {
      result = await repo.transaction(async (tx) => {
        const out = await fn(tx, now);
        await writeAudit(tx, actor, {
          action: what.action,
          entityType: what.entityType,
          entityId: out.entityId ?? what.entityId ?? null,
          before: out.before,
          after: out.after,
          at: now,
        });
        return out.result;
      });
    } catch (err) {
      // A slug taken by a save that committed between our check and our write.
      if (onUnique && isUniqueViolation(err)) throw onUnique();
      throw err;
    }
    await contentVersion.bump();
    return result;
  }

  /**
   * One save of a category, service or article as named steps in one transaction: find the item
   * (404) → check the version the editor read (409 stale) → further checks → check the slug is free
   * (409) → write it over that version (stale if it moved meanwhile) → after-write steps → audit
   * before and after. A slug taken by a save that committed between the check and the write is the
   * same 409 (the tables' unique slug indexes). Without `edit` it creates: no find, no version.
   * Answers the row written.
   */
  async function save<Row extends { id: number; slug: string }>(
    actor: Actor,
    spec: SaveSpec<Row>,
    edit?: { id: number; version: number },
  ): Promise<Row> {
    const taken = () => slugTaken(spec.slugTaken);
    return change(
      actor,
      { action: `${spec.entityType}.${edit ? 'update' : 'create'}`, entityType: spec.entityType, entityId: edit?.id ?? null },
      async (tx, now) => {
        let before: Row | undefined;
        let beforeSnapshot: unknown = null;
        if (edit) {
          before = await spec.find(tx, edit.id);
          if (!before) throw AppError.notFound(spec.notFound);
          if (spec.versionOf && spec.versionOf(before) !== edit.version) throw stale();
        }
        await spec.check?.(tx);
        const owner = await repo.slugOwner(spec.entityType, spec.slug, tx);
        if (owner !== undefined && owner !== edit?.id) throw taken();
        if (before) beforeSnapshot = await spec.snapshot(tx, before);
        // Only over the version the editor read: of two saves at once, the second finds it moved.
        const row = edit && before ? await spec.update(tx, edit, now, before) : await spec.insert(tx, now);
        if (!row) throw stale();
        await spec.afterWrite?.(tx, row, now);
        return { before: beforeSnapshot, after: await spec.snapshot(tx, row), result: row, entityId: row.id };
      },
      taken,
    );
  }

  return { change, save };
}
export type CatalogChanges = ReturnType<typeof createCatalogChanges>;

import { DOCUMENT_KIND_MESSAGES as M, documentKindInput, type DocumentKind, type Actor } from '@anupalan/shared';
import { assertStaff } from '../../lib/backoffice.ts';
import { AppError } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { CatalogChanges } from './admin-save.ts';
import type { DocumentKindRow, KindsRepository } from './kinds-repository.ts';

function toKind(row: DocumentKindRow, services = 0): DocumentKind {
  return { id: row.id, name: row.name, holder: row.holder, validity_months: row.validityMonths, services };
}

/**
 * The back office's list of document kinds (issue 22): staff add and rename them, say whose they
 * are (a person's or a company's) and how long an upload stays valid. A kind is never deleted (the
 * services and vault documents that name it keep it); each change is audited and moves the content
 * version, so the catalogue's references (the kinds of the required documents) follow at once.
 */
export function createDocumentKinds(deps: { repo: KindsRepository; changes: CatalogChanges }) {
  const { repo, changes } = deps;
  const taken = () => new AppError('CONFLICT', M.nameTaken, { name: [M.nameTaken] });
  return {
    async list(actor: Actor): Promise<DocumentKind[]> {
      assertStaff(actor);
      return (await repo.list()).map((r) => toKind(r.kind, r.services));
    },
    async create(actor: Actor, body: unknown): Promise<DocumentKind> {
      assertStaff(actor);
      const input = parseOrThrow(documentKindInput, body);
      if (await repo.byName(input.name)) throw taken();
      return changes.change(
        actor,
        { action: 'document_kind.create', entityType: 'document_kind' },
        async (tx) => {
          const row = await repo.insert(tx, { name: input.name, holder: input.holder, validityMonths: input.validity_months });
          return { before: null, after: toKind(row), result: toKind(row), entityId: row.id };
        },
        taken,
      );
    },
    /** A kind's holder and validity (the vault keeps an upload with them); null for an unknown id. */
    async kindOf(id: number): Promise<DocumentKind | null> {
      const row = await repo.find(id);
      return row ? toKind(row) : null;
    },
    async update(actor: Actor, id: number, body: unknown): Promise<DocumentKind> {
      assertStaff(actor);
      const input = parseOrThrow(documentKindInput, body);
      const same = await repo.byName(input.name);
      if (same && same.id !== id) throw taken();
      return changes.change(
        actor,
        { action: 'document_kind.update', entityType: 'document_kind', entityId: id },
        async (tx, now) => {
          const before = await repo.find(id, tx);
          if (!before) throw AppError.notFound(M.notFound);
          const row = await repo.update(tx, id, {
            name: input.name,
            holder: input.holder,
            validityMonths: input.validity_months,
            updatedAt: now,
          });
          const after = toKind(row!);
          return { before: toKind(before), after, result: after };
        },
        taken,
      );
    },
  };
}
export type DocumentKindsService = ReturnType<typeof createDocumentKinds>;

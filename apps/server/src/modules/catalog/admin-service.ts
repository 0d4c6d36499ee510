import {
  CATALOG_ADMIN_MESSAGES as M,
  DOCUMENT_KIND_MESSAGES,
  categoryPath,
  type Actor,
  type AdminCategory,
  type AdminService,
} from '@anupalan/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ContentVersion } from '../../lib/content-version.ts';
import { AppError } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { assertStaff, checkOrder } from '../../lib/backoffice.ts';
import type { CatalogAdminRepository, MenuRow, ServiceRow } from './admin-repository.ts';
import { createCatalogChanges } from './admin-save.ts';
import {
  menuSnapshot,
  serviceSnapshot,
  serviceValues,
  toFaq,
  toService,
  type CategoryInput,
  type CategoryUpdate,
  type FaqInput,
  type OrderInput,
  type SaveSpec,
  type ServiceInput,
  type ServiceUpdate,
} from './admin-shapes.ts';
import { createBlogAdminService } from './blog-admin.ts';

export { BLOG_COVER_PATH, BLOG_COVER_PREFIX } from './blog-admin.ts';

/**
 * Catalogue editing for the back office (issue 11, part B): categories, services, FAQs and articles. Every call checks the
 * role and takes the input its shared contract parsed (the route's schema, or the in-process door's
 * parse in admin-door.ts); every write sanitises rich text, writes its audit entry (before and
 * after) in the same transaction, and then moves the content version so the read models and the
 * anonymous page cache drop at once on this instance (the tables' NOTIFY triggers tell the others).
 */
export function createCatalogAdminService(deps: {
  repo: CatalogAdminRepository;
  contentVersion: ContentVersion;
  clock: Clock;
  storage: FileStorage;
  /**
   * Marks in `storage_pending` (the requests module's table, reached through its repository) for a
   * file written before its record commits: the start-up sweep deletes a marked file older than
   * the grace period, so a crash between the two leaves nothing behind.
   */
  pendingFiles: { mark(key: string, tx?: Tx): Promise<void>; clear(key: string, tx?: Tx): Promise<void> };
}) {
  const { repo } = deps;
  const { change, save } = createCatalogChanges(deps);

  async function menuOr404(id: number, tx?: Tx): Promise<MenuRow> {
    const m = await repo.findMenu(id, tx);
    if (!m) throw AppError.notFound(M.categoryNotFound);
    return m;
  }

  async function loadService(id: number, tx?: Tx): Promise<AdminService> {
    const s = await repo.findService(id, tx);
    if (!s) throw AppError.notFound(M.serviceNotFound);
    return toService(s, await menuOr404(s.menuId, tx), await repo.currentDocuments(id, tx));
  }

  async function tree(): Promise<AdminCategory[]> {
    const [menus, services, faqs] = await Promise.all([repo.allMenus(), repo.allServices(), repo.allFaqs()]);
    return menus.map((m) => ({
      id: m.id,
      name: m.name,
      slug: m.slug,
      overviewHtml: m.overviewHtml,
      active: m.active,
      sortOrder: m.sortOrder,
      version: m.version,
      publicPath: categoryPath(m.categoryKey, m.name),
      services: services
        .filter((s) => s.menuId === m.id)
        .map((s) => ({
          id: s.id,
          name: s.name,
          slug: s.slug,
          pricePaise: s.pricePaise,
          active: s.active,
          sortOrder: s.sortOrder,
        })),
      faqs: faqs.filter((f) => f.menuId === m.id).map(toFaq),
    }));
  }
  async function category(id: number): Promise<AdminCategory> {
    const found = (await tree()).find((c) => c.id === id);
    if (!found) throw AppError.notFound(M.categoryNotFound);
    return found;
  }

  /** Saves the service's documents: kept ones updated in the order given, new ones added, the rest retired. */
  async function saveDocuments(
    tx: Tx,
    serviceId: number,
    input: {
      id?: number | undefined;
      name: string;
      mandatory: boolean;
      kind: 'Document' | 'Text';
      documentKindId: number | null;
    }[],
    now: Date,
  ) {
    const current = await repo.currentDocuments(serviceId, tx);
    const ids = new Set(current.map((d) => d.id));
    const kinds = await repo.documentKindIds(tx);
    for (const [i, d] of input.entries()) {
      if (d.id !== undefined && !ids.has(d.id)) {
        const msg = 'This document is not one of the service’s documents.';
        throw new AppError('VALIDATION', msg, { [`documents.${i}.id`]: [msg] });
      }
      if (d.documentKindId !== null && !kinds.has(d.documentKindId)) {
        throw new AppError('VALIDATION', DOCUMENT_KIND_MESSAGES.notFound, {
          [`documents.${i}.documentKindId`]: [DOCUMENT_KIND_MESSAGES.notFound],
        });
      }
    }
    const kept = new Set(input.flatMap((d) => (d.id === undefined ? [] : [d.id])));
    await repo.retireDocuments(
      tx,
      current.filter((d) => !kept.has(d.id)).map((d) => d.id),
      now,
    );
    for (const [i, d] of input.entries()) {
      const values = {
        name: d.name,
        mandatory: d.mandatory,
        documentType: d.kind,
        // A typed value is not a file: it has no kind of document to keep in the vault.
        documentKindId: d.kind === 'Document' ? d.documentKindId : null,
        sortOrder: i + 1,
      };
      if (d.id === undefined) await repo.insertDocument(tx, { serviceId, ...values, createdAt: now });
      else await repo.updateDocument(tx, d.id, values);
    }
  }

  /* The save of each kind: one spec for creating and editing it. */
  const menuValues = (input: CategoryInput) => ({
    name: input.name,
    slug: input.slug,
    overviewHtml: sanitizeRichText(input.overviewHtml),
    active: input.active,
  });
  const categorySave = (input: CategoryInput): SaveSpec<MenuRow> => ({
    entityType: 'category',
    notFound: M.categoryNotFound,
    slug: input.slug,
    slugTaken: M.categorySlugTaken,
    find: (tx, id) => repo.findMenu(id, tx),
    insert: (tx, now) =>
      repo.insertMenu(tx, {
        ...menuValues(input),
        // Not one of the seven storefront keys: a new category never takes over their addresses.
        categoryKey: `custom:${input.slug}`,
        createdAt: now,
        updatedAt: now,
      }),
    update: (tx, { id, version }, now) => repo.updateMenu(tx, id, version, menuValues(input), now),
    snapshot: (_tx, row) => menuSnapshot(row),
  });
  const serviceSave = (input: ServiceInput): SaveSpec<ServiceRow> => ({
    entityType: 'service',
    notFound: M.serviceNotFound,
    slug: input.slug,
    slugTaken: M.serviceSlugTaken,
    find: (tx, id) => repo.findService(id, tx),
    versionOf: (row) => row.version,
    check: async (tx) => void (await menuOr404(input.categoryId, tx)),
    insert: (tx, now) => repo.insertService(tx, { ...serviceValues(input), createdAt: now, updatedAt: now }),
    update: (tx, { id, version }, now) => repo.updateService(tx, id, version, serviceValues(input), now),
    afterWrite: (tx, row, now) => saveDocuments(tx, row.id, input.documents, now),
    snapshot: async (tx, row) => serviceSnapshot(row, await repo.currentDocuments(row.id, tx)),
  });

  return {
    catalog: {
      async tree(actor: Actor) {
        assertStaff(actor);
        return tree();
      },
      async createCategory(actor: Actor, input: CategoryInput) {
        assertStaff(actor);
        return category((await save(actor, categorySave(input))).id);
      },
      async updateCategory(actor: Actor, id: number, input: CategoryUpdate) {
        assertStaff(actor);
        await save(actor, categorySave(input), { id, version: input.version });
        return category(id);
      },
      async orderCategories(actor: Actor, { ids }: OrderInput) {
        assertStaff(actor);
        await change(actor, { action: 'category.reorder', entityType: 'category' }, async (tx) => {
          const before = (await repo.allMenus(tx)).map((m) => m.id);
          checkOrder(ids, before);
          await repo.setMenuOrder(tx, ids);
          return { before: { order: before }, after: { order: ids }, result: null };
        });
      },
      async getService(actor: Actor, id: number) {
        assertStaff(actor);
        return loadService(id);
      },
      async createService(actor: Actor, input: ServiceInput) {
        assertStaff(actor);
        return loadService((await save(actor, serviceSave(input))).id);
      },
      async updateService(actor: Actor, id: number, input: ServiceUpdate) {
        assertStaff(actor);
        await save(actor, serviceSave(input), { id, version: input.version });
        return loadService(id);
      },
      async orderServices(actor: Actor, categoryId: number, { ids }: OrderInput) {
        assertStaff(actor);
        await change(actor, { action: 'service.reorder', entityType: 'category', entityId: categoryId }, async (tx) => {
          await menuOr404(categoryId, tx);
          const before = (await repo.servicesOf(categoryId, tx)).map((s) => s.id);
          checkOrder(ids, before);
          await repo.setServiceOrder(tx, ids);
          return { before: { order: before }, after: { order: ids }, result: null };
        });
      },
      async createFaq(actor: Actor, categoryId: number, input: FaqInput) {
        assertStaff(actor);
        return change(actor, { action: 'faq.create', entityType: 'faq' }, async (tx, now) => {
          await menuOr404(categoryId, tx);
          const row = await repo.insertFaq(tx, {
            menuId: categoryId,
            questionHtml: sanitizeRichText(input.questionHtml),
            answerHtml: sanitizeRichText(input.answerHtml),
            createdAt: now,
            updatedAt: now,
          });
          return { before: null, after: toFaq(row), result: toFaq(row), entityId: row.id };
        });
      },
      async updateFaq(actor: Actor, id: number, input: FaqInput) {
        assertStaff(actor);
        return change(actor, { action: 'faq.update', entityType: 'faq', entityId: id }, async (tx, now) => {
          const before = await repo.findFaq(id, tx);
          if (!before) throw AppError.notFound(M.faqNotFound);
          const row = await repo.updateFaq(tx, id, {
            questionHtml: sanitizeRichText(input.questionHtml),
            answerHtml: sanitizeRichText(input.answerHtml),
            updatedAt: now,
          });
          return { before: toFaq(before), after: toFaq(row!), result: toFaq(row!) };
        });
      },
      async deleteFaq(actor: Actor, id: number) {
        assertStaff(actor);
        await change(actor, { action: 'faq.delete', entityType: 'faq', entityId: id }, async (tx) => {
          const before = await repo.findFaq(id, tx);
          if (!before) throw AppError.notFound(M.faqNotFound);
          await repo.deleteFaq(tx, id);
          return { before: { ...toFaq(before), categoryId: before.menuId }, after: null, result: null };
        });
      },
      async orderFaqs(actor: Actor, categoryId: number, { ids }: OrderInput) {
        assertStaff(actor);
        await change(actor, { action: 'faq.reorder', entityType: 'category', entityId: categoryId }, async (tx) => {
          await menuOr404(categoryId, tx);
          const before = (await repo.faqsOf(categoryId, tx)).map((f) => f.id);
          checkOrder(ids, before);
          await repo.setFaqOrder(tx, ids);
          return { before: { order: before }, after: { order: ids }, result: null };
        });
      },
    },
    blogs: createBlogAdminService({ ...deps, change, save }),
  };
}
export type CatalogEditor = ReturnType<typeof createCatalogAdminService>;

import {
  CATALOG_ADMIN_MESSAGES as M,
  HOME_AUDIENCE_VALUES,
  blogInputSchema,
  blogUpdateSchema,
  categoryInputSchema,
  categoryUpdateSchema,
  contentInputSchemas,
  faqInputSchema,
  categoryPath,
  orderInputSchema,
  serviceInputSchema,
  serviceUpdateSchema,
  type Actor,
  type AdminBlog,
  type AdminHomeCard,
  type AdminCategory,
  type AdminFaq,
  type AdminService,
  type CatalogAdminServices,
  type ContentKind,
} from '@anupalan/shared';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Tx } from '../../db/tx.ts';
import { checkImage } from '../../lib/uploads.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ContentVersion } from '../../lib/content-version.ts';
import { AppError } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { writeAudit } from '../admin/audit-writer.ts';
import { assertStaff } from '../admin/service.ts';
import type { ContentAdminRepository, HomeTable } from '../content/admin-repository.ts';
import {
  isUniqueViolation,
  type BlogRow,
  type CatalogAdminRepository,
  type DocumentRow,
  type FaqRow,
  type MenuRow,
  type ServiceRow,
} from './admin-repository.ts';

/** Where article covers are stored, and the public address that serves them (catalog routes). */
export const BLOG_COVER_PREFIX = 'blog-covers/';
export const BLOG_COVER_PATH = '/api/v1/blog-covers/';

const stale = () => new AppError('CONFLICT', M.stale, { version: [M.stale] });
const slugTaken = (message: string) => new AppError('CONFLICT', message, { slug: [message] });

function toFaq(f: FaqRow): AdminFaq {
  return { id: f.id, questionHtml: f.questionHtml, answerHtml: f.answerHtml, sortOrder: f.sortOrder };
}

function toService(s: ServiceRow, menu: MenuRow, docs: DocumentRow[]): AdminService {
  return {
    id: s.id,
    categoryId: s.menuId,
    categoryName: menu.name,
    name: s.name,
    slug: s.slug,
    descriptionHtml: s.descriptionHtml,
    pricePaise: s.pricePaise,
    governmentFeePaise: s.governmentFeePaise,
    type: s.type,
    recurrence: s.recurrence,
    sacCode: s.sacCode,
    active: s.active,
    sortOrder: s.sortOrder,
    version: s.version,
    updatedAt: s.updatedAt.toISOString(),
    documents: docs.map((d) => ({ id: d.id, name: d.name, mandatory: d.mandatory, kind: d.documentType })),
    publicPath: categoryPath(menu.categoryKey, menu.name),
  };
}

function toBlog(b: BlogRow): AdminBlog {
  return {
    id: b.id,
    title: b.title,
    slug: b.slug,
    category: b.category,
    excerpt: b.excerpt,
    bodyHtml: b.contentHtml,
    author: b.author,
    image: b.image,
    publishedOn: b.publishedOn,
    published: b.published,
    version: b.version,
    updatedAt: b.updatedAt.toISOString(),
    publicPath: `/blogs/${b.slug}`,
  };
}

/** What the audit log keeps of a service: every edited field and its documents. */
function serviceSnapshot(s: ServiceRow, docs: DocumentRow[]) {
  return {
    categoryId: s.menuId,
    name: s.name,
    slug: s.slug,
    descriptionHtml: s.descriptionHtml,
    pricePaise: s.pricePaise,
    governmentFeePaise: s.governmentFeePaise,
    type: s.type,
    recurrence: s.recurrence,
    sacCode: s.sacCode,
    active: s.active,
    version: s.version,
    documents: docs.map((d) => ({ id: d.id, name: d.name, mandatory: d.mandatory, kind: d.documentType })),
  };
}
const menuSnapshot = (m: MenuRow) => ({
  name: m.name,
  slug: m.slug,
  overviewHtml: m.overviewHtml,
  active: m.active,
  sortOrder: m.sortOrder,
  version: m.version,
});
const blogSnapshot = (b: BlogRow) => {
  const { createdAt: _c, updatedAt: _u, ...rest } = b;
  return rest;
};
const stripTimes = (row: Record<string, unknown> | undefined) => {
  if (!row) return null;
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
};

/** A service's edited columns from the editor's input. */
function serviceValues(input: {
  categoryId: number;
  name: string;
  slug: string;
  descriptionHtml: string;
  price: number;
  governmentFee: number | null;
  type: ServiceRow['type'];
  recurrence?: ServiceRow['recurrence'];
  sacCode: string;
  active: boolean;
}) {
  return {
    menuId: input.categoryId,
    name: input.name,
    slug: input.slug,
    descriptionHtml: sanitizeRichText(input.descriptionHtml),
    pricePaise: input.price,
    governmentFeePaise: input.governmentFee,
    type: input.type,
    recurrence: input.recurrence ?? 'none',
    sacCode: input.sacCode,
    active: input.active,
  };
}
/** An article's edited columns from the editor's input. */
function blogValues(
  input: {
    title: string;
    slug: string;
    category: string;
    excerpt: string;
    bodyHtml: string;
    publishedOn: string;
    published: boolean;
  },
  author: string,
) {
  return {
    title: input.title,
    slug: input.slug,
    category: input.category,
    excerpt: input.excerpt,
    contentHtml: sanitizeRichText(input.bodyHtml),
    author,
    publishedOn: input.publishedOn,
    published: input.published,
  };
}

type CategoryInput = z.output<typeof categoryInputSchema>;
type ServiceInput = z.output<typeof serviceInputSchema>;
type BlogInput = z.output<typeof blogInputSchema>;

/** How one kind of catalogue item is saved, created or edited (`save` runs the steps). */
interface SaveSpec<Row extends { id: number; slug: string }> {
  entityType: 'category' | 'service' | 'blog';
  notFound: string;
  /** The slug the item is saved with, and the message when another item of its kind has it. */
  slug: string;
  slugTaken: string;
  find: (tx: Tx, id: number) => Promise<Row | undefined>;
  /** Present when the version the editor read is checked before anything else (else only at the write). */
  versionOf?: (row: Row) => number;
  /** Checks before the slug's (e.g. the category exists). */
  check?: (tx: Tx) => Promise<void>;
  insert: (tx: Tx, now: Date) => Promise<Row>;
  /** Writes over the version the editor read; undefined when it moved since. */
  update: (tx: Tx, edit: { id: number; version: number }, now: Date, before: Row) => Promise<Row | undefined>;
  /** Steps after the write (e.g. the service's documents). */
  afterWrite?: (tx: Tx, row: Row, now: Date) => Promise<void>;
  /** What the audit log keeps of the item. */
  snapshot: (tx: Tx, row: Row) => unknown;
}

/** Two letters for a testimonial's avatar: the first letters of the first and last word. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0]?.slice(0, 2) ?? '?');
  return letters.toUpperCase();
}
const AVATAR_COLOURS = ['saffron', 'indigo', 'emerald', 'sky'];

/**
 * Catalogue and content editing for the back office (issue 11, part B). Every write checks the
 * role, validates with the shared schemas, sanitises rich text, writes its audit entry (before and
 * after) in the same transaction, and then moves the content version so the read models and the
 * anonymous page cache drop at once on this instance (the tables' NOTIFY triggers tell the others).
 */
export function createCatalogAdminService(deps: {
  repo: CatalogAdminRepository;
  home: ContentAdminRepository;
  contentVersion: ContentVersion;
  clock: Clock;
  storage: FileStorage;
  /**
   * Marks in `storage_pending` (the requests module's table, reached through its repository) for a
   * file written before its record commits: the start-up sweep deletes a marked file older than
   * the grace period, so a crash between the two leaves nothing behind.
   */
  pendingFiles: { mark(key: string, tx?: Tx): Promise<void>; clear(key: string, tx?: Tx): Promise<void> };
}): CatalogAdminServices {
  const { repo, home, contentVersion, clock, storage, pendingFiles } = deps;

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

  /** The order given must be exactly the list's ids (no more, no fewer, no repeats). */
  function checkOrder(given: number[], existing: number[]) {
    const want = new Set(existing);
    if (given.length !== existing.length || new Set(given).size !== given.length || !given.every((id) => want.has(id))) {
      throw new AppError('VALIDATION', M.orderMismatch, { ids: [M.orderMismatch] });
    }
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
    input: { id?: number | undefined; name: string; mandatory: boolean; kind: 'Document' | 'Text' }[],
    now: Date,
  ) {
    const current = await repo.currentDocuments(serviceId, tx);
    const ids = new Set(current.map((d) => d.id));
    for (const [i, d] of input.entries()) {
      if (d.id !== undefined && !ids.has(d.id)) {
        const msg = 'This document is not one of the service’s documents.';
        throw new AppError('VALIDATION', msg, { [`documents.${i}.id`]: [msg] });
      }
    }
    const kept = new Set(input.flatMap((d) => (d.id === undefined ? [] : [d.id])));
    await repo.retireDocuments(
      tx,
      current.filter((d) => !kept.has(d.id)).map((d) => d.id),
      now,
    );
    for (const [i, d] of input.entries()) {
      const values = { name: d.name, mandatory: d.mandatory, documentType: d.kind, sortOrder: i + 1 };
      if (d.id === undefined) await repo.insertDocument(tx, { serviceId, ...values, createdAt: now });
      else await repo.updateDocument(tx, d.id, values);
    }
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
  const blogSave = (input: BlogInput, actor: Actor): SaveSpec<BlogRow> => ({
    entityType: 'blog',
    notFound: M.blogNotFound,
    slug: input.slug,
    slugTaken: M.blogSlugTaken,
    find: (tx, id) => repo.findBlog(id, tx),
    versionOf: (row) => row.version,
    insert: (tx, now) =>
      repo.insertBlog(tx, { ...blogValues(input, input.author || actor.name || 'Staff'), createdAt: now, updatedAt: now }),
    update: (tx, { id, version }, now, before) =>
      repo.updateBlog(tx, id, version, blogValues(input, input.author || before.author), now),
    snapshot: (_tx, row) => blogSnapshot(row),
  });

  return {
    catalog: {
      async tree(actor) {
        assertStaff(actor);
        return tree();
      },
      async createCategory(actor, body) {
        assertStaff(actor);
        const input = parseOrThrow(categoryInputSchema, body);
        return category((await save(actor, categorySave(input))).id);
      },
      async updateCategory(actor, id, body) {
        assertStaff(actor);
        const input = parseOrThrow(categoryUpdateSchema, body);
        await save(actor, categorySave(input), { id, version: input.version });
        return category(id);
      },
      async orderCategories(actor, body) {
        assertStaff(actor);
        const { ids } = parseOrThrow(orderInputSchema, body);
        await change(actor, { action: 'category.reorder', entityType: 'category' }, async (tx) => {
          const before = (await repo.allMenus(tx)).map((m) => m.id);
          checkOrder(ids, before);
          await repo.setMenuOrder(tx, ids);
          return { before: { order: before }, after: { order: ids }, result: null };
        });
      },
      async getService(actor, id) {
        assertStaff(actor);
        return loadService(id);
      },
      async createService(actor, body) {
        assertStaff(actor);
        const input = parseOrThrow(serviceInputSchema, body);
        return loadService((await save(actor, serviceSave(input))).id);
      },
      async updateService(actor, id, body) {
        assertStaff(actor);
        const input = parseOrThrow(serviceUpdateSchema, body);
        await save(actor, serviceSave(input), { id, version: input.version });
        return loadService(id);
      },
      async orderServices(actor, categoryId, body) {
        assertStaff(actor);
        const { ids } = parseOrThrow(orderInputSchema, body);
        await change(actor, { action: 'service.reorder', entityType: 'category', entityId: categoryId }, async (tx) => {
          await menuOr404(categoryId, tx);
          const before = (await repo.servicesOf(categoryId, tx)).map((s) => s.id);
          checkOrder(ids, before);
          await repo.setServiceOrder(tx, ids);
          return { before: { order: before }, after: { order: ids }, result: null };
        });
      },
      async createFaq(actor, categoryId, body) {
        assertStaff(actor);
        const input = parseOrThrow(faqInputSchema, body);
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
      async updateFaq(actor, id, body) {
        assertStaff(actor);
        const input = parseOrThrow(faqInputSchema, body);
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
      async deleteFaq(actor, id) {
        assertStaff(actor);
        await change(actor, { action: 'faq.delete', entityType: 'faq', entityId: id }, async (tx) => {
          const before = await repo.findFaq(id, tx);
          if (!before) throw AppError.notFound(M.faqNotFound);
          await repo.deleteFaq(tx, id);
          return { before: { ...toFaq(before), categoryId: before.menuId }, after: null, result: null };
        });
      },
      async orderFaqs(actor, categoryId, body) {
        assertStaff(actor);
        const { ids } = parseOrThrow(orderInputSchema, body);
        await change(actor, { action: 'faq.reorder', entityType: 'category', entityId: categoryId }, async (tx) => {
          await menuOr404(categoryId, tx);
          const before = (await repo.faqsOf(categoryId, tx)).map((f) => f.id);
          checkOrder(ids, before);
          await repo.setFaqOrder(tx, ids);
          return { before: { order: before }, after: { order: ids }, result: null };
        });
      },
    },

    blogs: {
      async list(actor) {
        assertStaff(actor);
        return (await repo.allBlogs()).map(toBlog);
      },
      async get(actor, id) {
        assertStaff(actor);
        const b = await repo.findBlog(id);
        if (!b) throw AppError.notFound(M.blogNotFound);
        return toBlog(b);
      },
      async create(actor, body) {
        assertStaff(actor);
        const input = parseOrThrow(blogInputSchema, body);
        return toBlog(await save(actor, blogSave(input, actor)));
      },
      async update(actor, id, body) {
        assertStaff(actor);
        const input = parseOrThrow(blogUpdateSchema, body);
        return toBlog(await save(actor, blogSave(input, actor), { id, version: input.version }));
      },

      async setCover(actor, id, file) {
        assertStaff(actor);
        if (!file.bytes.length && !file.tooLarge) {
          throw new AppError('VALIDATION', M.imageMissing, { image: [M.imageMissing] });
        }
        const image = checkImage({ filename: file.filename, buffer: Buffer.from(file.bytes), tooLarge: file.tooLarge ?? false });
        if (!(await repo.findBlog(id))) throw AppError.notFound(M.blogNotFound);
        const name = `${randomUUID()}.${image.ext}`;
        const key = `${BLOG_COVER_PREFIX}${name}`;
        // Marked before it is written, cleared by the transaction that records it (as documents are).
        await pendingFiles.mark(key);
        try {
          await storage.put(key, image.buffer, image.contentType);
        } catch (err) {
          await storage.delete(key).catch(() => undefined);
          await pendingFiles.clear(key).catch(() => undefined);
          throw err;
        }
        let replaced: string | null = null;
        let saved: AdminBlog;
        try {
          saved = await change(actor, { action: 'blog.cover', entityType: 'blog', entityId: id }, async (tx, now) => {
            const before = await repo.findBlog(id, tx);
            if (!before) throw AppError.notFound(M.blogNotFound);
            const row = await repo.setBlogImage(tx, id, `${BLOG_COVER_PATH}${name}`, now);
            await pendingFiles.clear(key, tx);
            // An uploaded cover it replaces is marked in the same transaction and deleted after it.
            if (before.image?.startsWith(BLOG_COVER_PATH)) {
              replaced = `${BLOG_COVER_PREFIX}${before.image.slice(BLOG_COVER_PATH.length)}`;
              await pendingFiles.mark(replaced, tx);
            }
            return { before: { image: before.image }, after: { image: row!.image }, result: toBlog(row!) };
          });
        } catch (err) {
          // Not recorded: the file goes now; if that fails its mark stays for the start-up sweep.
          try {
            await storage.delete(key);
            await pendingFiles.clear(key);
          } catch {
            /* the sweep retries */
          }
          throw err;
        }
        if (replaced) {
          try {
            await storage.delete(replaced);
            await pendingFiles.clear(replaced);
          } catch {
            /* the sweep retries */
          }
        }
        return saved;
      },
    },

    home: {
      async list(actor) {
        assertStaff(actor);
        const rows = await home.all();
        return {
          notices: rows.notices.map((n) => ({
            id: n.id,
            text: n.text,
            category: n.category,
            publishedOn: n.publishedOn,
            active: n.active,
          })),
          'due-dates': rows['due-dates'].map((d) => ({
            id: d.id,
            text: d.text,
            category: d.category,
            dueOn: d.dueOn,
            active: d.active,
          })),
          testimonials: rows.testimonials.map((t) => ({
            id: t.id,
            title: t.title,
            review: t.review,
            name: t.name,
            company: t.company,
            rating: t.rating,
            active: t.active,
          })),
          'home-cards': rows['home-cards'].map((c) => ({
            id: c.id,
            audience: c.audience as AdminHomeCard['audience'],
            title: c.title,
            text: c.text,
            link: c.link,
            icon: c.icon,
            sortOrder: c.sortOrder,
            active: c.active,
          })),
        };
      },
      async create(actor, kind: ContentKind, body) {
        assertStaff(actor);
        const input = parseOrThrow(contentInputSchemas[kind], body) as Record<string, unknown>;
        const values: Record<string, unknown> =
          kind === 'testimonials'
            ? { ...input, initials: initialsOf(String(input.name)), colour: AVATAR_COLOURS[Math.floor(Math.random() * 4)] }
            : input;
        return change(actor, { action: `${kind}.create`, entityType: kind }, async (tx, now) => {
          const row = await home.insert(tx, kind as HomeTable, { ...values, createdAt: now, updatedAt: now });
          return { before: null, after: stripTimes(row), result: { id: Number(row.id) }, entityId: Number(row.id) };
        });
      },
      async update(actor, kind: ContentKind, id, body) {
        assertStaff(actor);
        const input = parseOrThrow(contentInputSchemas[kind], body) as Record<string, unknown>;
        const values = kind === 'testimonials' ? { ...input, initials: initialsOf(String(input.name)) } : input;
        return change(actor, { action: `${kind}.update`, entityType: kind, entityId: id }, async (tx, now) => {
          const before = await home.find(tx, kind as HomeTable, id);
          if (!before) throw AppError.notFound(M.itemNotFound);
          const row = await home.update(tx, kind as HomeTable, id, { ...values, updatedAt: now });
          return { before: stripTimes(before), after: stripTimes(row), result: { id } };
        });
      },
      async remove(actor, kind: ContentKind, id) {
        assertStaff(actor);
        await change(actor, { action: `${kind}.delete`, entityType: kind, entityId: id }, async (tx) => {
          const before = await home.find(tx, kind as HomeTable, id);
          if (!before) throw AppError.notFound(M.itemNotFound);
          await home.remove(tx, kind as HomeTable, id);
          return { before: stripTimes(before), after: null, result: null };
        });
      },
      async orderCards(actor, audience, body) {
        assertStaff(actor);
        if (!(HOME_AUDIENCE_VALUES as readonly string[]).includes(audience)) throw AppError.notFound(M.itemNotFound);
        const { ids } = parseOrThrow(orderInputSchema, body);
        await change(actor, { action: 'home-cards.reorder', entityType: 'home-cards' }, async (tx, now) => {
          const before = await home.cardIdsOf(tx, audience);
          checkOrder(ids, before);
          await home.setCardOrder(tx, audience, ids, now);
          return { before: { audience, order: before }, after: { audience, order: ids }, result: null };
        });
      },
    },
  };
}

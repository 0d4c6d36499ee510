import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { blogs, documentKinds, faqs, menus, serviceDocuments, services } from '../../db/schema.ts';

export type MenuRow = typeof menus.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type DocumentRow = typeof serviceDocuments.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type BlogRow = typeof blogs.$inferSelect;
type Q = Tx | Db;

/** True for PostgreSQL's unique-violation, however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * The back office's queries over the catalogue tables (categories, services, required documents,
 * FAQs, articles): everything, active or not, for editing. Writes bump `version` and `updated_at`
 * only when the caller's version is still the stored one (optimistic locking).
 */
export function createCatalogAdminRepository(db: Db) {
  return {
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },
    /**
     * The id of the category, service or article using `slug`, if any: one lookup on the table's
     * unique slug index (menus_slug_key, services_slug_key, blogs_slug_key). Slugs are stored as
     * the shared rule writes them (lower-case, trimmed: catalogSlugSchema), so the one value is all
     * there is to look for.
     */
    async slugOwner(kind: 'category' | 'service' | 'blog', slug: string, q: Q = db): Promise<number | undefined> {
      const table = kind === 'category' ? menus : kind === 'service' ? services : blogs;
      const [row] = await q.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(1);
      return row?.id;
    },
    /* ---------- categories ---------- */
    async allMenus(q: Q = db): Promise<MenuRow[]> {
      return q.select().from(menus).orderBy(asc(menus.sortOrder), asc(menus.id));
    },
    async allServices(q: Q = db): Promise<ServiceRow[]> {
      return q.select().from(services).orderBy(asc(services.sortOrder), asc(services.id));
    },
    async allFaqs(q: Q = db): Promise<FaqRow[]> {
      return q.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
    },
    async findMenu(id: number, q: Q = db): Promise<MenuRow | undefined> {
      const [row] = await q.select().from(menus).where(eq(menus.id, id));
      return row;
    },
    async insertMenu(tx: Tx, values: typeof menus.$inferInsert): Promise<MenuRow> {
      const [next] = await tx.select({ n: sql<number>`coalesce(max(${menus.sortOrder}), 0) + 1` }).from(menus);
      const [row] = await tx
        .insert(menus)
        .values({ ...values, sortOrder: Number(next?.n ?? 1) })
        .returning();
      return row!;
    },
    async updateMenu(tx: Tx, id: number, version: number, values: Partial<typeof menus.$inferInsert>, now: Date) {
      const [row] = await tx
        .update(menus)
        .set({ ...values, version: sql`${menus.version} + 1`, updatedAt: now })
        .where(and(eq(menus.id, id), eq(menus.version, version)))
        .returning();
      return row;
    },
    async setMenuOrder(tx: Tx, ids: number[]) {
      for (const [i, id] of ids.entries())
        await tx
          .update(menus)
          .set({ sortOrder: i + 1 })
          .where(eq(menus.id, id));
    },
    /* ---------- services ---------- */
    async findService(id: number, q: Q = db): Promise<ServiceRow | undefined> {
      const [row] = await q.select().from(services).where(eq(services.id, id));
      return row;
    },
    async servicesOf(menuId: number, q: Q = db): Promise<ServiceRow[]> {
      return q.select().from(services).where(eq(services.menuId, menuId)).orderBy(asc(services.sortOrder), asc(services.id));
    },
    /** The documents new requests are asked for (not removed), in display order. */
    async currentDocuments(serviceId: number, q: Q = db): Promise<DocumentRow[]> {
      return q
        .select()
        .from(serviceDocuments)
        .where(and(eq(serviceDocuments.serviceId, serviceId), isNull(serviceDocuments.retiredAt)))
        .orderBy(asc(serviceDocuments.sortOrder), asc(serviceDocuments.id));
    },
    async insertService(tx: Tx, values: typeof services.$inferInsert): Promise<ServiceRow> {
      const [next] = await tx
        .select({ n: sql<number>`coalesce(max(${services.sortOrder}), 0) + 1` })
        .from(services)
        .where(eq(services.menuId, values.menuId));
      const [row] = await tx
        .insert(services)
        .values({ ...values, sortOrder: Number(next?.n ?? 1) })
        .returning();
      return row!;
    },
    async updateService(tx: Tx, id: number, version: number, values: Partial<typeof services.$inferInsert>, now: Date) {
      const [row] = await tx
        .update(services)
        .set({ ...values, version: sql`${services.version} + 1`, updatedAt: now })
        .where(and(eq(services.id, id), eq(services.version, version)))
        .returning();
      return row;
    },
    async setServiceOrder(tx: Tx, ids: number[]) {
      for (const [i, id] of ids.entries())
        await tx
          .update(services)
          .set({ sortOrder: i + 1 })
          .where(eq(services.id, id));
    },
    /** Issue 22: the ids of the document kinds (a required document may name one). */
    async documentKindIds(tx: Tx): Promise<Set<number>> {
      return new Set((await tx.select({ id: documentKinds.id }).from(documentKinds)).map((r) => r.id));
    },
    async insertDocument(tx: Tx, values: typeof serviceDocuments.$inferInsert) {
      await tx.insert(serviceDocuments).values(values);
    },
    async updateDocument(tx: Tx, id: number, values: Partial<typeof serviceDocuments.$inferInsert>) {
      await tx.update(serviceDocuments).set(values).where(eq(serviceDocuments.id, id));
    },
    /** Removes documents from the service for new requests; requests made before keep them. */
    async retireDocuments(tx: Tx, ids: number[], now: Date) {
      if (!ids.length) return;
      await tx.update(serviceDocuments).set({ retiredAt: now }).where(inArray(serviceDocuments.id, ids));
    },
    /* ---------- FAQs ---------- */
    async findFaq(id: number, q: Q = db): Promise<FaqRow | undefined> {
      const [row] = await q.select().from(faqs).where(eq(faqs.id, id));
      return row;
    },
    async faqsOf(menuId: number, q: Q = db): Promise<FaqRow[]> {
      return q.select().from(faqs).where(eq(faqs.menuId, menuId)).orderBy(asc(faqs.sortOrder), asc(faqs.id));
    },
    async insertFaq(tx: Tx, values: typeof faqs.$inferInsert): Promise<FaqRow> {
      const [next] = await tx
        .select({ n: sql<number>`coalesce(max(${faqs.sortOrder}), 0) + 1` })
        .from(faqs)
        .where(eq(faqs.menuId, values.menuId));
      const [row] = await tx
        .insert(faqs)
        .values({ ...values, sortOrder: Number(next?.n ?? 1) })
        .returning();
      return row!;
    },
    async updateFaq(tx: Tx, id: number, values: Partial<typeof faqs.$inferInsert>) {
      const [row] = await tx.update(faqs).set(values).where(eq(faqs.id, id)).returning();
      return row;
    },
    async deleteFaq(tx: Tx, id: number) {
      await tx.delete(faqs).where(eq(faqs.id, id));
    },
    async setFaqOrder(tx: Tx, ids: number[]) {
      for (const [i, id] of ids.entries())
        await tx
          .update(faqs)
          .set({ sortOrder: i + 1 })
          .where(eq(faqs.id, id));
    },
    /* ---------- articles ---------- */
    async allBlogs(q: Q = db): Promise<BlogRow[]> {
      return q.select().from(blogs).orderBy(desc(blogs.publishedOn), desc(blogs.id));
    },
    async findBlog(id: number, q: Q = db): Promise<BlogRow | undefined> {
      const [row] = await q.select().from(blogs).where(eq(blogs.id, id));
      return row;
    },
    async insertBlog(tx: Tx, values: typeof blogs.$inferInsert): Promise<BlogRow> {
      const [row] = await tx.insert(blogs).values(values).returning();
      return row!;
    },
    async updateBlog(tx: Tx, id: number, version: number, values: Partial<typeof blogs.$inferInsert>, now: Date) {
      const [row] = await tx
        .update(blogs)
        .set({ ...values, version: sql`${blogs.version} + 1`, updatedAt: now })
        .where(and(eq(blogs.id, id), eq(blogs.version, version)))
        .returning();
      return row;
    },
    /** A new cover picture; moves the version like any other save of the article. */
    async setBlogImage(tx: Tx, id: number, image: string, now: Date) {
      const [row] = await tx
        .update(blogs)
        .set({ image, version: sql`${blogs.version} + 1`, updatedAt: now })
        .where(eq(blogs.id, id))
        .returning();
      return row;
    },
  };
}

export type CatalogAdminRepository = ReturnType<typeof createCatalogAdminRepository>;

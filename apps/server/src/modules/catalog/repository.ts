import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogs, faqs, menus, serviceDocuments, services } from '../../db/schema.ts';

export type MenuRow = typeof menus.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type DocumentRow = typeof serviceDocuments.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type BlogRow = typeof blogs.$inferSelect;

/** The only place that queries the catalogue tables. */
export function createCatalogRepository(db: Db) {
  return {
    async listActiveMenus(): Promise<MenuRow[]> {
      return db.select().from(menus).where(eq(menus.active, true)).orderBy(asc(menus.sortOrder), asc(menus.id));
    },
    async findMenu(id: number): Promise<MenuRow | undefined> {
      const [row] = await db
        .select()
        .from(menus)
        .where(and(eq(menus.id, id), eq(menus.active, true)));
      return row;
    },
    async listActiveServices(menuIds?: number[]): Promise<ServiceRow[]> {
      if (menuIds && menuIds.length === 0) return [];
      const where = menuIds ? and(eq(services.active, true), inArray(services.menuId, menuIds)) : eq(services.active, true);
      return db.select().from(services).where(where).orderBy(asc(services.sortOrder), asc(services.id));
    },
    async findService(id: number): Promise<ServiceRow | undefined> {
      const [row] = await db
        .select()
        .from(services)
        .where(and(eq(services.id, id), eq(services.active, true)));
      return row;
    },
    async listDocuments(serviceIds: number[]): Promise<DocumentRow[]> {
      if (!serviceIds.length) return [];
      return db
        .select()
        .from(serviceDocuments)
        .where(inArray(serviceDocuments.serviceId, serviceIds))
        .orderBy(asc(serviceDocuments.sortOrder), asc(serviceDocuments.id));
    },
    async listFaqs(menuId: number): Promise<FaqRow[]> {
      return db.select().from(faqs).where(eq(faqs.menuId, menuId)).orderBy(asc(faqs.sortOrder), asc(faqs.id));
    },
    async findPublishedBlog(slug: string): Promise<BlogRow | undefined> {
      const [row] = await db
        .select()
        .from(blogs)
        .where(and(eq(blogs.slug, slug), eq(blogs.published, true)));
      return row;
    },
    async listPublishedBlogs(): Promise<BlogRow[]> {
      return db.select().from(blogs).where(eq(blogs.published, true)).orderBy(desc(blogs.publishedOn), desc(blogs.id));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

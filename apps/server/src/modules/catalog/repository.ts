import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogs, faqs, menus, serviceDocuments, services } from '../../db/schema.ts';

export type MenuRow = typeof menus.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type DocumentRow = typeof serviceDocuments.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type BlogRow = typeof blogs.$inferSelect;

/**
 * What an invoice prints of a service (its name and SAC code), read inside the issuing
 * transaction (invoices/issue.ts asks here rather than reading the catalogue's table).
 */
export async function serviceSupplyOf(
  tx: Pick<Db, 'select'>,
  serviceId: number,
): Promise<{ name: string; sacCode: string } | undefined> {
  const [row] = await tx
    .select({ name: services.name, sacCode: services.sacCode })
    .from(services)
    .where(eq(services.id, serviceId));
  return row;
}

/** Which of these service ids exist (active or not): a coupon's services are checked here. */
export async function existingServiceIds(db: Pick<Db, 'select'>, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: services.id }).from(services).where(inArray(services.id, ids));
  return rows.map((r) => r.id);
}

/** The only place that queries the catalogue tables. */
export function createCatalogRepository(db: Db) {
  return {
    /**
     * A service on sale: published, under a published category (what the public catalogue shows),
     * read from the table rather than the read model, so a price saved on any instance counts at once.
     */
    async serviceOnSale(id: number): Promise<ServiceRow | undefined> {
      const [row] = await db
        .select({ service: services })
        .from(services)
        .innerJoin(menus, eq(menus.id, services.menuId))
        .where(and(eq(services.id, id), eq(services.active, true), eq(menus.active, true)));
      return row?.service;
    },
    /**
     * Everything the public may see of the catalogue, in display order, with only the columns the
     * public shapes print: the read model (service.ts) is built from this in five queries.
     */
    async loadPublicCatalog() {
      const [menuRows, serviceRows, documentRows, faqRows, blogRows] = await Promise.all([
        db
          .select({
            id: menus.id,
            name: menus.name,
            slug: menus.slug,
            categoryKey: menus.categoryKey,
            overviewHtml: menus.overviewHtml,
          })
          .from(menus)
          .where(eq(menus.active, true))
          .orderBy(asc(menus.sortOrder), asc(menus.id)),
        db
          .select({
            id: services.id,
            menuId: services.menuId,
            name: services.name,
            slug: services.slug,
            descriptionHtml: services.descriptionHtml,
            pricePaise: services.pricePaise,
            governmentFeePaise: services.governmentFeePaise,
            sacCode: services.sacCode,
            type: services.type,
            recurrence: services.recurrence,
          })
          .from(services)
          .where(eq(services.active, true))
          .orderBy(asc(services.sortOrder), asc(services.id)),
        db
          .select({
            id: serviceDocuments.id,
            serviceId: serviceDocuments.serviceId,
            name: serviceDocuments.name,
            mandatory: serviceDocuments.mandatory,
            documentType: serviceDocuments.documentType,
          })
          .from(serviceDocuments)
          .where(isNull(serviceDocuments.retiredAt))
          .orderBy(asc(serviceDocuments.sortOrder), asc(serviceDocuments.id)),
        db
          .select({ id: faqs.id, menuId: faqs.menuId, questionHtml: faqs.questionHtml, answerHtml: faqs.answerHtml })
          .from(faqs)
          .orderBy(asc(faqs.sortOrder), asc(faqs.id)),
        db
          .select({
            id: blogs.id,
            slug: blogs.slug,
            title: blogs.title,
            category: blogs.category,
            publishedOn: blogs.publishedOn,
            image: blogs.image,
            excerpt: blogs.excerpt,
            contentHtml: blogs.contentHtml,
            author: blogs.author,
          })
          .from(blogs)
          .where(eq(blogs.published, true))
          .orderBy(desc(blogs.publishedOn), desc(blogs.id)),
      ]);
      return { menuRows, serviceRows, documentRows, faqRows, blogRows };
    },
    /**
     * Every service's name (published or not) and every document a service asks or asked for
     * (retired ones too), in display order: what requests and payments name (references.ts).
     */
    async loadReferences() {
      const [serviceRows, documentRows] = await Promise.all([
        db.select({ id: services.id, name: services.name }).from(services),
        db.select().from(serviceDocuments).orderBy(asc(serviceDocuments.sortOrder), asc(serviceDocuments.id)),
      ]);
      return { serviceRows, documentRows };
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
export type PublicCatalogRows = Awaited<ReturnType<CatalogRepository['loadPublicCatalog']>>;

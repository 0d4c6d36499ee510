import { count } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import { blogs, faqs, menus, serviceDocuments, services } from '../../db/schema.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import type { SeedBlog, SeedCategory } from '../../db/seed/types.ts';
import { matchKinds } from './kinds-repository.ts';

/** Whether any category exists (the seed loads only into an empty catalogue). */
export async function hasCategories(tx: Tx): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(menus);
  return (row?.n ?? 0) > 0;
}

/**
 * The demo catalogue: categories with their services, required documents and FAQs, and the articles.
 * Answers each service's id by slug (the requests module seeds their milestones).
 */
export async function seedCatalog(tx: Tx, categories: SeedCategory[], articles: SeedBlog[]): Promise<Map<string, number>> {
  const serviceIds = new Map<string, number>();
  await seedCategories(tx, categories, serviceIds);
  // Issue 22: the demo's required documents get their kinds as migration 0023 gives existing ones.
  await matchKinds(tx);
  await seedArticles(tx, articles);
  return serviceIds;
}

async function seedCategories(tx: Tx, categories: SeedCategory[], serviceIds: Map<string, number>): Promise<void> {
  for (const [ci, cat] of categories.entries()) {
    const [menu] = await tx
      .insert(menus)
      .values({
        name: cat.name,
        slug: cat.slug,
        categoryKey: cat.key,
        overviewHtml: sanitizeRichText(cat.overviewHtml),
        sortOrder: ci,
      })
      .returning({ id: menus.id });
    if (!menu) throw new Error('menu insert returned nothing');

    for (const [si, s] of cat.services.entries()) {
      const [service] = await tx
        .insert(services)
        .values({
          menuId: menu.id,
          name: s.name,
          slug: s.slug,
          descriptionHtml: sanitizeRichText(s.descriptionHtml),
          pricePaise: s.pricePaise,
          governmentFeePaise: s.governmentFeePaise,
          sacCode: s.sacCode,
          type: s.type,
          recurrence: s.recurrence ?? 'none',
          sortOrder: si,
        })
        .returning({ id: services.id });
      if (!service) throw new Error('service insert returned nothing');
      serviceIds.set(s.slug, service.id);
      if (s.documents.length) {
        await tx.insert(serviceDocuments).values(
          s.documents.map((d, di) => ({
            serviceId: service.id,
            name: d.name,
            mandatory: d.mandatory,
            documentType: d.type,
            sortOrder: di,
          })),
        );
      }
    }
    if (cat.faqs.length) {
      await tx.insert(faqs).values(
        cat.faqs.map((f, fi) => ({
          menuId: menu.id,
          questionHtml: sanitizeRichText(f.question),
          answerHtml: sanitizeRichText(f.answerHtml),
          sortOrder: fi,
        })),
      );
    }
  }
}

async function seedArticles(tx: Tx, articles: SeedBlog[]): Promise<void> {
  await tx.insert(blogs).values(
    articles.map((b) => ({
      slug: b.slug,
      title: b.title,
      category: b.category,
      excerpt: b.excerpt,
      contentHtml: sanitizeRichText(b.contentHtml),
      image: b.image,
      author: b.author,
      publishedOn: b.date,
    })),
  );
}

import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { categories } from './categories.ts';
import { SEED_MILESTONES } from './milestones.ts';
import { blogs } from './blogs.ts';
import { dueDates, notices, testimonials } from './home.ts';
import { seedCalendarRules } from './calendar.ts';

export const DEMO_COUPON = { code: 'WELCOME10', percent: 10 } as const;

/** Advisory-lock key so two processes starting together do not both seed. */
const SEED_LOCK = 74_101;

/**
 * Loads the demo catalogue and content into an empty database. Runs at every start and does
 * nothing once any category exists, so staff edits are never overwritten.
 */
export async function seedIfEmpty(db: Db): Promise<{ seeded: boolean }> {
  await seedCalendarRules(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ n: count() }).from(t.menus);
    if ((row?.n ?? 0) > 0) return { seeded: false };

    for (const [ci, cat] of categories.entries()) {
      const [menu] = await tx
        .insert(t.menus)
        .values({
          name: cat.name,
          slug: cat.slug,
          categoryKey: cat.key,
          overviewHtml: sanitizeRichText(cat.overviewHtml),
          sortOrder: ci,
        })
        .returning({ id: t.menus.id });
      if (!menu) throw new Error('menu insert returned nothing');

      for (const [si, s] of cat.services.entries()) {
        const [service] = await tx
          .insert(t.services)
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
          .returning({ id: t.services.id });
        if (!service) throw new Error('service insert returned nothing');
        const plan = SEED_MILESTONES[s.slug];
        if (plan?.length)
          await tx.insert(t.serviceMilestones).values(
            plan.map(([name, workingDays, waitsOn], position) => ({
              serviceId: service.id,
              position,
              name,
              workingDays,
              waitsOn,
            })),
          );
        if (s.documents.length) {
          await tx.insert(t.serviceDocuments).values(
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
        await tx.insert(t.faqs).values(
          cat.faqs.map((f, fi) => ({
            menuId: menu.id,
            questionHtml: sanitizeRichText(f.question),
            answerHtml: sanitizeRichText(f.answerHtml),
            sortOrder: fi,
          })),
        );
      }
    }

    await tx.insert(t.blogs).values(
      blogs.map((b) => ({
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
    await tx.insert(t.notices).values(notices.map((n, i) => ({ ...n, sortOrder: i })));
    await tx.insert(t.dueDates).values(dueDates);
    await tx.insert(t.testimonials).values(testimonials.map((x, i) => ({ ...x, sortOrder: i })));
    // One demo coupon: 10% off any service, once per customer, for two years from the seed.
    const from = new Date();
    await tx.insert(t.coupons).values({
      code: DEMO_COUPON.code,
      discountPercent: DEMO_COUPON.percent,
      validFrom: new Date(from.getTime() - 24 * 60 * 60 * 1000),
      validUntil: new Date(from.getTime() + 2 * 365 * 24 * 60 * 60 * 1000),
      maxUses: 10_000,
      perUserLimit: 1,
    });
    return { seeded: true };
  });
}

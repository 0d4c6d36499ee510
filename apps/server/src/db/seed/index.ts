import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { hasCategories, seedCatalog } from '../../modules/catalog/seed.ts';
import { seedContent } from '../../modules/content/seed.ts';
import { seedCoupons } from '../../modules/coupons/seed.ts';
import { seedMilestones } from '../../modules/requests/seed.ts';
import { categories } from './categories.ts';
import { SEED_MILESTONES } from './milestones.ts';
import { blogs } from './blogs.ts';
import { dueDates, notices, testimonials } from './home.ts';
import { seedCalendarRules } from './calendar.ts';

export { DEMO_COUPON } from '../../modules/coupons/seed.ts';

/** Advisory-lock key so two processes starting together do not both seed. */
const SEED_LOCK = 74_101;

/**
 * Loads the demo catalogue and content into an empty database, each through its owner's seed
 * function (catalog, the services' milestones of requests, content, coupons), in one transaction. Runs at every start and does nothing
 * once any category exists, so staff edits are never overwritten.
 */
export async function seedIfEmpty(db: Db): Promise<{ seeded: boolean }> {
  await seedCalendarRules(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasCategories(tx)) return { seeded: false };
    const serviceIds = await seedCatalog(tx, categories, blogs);
    await seedMilestones(tx, serviceIds, SEED_MILESTONES);
    await seedContent(tx, { notices, dueDates, testimonials });
    await seedCoupons(tx);
    return { seeded: true };
  });
}

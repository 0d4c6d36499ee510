import type { FastifyInstance } from 'fastify';
import { services } from '../../apps/server/src/db/schema.ts';

export type ServiceRow = typeof services.$inferSelect;

/**
 * Seeded services picked by what a test needs (price, type), so tests follow the seed. One-off
 * services only (a recurring one is bought for a period: `recurring`), so buying one twice is two
 * requests.
 */
export async function seededServices(app: FastifyInstance) {
  const all = await app.services.database.db.select().from(services);
  const pick = (pred: (s: ServiceRow) => boolean, what: string) => {
    const s = all.find((x) => x.recurrence === 'none' && pred(x));
    if (!s) throw new Error(`no seeded service that is ${what}`);
    return s;
  };
  return {
    all,
    business: pick(
      (s) => s.type === 'business' && s.pricePaise > 200_000 && (s.governmentFeePaise ?? 0) > 0,
      'business, > ₹2,000, with a government fee',
    ),
    individual: pick((s) => s.type === 'individual' && s.pricePaise > 100_000, 'individual over ₹1,000'),
    both: pick((s) => s.type === 'both' && s.pricePaise > 100_000, "type 'both'"),
    cheap: pick(
      (s) => s.pricePaise > 1 && s.pricePaise + (s.governmentFeePaise ?? 0) <= 100_000 && s.type !== 'business',
      'total ≤ ₹1,000',
    ),
    custom: pick((s) => s.pricePaise <= 1, 'custom-amount'),
    /** A filing bought every quarter (TDS returns in the seed), for a business. */
    quarterly: all.find((s) => s.recurrence === 'quarterly' && s.type === 'business')!,
    /** A filing bought every assessment year (ITR in the seed). */
    yearly: all.find((s) => s.recurrence === 'assessment_year' && s.type === 'individual')!,
  };
}

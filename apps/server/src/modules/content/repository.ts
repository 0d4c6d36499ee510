import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dueDates, homeCards, notices, testimonials } from '../../db/schema.ts';

export type NoticeRow = typeof notices.$inferSelect;
export type DueDateRow = typeof dueDates.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type HomeCardRow = typeof homeCards.$inferSelect;

/** How many of each the home page shows at most (the spec's lists hold 7 notices and 9 due dates). */
export const HOME_LIMITS = { notices: 20, dueDates: 20, testimonials: 12, cards: 200 } as const;

/** The only place that queries the home content tables (notices, due_dates, testimonials, home_cards). */
export function createContentRepository(db: Db) {
  return {
    /** Active notices, newest first; staff order breaks ties. */
    async listActiveNotices(limit: number = HOME_LIMITS.notices): Promise<NoticeRow[]> {
      return db
        .select()
        .from(notices)
        .where(eq(notices.active, true))
        .orderBy(desc(notices.publishedOn), asc(notices.sortOrder), desc(notices.id))
        .limit(limit);
    },
    /** Active due dates, earliest first. */
    async listActiveDueDates(limit: number = HOME_LIMITS.dueDates): Promise<DueDateRow[]> {
      return db
        .select()
        .from(dueDates)
        .where(eq(dueDates.active, true))
        .orderBy(asc(dueDates.dueOn), asc(dueDates.id))
        .limit(limit);
    },
    /** Active testimonials in staff order. */
    async listActiveTestimonials(limit: number = HOME_LIMITS.testimonials): Promise<TestimonialRow[]> {
      return db
        .select()
        .from(testimonials)
        .where(eq(testimonials.active, true))
        .orderBy(asc(testimonials.sortOrder), asc(testimonials.id))
        .limit(limit);
    },
    /** Active "Made for everyone" cards, by audience then staff order. */
    async listActiveHomeCards(limit: number = HOME_LIMITS.cards): Promise<HomeCardRow[]> {
      return db
        .select()
        .from(homeCards)
        .where(eq(homeCards.active, true))
        .orderBy(asc(homeCards.audience), asc(homeCards.sortOrder), asc(homeCards.id))
        .limit(limit);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

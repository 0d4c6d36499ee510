import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, calendarMutes } from '../../db/schema.ts';
import type { DataRightsContributor } from '../../lib/data-rights.ts';

/** The compliance calendar's settings of a customer (muted filings, the private feed), in an export and an erasure (issue 24). */
export function createCalendarDataRights(db: Db): DataRightsContributor {
  return {
    name: 'calendar',
    async export(userId) {
      const mutes = await db.select().from(calendarMutes).where(eq(calendarMutes.userId, userId));
      const [feed] = await db.select({ at: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return {
        data: {
          muted_filings: mutes.map((m) => ({ filing: m.ruleCode, for: m.subjectKey, since: m.createdAt.toISOString() })),
          private_feed_since: feed?.at.toISOString() ?? null,
        },
      };
    },
    async erase(tx, person) {
      const t = tx as unknown as Db;
      const a = await t.delete(calendarMutes).where(eq(calendarMutes.userId, person.id)).returning({ u: calendarMutes.userId });
      const b = await t.delete(calendarFeeds).where(eq(calendarFeeds.userId, person.id)).returning({ u: calendarFeeds.userId });
      return { erased: a.length || b.length ? ['dataRights.erased.calendar'] : [], kept: [], files: [] };
    },
  };
}

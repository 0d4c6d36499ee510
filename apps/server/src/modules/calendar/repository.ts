import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, calendarMutes, calendarRules } from '../../db/schema.ts';

export type RuleRow = typeof calendarRules.$inferSelect;
export type RuleValues = Omit<typeof calendarRules.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The only code that queries the calendar's tables: rules, mutes, iCalendar subscriptions. */
export function createCalendarRepository(db: Db) {
  return {
    async rules(): Promise<RuleRow[]> {
      return db.select().from(calendarRules).orderBy(asc(calendarRules.id));
    },
    async rule(id: number): Promise<RuleRow | undefined> {
      const [row] = await db.select().from(calendarRules).where(eq(calendarRules.id, id));
      return row;
    },
    async byCode(code: string): Promise<RuleRow | undefined> {
      const [row] = await db.select().from(calendarRules).where(eq(calendarRules.code, code));
      return row;
    },
    async insertRule(values: RuleValues): Promise<RuleRow | undefined> {
      const [row] = await db.insert(calendarRules).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** Saves over `version` only (undefined when someone saved first); the version goes up by one. */
    async updateRule(id: number, version: number, values: Partial<RuleValues>, now: Date): Promise<RuleRow | undefined> {
      const [row] = await db
        .update(calendarRules)
        .set({ ...values, version: sql`${calendarRules.version} + 1`, updatedAt: now })
        .where(and(eq(calendarRules.id, id), eq(calendarRules.version, version)))
        .returning();
      return row;
    },

    async mutes(userIds: number[]): Promise<{ userId: number; subjectKey: string; ruleCode: string }[]> {
      if (!userIds.length) return [];
      return db
        .select({ userId: calendarMutes.userId, subjectKey: calendarMutes.subjectKey, ruleCode: calendarMutes.ruleCode })
        .from(calendarMutes)
        .where(inArray(calendarMutes.userId, userIds));
    },
    async mute(userId: number, subjectKey: string, ruleCode: string): Promise<void> {
      await db.insert(calendarMutes).values({ userId, subjectKey, ruleCode }).onConflictDoNothing();
    },
    async unmute(userId: number, subjectKey: string, ruleCode: string): Promise<void> {
      await db
        .delete(calendarMutes)
        .where(
          and(eq(calendarMutes.userId, userId), eq(calendarMutes.subjectKey, subjectKey), eq(calendarMutes.ruleCode, ruleCode)),
        );
    },

    async feedOwner(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row?.userId;
    },
    async hasFeed(userId: number): Promise<boolean> {
      const [row] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return !!row;
    },
    /** One address per customer: a new one replaces the old. */
    async setFeed(userId: number, tokenHash: string, now: Date): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: now })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
    },
    async deleteFeed(userId: number): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },
  };
}
export type CalendarRepository = ReturnType<typeof createCalendarRepository>;

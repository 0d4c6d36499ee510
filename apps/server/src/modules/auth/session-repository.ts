import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The only place that queries users and sessions for the session machinery. */
export function createSessionRepository(db: Db) {
  return {
    async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },
    async findLiveSession(tokenHash: string, now: Date): Promise<{ sessionId: number; user: UserRow } | undefined> {
      const [row] = await db
        .select({ sessionId: sessions.id, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      return row;
    },
    async revokeSession(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
    async revokeAllForUser(userId: number, now: Date, exceptTokenHash?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
          ),
        );
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;

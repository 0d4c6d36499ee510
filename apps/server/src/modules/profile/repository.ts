import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema.ts';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** The only code that queries user_profiles (and the account fields the profile edits). */
export function createProfileRepository(db: Db) {
  return {
    async find(userId: number): Promise<{ user: UserRow; profile: ProfileRow | null } | undefined> {
      const [row] = await db
        .select({ user: users, profile: userProfiles })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },
    /** Saves the account fields and the profile together. */
    async save(
      userId: number,
      account: Partial<Pick<UserRow, 'name' | 'email' | 'mobile' | 'passwordHash' | 'updatedAt'>>,
      profile: Omit<typeof userProfiles.$inferInsert, 'userId' | 'createdAt'>,
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set(account).where(eq(users.id, userId));
        await tx
          .insert(userProfiles)
          .values({ ...profile, userId, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: userProfiles.userId, set: { ...profile, updatedAt: now } });
      });
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;

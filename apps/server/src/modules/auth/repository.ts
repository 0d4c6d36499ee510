import { and, count, desc, eq, gt, isNull, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mobileVerifications, otpCodes, signInAttempts } from '../../db/schema.ts';
import type { Tx } from '../../db/tx.ts';

export type OtpRow = typeof otpCodes.$inferSelect;
export type OtpPurpose = OtpRow['purpose'];

/**
 * One-time codes, password attempts and mobile verifications: the tables of sign-in and
 * registration (accounts themselves belong to the users module).
 */
export function createAuthRepository(db: Db) {
  return {
    ...authQueries(db),
    /** Runs `fn` in one transaction with the queries bound to it (and the handle, for other modules' calls). */
    async transaction<T>(fn: (q: AuthQueries, tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => fn(authQueries(tx as unknown as Db), tx));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;

function authQueries(db: Db) {
  return {
    /** Serialises work on one key (an identifier) until the transaction ends. */
    async lock(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`identity:${key}`}))`);
    },

    /**
     * The newest code of a purpose for an identifier (and, with `userId`, of that account); with no
     * identifier, the account's newest code of the purpose whatever it went to.
     */
    async latestOtp(identifier: string | undefined, purpose: OtpPurpose, userId?: number): Promise<OtpRow | undefined> {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(
          and(
            identifier === undefined ? undefined : eq(otpCodes.identifier, identifier),
            eq(otpCodes.purpose, purpose),
            userId === undefined ? undefined : eq(otpCodes.userId, userId),
          ),
        )
        .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
        .limit(1);
      return row;
    },
    /** How many codes of a purpose went to an identifier since `since`, and when the oldest of them went. */
    async otpSendsSince(identifier: string, purpose: OtpPurpose, since: Date): Promise<{ n: number; oldest: Date | null }> {
      const [row] = await db
        .select({ n: count(), oldest: min(otpCodes.createdAt) })
        .from(otpCodes)
        .where(and(eq(otpCodes.identifier, identifier), eq(otpCodes.purpose, purpose), gt(otpCodes.createdAt, since)));
      return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
    },
    /** The same, for the codes of a purpose asked for from one client address. */
    async otpSendsFromIpSince(ip: string, purpose: OtpPurpose, since: Date): Promise<{ n: number; oldest: Date | null }> {
      const [row] = await db
        .select({ n: count(), oldest: min(otpCodes.createdAt) })
        .from(otpCodes)
        .where(and(eq(otpCodes.clientIp, ip), eq(otpCodes.purpose, purpose), gt(otpCodes.createdAt, since)));
      return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
    },
    /** The same, for the codes of a purpose an account asked for (contact changes, password codes…). */
    async otpSendsForUserSince(userId: number, purpose: OtpPurpose, since: Date): Promise<{ n: number; oldest: Date | null }> {
      const [row] = await db
        .select({ n: count(), oldest: min(otpCodes.createdAt) })
        .from(otpCodes)
        .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), gt(otpCodes.createdAt, since)));
      return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
    },
    async insertOtp(values: typeof otpCodes.$inferInsert): Promise<OtpRow> {
      const [row] = await db.insert(otpCodes).values(values).returning();
      if (!row) throw new Error('otp insert returned nothing');
      return row;
    },
    async updateOtp(id: number, values: Partial<Pick<OtpRow, 'attempts' | 'consumedAt'>>): Promise<void> {
      await db.update(otpCodes).set(values).where(eq(otpCodes.id, id));
    },
    async deleteOtp(id: number): Promise<void> {
      await db.delete(otpCodes).where(eq(otpCodes.id, id));
    },

    /** A password attempt, counted as a failure until `deleteSignInAttempt` says it was right. */
    async insertSignInAttempt(values: { accountKey: string; clientIp: string; createdAt: Date }): Promise<number> {
      const [row] = await db.insert(signInAttempts).values(values).returning({ id: signInAttempts.id });
      if (!row) throw new Error('sign-in attempt insert returned nothing');
      return row.id;
    },
    async signInAttemptsSince(
      where: { accountKey: string } | { clientIp: string },
      since: Date,
    ): Promise<{ n: number; oldest: Date | null }> {
      const [row] = await db
        .select({ n: count(), oldest: min(signInAttempts.createdAt) })
        .from(signInAttempts)
        .where(
          and(
            'accountKey' in where ? eq(signInAttempts.accountKey, where.accountKey) : eq(signInAttempts.clientIp, where.clientIp),
            gt(signInAttempts.createdAt, since),
          ),
        );
      return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
    },
    async deleteSignInAttempt(id: number): Promise<void> {
      await db.delete(signInAttempts).where(eq(signInAttempts.id, id));
    },
    /** A right password clears the account's failures (not the address's) and forgets old rows. */
    async clearSignInFailures(accountKey: string, olderThan: Date): Promise<void> {
      await db.delete(signInAttempts).where(eq(signInAttempts.accountKey, accountKey));
      await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, olderThan));
    },

    async insertMobileVerification(values: typeof mobileVerifications.$inferInsert): Promise<void> {
      await db.insert(mobileVerifications).values(values);
    },
    async freshMobileVerification(
      mobile: string,
      purpose: 'reseller' | 'service_provider',
      since: Date,
    ): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: mobileVerifications.id })
        .from(mobileVerifications)
        .where(
          and(
            eq(mobileVerifications.mobile, mobile),
            eq(mobileVerifications.purpose, purpose),
            gt(mobileVerifications.verifiedAt, since),
            isNull(mobileVerifications.usedAt),
          ),
        )
        .orderBy(desc(mobileVerifications.verifiedAt))
        .limit(1);
      return row;
    },
    async useMobileVerification(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(mobileVerifications)
        .set({ usedAt: now })
        .where(and(eq(mobileVerifications.id, id), isNull(mobileVerifications.usedAt)))
        .returning({ id: mobileVerifications.id });
      return rows.length > 0;
    },
  };
}
export type AuthQueries = ReturnType<typeof authQueries>;

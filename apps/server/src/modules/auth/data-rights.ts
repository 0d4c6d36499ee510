import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mobileVerifications, otpCodes, sessions, signInAttempts } from '../../db/schema.ts';
import type { DataRightsContributor } from '../../lib/data-rights.ts';

/** Sessions and one-time codes in an erasure (issue 24): every session ends, every code and attempt is gone. */
export function createAuthDataRights(db: Db): DataRightsContributor {
  void db;
  return {
    name: 'sign_in',
    async erase(tx, person) {
      const t = tx as unknown as Db;
      const ids = [person.email, person.mobile].filter((v): v is string => Boolean(v));
      await t.delete(sessions).where(eq(sessions.userId, person.id));
      await t
        .delete(otpCodes)
        .where(
          ids.length ? or(eq(otpCodes.userId, person.id), inArray(otpCodes.identifier, ids)) : eq(otpCodes.userId, person.id),
        );
      await t
        .delete(signInAttempts)
        .where(inArray(signInAttempts.accountKey, [`user:${person.id}`, ...ids.map((i) => `id:${i}`)]));
      if (person.mobile) await t.delete(mobileVerifications).where(eq(mobileVerifications.mobile, person.mobile));
      return { erased: ['dataRights.erased.signIn'], kept: [], files: [] };
    },
  };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema.ts';
import type { DataRightsContributor } from '../../lib/data-rights.ts';

/** Aadhaar as an export shows it: masked but for its last four digits. */
export const maskedAadhaar = (last4: string | null) => (last4 ? `XXXX XXXX ${last4}` : null);

/**
 * The account and the profile in an export and an erasure (issue 24). The account's row stays,
 * anonymised: invoices and payment records the law keeps point to it; it can no longer sign in
 * (suspended, no identifier of the person, no password).
 */
export function createUserDataRights(db: Db): DataRightsContributor {
  return {
    name: 'profile',
    async export(userId) {
      const [row] = await db
        .select({ user: users, profile: userProfiles })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return { data: null };
      const { user, profile } = row;
      const ext = profile?.imageKey?.split('.').pop() ?? 'jpg';
      return {
        data: {
          name: user.name,
          email: user.email,
          mobile: user.mobile,
          language: user.language,
          account_created_at: user.createdAt.toISOString(),
          last_sign_in_at: user.lastLoginAt?.toISOString() ?? null,
          has_password: user.passwordHash !== null,
          date_of_birth: profile?.dob ?? null,
          gender: profile?.gender ?? null,
          pan: profile?.panNo ?? null,
          aadhaar: maskedAadhaar(profile?.aadhaarLast4 ?? null),
          address: profile
            ? {
                line1: profile.addressLine1,
                line2: profile.addressLine2,
                city: profile.city,
                district: profile.district,
                state: profile.state,
                pincode: profile.pincode,
              }
            : null,
          photo: profile?.imageKey ? `files/profile/photo.${ext}` : null,
        },
        files: profile?.imageKey ? [{ key: profile.imageKey, path: `profile/photo.${ext}` }] : [],
      };
    },
    async erase(tx, person) {
      const t = tx as unknown as Db;
      const [profile] = await t
        .select({ imageKey: userProfiles.imageKey })
        .from(userProfiles)
        .where(eq(userProfiles.userId, person.id));
      await t.delete(userProfiles).where(eq(userProfiles.userId, person.id));
      await t
        .update(users)
        .set({
          name: '',
          // The row must keep an identifier (users_has_identifier): one that names nobody and reaches no one.
          email: `erased-${person.id}@erased.invalid`,
          mobile: null,
          pendingEmail: null,
          passwordHash: null,
          emailVerifiedAt: null,
          lastLoginAt: null,
          status: 'suspended',
          updatedAt: new Date(),
        })
        .where(eq(users.id, person.id));
      return {
        erased: ['dataRights.erased.profile'],
        kept: [{ what: 'dataRights.kept.account', why: 'dataRights.why.account', until: null }],
        files: profile?.imageKey ? [profile.imageKey] : [],
      };
    },
  };
}

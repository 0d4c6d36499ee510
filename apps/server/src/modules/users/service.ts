import type { UserRepository } from './repository.ts';

export type { AccountPageQuery } from './repository.ts';
export type { NewUser, ProfileRow, UserQueries, UserRow } from './repository.ts';

/**
 * People's accounts and profiles: what every other module asks instead of querying `users` or
 * `user_profiles` (auth for sign-in and sign-up, partners for registration, the profile routes,
 * the back office). `within(tx)` runs the same calls inside a transaction the caller opened.
 */
export function createUserService(repo: UserRepository) {
  return {
    findById: repo.findById,
    findByEmail: repo.findByEmail,
    findByMobile: repo.findByMobile,
    /** By e-mail or mobile, as `parseIdentifier` sorted it. */
    findByIdentifier(id: { kind: 'email' | 'mobile'; value: string }) {
      return id.kind === 'email' ? repo.findByEmail(id.value) : repo.findByMobile(id.value);
    },
    people: repo.people,
    activeWithRoles: repo.activeWithRoles,
    idsMatching: repo.idsMatching,
    customerIdsAfter: repo.customerIdsAfter,
    insert: repo.insert,
    insertIfAbsent: repo.insertIfAbsent,
    update: repo.update,
    upsertProfileImage: repo.upsertProfileImage,
    findWithProfile: repo.findWithProfile,
    saveWithProfile: repo.saveWithProfile,
    within: repo.within,
    /** The back office's paged lists of accounts, counts and pickers (staff, partners, customers). */
    page: repo.page,
    countOf: repo.countOf,
    activeOf: repo.activeOf,
    setStatus: repo.setStatus,
  };
}
export type UserService = ReturnType<typeof createUserService>;

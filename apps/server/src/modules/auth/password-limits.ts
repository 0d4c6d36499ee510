import {
  PASSWORD_FAILURE_WINDOW_SECONDS,
  PASSWORD_MAX_FAILURES_PER_ACCOUNT,
  PASSWORD_MAX_FAILURES_PER_IP,
} from '@anupalan/shared';
import type { Clock } from '../../lib/clock.ts';
import type { AuthRepository } from './repository.ts';
import { RateLimitError } from './otp.ts';

/**
 * Limits on password guessing, kept in the database so they hold across instances: per account
 * (whichever of its identifiers is typed) and per client address. An attempt is written before the
 * password is checked and deleted only when it was right, so requests sent all at once are counted
 * as they arrive rather than after they finish.
 */
export function createPasswordLimits(deps: { repo: AuthRepository; clock: Clock }) {
  const windowMs = PASSWORD_FAILURE_WINDOW_SECONDS * 1000;
  return {
    /**
     * Counts an attempt, or throws RateLimitError (429) when the account or the address is over its
     * limit. Call `succeeded` with the answer when the password was right.
     */
    async begin(input: { accountKey: string; clientIp: string }, message: (minutes: number) => string): Promise<{ id: number }> {
      const now = deps.clock.now();
      const id = await deps.repo.insertSignInAttempt({ ...input, createdAt: now });
      const since = new Date(now.getTime() - windowMs);
      for (const [where, max] of [
        [{ accountKey: input.accountKey }, PASSWORD_MAX_FAILURES_PER_ACCOUNT],
        [{ clientIp: input.clientIp }, PASSWORD_MAX_FAILURES_PER_IP],
      ] as const) {
        const seen = await deps.repo.signInAttemptsSince(where, since);
        if (seen.n > max) {
          await deps.repo.deleteSignInAttempt(id);
          const secs = Math.max(1, Math.ceil(((seen.oldest?.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000));
          throw new RateLimitError(message(Math.max(1, Math.ceil(secs / 60))), secs);
        }
      }
      return { id };
    },
    async succeeded(attempt: { id: number }, accountKey: string): Promise<void> {
      await deps.repo.deleteSignInAttempt(attempt.id);
      await deps.repo.clearSignInFailures(accountKey, new Date(deps.clock.now().getTime() - windowMs));
    },
  };
}
export type PasswordLimits = ReturnType<typeof createPasswordLimits>;

export const accountKeyOf = (user: { id: number } | undefined, identifier: string): string =>
  user ? `user:${user.id}` : `id:${identifier}`;

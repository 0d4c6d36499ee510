import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import type { Clock } from './clock.ts';

export interface LimitRule {
  /** Which limit ("consultation"): counters of different limits never mix. */
  scope: string;
  max: number;
  windowMs: number;
}

export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Request limits kept in the database, so that they hold however many instances share it (an
 * in-memory counter gives a client N times the limit behind N instances). A fixed window per rule:
 * each request adds one to its (scope, key, window) row in a single upsert, so requests sent at once
 * through any instance are all counted; the request that finds the count past `max` is refused.
 * The only place that queries rate_limit_counters.
 */
export function createSharedLimits(db: Db, clock: Clock) {
  return {
    async hit(rule: LimitRule, key: string): Promise<LimitAnswer> {
      const now = clock.now().getTime();
      const windowStart = new Date(now - (now % rule.windowMs));
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ scope: rule.scope, key, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.scope, rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        })
        .returning({ hits: rateLimitCounters.hits });
      const hits = row?.hits ?? 1;
      // The first request of a window sweeps the windows that have ended (any scope's, at most a day's worth).
      if (hits === 1)
        await db
          .delete(rateLimitCounters)
          .where(lt(rateLimitCounters.windowStart, new Date(now - Math.max(rule.windowMs, 86_400_000))));
      if (hits <= rule.max) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000)) };
    },
  };
}

export type SharedLimits = ReturnType<typeof createSharedLimits>;

import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/** At most `limit` events in each fixed window of `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** The row an event for `key` at `now` counts in: its key in the table and its window's start. */
export function windowOf(rule: RateLimitRule & { name: string }, key: string, now: number) {
  return {
    fullKey: `${rule.name}:${key}`,
    windowStart: new Date(Math.floor(now / rule.windowMs) * rule.windowMs),
  };
}

/** How long until the window that refused an event at `now` ends. */
export function retryAfterMs(rule: RateLimitRule, windowStart: Date, now: number): number {
  return windowStart.getTime() + rule.windowMs - now;
}

/** A key's first event in a window clears its older windows: the table stays one row per key. */
export async function clearOlderWindows(db: Database, fullKey: string, windowStart: Date): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.key, fullKey), lt(rateLimits.windowStart, windowStart)));
}

/**
 * At most `limit` events per key in each fixed window of `windowMs`, counted in the database so that
 * the limit holds whichever server instance answers (the in-memory limiter in rate-limiter.ts is per
 * process). One atomic upsert per event.
 */
export function createDbRateLimiter(db: Database, options: RateLimitRule & { name: string }) {
  return {
    async take(key: string, now = Date.now()): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
      const { fullKey, windowStart } = windowOf(options, key, now);
      const [row] = await db
        .insert(rateLimits)
        .values({ key: fullKey, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        })
        .returning({ count: rateLimits.count });
      if (row?.count === 1) await clearOlderWindows(db, fullKey, windowStart);
      if ((row?.count ?? 0) > options.limit) {
        return { allowed: false, retryAfterMs: retryAfterMs(options, windowStart, now) };
      }
      return { allowed: true };
    },
  };
}

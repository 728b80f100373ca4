import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/** At most `limit` events in each fixed window of `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * At most `limit` events per key in each fixed window of `windowMs`, counted in the database so that
 * the limit holds whichever server instance answers (the in-memory limiter in rate-limiter.ts is per
 * process). One atomic upsert per event.
 */
export function createDbRateLimiter(db: Database, options: RateLimitRule & { name: string }) {
  return {
    async take(key: string, now = Date.now()): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
      const windowStart = new Date(Math.floor(now / options.windowMs) * options.windowMs);
      const fullKey = `${options.name}:${key}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key: fullKey, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        })
        .returning({ count: rateLimits.count });
      // A key's first event in a window clears its older windows: the table stays one row per key.
      if (row?.count === 1) {
        await db.delete(rateLimits).where(and(eq(rateLimits.key, fullKey), lt(rateLimits.windowStart, windowStart)));
      }
      if ((row?.count ?? 0) > options.limit) {
        return { allowed: false, retryAfterMs: windowStart.getTime() + options.windowMs - now };
      }
      return { allowed: true };
    },
  };
}

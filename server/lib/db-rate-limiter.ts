import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/** At most `limit` events in each fixed window of `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** A rule with the name its rows are kept under, and one key counted under it (a person, an address). */
export interface KeyedLimit {
  rule: RateLimitRule & { name: string };
  key: string;
}

/** The row an event for `key` at `now` counts in: its key in the table and its window's start. */
export function windowOf(rule: KeyedLimit['rule'], key: string, now: number) {
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
export function createDbRateLimiter(db: Database, options: KeyedLimit['rule']) {
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

/**
 * Counts one event under each limit in turn, in one statement: a limit is counted only when every
 * limit before it allowed the event (so a person refused by their own limit does not use up their
 * address's). Returns the index of the first limit that refused it and how long until it allows
 * again, or undefined when all allowed.
 */
export async function takeInOrder(
  db: Database,
  limits: KeyedLimit[],
  now = Date.now(),
): Promise<{ refused: number; retryAfterMs: number } | undefined> {
  const windows = limits.map((limit) => windowOf(limit.rule, limit.key, now));
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const steps = windows.map((window, i) => {
    const allowedSoFar = windows
      .slice(0, i)
      .map((_, j) => ` AND (SELECT count FROM limit_${j}) <= ${param(limits[j]!.rule.limit)}::int`)
      .join('');
    return `limit_${i} AS (
      INSERT INTO rate_limits (key, window_start, count)
      SELECT ${param(window.fullKey)}::text, ${param(window.windowStart.toISOString())}::timestamptz, 1 WHERE true${allowedSoFar}
      ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
      RETURNING count)`;
  });
  const select = windows.map((_, i) => `(SELECT count FROM limit_${i}) AS count_${i}`).join(', ');
  const result = (await db.$client.query(`WITH ${steps.join(',\n')} SELECT ${select}`, params)) as {
    rows: Record<string, number | null>[];
  };
  const counts = windows.map((_, i) => result.rows[0]?.[`count_${i}`] ?? null);
  windows.forEach((window, i) => {
    // Housekeeping, as take() does; the request does not wait for it.
    if (counts[i] === 1) clearOlderWindows(db, window.fullKey, window.windowStart).catch(() => {});
  });
  const refused = counts.findIndex((count, i) => count !== null && count > limits[i]!.rule.limit);
  if (refused < 0) return undefined;
  return { refused, retryAfterMs: retryAfterMs(limits[refused]!.rule, windows[refused]!.windowStart, now) };
}

import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { bareColumnNames } from './bare-column-names';

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
 * the limit holds whichever server instance answers. One atomic upsert per event.
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

const countColumns = bareColumnNames(rateLimits.key, rateLimits.windowStart, rateLimits.count);
const windowColumns = bareColumnNames(rateLimits.key, rateLimits.windowStart);

/**
 * One event counted for each (key, window start, 1) row that `rows` selects, as a step of a WITH
 * statement: it returns each row's key and its count so far.
 */
export function countEvents(rows: SQL): SQL {
  return sql`INSERT INTO ${rateLimits} (${countColumns})
    ${rows}
    ON CONFLICT (${windowColumns}) DO UPDATE SET ${bareColumnNames(rateLimits.count)} = ${rateLimits.count} + 1
    RETURNING ${rateLimits.key} AS key, ${rateLimits.count} AS count`;
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
  const step = (i: number) => sql.identifier(`limit_${i}`);
  const steps = windows.map((window, i) => {
    const allowedSoFar = sql.join(
      windows.slice(0, i).map((_, j) => sql` AND (SELECT count FROM ${step(j)}) <= ${limits[j]!.rule.limit}::int`),
    );
    const row = sql`SELECT ${window.fullKey}::text, ${window.windowStart.toISOString()}::timestamptz, 1`;
    return sql`${step(i)} AS (${countEvents(sql`${row} WHERE true${allowedSoFar}`)})`;
  });
  const select = windows.map((_, i) => sql`(SELECT count FROM ${step(i)}) AS ${sql.identifier(`count_${i}`)}`);
  const result = (await db.execute(sql`WITH ${sql.join(steps, sql`,\n`)} SELECT ${sql.join(select, sql`, `)}`)) as {
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

import { eq, type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { RateLimitRule } from '../config';
import type { Database, Executor } from '../db/client';
import { rateLimits } from '../db/schema';
import { bareColumnNames } from './bare-column-names';
import type { Clock } from './clock';
import { startLeasedJob } from './job-lease';
import type { PersonalData } from './personal-data';

/**
 * One event to count under the limit `name` (its `rule`), for `subject`: a person's id, or an
 * address's key (client-address.ts). A counter is kept by name and subject, whole: a person's are
 * found by their id alone, and every counter by when its window ends (the sweep).
 */
export interface CountedEvent {
  name: string;
  rule: RateLimitRule;
  subject: string;
}

/** The limit that refused an event (its index in the caller's order) and how long until it allows again. */
export interface Refusal {
  refused: number;
  retryAfterMs: number;
}

/** When the fixed window that an event at `now` counts in ends. */
export function windowEnd(rule: RateLimitRule, now: number): Date {
  return new Date((Math.floor(now / rule.windowMs) + 1) * rule.windowMs);
}

const counterColumns = bareColumnNames(rateLimits.name, rateLimits.subject, rateLimits.endsAt, rateLimits.count);
const counterKey = bareColumnNames(rateLimits.name, rateLimits.subject, rateLimits.endsAt);

/**
 * The one statement builder every limit is counted with: steps of a WITH statement that count one
 * event under each limit in turn, a limit only when every limit before it allowed the event (a
 * person refused by their own limit does not use up their address's), and the first only when
 * `onlyIf` holds (the chat gate counts a question only when it was stored). A caller puts `steps`
 * in its statement, acts on `allowed` in a later step if it likes, selects `counts`, and reads the
 * refusal from the row with `verdict`. One round trip, whatever the number of limits.
 */
export function countInOrder(events: CountedEvent[], now: number, onlyIf: SQL = sql`true`) {
  if (!events.length) throw new Error('countInOrder: no limit to count under');
  const ends = events.map((event) => windowEnd(event.rule, now));
  const step = (i: number) => sql.identifier(`limit_${i}`);
  const countOf = (i: number) => sql`(SELECT count FROM ${step(i)})`;
  const allowedBy = (i: number) => sql`${countOf(i)} <= ${events[i]!.rule.limit}::int`;
  const steps = events.map((event, i) => {
    const before = events.slice(0, i).map((_, j) => sql` AND ${allowedBy(j)}`);
    return sql`${step(i)} AS (
  INSERT INTO ${rateLimits} (${counterColumns})
  SELECT ${event.name}::text, ${event.subject}::text, ${ends[i]!.toISOString()}::timestamptz, 1
  WHERE ${onlyIf}${sql.join(before)}
  ON CONFLICT (${counterKey}) DO UPDATE SET ${bareColumnNames(rateLimits.count)} = ${rateLimits.count} + 1
  RETURNING ${rateLimits.count} AS count)`;
  });
  const last = events.length - 1;
  return {
    steps: sql.join(steps, sql`,\n`),
    /** Every limit allowed the event: the last was counted (so all before it allowed) and allowed it too. */
    allowed: sql`coalesce(${allowedBy(last)}, false)`,
    /** count_0, count_1…: each limit's count, null where it was not counted. */
    counts: sql.join(
      events.map((_, i) => sql`${countOf(i)} AS ${sql.identifier(`count_${i}`)}`),
      sql`, `,
    ),
    verdict(row: Record<string, unknown> | undefined): Refusal | undefined {
      const refused = events.findIndex((event, i) => {
        const count = row?.[`count_${i}`];
        return typeof count === 'number' && count > event.rule.limit;
      });
      if (refused < 0) return undefined;
      return { refused, retryAfterMs: ends[refused]!.getTime() - now };
    },
  };
}

/** Counts one event under each limit in turn (countInOrder) on its own; the first refusal, if any. */
export async function takeInOrder(db: Database, events: CountedEvent[], now: number): Promise<Refusal | undefined> {
  const counting = countInOrder(events, now);
  const result = (await db.execute(sql`WITH ${counting.steps} SELECT ${counting.counts}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return counting.verdict(result.rows[0]);
}

/** Removes every counter whose window has ended by `now`; returns how many went. */
export async function sweepCounters(db: Database, now: Date): Promise<number> {
  const result = (await db.execute(
    sql`DELETE FROM ${rateLimits} WHERE ${rateLimits.endsAt} <= ${now.toISOString()}::timestamptz`,
  )) as unknown as { rowCount: number | null };
  return result.rowCount ?? 0;
}

/** Removes every counter of `subject` (a person's id: erasure of their account), found by the subject alone. */
export async function eraseCounters(db: Executor, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.subject, subject));
}

/**
 * The sweep (docs/privacy.md: a counter holds a person's id for its window and the next sweep): every
 * `everyMs`, on whichever instance holds its lease, the counters whose window has ended by the
 * server's clock go. `everyMs` 0 (tests only): never.
 */
export function startCounterSweep(deps: { db: Database; clock: Clock; logger: Logger }, everyMs: number) {
  return startLeasedJob({
    db: deps.db,
    logger: deps.logger,
    name: 'rate-limit-sweep',
    everyMs,
    firstAfterMs: everyMs,
    // Taken over by another instance when its holder has missed two sweeps (and held a minute at least).
    leaseMs: Math.max(2 * everyMs, 60_000),
    run: () => sweepCounters(deps.db, deps.clock.now()),
  });
}

/**
 * A person's counters (their id is the subject of the per-person limits): no kind of the Your data
 * page and not in the download (how many questions and uploads they made in the current minute),
 * erased with the account, and swept within RATE_LIMIT_SWEEP_MS of their window's end anyway.
 */
export const rateLimitPersonalData: PersonalData = {
  name: 'rate limits',
  tables: [rateLimits],
  kinds: [],
  summarise: async () => ({}),
  export: async () => ({}),
  async erase(tx, person, erasure) {
    if (erasure === 'account') await eraseCounters(tx, person.id);
  },
};

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { jobLeases } from '../db/schema';

/**
 * Takes or keeps the lease on a background job for `forMs`: true for the instance that holds it. One
 * instance runs the job for all; another takes over when the holder stops renewing (it stopped or died).
 */
export async function holdLease(db: Database, name: string, holder: string, forMs: number): Promise<boolean> {
  const until = sql`now() + ${`${forMs} milliseconds`}::interval`;
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, until },
      setWhere: sql`${jobLeases.until} < now() or ${jobLeases.holder} = ${holder}`,
    })
    .returning({ holder: jobLeases.holder });
  return rows.length === 1;
}

export interface LeasedJob<T> {
  /** Runs the job once now, if this instance holds (or takes) the lease: null when another holds it. */
  run(): Promise<T | null>;
  stop(): void;
}

/**
 * A job every instance starts and one runs: every `everyMs` (the first `firstAfterMs` after start), the
 * instance that holds the lease `name` for `leaseMs` runs it; the others find the lease taken and wait
 * for the next turn. A failed run is logged and the job carries on. `everyMs` 0: never (but `run()`).
 */
export function startLeasedJob<T>(options: {
  db: Database;
  logger: Logger;
  name: string;
  everyMs: number;
  firstAfterMs: number;
  leaseMs: number;
  run: () => Promise<T>;
}): LeasedJob<T> {
  const holder = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    if (!(await holdLease(options.db, options.name, holder, options.leaseMs))) return null;
    return options.run();
  };
  const tick = () => {
    run()
      .catch((error) => options.logger.warn({ err: error, job: options.name }, 'a background job failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.everyMs).unref();
      });
  };
  if (options.everyMs > 0) timer = setTimeout(tick, options.firstAfterMs).unref();
  return {
    run,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

import { sql } from 'drizzle-orm';
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

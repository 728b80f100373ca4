import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { jobLeases, localityWalkAccess } from '../../../db/schema';
import type { CountedWalkAccess } from './count-walk-access';

export async function readCountedWalkAccess(db: Database): Promise<CountedWalkAccess[]> {
  const rows = await db.select().from(localityWalkAccess);
  return rows.map((row) => ({ ...row, levels: row.levels as CountedWalkAccess['levels'] }));
}

export async function saveCountedWalkAccess(db: Database, counted: CountedWalkAccess): Promise<void> {
  const { localityId, ...rest } = counted;
  await db
    .insert(localityWalkAccess)
    .values(counted)
    .onConflictDoUpdate({ target: localityWalkAccess.localityId, set: rest });
}

/**
 * Takes or keeps the lease on a job for `forMs`: true for the instance that holds it. One instance
 * walks the localities for all; another takes over when the holder stops renewing (it stopped or died).
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

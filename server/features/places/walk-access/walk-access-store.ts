import type { Database } from '../../../db/client';
import { localityWalkAccess } from '../../../db/schema';
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

import { eq } from 'drizzle-orm';
import type { SelectedNeighbourhood } from '../../../shared/contracts/neighbourhoods';
import type { Database } from '../../db/client';
import { userSelections } from '../../db/schema';

// The neighbourhood a user picked: one row per user, keyed by the authenticated user's id, never by
// anything in a request body.

export async function saveSelection(db: Database, userId: string, neighbourhood: SelectedNeighbourhood): Promise<void> {
  const selectedAt = new Date();
  const values = { localityId: neighbourhood.id, neighbourhood, selectedAt };
  await db
    .insert(userSelections)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSelections.userId, set: values });
}

export async function readSelection(db: Database, userId: string): Promise<SelectedNeighbourhood | null> {
  const [row] = await db.select().from(userSelections).where(eq(userSelections.userId, userId));
  return row?.neighbourhood ?? null;
}

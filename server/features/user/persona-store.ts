import type { Persona } from '../../../shared/contracts/analysis';
import type { Executor } from '../../db/client';
import { userProfiles } from '../../db/schema';

/**
 * The user's persona (spec §3), from the finder's answers or a timeline analysis: the newest wins.
 * An upload writes its persona in the same statement as its analysis (saveAnalysisWithPersona).
 */
export async function savePersona(db: Executor, userId: string, persona: Persona): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(userProfiles)
    .values({ userId, persona, updatedAt })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { persona, updatedAt } });
}

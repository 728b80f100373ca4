import type { Interests } from '../../../shared/contracts/events';
import type { Database } from '../../db/client';
import { readSavedProfile, type SavedProfile } from './saved-profile';

/**
 * What the person is interested in, as events are scored (spec §9) and the assistant knows them:
 * the finder's lifestyle preferences, and the newest timeline analysis's traits and indicators.
 */
export async function readInterests(db: Database, userId: string): Promise<Interests> {
  return interestsOf(await readSavedProfile(db, userId));
}

export function interestsOf({ preferences, analysis, persona }: SavedProfile): Interests {
  return {
    lifestyleKeys: preferences?.lifestylePreferences ?? [],
    traits: analysis?.analysisResults.personality_traits ?? [],
    indicators: analysis?.analysisResults.lifestyle_indicators ?? [],
    persona: persona ?? analysis?.persona ?? null,
  };
}

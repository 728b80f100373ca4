import type { AnalysisResults } from '../../../shared/contracts/analysis';
import type { Preferences } from '../../../shared/contracts/preferences';
import type { RecommendationsResult } from '../../../shared/contracts/recommendations';
import { recommendNeighbourhoods } from '../../../shared/domain/recommend/recommend-neighbourhoods';
import type { Services } from '../../services';
import { hashJson, readStoredHashes, savePreferences, saveRecommendations } from './finder-store';
import { resolveWorkLocation } from './resolve-work-location';

/** Places the work address, ranks the curated localities, and saves preferences and results. */
export async function recommendForUser(
  services: Pick<Services, 'db' | 'dataset' | 'geocoder'>,
  userId: string,
  input: { preferences: Preferences; analysis?: AnalysisResults | null },
): Promise<RecommendationsResult> {
  const workLocation = await resolveWorkLocation(services.geocoder, input.preferences.commute);
  const { recommendations, notes } = recommendNeighbourhoods({
    preferences: input.preferences,
    analysis: input.analysis,
    work: workLocation,
    localities: services.dataset.localities,
    cityNames: services.dataset.cityNames,
  });
  if (workLocation.source === 'city') {
    notes.unshift(
      `We placed your work at the centre of ${workLocation.cityName}. Add a landmark or locality for accurate commute times.`,
    );
  }
  const result: RecommendationsResult = { success: true, recommendations, workLocation, notes };
  // Saved only after everything above succeeded: a rejected request writes nothing. The result is a
  // pure function of its input and the dataset, so an unchanged input skips the (large) write.
  const preferencesHash = hashJson(input.preferences);
  const inputHash = hashJson([preferencesHash, input.analysis ?? null, services.dataset.version]);
  const stored = await readStoredHashes(services.db, userId);
  if (stored.preferences !== preferencesHash)
    await savePreferences(services.db, userId, input.preferences, preferencesHash);
  if (stored.input !== inputHash) await saveRecommendations(services.db, userId, result, inputHash);
  return result;
}

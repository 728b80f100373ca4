import type { Persona } from '../../../shared/contracts/analysis';
import type { Interests } from '../../../shared/contracts/events';
import type { SelectedNeighbourhood } from '../../../shared/contracts/neighbourhoods';
import type { Preferences } from '../../../shared/contracts/preferences';
import type { Neighbourhood, WorkLocation } from '../../../shared/contracts/recommendations';
import type { TimelineAnalysis } from '../../../shared/contracts/timeline';
import type { Services } from '../../services';
import { latestFromInput } from '../recommendations';
import { interestsOf, readSavedProfile } from '../user';

/**
 * spec §3 Chat profile data, read from the server (the browser's record is only a cache): the
 * finder's preferences, the timeline analysis and persona, the selected and recommended
 * neighbourhoods, and where the person works.
 */
export interface ChatProfile {
  name: string | null;
  preferences: Preferences | null;
  analysis: TimelineAnalysis | null;
  persona: Persona | null;
  selected: SelectedNeighbourhood | null;
  recommended: Neighbourhood[];
  workLocation: WorkLocation | null;
  /** The second workplace of the last search, when it had one (docs/recommendation-formula.md). */
  secondWorkLocation: WorkLocation | null;
  interests: Interests;
}

export async function loadChatProfile(
  services: Pick<Services, 'db' | 'dataset' | 'clock'> & Partial<Pick<Services, 'transit' | 'places'>>,
  user: { id: string; displayName: string | null },
): Promise<ChatProfile> {
  const saved = await readSavedProfile(services.db, user.id, { withSelection: true, withRecommendationInput: true });
  const interests = interestsOf(saved);
  const latest = await latestFromInput(services, saved.recommendationInput);
  return {
    name: user.displayName,
    preferences: saved.preferences,
    analysis: saved.analysis,
    persona: interests.persona,
    selected: saved.selection,
    recommended: latest?.recommendations ?? [],
    workLocation: latest?.workLocation ?? null,
    secondWorkLocation: latest?.secondWorkLocation ?? null,
    interests,
  };
}

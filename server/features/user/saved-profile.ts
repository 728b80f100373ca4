import { eq, sql } from 'drizzle-orm';
import type { Persona } from '../../../shared/contracts/analysis';
import type { SelectedNeighbourhood } from '../../../shared/contracts/neighbourhoods';
import type { Preferences } from '../../../shared/contracts/preferences';
import type { TimelineAnalysis } from '../../../shared/contracts/timeline';
import type { Database } from '../../db/client';
import {
  timelineAnalyses,
  userPreferences,
  userProfiles,
  userRecommendations,
  userSelections,
  users,
} from '../../db/schema';
import { savedPreferencesOf, searchIsNewer } from '../recommendations';

/** What a person has saved that personalises places, events and the assistant. */
export interface SavedProfile {
  preferences: Preferences | null;
  analysis: TimelineAnalysis | null;
  /** The stored persona (the finder's or the newest upload's); the analysis has its own. */
  persona: Persona | null;
  /** Only when asked for (`withSelection`). */
  selection: SelectedNeighbourhood | null;
  /** The last search's saved input, unparsed (it may be from an older contract); only when asked for. */
  recommendationInput: unknown;
}

/**
 * The person's saved profile in one statement. Each of these used to be its own query, and under
 * load every round trip waits its turn on the server's one thread and costs a system call each way
 * (docs/DEPLOY.md: the assistant's profile took seven). The 20 KB search input and the selection are
 * read only by those who need them.
 */
export async function readSavedProfile(
  db: Database,
  userId: string,
  { withSelection = false, withRecommendationInput = false } = {},
): Promise<SavedProfile> {
  const analyses = timelineAnalyses;
  const [row] = await db
    .select({
      formPreferences: userPreferences.preferences,
      searchPreferences: sql<unknown>`${userRecommendations.input}->'preferences'`,
      searchIsNewer,
      analysis: sql<TimelineAnalysis | null>`(select ${analyses.analysis} from ${analyses}
        where ${analyses.userId} = ${users.id} order by ${analyses.createdAt} desc limit 1)`,
      persona: sql<Persona | null>`(select ${userProfiles.persona} from ${userProfiles}
        where ${userProfiles.userId} = ${users.id})`,
      selection: withSelection
        ? sql<SelectedNeighbourhood | null>`(select ${userSelections.neighbourhood} from ${userSelections}
            where ${userSelections.userId} = ${users.id})`
        : sql<null>`null`,
      recommendationInput: withRecommendationInput ? userRecommendations.input : sql<null>`null`,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .leftJoin(userRecommendations, eq(userRecommendations.userId, users.id))
    .where(eq(users.id, userId));
  return {
    preferences: row ? savedPreferencesOf(row) : null,
    analysis: row?.analysis ?? null,
    persona: row?.persona ?? null,
    selection: row?.selection ?? null,
    recommendationInput: row?.recommendationInput ?? null,
  };
}

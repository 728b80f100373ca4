import type { Preferences } from '../../../shared/contracts/preferences';
import type { RecommendationsResult } from '../../../shared/contracts/recommendations';
import { apiCall } from '../../lib/api';

// The spec's REST calls for the finder (§7); everything else goes through tRPC.
export const saveFinderForm = (preferences: Preferences) =>
  apiCall<{ success: true }>('/api/housing/recommend-housing', { method: 'POST', body: preferences });

export async function fetchRecommendations(preferences: Preferences): Promise<RecommendationsResult> {
  const reply = await apiCall<RecommendationsResult | { success: false; error?: string }>(
    '/api/housing/recommend-housing',
    {
      method: 'POST',
      body: { preferences },
    },
  );
  // spec §5: the reply must have success true, else its error or "Failed to get recommendations".
  if (!reply.success) throw new Error(reply.error ?? 'Failed to get recommendations.');
  return reply;
}

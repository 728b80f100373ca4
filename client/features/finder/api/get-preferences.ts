import { trpc } from '../../../lib/trpc';

/** The saved finder preferences (spec §7 GET /api/housing/recommend-housing), or null. */
export function usePreferences() {
  return trpc.recommendations.preferences.useQuery();
}

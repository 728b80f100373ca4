import { trpc } from '../../../lib/trpc';
import { saveUserData } from '../../../lib/user-record';

/**
 * Ranks neighbourhoods for the preferences (spec §7 recommend-housing with {preferences}); the
 * results become the latest results and are mirrored in the browser record.
 */
export function useRecommend(userId: string) {
  const utils = trpc.useUtils();
  return trpc.recommendations.recommend.useMutation({
    onSuccess: (result, { preferences }) => {
      utils.recommendations.latest.setData(undefined, result);
      saveUserData(userId, { preferences, recommendedNeighborhoods: result.recommendations });
    },
  });
}

import { trpc } from '../trpc';

/** The user's last results, recomputed on today's data, so the results page survives a reload. */
export function useLatestResults() {
  return trpc.recommendations.latest.useQuery();
}

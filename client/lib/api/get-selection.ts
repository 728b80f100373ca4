import { useEffect } from 'react';
import { trpc } from '../trpc';
import { saveUserData } from '../user-record';

/**
 * The neighbourhood the user selected (finder results, places page), shared by every page that
 * starts from it. The browser's `roommate-finder` record mirrors the server's answer (spec §3).
 */
export function useSelection(userId: string) {
  const query = trpc.neighbourhoods.selected.useQuery();
  const selected = query.data?.selectedNeighborhood;
  useEffect(() => {
    if (selected !== undefined) saveUserData(userId, { selectedNeighborhood: selected });
  }, [selected, userId]);
  return query;
}

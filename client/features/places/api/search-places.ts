import type { PlacesSearchInput } from '../../../../shared/contracts/places';
import { trpc } from '../../../lib/trpc';

/** Places around a neighbourhood with the page's filters (spec §4 "Place search"). */
export function usePlacesSearch(input: PlacesSearchInput | null) {
  return trpc.places.search.useQuery(input ?? { neighborhoodId: '' }, {
    enabled: input !== null,
    staleTime: 5 * 60_000,
  });
}

import { trpc } from '../trpc';

/** The curated cities (home map, business forms). They change only with a deploy: fetched once. */
export function useCities() {
  return trpc.cities.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
}

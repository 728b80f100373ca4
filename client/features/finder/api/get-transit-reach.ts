import { trpc } from '../../../lib/trpc';

/**
 * The localities from which one reaches a workplace by transit within `minutes`, arriving by 9:30
 * on the next weekday (GET /api/transit/reach). Asked only while the map's layer is on.
 */
export function useTransitReach(work: { lat: number; lng: number }, minutes: number, enabled: boolean) {
  return trpc.transit.reach.useQuery(
    { lat: work.lat, lng: work.lng, minutes, by: 'arrive' },
    { enabled, staleTime: 10 * 60_000 },
  );
}

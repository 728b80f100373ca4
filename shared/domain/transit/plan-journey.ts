import type { Journey } from './journey';
import type { TransitNetwork } from './network';
import { reachFrom } from './reach';
import { reachForward } from './reach-forward';
import type { ServiceDay } from './service-day';
import type { LatLng } from './walking';

export type JourneyQuery = {
  from: LatLng & { name?: string };
  to: LatLng & { name?: string };
  day: ServiceDay;
  /** Seconds after midnight: when to leave (depart) or the latest arrival (arrive). */
  at: number;
  by: 'depart' | 'arrive';
};

/**
 * The best journey between two points: depart-at gives the earliest arrival, arrive-by the latest
 * departure; with equal times, fewer changes. Walking the whole way is always a candidate. One
 * journey is a run for one target: the same code as the reach of every locality.
 */
export function planJourney(net: TransitNetwork, q: JourneyQuery): Journey {
  if (q.by === 'depart') return reachForward(net, { from: q.from, day: q.day, at: q.at, targets: [q.to] })[0]!;
  return reachFrom(net, { to: q.to, day: q.day, by: q.at, targets: [q.from] }).journeyOf(0);
}

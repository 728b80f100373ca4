import { bestEnd } from './best-end';
import { type Journey, journeyFromRun, walkingJourney } from './journey';
import { nearbyStops } from './nearby-stops';
import type { TransitNetwork } from './network';
import { runRaptor } from './raptor';
import type { ServiceDay } from './service-day';
import { type LatLng, metresBetween, walkSeconds } from './walking';

export type ReachTarget = { departAt: number; minutes: number; changes: number; walkOnly: boolean };

export type Reach = {
  /** Per target, in the order given: the latest departure that arrives by the time, or walking. */
  targets: ReachTarget[];
  /** The target's journey, leg by leg (built on demand: most callers want only the minutes). */
  journeyOf(index: number): Journey;
};

/**
 * One arrive-by run from a workplace gives every target its latest departure (docs/recommendation-formula.md §14): RAPTOR
 * backwards from the stops near the workplace, then each target's nearby stops are read.
 * `minutes` counts from leaving the target to the deadline `by`, wait at the end included: it is
 * what someone who must be at their desk by then has to set aside.
 */
export function reachFrom(
  net: TransitNetwork,
  q: { to: LatLng & { name?: string }; day: ServiceDay; by: number; targets: (LatLng & { name?: string })[] },
): Reach {
  const egress = nearbyStops(net, q.to);
  const run = runRaptor(net, q.day, q.by, egress, true);
  const to = { name: q.to.name ?? 'Destination', lat: q.to.lat, lng: q.to.lng };
  const ends = q.targets.map((target) => {
    const walk = walkSeconds(metresBetween(target, q.to));
    const access = nearbyStops(net, target);
    const found = bestEnd(run, access, (label, w) => label - w, true);
    return found && found.time > q.by - walk ? found : { walk };
  });
  return {
    targets: ends.map((end) =>
      'k' in end
        ? { departAt: end.time, minutes: Math.round((q.by - end.time) / 60), changes: end.k - 1, walkOnly: false }
        : { departAt: q.by - end.walk, minutes: Math.round(end.walk / 60), changes: 0, walkOnly: true },
    ),
    journeyOf(index) {
      const end = ends[index]!;
      const target = q.targets[index]!;
      const from = { name: target.name ?? 'Start', lat: target.lat, lng: target.lng };
      if (!('k' in end)) return walkingJourney(from, to, q.by - end.walk, end.walk);
      return journeyFromRun(
        net,
        q.day,
        run,
        end.k,
        { point: from, stop: end.stop, walk: end.walk },
        { point: to, stop: -1, walk: 0 },
      );
    },
  };
}

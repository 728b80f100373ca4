import { bestEnd } from './best-end';
import { type Journey, journeyFromRun, walkingJourney } from './journey';
import { nearbyStops } from './nearby-stops';
import type { TransitNetwork } from './network';
import { runRaptor } from './raptor';
import type { ServiceDay } from './service-day';
import { type LatLng, metresBetween, walkSeconds } from './walking';

/**
 * One depart-at run from a point gives every target its earliest arrival (the reach endpoint's
 * by=depart): RAPTOR forward from the stops near the point, then each target's nearby stops are read.
 */
export function reachForward(
  net: TransitNetwork,
  q: { from: LatLng & { name?: string }; day: ServiceDay; at: number; targets: (LatLng & { name?: string })[] },
): Journey[] {
  const access = nearbyStops(net, q.from);
  const run = runRaptor(net, q.day, q.at, access, false);
  const from = { name: q.from.name ?? 'Start', lat: q.from.lat, lng: q.from.lng };
  return q.targets.map((target) => {
    const to = { name: target.name ?? 'Destination', lat: target.lat, lng: target.lng };
    const walk = walkSeconds(metresBetween(q.from, target));
    const found = bestEnd(run, nearbyStops(net, target), (label, w) => label + w, false);
    if (!found || found.time >= q.at + walk) return walkingJourney(from, to, q.at, walk);
    return journeyFromRun(
      net,
      q.day,
      run,
      found.k,
      { point: from, access },
      { point: to, stop: found.stop, walk: found.walk },
    );
  });
}

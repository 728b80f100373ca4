import { type Journey, journeyFromRun, walkingJourney } from './journey';
import { nearbyStops } from './nearby-stops';
import type { TransitNetwork } from './network';
import { BY_RIDE, type RaptorRun, runRaptor, type StopWalks, UNREACHED } from './raptor';
import type { ServiceDay } from './service-day';
import { type LatLng, MAX_RIDES, metresBetween, walkSeconds } from './walking';

export type JourneyQuery = {
  from: LatLng & { name?: string };
  to: LatLng & { name?: string };
  day: ServiceDay;
  /** Seconds after midnight: when to leave (depart) or the latest arrival (arrive). */
  at: number;
  by: 'depart' | 'arrive';
};

const place = (p: LatLng & { name?: string }, fallback: string) => ({
  name: p.name ?? fallback,
  lat: p.lat,
  lng: p.lng,
});

/**
 * The best journey between two points: depart-at gives the earliest arrival, arrive-by the latest
 * departure; with equal times, fewer changes. Walking the whole way is always a candidate.
 */
export function planJourney(net: TransitNetwork, q: JourneyQuery): Journey {
  const from = place(q.from, 'Start');
  const to = place(q.to, 'Destination');
  const walkOnly = walkSeconds(metresBetween(q.from, q.to));
  const walking = walkingJourney(from, to, q.by === 'depart' ? q.at : q.at - walkOnly, walkOnly);
  const access = nearbyStops(net, q.from);
  const egress = nearbyStops(net, q.to);
  if (q.by === 'depart') {
    const run = runRaptor(net, q.day, q.at, access, false);
    const found = bestEnd(run, egress, (label, walk) => label + walk, false);
    if (!found || found.time >= walking.arriveAt) return walking;
    return journeyFromRun(
      net,
      q.day,
      run,
      found.k,
      { point: from, access },
      { point: to, stop: found.stop, walk: found.walk },
    );
  }
  const run = runRaptor(net, q.day, q.at, egress, true);
  const found = bestEnd(run, access, (label, walk) => label - walk, true);
  if (!found || found.time <= walking.departAt) return walking;
  return journeyFromRun(
    net,
    q.day,
    run,
    found.k,
    { point: from, stop: found.stop, walk: found.walk },
    { point: to, stop: -1, walk: 0 },
  );
}

export type BestEnd = { k: number; stop: number; walk: number; time: number };

/**
 * The best (earliest, or for arrive-by latest) end over every round and every stop within walking
 * distance; rounds are tried from fewest rides so a tie keeps fewer changes.
 */
export function bestEnd(
  run: RaptorRun,
  walks: StopWalks,
  combine: (label: number, walk: number) => number,
  latest: boolean,
): BestEnd | null {
  let found: BestEnd | null = null;
  for (let k = 1; k <= MAX_RIDES; k++) {
    for (let i = 0; i < walks.stops.length; i++) {
      const s = walks.stops[i]!;
      const l = run.label[k * run.n + s]!;
      if (l === UNREACHED || l === -UNREACHED) continue;
      const time = combine(l, walks.seconds[i]!);
      // At a tie, a stop the ride itself reaches, not one a (zero-second) walk from it reaches.
      const tie = found !== null && time === found.time && k === found.k && run.how[k * run.n + s] === BY_RIDE;
      if (!found || (latest ? time > found.time : time < found.time) || tie) {
        found = { k, stop: s, walk: walks.seconds[i]!, time };
      }
    }
  }
  return found;
}

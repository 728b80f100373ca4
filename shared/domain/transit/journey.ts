import type { FeedMeta } from './feed';
import type { TransitMode } from './modes';
import type { TransitNetwork } from './network';
import { BY_ACCESS, BY_RIDE, BY_WALK, type RaptorRun, type StopWalks } from './raptor';
import type { ServiceDay } from './service-day';
import { metresBetween, walkSeconds } from './walking';

export type JourneyPlace = { name: string; lat: number; lng: number };

/** Times are seconds after the service day's midnight, city time (+05:30). */
export type JourneyLeg = {
  mode: TransitMode;
  line?: string;
  from: JourneyPlace;
  to: JourneyPlace;
  departAt: number;
  arriveAt: number;
  minutes: number;
};

export type JourneyBasis = {
  feeds: (FeedMeta & { weeklyPattern: boolean })[];
  /** Every used feed's attribution text, joined. */
  attribution?: string;
};

export type Journey = {
  departAt: number;
  arriveAt: number;
  minutes: number;
  changes: number;
  legs: JourneyLeg[];
  basis: JourneyBasis;
};

type End = { point: JourneyPlace; stop: number; walk: number };

const minutesOf = (seconds: number) => Math.round(seconds / 60);

function stopPlace(net: TransitNetwork, s: number): JourneyPlace {
  return { name: net.stopName[s]!, lat: net.stopLat[s]!, lng: net.stopLng[s]! };
}

function leg(
  mode: TransitMode,
  from: JourneyPlace,
  to: JourneyPlace,
  departAt: number,
  arriveAt: number,
  line?: string,
): JourneyLeg {
  const out: JourneyLeg = { mode, from, to, departAt, arriveAt, minutes: minutesOf(arriveAt - departAt) };
  if (line !== undefined) out.line = line;
  return out;
}

/** The latest round before k in which stop s got a label: where the ride from s was boarded from. */
function roundBefore(run: RaptorRun, k: number, s: number): number {
  for (let j = k - 1; j >= 0; j--) if (run.how[j * run.n + s]) return j;
  throw new Error(`RAPTOR label missing for stop ${s} before round ${k}`);
}

function rideLeg(net: TransitNetwork, run: RaptorRun, at: number): JourneyLeg {
  const r = run.pRoute[at]!;
  const trip = run.pTrip[at]!;
  const first = net.routeStopStart[r]!;
  const line = net.lines[net.routeLine[r]!]!;
  const from = net.routeStops[first + run.pFrom[at]!]!;
  const to = net.routeStops[first + run.pTo[at]!]!;
  const departAt = net.departure[net.timeStart[trip]! + run.pFrom[at]!]!;
  const arriveAt = net.arrival[net.timeStart[trip]! + run.pTo[at]!]!;
  return leg(line.mode, stopPlace(net, from), stopPlace(net, to), departAt, arriveAt, line.name);
}

/**
 * The legs of a journey read back from a run's labels: `start` is where the person sets off (the
 * stop first reached, k rides), `end` where the last ride leaves them. Walks are timed to meet the
 * rides: the first walk ends as the first ride leaves, later walks start when a ride arrives.
 */
export function journeyFromRun(
  net: TransitNetwork,
  day: ServiceDay,
  run: RaptorRun,
  k: number,
  origin: End | { point: JourneyPlace; access: StopWalks },
  destination: End,
): Journey {
  let originWalk = 'walk' in origin ? origin.walk : 0;
  let destinationWalk = destination.walk;
  const rides: ({ ride: number } | { walkFrom: number; walkTo: number })[] = [];
  if (!run.arriveBy) {
    let s = destination.stop;
    let round = k;
    while (run.how[round * run.n + s] !== BY_ACCESS) {
      const at = round * run.n + s;
      if (run.how[at] === BY_WALK) {
        rides.unshift({ walkFrom: run.pStop[at]!, walkTo: s });
        s = run.pStop[at]!;
      } else {
        rides.unshift({ ride: at });
        s = net.routeStops[net.routeStopStart[run.pRoute[at]!]! + run.pFrom[at]!]!;
        round = roundBefore(run, round, s);
      }
    }
    // A depart-at run starts from every stop near the point: the one it used says how far the walk is.
    if ('access' in origin) originWalk = origin.access.seconds[origin.access.stops.indexOf(s)] ?? 0;
  } else {
    if (!('stop' in origin)) throw new Error('an arrive-by journey starts at a known stop');
    let s = origin.stop;
    let round = k;
    while (run.how[round * run.n + s] !== BY_ACCESS) {
      const at = round * run.n + s;
      if (run.how[at] === BY_WALK) {
        rides.push({ walkFrom: s, walkTo: run.pStop[at]! });
        s = run.pStop[at]!;
      } else if (run.how[at] === BY_RIDE) {
        rides.push({ ride: at });
        s = net.routeStops[net.routeStopStart[run.pRoute[at]!]! + run.pTo[at]!]!;
        round = roundBefore(run, round, s);
      } else throw new Error(`RAPTOR label missing for stop ${s} in round ${round}`);
    }
    // The run began at the stops near the destination: the one it ended at says how far the walk is.
    if (destination.stop === -1) destinationWalk = walkSeconds(metresBetween(stopPlace(net, s), destination.point));
  }
  const legs: JourneyLeg[] = [];
  let clock: number | null = null;
  for (const step of rides) {
    if ('ride' in step) {
      const ride = rideLeg(net, run, step.ride);
      // A change walk before the first ride (arrive-by runs find them) ends as that ride leaves.
      let end = ride.departAt;
      for (let i = legs.length - 1; i >= 0 && clock === null; i--) {
        const seconds = legs[i]!.arriveAt - legs[i]!.departAt;
        legs[i] = leg('walk', legs[i]!.from, legs[i]!.to, end - seconds, end);
        end -= seconds;
      }
      legs.push(ride);
      clock = ride.arriveAt;
    } else {
      const seconds = walkBetween(net, step.walkFrom, step.walkTo);
      const start = clock ?? 0;
      legs.push(leg('walk', stopPlace(net, step.walkFrom), stopPlace(net, step.walkTo), start, start + seconds));
      if (clock !== null) clock += seconds;
    }
  }
  if (originWalk > 0)
    legs.unshift(leg('walk', origin.point, legs[0]!.from, legs[0]!.departAt - originWalk, legs[0]!.departAt));
  const last = legs[legs.length - 1]!;
  if (destinationWalk > 0)
    legs.push(leg('walk', last.to, destination.point, last.arriveAt, last.arriveAt + destinationWalk));
  const feeds = new Set<number>();
  for (const step of rides) if ('ride' in step) feeds.add(net.lines[net.routeLine[run.pRoute[step.ride]!]!]!.feed);
  return {
    departAt: legs[0]!.departAt,
    arriveAt: legs[legs.length - 1]!.arriveAt,
    minutes: minutesOf(legs[legs.length - 1]!.arriveAt - legs[0]!.departAt),
    changes: rides.filter((r) => 'ride' in r).length - 1,
    legs,
    basis: basisOf(net, day, [...feeds]),
  };
}

function walkBetween(net: TransitNetwork, from: number, to: number): number {
  for (let j = net.footStart[from]!; j < net.footStart[from + 1]!; j++)
    if (net.footTo[j] === to) return net.footSeconds[j]!;
  return 0;
}

export function basisOf(net: TransitNetwork, day: ServiceDay, feeds: number[]): JourneyBasis {
  const used = feeds.sort((a, b) => a - b).map((f) => ({ ...net.feeds[f]!, weeklyPattern: day.weeklyPattern[f]! }));
  const texts = used.map((f) => f.attribution).filter((t): t is string => Boolean(t));
  return texts.length ? { feeds: used, attribution: texts.join(' ') } : { feeds: used };
}

/** A journey on foot only: always a candidate (docs/recommendation-formula.md §14). */
export function walkingJourney(from: JourneyPlace, to: JourneyPlace, departAt: number, seconds: number): Journey {
  return {
    departAt,
    arriveAt: departAt + seconds,
    minutes: minutesOf(seconds),
    changes: 0,
    legs: [leg('walk', from, to, departAt, departAt + seconds)],
    basis: { feeds: [] },
  };
}

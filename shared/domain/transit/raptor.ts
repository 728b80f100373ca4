import type { TransitNetwork } from './network';
import type { ServiceDay } from './service-day';
import { CHANGE_SLACK_S, MAX_RIDES } from './walking';

export const UNREACHED = 0x3fffffff;

/** How a stop was reached in a round: from the query's point on foot, by a ride, or by a walking change. */
export const BY_ACCESS = 1;
export const BY_RIDE = 2;
export const BY_WALK = 3;

/** Stops reached on foot from the query's point, with the seconds it takes. */
export type StopWalks = { stops: number[]; seconds: number[] };

/**
 * One RAPTOR run. Depart-at: label[k·n + s] is the earliest arrival at stop s with k rides.
 * Arrive-by: the latest departure from s that still reaches the point in time with k rides. For
 * each label, how it was reached (a ride of trip pTrip on route pRoute between positions pFrom and
 * pTo, or a walk from/to stop pStop), so the journey can be told leg by leg.
 */
export type RaptorRun = {
  arriveBy: boolean;
  n: number;
  label: Int32Array;
  how: Int8Array;
  pRoute: Int32Array;
  pTrip: Int32Array;
  pFrom: Int32Array;
  pTo: Int32Array;
  pStop: Int32Array;
};

/** Runs RAPTOR for up to MAX_RIDES rides from (or, arriving by, towards) the stops in `walks`. */
export function runRaptor(
  net: TransitNetwork,
  day: ServiceDay,
  at: number,
  walks: StopWalks,
  arriveBy: boolean,
): RaptorRun {
  const n = net.stopCount;
  const size = (MAX_RIDES + 1) * n;
  const worse = arriveBy ? -UNREACHED : UNREACHED;
  const run: RaptorRun = {
    arriveBy,
    n,
    label: new Int32Array(size).fill(worse),
    how: new Int8Array(size),
    pRoute: new Int32Array(size),
    pTrip: new Int32Array(size),
    pFrom: new Int32Array(size),
    pTo: new Int32Array(size),
    pStop: new Int32Array(size),
  };
  const best = new Int32Array(n).fill(worse);
  const better = arriveBy ? (a: number, b: number) => a > b : (a: number, b: number) => a < b;
  let marked: number[] = [];
  walks.stops.forEach((s, i) => {
    const t = arriveBy ? at - walks.seconds[i]! : at + walks.seconds[i]!;
    if (!better(t, best[s]!)) return;
    if (best[s] === worse) marked.push(s);
    best[s] = t;
    run.label[s] = t;
    run.how[s] = BY_ACCESS;
  });
  const queue = new Int32Array(net.routeCount).fill(-1);
  const isMarked = new Uint8Array(n);
  for (let k = 1; k <= MAX_RIDES && marked.length; k++) {
    const previous = best.slice();
    const queued: number[] = [];
    for (const p of marked) {
      for (let j = net.stopRouteStart[p]!; j < net.stopRouteStart[p + 1]!; j++) {
        const r = net.stopRoutes[j]!;
        const pos = net.stopRoutePos[j]!;
        if (queue[r] === -1) queued.push(r);
        if (queue[r] === -1 || (arriveBy ? pos > queue[r]! : pos < queue[r]!)) queue[r] = pos;
      }
    }
    const rode: number[] = [];
    const mark = (s: number) => {
      if (!isMarked[s]) {
        isMarked[s] = 1;
        rode.push(s);
      }
    };
    for (const r of queued) {
      if (arriveBy) scanBackward(net, day, run, k, r, queue[r]!, previous, best, mark);
      else scanForward(net, day, run, k, r, queue[r]!, previous, best, mark);
      queue[r] = -1;
    }
    const next = [...rode];
    for (const s of rode) {
      const from = k * n + s;
      for (let j = net.footStart[s]!; j < net.footStart[s + 1]!; j++) {
        const q = net.footTo[j]!;
        const t = arriveBy ? run.label[from]! - net.footSeconds[j]! : run.label[from]! + net.footSeconds[j]!;
        if (!better(t, best[q]!)) continue;
        best[q] = t;
        const at = k * n + q;
        run.label[at] = t;
        run.how[at] = BY_WALK;
        run.pStop[at] = s;
        if (!isMarked[q]) {
          isMarked[q] = 1;
          next.push(q);
        }
      }
    }
    for (const s of next) isMarked[s] = 0;
    marked = next;
  }
  return run;
}

type Mark = (s: number) => void;

/** Stop s reached in round k at time t by a ride on route r's trip, boarded at position `from`, left at `to`. */
function labelRide(
  run: RaptorRun,
  k: number,
  s: number,
  t: number,
  r: number,
  trip: number,
  from: number,
  to: number,
): void {
  const at = k * run.n + s;
  run.label[at] = t;
  run.how[at] = BY_RIDE;
  run.pRoute[at] = r;
  run.pTrip[at] = trip;
  run.pFrom[at] = from;
  run.pTo[at] = to;
}

function scanForward(
  net: TransitNetwork,
  day: ServiceDay,
  run: RaptorRun,
  k: number,
  r: number,
  firstPos: number,
  previous: Int32Array,
  best: Int32Array,
  mark: Mark,
): void {
  const stops = net.routeStopStart[r]!;
  const length = net.routeStopStart[r + 1]! - stops;
  let trip = -1;
  let boardedAt = -1;
  for (let i = firstPos; i < length; i++) {
    const s = net.routeStops[stops + i]!;
    if (trip >= 0) {
      const t = net.arrival[net.timeStart[trip]! + i]!;
      if (t < best[s]!) {
        best[s] = t;
        labelRide(run, k, s, t, r, trip, boardedAt, i);
        mark(s);
      }
    }
    // Boarding a second ride needs the change's slack; the first is boarded on arrival.
    const ready = previous[s]! + (k > 1 ? CHANGE_SLACK_S : 0);
    if (previous[s]! < UNREACHED && (trip < 0 || ready <= net.departure[net.timeStart[trip]! + i]!)) {
      const earlier = earliestTrip(net, day, r, i, ready);
      if (earlier >= 0 && earlier !== trip) {
        trip = earlier;
        boardedAt = i;
      }
    }
  }
}

function scanBackward(
  net: TransitNetwork,
  day: ServiceDay,
  run: RaptorRun,
  k: number,
  r: number,
  lastPos: number,
  previous: Int32Array,
  best: Int32Array,
  mark: Mark,
): void {
  const stops = net.routeStopStart[r]!;
  let trip = -1;
  let alightAt = -1;
  for (let i = lastPos; i >= 0; i--) {
    const s = net.routeStops[stops + i]!;
    if (trip >= 0) {
      const t = net.departure[net.timeStart[trip]! + i]!;
      if (t > best[s]!) {
        best[s] = t;
        labelRide(run, k, s, t, r, trip, i, alightAt);
        mark(s);
      }
    }
    const needed = previous[s]! - (k > 1 ? CHANGE_SLACK_S : 0);
    if (previous[s]! > -UNREACHED && (trip < 0 || needed >= net.arrival[net.timeStart[trip]! + i]!)) {
      const later = latestTrip(net, day, r, i, needed);
      if (later >= 0 && later !== trip) {
        trip = later;
        alightAt = i;
      }
    }
  }
}

/** The first running trip of route r that leaves position i at or after `time`, or -1. */
function earliestTrip(net: TransitNetwork, day: ServiceDay, r: number, i: number, time: number): number {
  let lo = net.tripStart[r]!;
  let hi = net.tripStart[r + 1]!;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (net.departure[net.timeStart[mid]! + i]! < time) lo = mid + 1;
    else hi = mid;
  }
  for (let t = lo; t < net.tripStart[r + 1]!; t++) if (day.active[net.tripService[t]!]) return t;
  return -1;
}

/** The last running trip of route r that reaches position i at or before `time`, or -1. */
function latestTrip(net: TransitNetwork, day: ServiceDay, r: number, i: number, time: number): number {
  let lo = net.tripStart[r]!;
  let hi = net.tripStart[r + 1]!;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (net.arrival[net.timeStart[mid]! + i]! <= time) lo = mid + 1;
    else hi = mid;
  }
  for (let t = lo - 1; t >= net.tripStart[r]!; t--) if (day.active[net.tripService[t]!]) return t;
  return -1;
}

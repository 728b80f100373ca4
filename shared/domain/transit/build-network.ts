import KDBush from 'kdbush';
import type { GtfsFeed } from './feed';
import { indexFootpaths } from './index-footpaths';
import { modeOfRouteType } from './modes';
import type { NetworkLine, NetworkService, TransitNetwork } from './network';

type PendingTrip = {
  feed: number;
  trip: number;
  offset: number;
  shift: number;
  count: number;
  line: number;
  service: number;
};

/** Indexes every feed of a network once: the work a query must never repeat. Pure. */
export function buildNetwork(feeds: GtfsFeed[]): TransitNetwork {
  const stopLat: number[] = [];
  const stopLng: number[] = [];
  const stopName: string[] = [];
  const stopFeed: number[] = [];
  const lines: NetworkLine[] = [];
  const services: NetworkService[] = [];
  const patterns = new Map<string, { stops: number[]; trips: PendingTrip[] }>();
  const stopBase: number[] = [];

  feeds.forEach((feed, f) => {
    stopBase.push(stopLat.length);
    for (const stop of feed.stops) {
      stopLat.push(stop.lat);
      stopLng.push(stop.lng);
      stopName.push(stop.name);
      stopFeed.push(f);
    }
    const lineBase = lines.length;
    for (const route of feed.routes) {
      lines.push({ name: route.shortName || route.longName, mode: modeOfRouteType(route.type), feed: f });
    }
    const serviceIndex = indexServices(feed, f, services);
    const frequencies = groupFrequencies(feed);
    const st = feed.stopTimes;
    for (let start = 0; start < st.trip.length; ) {
      let end = start + 1;
      while (end < st.trip.length && st.trip[end] === st.trip[start]) end++;
      const trip = feed.trips[st.trip[start]!]!;
      const stops = Array.from(st.stop.subarray(start, end), (s) => s + stopBase[f]!);
      const key = `${lineBase + trip.route}|${stops.join(',')}`;
      let pattern = patterns.get(key);
      if (!pattern) {
        pattern = { stops, trips: [] };
        patterns.set(key, pattern);
      }
      const base = { feed: f, trip: st.trip[start]!, offset: start, count: end - start };
      const common = { ...base, line: lineBase + trip.route, service: serviceIndex.get(trip.serviceId)! };
      const runs = frequencies.get(st.trip[start]!);
      if (!runs) pattern.trips.push({ ...common, shift: 0 });
      // A frequency trip's times are a pattern: one run leaves every headway from start to end.
      else
        for (const run of runs) {
          for (let at = run.start; at < run.end; at += run.headway) {
            pattern.trips.push({ ...common, shift: at - st.departure[start]! });
          }
        }
      start = end;
    }
  });
  return assemble(feeds, { stopLat, stopLng, stopName, stopFeed, lines, services, patterns, stopBase });
}

function indexServices(feed: GtfsFeed, f: number, services: NetworkService[]): Map<string, number> {
  const index = new Map<string, number>();
  const get = (serviceId: string) => {
    let i = index.get(serviceId);
    if (i === undefined) {
      i = services.length;
      index.set(serviceId, i);
      services.push({ feed: f, weekdays: 0, start: 0, end: 0, added: new Set(), removed: new Set() });
    }
    return services[i]!;
  };
  for (const c of feed.calendar) Object.assign(get(c.serviceId), { weekdays: c.weekdays, start: c.start, end: c.end });
  for (const d of feed.calendarDates) (d.added ? get(d.serviceId).added : get(d.serviceId).removed).add(d.date);
  return index;
}

function groupFrequencies(feed: GtfsFeed): Map<number, { start: number; end: number; headway: number }[]> {
  const byTrip = new Map<number, { start: number; end: number; headway: number }[]>();
  for (const f of feed.frequencies) {
    const list = byTrip.get(f.trip) ?? [];
    list.push(f);
    byTrip.set(f.trip, list);
  }
  return byTrip;
}

type Collected = {
  stopLat: number[];
  stopLng: number[];
  stopName: string[];
  stopFeed: number[];
  lines: NetworkLine[];
  services: NetworkService[];
  patterns: Map<string, { stops: number[]; trips: PendingTrip[] }>;
  stopBase: number[];
};

function assemble(feeds: GtfsFeed[], c: Collected): TransitNetwork {
  const routeStopStart = [0];
  const routeStops: number[] = [];
  const tripStart = [0];
  const timeStart: number[] = [];
  const arrival: number[] = [];
  const departure: number[] = [];
  const tripService: number[] = [];
  const routeLine: number[] = [];
  for (const pattern of c.patterns.values()) {
    for (const chain of splitOvertaking(feeds, pattern.trips)) {
      routeStops.push(...pattern.stops);
      routeStopStart.push(routeStops.length);
      routeLine.push(chain[0]!.line);
      for (const t of chain) {
        const st = feeds[t.feed]!.stopTimes;
        timeStart.push(arrival.length);
        for (let i = 0; i < t.count; i++) {
          arrival.push(st.arrival[t.offset + i]! + t.shift);
          departure.push(st.departure[t.offset + i]! + t.shift);
        }
        tripService.push(t.service);
      }
      tripStart.push(timeStart.length);
    }
  }
  const stopCount = c.stopLat.length;
  const meanLat = c.stopLat.reduce((a, b) => a + b, 0) / Math.max(1, stopCount);
  const metresPerLng = 111_320 * Math.cos((meanLat * Math.PI) / 180);
  const stopIndex = new KDBush(Math.max(1, stopCount));
  for (let s = 0; s < stopCount; s++) stopIndex.add(c.stopLng[s]! * metresPerLng, c.stopLat[s]! * 110_574);
  if (!stopCount) stopIndex.add(0, 0);
  stopIndex.finish();
  const partial = {
    feeds: feeds.map((f) => f.meta),
    feedLastDate: feeds.map((f) => f.lastServiceDate),
    stopCount,
    stopLat: Float64Array.from(c.stopLat),
    stopLng: Float64Array.from(c.stopLng),
    stopName: c.stopName,
    stopFeed: Int32Array.from(c.stopFeed),
    stopIndex,
    metresPerLng,
    routeCount: routeLine.length,
    routeStopStart: Int32Array.from(routeStopStart),
    routeStops: Int32Array.from(routeStops),
    tripStart: Int32Array.from(tripStart),
    timeStart: Int32Array.from(timeStart),
    arrival: Int32Array.from(arrival),
    departure: Int32Array.from(departure),
    tripService: Int32Array.from(tripService),
    routeLine: Int32Array.from(routeLine),
    lines: c.lines,
    services: c.services,
  };
  return { ...partial, ...indexStopRoutes(partial), ...indexFootpaths(partial, feeds, c.stopBase) };
}

/**
 * Trips sorted by departure, dealt into chains in which no trip passes another at any stop: RAPTOR's
 * binary search for the earliest trip is only right on such a chain.
 */
function splitOvertaking(feeds: GtfsFeed[], trips: PendingTrip[]): PendingTrip[][] {
  const dep = (t: PendingTrip, i: number) => feeds[t.feed]!.stopTimes.departure[t.offset + i]! + t.shift;
  const arr = (t: PendingTrip, i: number) => feeds[t.feed]!.stopTimes.arrival[t.offset + i]! + t.shift;
  trips.sort((a, b) => dep(a, 0) - dep(b, 0));
  const chains: PendingTrip[][] = [];
  for (const trip of trips) {
    const chain = chains.find((c) => {
      const last = c[c.length - 1]!;
      for (let i = 0; i < trip.count; i++) if (dep(trip, i) < dep(last, i) || arr(trip, i) < arr(last, i)) return false;
      return true;
    });
    if (chain) chain.push(trip);
    else chains.push([trip]);
  }
  return chains;
}

function indexStopRoutes(n: {
  stopCount: number;
  routeCount: number;
  routeStopStart: Int32Array;
  routeStops: Int32Array;
}) {
  const counts = new Int32Array(n.stopCount + 1);
  for (const s of n.routeStops) counts[s + 1]!++;
  for (let s = 0; s < n.stopCount; s++) counts[s + 1]! += counts[s]!;
  const stopRouteStart = Int32Array.from(counts);
  const fill = Int32Array.from(counts);
  const stopRoutes = new Int32Array(n.routeStops.length);
  const stopRoutePos = new Int32Array(n.routeStops.length);
  for (let r = 0; r < n.routeCount; r++) {
    for (let i = n.routeStopStart[r]!; i < n.routeStopStart[r + 1]!; i++) {
      const at = fill[n.routeStops[i]!]!++;
      stopRoutes[at] = r;
      stopRoutePos[at] = i - n.routeStopStart[r]!;
    }
  }
  return { stopRouteStart, stopRoutes, stopRoutePos };
}

import type KDBush from 'kdbush';
import type { FeedMeta } from './feed';
import type { TransitMode } from './modes';

/** A line as people name it ("Red Line", "65/2"), for legs. */
export type NetworkLine = { name: string; mode: TransitMode; feed: number };

/** One GTFS service of one feed, with its dated exceptions. */
export type NetworkService = {
  feed: number;
  weekdays: number;
  start: number;
  end: number;
  added: Set<number>;
  removed: Set<number>;
};

/**
 * Every feed of one city network, indexed once for RAPTOR (Delling, Pajor, Werneck 2012). A RAPTOR
 * route is a set of trips with the same stops in the same order that never overtake one another, so
 * the earliest trip from a stop is found by binary search. Times are seconds after midnight.
 */
export type TransitNetwork = {
  feeds: FeedMeta[];
  /** Per feed: its last service date (YYYYMMDD); a day after it reads the calendar as a weekly pattern. */
  feedLastDate: number[];
  stopCount: number;
  stopLat: Float64Array;
  stopLng: Float64Array;
  stopName: string[];
  stopFeed: Int32Array;
  /** Stops indexed by position (metres on a local plane) for walking radii. */
  stopIndex: KDBush;
  /** Metres per degree of longitude at the network's latitude (the plane of stopIndex). */
  metresPerLng: number;

  routeCount: number;
  /** routeStops[routeStopStart[r] … routeStopStart[r+1]) are route r's stops in order. */
  routeStopStart: Int32Array;
  routeStops: Int32Array;
  /** Route r's trips are tripStart[r] … tripStart[r+1], sorted by departure. */
  tripStart: Int32Array;
  /** Where trip t's times start in arrival/departure: timeStart[t] + position on the route. */
  timeStart: Int32Array;
  arrival: Int32Array;
  departure: Int32Array;
  tripService: Int32Array;
  routeLine: Int32Array;
  lines: NetworkLine[];
  services: NetworkService[];

  /** Routes serving stop s: stopRoutes[stopRouteStart[s] …], with the stop's position on each. */
  stopRouteStart: Int32Array;
  stopRoutes: Int32Array;
  stopRoutePos: Int32Array;
  /** Walking changes from stop s: footTo[footStart[s] …] in footSeconds. */
  footStart: Int32Array;
  footTo: Int32Array;
  footSeconds: Int32Array;
};

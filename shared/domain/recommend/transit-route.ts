import type { Locality, TransitLine } from '../dataset/schema';
import { haversineKm } from '../geo';
import { perOwner } from '../per-owner';

// Public transit on our own line and station data (docs/recommendation-formula.md, "Transit"): walk
// to a station of a line that serves both ends, ride it at the line's published average speed, walk
// on. Only direct metro, suburban, monorail and RRTS lines: where none connects the two ends, there is
// no time, because buses and changes of line are not in our data.

export const TRANSIT_MODEL = {
  walkKmh: 4.5,
  /** Streets are longer than the straight line. */
  walkDetour: 1.25,
  /** Farther than this in a straight line from home or work, a station does not serve that end on foot. */
  maxWalkKm: 2.5,
  /** Track length over the straight line between the two ends. */
  rideDetour: 1.2,
  /** Stations near work are read from the localities within this distance of it. */
  workRadiusKm: 3,
  /** Half the usual peak-hour interval between trains, in minutes. */
  waitMin: { metro: 4, suburban: 5, monorail: 8, rrts: 8 },
  /** Used only where a line's own average speed is not published, and said so. */
  typicalKmh: { metro: 32, suburban: 35, monorail: 20, rrts: 60 },
} as const;

type RapidSystem = keyof typeof TRANSIT_MODEL.waitMin;
const RAPID = new Set<string>(Object.keys(TRANSIT_MODEL.waitMin));

export const NO_DIRECT_LINE = 'No direct metro or suburban line; bus not in our data';

interface LineInfo {
  name: string;
  system: RapidSystem;
  kmh: number;
  /** "average 34 km/h, timesofindia.com": where the line's published speed was read, or why a typical one is used. */
  speedText: string;
  /** The branch of each station beyond a fork; a station not in it is on the trunk. */
  branchOf: ReadonlyMap<string, string>;
}

export type LineIndex = ReadonlyMap<string, LineInfo>;

const lineKey = (city: string, system: string, name: string) => `${city}|${system}|${name}`;

/** The rapid lines by city, system and name, as the localities' stations name them. */
export const indexLines = perOwner<readonly TransitLine[], LineIndex>((lines) => {
  const index = new Map<string, LineInfo>();
  for (const line of lines) {
    if (!RAPID.has(line.system)) continue;
    const system = line.system as RapidSystem;
    const speed = line.averageSpeed;
    index.set(lineKey(line.city, line.system, line.name), {
      name: line.name,
      system,
      kmh: speed?.kmh ?? TRANSIT_MODEL.typicalKmh[system],
      speedText: speed
        ? `average ${speed.kmh} km/h, ${sourceName(speed.source)}`
        : `about ${TRANSIT_MODEL.typicalKmh[system]} km/h, a typical ${system} speed: this line's is not published`,
      branchOf: new Map((line.branches ?? []).flatMap((b) => b.stations.map((station) => [station, b.name]))),
    });
  }
  return index;
});

/** "mahametro.org" from a source address; the text itself when it is not one. */
function sourceName(source: string): string {
  try {
    return new URL(source).hostname.replace(/^(www|m)\./, '');
  } catch {
    return source;
  }
}

interface StationAccess {
  station: string;
  /** Straight-line km from the point to the station. */
  km: number;
}

/** Per line, its stations within a walk of a point, nearest first. */
export type LineAccess = ReadonlyMap<string, readonly StationAccess[]>;

/** Keeps the nearer of two figures for one station of one line. */
function addAccess(access: Map<string, Map<string, number>>, key: string, station: string, km: number) {
  const stations = access.get(key) ?? new Map<string, number>();
  access.set(key, stations);
  const known = stations.get(station);
  if (known === undefined || km < known) stations.set(station, km);
}

const listed = (access: Map<string, Map<string, number>>): LineAccess =>
  new Map(
    [...access].map(([key, stations]) => [
      key,
      [...stations].map(([station, km]) => ({ station, km })).sort((a, b) => a.km - b.km),
    ]),
  );

/** The stations of each rapid line within a walk of a locality's centre. */
export const homeAccess = perOwner<Locality, LineAccess>((locality) => {
  const access = new Map<string, Map<string, number>>();
  for (const s of locality.transit.stations) {
    if (!RAPID.has(s.system) || s.distanceKm > TRANSIT_MODEL.maxWalkKm) continue;
    for (const line of s.lines) addAccess(access, lineKey(locality.city, s.system, line), s.name, s.distanceKm);
  }
  return listed(access);
});

/**
 * The stations of each rapid line within a walk of a workplace. Stations have no coordinates of their
 * own in our data, only their distance from the localities that list them: a station d km from a
 * locality whose centre is w km from work is at most w + d from work, and the smallest such bound is
 * used. Every station within a walk is kept, not only the nearest: the nearest may be on another
 * branch of the line than the home's.
 */
export function workAccess(point: { lat: number; lng: number }, localities: readonly Locality[]): LineAccess {
  const access = new Map<string, Map<string, number>>();
  const { workRadiusKm, maxWalkKm } = TRANSIT_MODEL;
  const boxLat = workRadiusKm / 111;
  const boxLng = workRadiusKm / (111 * Math.cos((point.lat * Math.PI) / 180));
  for (const l of localities) {
    if (Math.abs(l.lat - point.lat) > boxLat || Math.abs(l.lng - point.lng) > boxLng) continue;
    const toLocality = haversineKm(point, l);
    if (toLocality > workRadiusKm) continue;
    for (const [key, stations] of homeAccess(l)) {
      for (const near of stations) {
        const km = toLocality + near.km;
        if (km <= maxWalkKm) addAccess(access, key, near.station, km);
      }
    }
  }
  return listed(access);
}

/** Whether one train of the line runs between two of its stations: not from one branch to another. */
function sameTrain(line: LineInfo, a: string, b: string): boolean {
  const branchA = line.branchOf.get(a);
  const branchB = line.branchOf.get(b);
  return branchA === undefined || branchB === undefined || branchA === branchB;
}

export interface TransitRoute {
  line: string;
  from: string;
  to: string;
  walkToKm: number;
  rideKm: number;
  walkFromKm: number;
  /** Door to door: both walks, the wait and the ride. */
  minutes: number;
  km: number;
  how: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The quickest direct ride between a locality and a workplace, or null where no line serves both. */
export function transitRoute(
  locality: Locality,
  work: { lat: number; lng: number; access: LineAccess; lines: LineIndex },
): TransitRoute | null {
  const straight = haversineKm(locality, work);
  let best: TransitRoute | null = null;
  for (const [key, homes] of homeAccess(locality)) {
    const ends = work.access.get(key);
    const line = work.lines.get(key);
    if (!ends || !line) continue;
    for (const home of homes) {
      for (const end of ends) {
        if (end.station === home.station || !sameTrain(line, home.station, end.station)) continue;
        // Words only for the best ride: this runs for every locality of every search.
        const minutes = rideMinutes(line, home, end, straight);
        if (!best || minutes < best.minutes) best = rideOf(line, home, end, straight, minutes);
      }
    }
  }
  return best;
}

/** Door to door: both walks, the wait and the ride. */
function rideMinutes(line: LineInfo, home: StationAccess, end: StationAccess, straight: number): number {
  const { walkKmh, walkDetour, rideDetour, waitMin } = TRANSIT_MODEL;
  const walkMinutes = (((home.km + end.km) * walkDetour) / walkKmh) * 60;
  return Math.round(walkMinutes + waitMin[line.system] + ((straight * rideDetour) / line.kmh) * 60);
}

/** One ride: the walk to a station, the wait and the ride, the walk from the other. */
function rideOf(
  line: LineInfo,
  home: StationAccess,
  end: StationAccess,
  straight: number,
  minutes: number,
): TransitRoute {
  const { walkDetour, rideDetour } = TRANSIT_MODEL;
  const walkToKm = home.km * walkDetour;
  const walkFromKm = end.km * walkDetour;
  const rideKm = straight * rideDetour;
  return {
    line: line.name,
    from: home.station,
    to: end.station,
    walkToKm: round1(walkToKm),
    rideKm: round1(rideKm),
    walkFromKm: round1(walkFromKm),
    minutes,
    km: round1(walkToKm + rideKm + walkFromKm),
    how:
      `Walk ${round1(walkToKm)} km to ${home.station}, ${line.name} to ${end.station} ` +
      `(${line.speedText}), walk ${round1(walkFromKm)} km`,
  };
}

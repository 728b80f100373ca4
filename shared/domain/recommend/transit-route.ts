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

/** Per line, the nearest station of it to a point. */
export type LineAccess = ReadonlyMap<string, StationAccess>;

/** The nearest station of each rapid line at a locality's centre. */
export const homeAccess = perOwner<Locality, LineAccess>((locality) => {
  const access = new Map<string, StationAccess>();
  for (const s of locality.transit.stations) {
    if (!RAPID.has(s.system) || s.distanceKm > TRANSIT_MODEL.maxWalkKm) continue;
    for (const line of s.lines) {
      const key = lineKey(locality.city, s.system, line);
      const known = access.get(key);
      if (!known || s.distanceKm < known.km) access.set(key, { station: s.name, km: s.distanceKm });
    }
  }
  return access;
});

/**
 * The nearest station of each rapid line to a workplace. Stations have no coordinates of their own in
 * our data, only their distance from the localities that list them: a station d km from a locality
 * whose centre is w km from work is at most w + d from work, and the smallest such bound is used.
 */
export function workAccess(point: { lat: number; lng: number }, localities: readonly Locality[]): LineAccess {
  const access = new Map<string, StationAccess>();
  const { workRadiusKm, maxWalkKm } = TRANSIT_MODEL;
  const boxLat = workRadiusKm / 111;
  const boxLng = workRadiusKm / (111 * Math.cos((point.lat * Math.PI) / 180));
  for (const l of localities) {
    if (Math.abs(l.lat - point.lat) > boxLat || Math.abs(l.lng - point.lng) > boxLng) continue;
    const toLocality = haversineKm(point, l);
    if (toLocality > workRadiusKm) continue;
    for (const [key, near] of homeAccess(l)) {
      const km = toLocality + near.km;
      const known = access.get(key);
      if (km <= maxWalkKm && (!known || km < known.km)) access.set(key, { station: near.station, km });
    }
  }
  return access;
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
  const { walkKmh, walkDetour, rideDetour, waitMin } = TRANSIT_MODEL;
  let best: TransitRoute | null = null;
  for (const [key, home] of homeAccess(locality)) {
    const end = work.access.get(key);
    const line = work.lines.get(key);
    if (!end || !line || end.station === home.station) continue;
    const walkToKm = home.km * walkDetour;
    const walkFromKm = end.km * walkDetour;
    const rideKm = straight * rideDetour;
    const minutes = Math.round(
      ((walkToKm + walkFromKm) / walkKmh) * 60 + waitMin[line.system] + (rideKm / line.kmh) * 60,
    );
    if (best && best.minutes <= minutes) continue;
    best = {
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
  return best;
}

import type { Locality } from '../dataset/schema';
import { perOwner } from '../per-owner';

// How strongly a locality offers something, 0–1, read only from its curated fields. Every signal
// used by the scoring formula lives here so docs/recommendation-formula.md can point at one file.

const level = (value: number) => value / 5;
const mean = (...values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Metro, suburban, monorail and RRTS: the systems people walk to for a daily ride. */
export const RAPID_SYSTEMS: ReadonlySet<string> = new Set(['metro', 'suburban', 'monorail', 'rrts']);

type Station = Locality['transit']['stations'][number];
// Asked for many times per request and never changing: worked out once per locality object.
const nearestFor = perOwner<Locality, Station | null>(
  (locality) =>
    locality.transit.stations
      .filter((s) => RAPID_SYSTEMS.has(s.system))
      .sort((a, b) => a.distanceKm - b.distanceKm)[0] ?? null,
);

/** A rapid station this near a neighbourhood's centre is its own: within a walk, if a long one. */
export const OWN_STATION_KM = 2.5;

/** The nearest metro/suburban/monorail/RRTS station, if any is listed. */
export function nearestRapidStation(locality: Locality): Station | undefined {
  return nearestFor(locality) ?? undefined;
}

/** Public transport access from the nearest listed station (mainline rail and BRTS count for less). */
export function transitAccess(locality: Locality): number {
  const rapid = nearestRapidStation(locality);
  if (rapid) {
    const d = rapid.distanceKm;
    if (d <= 0.8) return 1;
    if (d <= 1.5) return 0.85;
    if (d <= 2.5) return 0.65;
    if (d <= 4) return 0.45;
    return 0.3;
  }
  const other = locality.transit.stations.some((s) => s.distanceKm <= 3);
  return other ? 0.35 : 0.1;
}

/** Typical 2 BHK rent's midpoint: 1 at ₹15,000 or less, 0 at ₹75,000 or more. */
export function affordability(locality: Locality): number {
  const mid = (locality.rent.bhk2.min + locality.rent.bhk2.max) / 2;
  return Math.min(1, Math.max(0, (75_000 - mid) / 60_000));
}

export const AMENITY_LABELS = {
  restaurants: 'Restaurants',
  cafes: 'Cafes',
  gyms: 'Gyms',
  parks: 'Parks',
  schools: 'Schools',
  hospitals: 'Hospitals',
  groceries: 'Groceries',
  malls: 'Shopping malls',
  nightlife: 'Nightlife',
} as const satisfies Record<keyof Locality['amenities'], string>;

export const amenityLevel = (locality: Locality, key: keyof Locality['amenities']) => level(locality.amenities[key]);

export function amenityBreadth(locality: Locality): number {
  return mean(...Object.values(locality.amenities).map(level));
}

export { mean };

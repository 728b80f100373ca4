import type { LatLng } from './events';

// Small hand-built Semantic Location History files for the timeline's tests: a day at a time, in
// UTC instants as Takeout writes them, so each test says exactly which visits and trips it holds.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const e7 = (at: LatLng) => ({ latitudeE7: Math.round(at.lat * 1e7), longitudeE7: Math.round(at.lng * 1e7) });
const iso = (time: number) => new Date(time).toISOString();

export type SemanticObject = Record<string, unknown>;

/** A day number's instant at a local hour (fractions allowed), for a fixed offset in hours. */
export function at(day: number, hour: number, offsetHours = 0): number {
  return Date.UTC(2025, 0, 6) + day * DAY + (hour - offsetHours) * HOUR; // day 0: Monday 6 January 2025
}

export const isWeekday = (day: number) => day % 7 < 5;

export function visit(
  place: LatLng,
  start: number,
  end: number,
  options: { type?: 'TYPE_HOME' | 'TYPE_WORK'; name?: string } = {},
): SemanticObject {
  return {
    placeVisit: {
      location: { ...e7(place), semanticType: options.type, name: options.name },
      duration: { startTimestamp: iso(start), endTimestamp: iso(end) },
    },
  };
}

export function segment(
  from: LatLng,
  to: LatLng,
  start: number,
  end: number,
  activityType: string,
  meters?: number,
): SemanticObject {
  return {
    activitySegment: {
      startLocation: e7(from),
      endLocation: e7(to),
      duration: { startTimestamp: iso(start), endTimestamp: iso(end) },
      distance: meters,
      activityType,
    },
  };
}

export const semanticFile = (objects: SemanticObject[]) => JSON.stringify({ timelineObjects: objects });

/** A point `km` east of another (at its latitude). */
export function east(of: LatLng, km: number): LatLng {
  return { lat: of.lat, lng: of.lng + km / (111.32 * Math.cos((of.lat * Math.PI) / 180)) };
}

// The common shape every export format is reduced to before analysis.

/** The kinds of travel, in the order the statistics list them (the contract's enum repeats it). */
export const TRAVEL_BUCKETS = ['walking', 'cycling', 'two-wheeler', 'driving', 'transit', 'flying', 'other'] as const;
export type TravelBucket = (typeof TRAVEL_BUCKETS)[number];
export type PlaceLabel = 'HOME' | 'WORK';

export interface LatLng {
  lat: number;
  lng: number;
}

export type TimelineEvent =
  /** `path`: a point of an on-device timelinePath, which repeats what visits and trips say. */
  | { type: 'point'; time: number; offsetMin: LocalOffset; at: LatLng; bucket?: TravelBucket; path?: boolean }
  | { type: 'visit'; start: number; end: number; offsetMin: LocalOffset; at: LatLng; label?: PlaceLabel; name?: string }
  | {
      type: 'trip';
      start: number;
      end: number;
      offsetMin: LocalOffset;
      from?: LatLng;
      to?: LatLng;
      meters?: number;
      bucket: TravelBucket;
    }
  | { type: 'profile'; homes: LatLng[]; work?: LatLng; modes: { bucket: TravelBucket; affinity: number }[] };

/**
 * The local UTC offset in minutes the record itself gives, or null when it gives none: Takeout's
 * "Z" and epoch times are instants, not local times (local-time.ts finds the zone from the place).
 */
export type LocalOffset = number | null;

const digit = (s: string, i: number) => s.charCodeAt(i) - 48;
const two = (s: string, i: number) => digit(s, i) * 10 + digit(s, i + 1);

/**
 * The common case, "2025-03-01T09:47:15.000+05:30" or "…Z", read digit by digit: several times
 * faster than Date.parse, and it runs for every point of a large export. Anything else: undefined.
 */
function parseIsoFast(s: string): { time: number; offsetMin: LocalOffset } | undefined {
  if (s.length < 20 || s.charCodeAt(4) !== 45 || s.charCodeAt(10) !== 84 || s.charCodeAt(13) !== 58) return undefined;
  let i = 19;
  let ms = 0;
  if (s.charCodeAt(i) === 46) {
    let scale = 100;
    for (i++; i < s.length && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57; i++) {
      ms += digit(s, i) * scale;
      scale /= 10;
    }
  }
  let offsetMin: number;
  const sign = s.charCodeAt(i);
  if (sign === 90 && i === s.length - 1) offsetMin = 0;
  else if ((sign === 43 || sign === 45) && s.length === i + 6 && s.charCodeAt(i + 3) === 58) {
    offsetMin = (sign === 45 ? -1 : 1) * (two(s, i + 1) * 60 + two(s, i + 4));
  } else return undefined;
  const utc = Date.UTC(
    digit(s, 0) * 1000 + digit(s, 1) * 100 + two(s, 2),
    two(s, 5) - 1,
    two(s, 8),
    two(s, 11),
    two(s, 14),
    two(s, 17),
  );
  const time = utc + Math.round(ms) - offsetMin * 60_000;
  if (Number.isNaN(time)) return undefined;
  // Takeout writes UTC ("Z"): an instant with no local offset. On-device exports carry their own.
  return { time, offsetMin: sign === 90 ? null : offsetMin };
}

/** Parses ISO-8601 or epoch-millisecond strings/numbers; returns the instant and its UTC offset. */
export function parseTime(value: unknown): { time: number; offsetMin: LocalOffset } | undefined {
  // Whole milliseconds, so sums of durations are exact and do not depend on the order they are added in.
  if (typeof value === 'number' && Number.isFinite(value)) return { time: Math.round(value), offsetMin: null };
  if (typeof value !== 'string' || !value) return undefined;
  const fast = parseIsoFast(value);
  if (fast) return fast;
  // Epoch numbers as text: 10 digits are seconds, 13 are milliseconds (both occur in exports).
  if (/^\d{9,11}$/.test(value)) return { time: Number(value) * 1000, offsetMin: null };
  if (/^\d{12,14}$/.test(value)) return { time: Number(value), offsetMin: null };
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  const offset = value.match(/([+-])(\d{2}):?(\d{2})$/);
  const offsetMin = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : null;
  return { time, offsetMin };
}

/** E7 integers (degrees × 1e7); values past ±180° overflowed a signed 32-bit int (README format 1). */
export function fromE7(lat: unknown, lng: unknown): LatLng | undefined {
  if (typeof lat !== 'number' || typeof lng !== 'number') return undefined;
  const fix = (v: number) => (v > 1_800_000_000 ? v - 4_294_967_296 : v);
  return valid({ lat: fix(lat) / 1e7, lng: fix(lng) / 1e7 });
}

/** "12.9716°, 77.5946°" (Android) or "geo:12.9716,77.5946" (iOS). */
export function fromText(value: unknown): LatLng | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.startsWith('geo:') ? value.slice(4) : value;
  const comma = text.indexOf(',');
  if (comma < 0) return undefined;
  // parseFloat stops at the degree sign and skips the space after the comma.
  const lat = Number.parseFloat(text);
  const lng = Number.parseFloat(text.slice(comma + 1));
  return Number.isFinite(lat) && Number.isFinite(lng) ? valid({ lat, lng }) : undefined;
}

function valid(p: LatLng): LatLng | undefined {
  return Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180 && !(p.lat === 0 && p.lng === 0) ? p : undefined;
}

// Motorcycles, scooters and mopeds before bicycles: "motorbike" and "MOTORCYCLING" contain "bike"
// and "cycl", and a two-wheeler needs parking like a car, not a cycle lane.
const BUCKETS: [RegExp, TravelBucket][] = [
  [/walk|on_foot|on foot|running|run/i, 'walking'],
  [/motorcycl|motorbike|motor bike|two_wheeler|two-wheeler|two wheeler|scooter|moped/i, 'two-wheeler'],
  [/cycl|bicycle|bike/i, 'cycling'],
  [/bus|train|subway|tram|rail|metro|ferry|cable|funicular|gondola/i, 'transit'],
  [/passenger|vehicle|car|taxi|driv|four_wheeler/i, 'driving'],
  [/fly|plane/i, 'flying'],
];

/** Google's activity names across formats (IN_PASSENGER_VEHICLE, "in passenger vehicle", …). */
export function bucketOf(activity: unknown): TravelBucket {
  if (typeof activity !== 'string') return 'other';
  return BUCKETS.find(([pattern]) => pattern.test(activity))?.[1] ?? 'other';
}

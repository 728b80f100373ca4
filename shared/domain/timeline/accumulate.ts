import { haversineKm } from '../geo';
import {
  type LatLng,
  type LocalOffset,
  type PlaceLabel,
  type TimelineEvent,
  TRAVEL_BUCKETS,
  type TravelBucket,
} from './events';
import type { OffsetAt } from './local-time';
import { type PlaceCell, PlaceTally } from './place-tally';
import { PointBuffer } from './point-buffer';

export type { PlaceCell };

// Reduces a stream of timeline events to statistics: places (a ~110 m grid) with their dwell time,
// night and weekday-daytime dwell; travel time and distance per mode; active hours; Google's own
// home/work labels. Raw points are kept compactly and, at the end, read in time order to become
// stays (≥ 10 min within 200 m). The result is the same whatever order files or records arrive in:
// sums are exact integers, points are sorted, samples are chosen by a hash rather than by arrival.
// Places are capped (MAX_CELLS); past that cap the least-dwelt quarter is dropped as it comes.

const STAY_RADIUS_KM = 0.2;
const MIN_STAY_MIN = 10;
const MAX_CELLS = 20_000;
// Phones record little while still (overnight at home); a longer silence than this is not one stay.
const MAX_GAP_MIN = 12 * 60;
// Between two stays, a move is a trip only if the points are this close in time: a longer silence
// hides what happened (a gap), and its "speed" would mean nothing.
const MAX_TRIP_GAP_MIN = 120;
// Exact and near-exact repeats (same start and end to the minute, same place to ~100 m) are counted
// once; this many are remembered (an export lists a few hundred thousand at most).
const MAX_REMEMBERED = 500_000;

/**
 * The longest a trip of each kind plausibly lasts (hours): a longer segment is a gap in the record
 * (the phone off, an unlabelled day), not travel. Unknown-type segments get the least benefit of
 * the doubt.
 */
export const MAX_TRIP_HOURS: Record<TravelBucket, number> = {
  walking: 6,
  cycling: 10,
  'two-wheeler': 12,
  driving: 14,
  transit: 24,
  flying: 20,
  other: 4,
};
/** A segment that moves less than this far, or slower than this for an hour or more, did not travel. */
const NO_MOVEMENT_KM = 0.1;
const CREEPING_KMH = 1;
/** Trips kept for finding the commute; past this many, the ones with the smallest hash (any order, the same ones). */
const MAX_TRIP_SAMPLES = 20_000;

export interface TimelineStats {
  records: number;
  events: number;
  /** Distinct raw points (a point repeated, in any file or order, counts once). */
  points: number;
  visits: number;
  trips: number;
  /** Segments dropped as gaps (too long for their kind, or no movement). */
  gaps?: number;
  firstTime: number | null;
  lastTime: number | null;
  /** The local offsets (minutes) at the first and last instants, for showing the period in local dates. */
  firstOffset?: number;
  lastOffset?: number;
  cells: PlaceCell[];
  modes: Record<TravelBucket, { km: number; minutes: number; trips: number }>;
  /** Minutes of activity (visits started, trips, points) per local hour 0–23. */
  hours: number[];
  googleHome?: LatLng;
  googleWork?: LatLng;
  /** Every place Google's own profile labels HOME (a person may have several). */
  googleHomes?: LatLng[];
  modeAffinities: { bucket: TravelBucket; affinity: number }[];
  /** Visits and trips dropped as repeats of one already counted. */
  duplicates: number;
  /** Trips with both ends known, in time order, for the commute once home and work are known. */
  tripSamples: { start: number; end: number; from?: LatLng; to?: LatLng; km: number; bucket: TravelBucket }[];
}

type TripSample = TimelineStats['tripSamples'][number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The local hour (0–23) by arithmetic: no Date object per point. */
function localHour(time: number, offsetMin: number): number {
  const hour = Math.floor((time + offsetMin * 60_000) / HOUR) % 24;
  return hour < 0 ? hour + 24 : hour;
}

/** A well-mixed 32-bit hash of a trip's times: the same trips are sampled whatever their order. */
function tripHash(trip: TripSample): number {
  let h = Math.imul((trip.start / 1000) | 0, 0x9e3779b1) ^ Math.imul((trip.end / 1000) | 0, 0x85ebca77);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

const byTime = (a: TripSample, b: TripSample) =>
  a.start - b.start ||
  a.end - b.end ||
  a.km - b.km ||
  (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0) ||
  (a.from?.lat ?? 0) - (b.from?.lat ?? 0) ||
  (a.from?.lng ?? 0) - (b.from?.lng ?? 0);

const compareLatLng = (a: LatLng, b: LatLng) => a.lat - b.lat || a.lng - b.lng;

/** True when a segment is a gap in the record rather than travel. */
export function isGap(bucket: TravelBucket, km: number | undefined, minutes: number): boolean {
  if (minutes > MAX_TRIP_HOURS[bucket] * 60) return true;
  if (km === undefined) return false;
  return km < NO_MOVEMENT_KM || (minutes >= 60 && km / (minutes / 60) < CREEPING_KMH);
}

class Ledger {
  private readonly cellMap = new Map<string, PlaceTally>();
  /** Start minute and kind → the length and place of the entries seen with it (rarely more than one). */
  private readonly seenKeys = new Map<number, number | number[]>();
  private remembered = 0;
  private readonly points = new PointBuffer();
  /** Integer sums per mode (metres, milliseconds): exact in any order. */
  private readonly meters: Record<TravelBucket, number> = emptyCounts();
  private readonly millis: Record<TravelBucket, number> = emptyCounts();
  private readonly tripCounts: Record<TravelBucket, number> = emptyCounts();
  /** Offsets seen, by how often; a trip with no place and no offset of its own takes the commonest. */
  private readonly offsetCounts = new Map<number, number>();
  private runOffset = 0;
  private runLength = 0;
  /** Start times of trips with no place and no offset, placed in local time at the end. */
  private readonly unplacedStarts: number[] = [];
  private samples: TripSample[] = [];
  private sampleHashes: number[] = [];
  private sampleCeiling = Number.POSITIVE_INFINITY;
  private googleHomes: LatLng[] = [];
  private googleWorks: LatLng[] = [];
  private affinities: { text: string; modes: TimelineStats['modeAffinities'] } | undefined;
  private firstOffset = 0;
  private lastOffset = 0;

  constructor(private readonly offsetAt: OffsetAt) {}

  /** The event's own local offset, else the zone's at its place and time; null when neither is known. */
  private local(offsetMin: LocalOffset, at: LatLng | undefined, time: number): number | null {
    const offset = offsetMin ?? (at ? this.offsetAt(at, time) : null);
    if (offset === null) return null;
    // Counted in runs (one offset for days on end), not a map update per point.
    if (offset === this.runOffset) this.runLength++;
    else {
      this.flushOffsetRun();
      this.runOffset = offset;
      this.runLength = 1;
    }
    return offset;
  }

  private flushOffsetRun() {
    if (this.runLength)
      this.offsetCounts.set(this.runOffset, (this.offsetCounts.get(this.runOffset) ?? 0) + this.runLength);
    this.runLength = 0;
  }

  /**
   * True when this visit or trip repeats one already counted (an export listing entries twice):
   * the same kind and start minute, the same length, the same place to ~100 m. Kept as numbers
   * (no text per entry): the start as the key, the rest packed into one exact integer.
   */
  private isRepeat(kind: 0 | 1, start: number, end: number, at: LatLng | undefined): boolean {
    const startMin = Math.round(start / 60_000);
    const key = startMin * 2 + kind;
    const length = Math.min(Math.max(Math.round(end / 60_000) - startMin, 0), 20_000);
    const where = at ? Math.round((at.lat + 90) * 1000) * 400_000 + Math.round((at.lng + 180) * 1000) : 0;
    const value = length * 160_000_000_000 + where; // < 2^53: length ≤ 20,000, where < 1.6e11
    const seen = this.seenKeys.get(key);
    if (seen === value || (Array.isArray(seen) && seen.includes(value))) {
      this.stats.duplicates++;
      return true;
    }
    if (this.remembered >= MAX_REMEMBERED) return false;
    this.remembered++;
    if (seen === undefined) this.seenKeys.set(key, value);
    else if (Array.isArray(seen)) seen.push(value);
    else this.seenKeys.set(key, [seen, value]);
    return false;
  }
  private readonly stats: Omit<TimelineStats, 'cells' | 'modes' | 'tripSamples'> = {
    records: 0,
    events: 0,
    points: 0,
    visits: 0,
    trips: 0,
    gaps: 0,
    firstTime: null,
    lastTime: null,
    hours: Array<number>(24).fill(0),
    modeAffinities: [],
    duplicates: 0,
  };
  private stay: { at: LatLng; start: number; last: number; offsetMin: number; n: number } | null = null;
  private readonly scratch: LatLng = { lat: 0, lng: 0 };
  /** Raw points since the last stay: the moves between them make one trip, recorded at the next stay. */
  private journey: { from: LatLng; start: number; km: number; kmBy: Record<TravelBucket, number> } | null = null;

  get events(): number {
    return this.stats.events;
  }

  /** True once a visit or trip of its own is counted (then raw path points are only counted). */
  get hasVisitsOrTrips(): boolean {
    return this.stats.visits + this.stats.trips > 0;
  }

  /** Its points will only be counted: hold them in 8 bytes each rather than 19. */
  keepPointsCountOnly(): void {
    this.points.keepCountOnly();
  }

  add(event: TimelineEvent): void {
    this.stats.events++;
    switch (event.type) {
      case 'point':
        this.points.push(event.time, event.at, event.offsetMin, event.bucket);
        break;
      case 'visit': {
        if (this.isRepeat(0, event.start, event.end, event.at)) return;
        const offset = this.local(event.offsetMin, event.at, event.start) ?? 0;
        this.seen(event.start, event.end, offset);
        this.addVisit(event.at, event.start, event.end, offset, event.label, event.name);
        break;
      }
      case 'trip':
        if (this.isRepeat(1, event.start, event.end, event.from ?? event.to)) return;
        this.addTrip(event);
        break;
      case 'profile': {
        this.googleHomes.push(...event.homes);
        if (event.work) this.googleWorks.push(event.work);
        if (!event.modes.length) break;
        // Several profiles (several phone exports): the fullest, then by its text, not the last read.
        const text = JSON.stringify(event.modes);
        const kept = this.affinities;
        if (
          !kept ||
          event.modes.length > kept.modes.length ||
          (event.modes.length === kept.modes.length && text < kept.text)
        )
          this.affinities = { text, modes: event.modes };
      }
    }
  }

  countRecord(): void {
    this.stats.records++;
  }

  /** Reads the held points in order, then gives the statistics; `countOnly`: only count distinct points. */
  finish(countOnly = false): TimelineStats {
    if (countOnly) this.stats.points = this.points.countDistinct();
    else {
      this.stats.points = this.points.replay((time, lat, lng, offsetMin, bucket) =>
        this.addPoint(time, lat, lng, offsetMin, bucket),
      );
      this.closeStay();
    }
    this.flushOffsetRun();
    const commonest = [...this.offsetCounts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
    const hours = [...this.stats.hours];
    for (const start of this.unplacedStarts) hours[localHour(start, commonest)]! += 1;
    const lastDay =
      this.stats.lastTime === null ? 0 : Math.floor((this.stats.lastTime + this.lastOffset * 60_000) / DAY);
    const cells = [...this.cellMap.values()]
      .map((tally) => tally.toCell(lastDay))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const modes = Object.fromEntries(
      TRAVEL_BUCKETS.map((bucket) => [
        bucket,
        { km: this.meters[bucket] / 1000, minutes: this.millis[bucket] / 60_000, trips: this.tripCounts[bucket] },
      ]),
    ) as TimelineStats['modes'];
    if (this.samples.length > MAX_TRIP_SAMPLES) this.pruneSamples();
    const tripSamples = this.samples.sort(byTime);
    const homes = [...this.googleHomes].sort(compareLatLng);
    const works = [...this.googleWorks].sort(compareLatLng);
    return {
      ...this.stats,
      hours,
      firstOffset: this.firstOffset,
      lastOffset: this.lastOffset,
      cells,
      modes,
      tripSamples,
      modeAffinities: this.affinities?.modes ?? [],
      ...(homes.length ? { googleHome: homes[0], googleHomes: homes } : {}),
      ...(works.length ? { googleWork: works[0] } : {}),
    };
  }

  private seen(start: number, end: number, offset: number) {
    const stats = this.stats;
    if (
      stats.firstTime === null ||
      start < stats.firstTime ||
      (start === stats.firstTime && offset < this.firstOffset)
    ) {
      stats.firstTime = start;
      this.firstOffset = offset;
    }
    if (stats.lastTime === null || end > stats.lastTime || (end === stats.lastTime && offset < this.lastOffset)) {
      stats.lastTime = end;
      this.lastOffset = offset;
    }
  }

  /** One point, as numbers: most points extend a stay, and need no object of their own. */
  private addPoint(time: number, lat: number, lng: number, ownOffset: LocalOffset, bucket: TravelBucket | undefined) {
    const scratch = this.scratch;
    scratch.lat = lat;
    scratch.lng = lng;
    const offsetMin = this.local(ownOffset, scratch, time) ?? 0;
    this.seen(time, time, offsetMin);
    this.stats.hours[localHour(time, offsetMin)]! += 1;
    const stay = this.stay;
    if (stay && time - stay.last <= MAX_GAP_MIN * 60_000 && haversineKm(stay.at, scratch) <= STAY_RADIUS_KM) {
      // Running mean keeps the stay's centre without storing its points.
      stay.n++;
      stay.at.lat += (lat - stay.at.lat) / stay.n;
      stay.at.lng += (lng - stay.at.lng) / stay.n;
      stay.last = time;
      return;
    }
    const at = { lat, lng };
    const previous = this.closeStay();
    if (previous && time > previous.last) {
      const km = haversineKm(previous.at, at);
      const minutes = (time - previous.last) / 60_000;
      if (km > STAY_RADIUS_KM && minutes > 0 && minutes <= MAX_TRIP_GAP_MIN) {
        const speed = km / (minutes / 60);
        const kind = bucket ?? (speed < 6 ? 'walking' : speed < 14 ? 'cycling' : 'driving');
        this.tally(kind, km, time - previous.last);
        if (this.journey) {
          this.journey.km += km;
          this.journey.kmBy[kind] += km;
        }
      } else if (minutes > MAX_TRIP_GAP_MIN) this.journey = null; // a silence: where they went is unknown
    }
    this.stay = { at, start: time, last: time, offsetMin, n: 1 };
  }

  private closeStay() {
    const stay = this.stay;
    this.stay = null;
    if (stay && (stay.last - stay.start) / 60_000 >= MIN_STAY_MIN) {
      this.addVisit(stay.at, stay.start, stay.last, stay.offsetMin);
      this.endJourney(stay.at, stay.start);
      this.journey = { from: stay.at, start: stay.last, km: 0, kmBy: emptyCounts() };
    }
    return stay;
  }

  /** A journey between two stays is one trip for the commute, in the mode most of its distance took. */
  private endJourney(to: LatLng, end: number) {
    const journey = this.journey;
    if (!journey || journey.km <= 0) return;
    const bucket = TRAVEL_BUCKETS.reduce(
      (best, b) => (journey.kmBy[b] > journey.kmBy[best] ? b : best),
      TRAVEL_BUCKETS[0]!,
    );
    this.recordTrip({ start: journey.start, end, from: journey.from, to, km: journey.km, bucket });
  }

  private addVisit(at: LatLng, start: number, end: number, offsetMin: number, label?: PlaceLabel, name?: string) {
    this.stats.visits++;
    this.stats.hours[localHour(start, offsetMin)]! += 1;
    const key = `${at.lat.toFixed(3)},${at.lng.toFixed(3)}`;
    let cell = this.cellMap.get(key);
    if (!cell) {
      if (this.cellMap.size >= MAX_CELLS) this.evictSmallest();
      cell = new PlaceTally(key);
      this.cellMap.set(key, cell);
    }
    cell.add(at, start, end, offsetMin, label, name);
  }

  private addTrip(event: Extract<TimelineEvent, { type: 'trip' }>) {
    const ms = Math.max(0, event.end - event.start);
    const known = event.meters !== undefined || (event.from !== undefined && event.to !== undefined);
    const km =
      event.meters !== undefined ? event.meters / 1000 : event.from && event.to ? haversineKm(event.from, event.to) : 0;
    if (isGap(event.bucket, known ? km : undefined, ms / 60_000)) {
      this.stats.gaps = (this.stats.gaps ?? 0) + 1;
      return;
    }
    this.stats.trips++;
    const offset = this.local(event.offsetMin, event.from ?? event.to, event.start);
    if (offset === null) this.unplacedStarts.push(event.start);
    else this.stats.hours[localHour(event.start, offset)]! += 1;
    this.seen(event.start, event.end, offset ?? 0);
    this.tally(event.bucket, km, ms);
    if (event.from && event.to && ms > 0) {
      this.recordTrip({ start: event.start, end: event.end, from: event.from, to: event.to, km, bucket: event.bucket });
    }
  }

  /** Trips are kept (bounded, by hash) so commutes can be found once home and work are known. */
  private recordTrip(trip: TripSample) {
    const hash = tripHash(trip);
    if (hash > this.sampleCeiling) return;
    this.samples.push(trip);
    this.sampleHashes.push(hash);
    if (this.samples.length >= 2 * MAX_TRIP_SAMPLES) this.pruneSamples();
  }

  /**
   * Keeps the trips whose hash is at most the cap-th smallest (all of any tie): a trip kept at the
   * end is kept whatever the order, because no earlier ceiling is below the final one.
   */
  private pruneSamples() {
    const ceiling = Float64Array.from(this.sampleHashes).sort()[MAX_TRIP_SAMPLES - 1]!;
    const samples: TripSample[] = [];
    const hashes: number[] = [];
    for (let i = 0; i < this.samples.length; i++) {
      if (this.sampleHashes[i]! > ceiling) continue;
      samples.push(this.samples[i]!);
      hashes.push(this.sampleHashes[i]!);
    }
    this.samples = samples;
    this.sampleHashes = hashes;
    this.sampleCeiling = ceiling;
  }

  private tally(bucket: TravelBucket, km: number, ms: number) {
    this.meters[bucket] += Math.round(km * 1000);
    this.millis[bucket] += Math.round(ms);
    this.tripCounts[bucket]++;
  }

  /** Keeps memory bounded on huge files: the quarter with the least dwell goes, in one batch. */
  private evictSmallest() {
    const byDwell = [...this.cellMap.values()].sort((a, b) => a.dwell - b.dwell || (a.key < b.key ? -1 : 1));
    for (const cell of byDwell.slice(0, Math.ceil(byDwell.length / 4))) this.cellMap.delete(cell.key);
  }
}

function emptyCounts(): Record<TravelBucket, number> {
  // A literal: this runs once per stay.
  return { walking: 0, cycling: 0, 'two-wheeler': 0, driving: 0, transit: 0, flying: 0, other: 0 };
}

/**
 * On-device exports repeat their visits and trips as raw `timelinePath` points. Those points feed
 * a ledger of their own, used only when the file has no visits or trips of its own (a path-only
 * export), so nothing is counted twice.
 */
export class TimelineAccumulator {
  private readonly main: Ledger;
  private readonly path: Ledger;
  private isPathCountOnly = false;

  constructor(offsetAt: OffsetAt) {
    this.main = new Ledger(offsetAt);
    this.path = new Ledger(offsetAt);
  }

  add(event: TimelineEvent): void {
    if (event.type === 'point' && event.path) {
      // Once the file has visits or trips of its own, the path will only be counted (finish()).
      if (!this.isPathCountOnly && this.main.hasVisitsOrTrips) {
        this.path.keepPointsCountOnly();
        this.isPathCountOnly = true;
      }
      this.path.add(event);
    } else this.main.add(event);
  }

  countRecord(): void {
    this.main.countRecord();
  }

  finish(): TimelineStats {
    const main = this.main.finish();
    const usePath = main.visits + main.trips === 0 && this.path.events > 0;
    // The path's points repeat the visits and trips: only counted, unless they are all there is.
    const path = this.path.finish(!usePath);
    if (!usePath) return { ...main, points: main.points + path.points };
    return {
      ...path,
      records: main.records,
      events: main.events + path.events,
      googleHome: main.googleHome,
      googleWork: main.googleWork,
      googleHomes: main.googleHomes,
      modeAffinities: main.modeAffinities,
    };
  }
}

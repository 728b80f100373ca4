import { haversineKm } from '../geo';
import type { LatLng, LocalOffset, PlaceLabel, TimelineEvent, TravelBucket } from './events';
import type { OffsetAt } from './local-time';

// Reduces a stream of timeline events to bounded statistics: places (a ~110 m grid) with their
// dwell time, night and weekday-daytime dwell; travel time and distance per mode; active hours;
// Google's own home/work labels. Raw points become stays (≥ 10 min within 200 m). Memory is capped
// (MAX_CELLS), so a 1 GB export costs no more than a small one.

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

export interface PlaceCell {
  key: string;
  lat: number;
  lng: number;
  dwellMin: number;
  nightMin: number;
  weekdayDayMin: number;
  visits: number;
  /** Distinct local weekdays with daytime (09–18 h) presence, and the first and last of them (day numbers). */
  weekdays: number;
  firstWeekday: number;
  lastWeekday: number;
  /** Visits that started in the evening (18–24 h local). */
  eveningVisits: number;
  label?: PlaceLabel;
  name?: string;
}

export interface TimelineStats {
  records: number;
  events: number;
  points: number;
  visits: number;
  trips: number;
  firstTime: number | null;
  lastTime: number | null;
  cells: PlaceCell[];
  modes: Record<TravelBucket, { km: number; minutes: number; trips: number }>;
  /** Minutes of activity (visits started, trips, points) per local hour 0–23. */
  hours: number[];
  googleHome?: LatLng;
  googleWork?: LatLng;
  modeAffinities: { bucket: TravelBucket; affinity: number }[];
  /** Visits and trips dropped as repeats of one already counted. */
  duplicates: number;
  /** Trips observed between home and work, once home and work are known (minutes, km). */
  tripSamples: { start: number; end: number; from?: LatLng; to?: LatLng; km: number; bucket: TravelBucket }[];
}

const emptyModes = (): TimelineStats['modes'] => ({
  walking: { km: 0, minutes: 0, trips: 0 },
  cycling: { km: 0, minutes: 0, trips: 0 },
  driving: { km: 0, minutes: 0, trips: 0 },
  transit: { km: 0, minutes: 0, trips: 0 },
  flying: { km: 0, minutes: 0, trips: 0 },
  other: { km: 0, minutes: 0, trips: 0 },
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The local hour (0–23) by arithmetic: no Date object per point. */
function localHour(time: number, offsetMin: number): number {
  const hour = Math.floor((time + offsetMin * 60_000) / HOUR) % 24;
  return hour < 0 ? hour + 24 : hour;
}

/**
 * Adds a stay's minutes at night (22:00–06:00) and on weekday daytime (09:00–18:00) to its place,
 * with the distinct weekdays seen there. Inline arithmetic, no allocation: it runs for every visit.
 */
function addDwell(cell: PlaceCell, start: number, end: number, offsetMin: number): void {
  // Walk the stay in 15-minute steps: precise enough, and bounded for week-long stays.
  const step = 15 * 60_000;
  const until = Math.min(end, start + 14 * DAY);
  const shift = offsetMin * 60_000;
  let lastDay = Number.NaN;
  for (let t = start; t < until; t += step) {
    const minutes = Math.min(step, until - t) / 60_000;
    const local = t + shift;
    const day = Math.floor(local / DAY);
    const hour = Math.floor((local - day * DAY) / HOUR);
    if (hour >= 22 || hour < 6) cell.nightMin += minutes;
    const weekday = (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
    if (weekday >= 1 && weekday <= 5 && hour >= 9 && hour < 18) {
      cell.weekdayDayMin += minutes;
      if (day !== lastDay) {
        lastDay = day;
        // Visits to a place mostly arrive in time order: a day is new unless it lies within the
        // span already seen (an approximation that never counts one day twice in a row).
        if (day > cell.lastWeekday || day < cell.firstWeekday) cell.weekdays++;
        if (day < cell.firstWeekday) cell.firstWeekday = day;
        if (day > cell.lastWeekday) cell.lastWeekday = day;
      }
    }
  }
}

class Ledger {
  private readonly cellMap = new Map<string, PlaceCell>();
  private readonly seenKeys = new Map<number, number>();
  // The last point, as numbers (no object per point).
  private lastTime = Number.NaN;
  private lastLat = Number.NaN;
  private lastLng = Number.NaN;
  /** The last offset found, for a trip that has no coordinates of its own. */
  private lastOffset = 0;

  constructor(private readonly offsetAt: OffsetAt) {}

  /** The event's own local offset, else the zone's at its place and time. */
  private local(offsetMin: LocalOffset, at: LatLng | undefined, time: number): number {
    if (offsetMin !== null) this.lastOffset = offsetMin;
    else if (at) this.lastOffset = this.offsetAt(at, time);
    return this.lastOffset;
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
    if (seen === value) {
      this.stats.duplicates++;
      return true;
    }
    if (seen === undefined && this.seenKeys.size < MAX_REMEMBERED) this.seenKeys.set(key, value);
    return false;
  }
  private readonly stats: Omit<TimelineStats, 'cells'> = {
    records: 0,
    events: 0,
    points: 0,
    visits: 0,
    trips: 0,
    firstTime: null,
    lastTime: null,
    modes: emptyModes(),
    hours: Array<number>(24).fill(0),
    modeAffinities: [],
    duplicates: 0,
    tripSamples: [],
  };
  private stay: { at: LatLng; start: number; last: number; offsetMin: number; n: number } | null = null;

  add(event: TimelineEvent): void {
    this.stats.events++;
    switch (event.type) {
      case 'point':
        this.addPoint(event);
        break;
      case 'visit':
        if (this.isRepeat(0, event.start, event.end, event.at)) return;
        this.seen(event.start, event.end);
        this.addVisit(
          event.at,
          event.start,
          event.end,
          this.local(event.offsetMin, event.at, event.start),
          event.label,
          event.name,
        );
        break;
      case 'trip':
        if (this.isRepeat(1, event.start, event.end, event.from ?? event.to)) return;
        this.seen(event.start, event.end);
        this.addTrip(event);
        break;
      case 'profile':
        this.stats.googleHome ??= event.home;
        this.stats.googleWork ??= event.work;
        if (event.modes.length) this.stats.modeAffinities = event.modes;
    }
  }

  countRecord(): void {
    this.stats.records++;
  }

  finish(): TimelineStats {
    this.closeStay();
    return { ...this.stats, cells: [...this.cellMap.values()] };
  }

  private seen(start: number, end: number) {
    if (this.stats.firstTime === null || start < this.stats.firstTime) this.stats.firstTime = start;
    if (this.stats.lastTime === null || end > this.stats.lastTime) this.stats.lastTime = end;
  }

  private addPoint(event: Extract<TimelineEvent, { type: 'point' }>) {
    // A point repeated as it stands (same instant, same place) is counted once.
    if (event.time === this.lastTime && event.at.lat === this.lastLat && event.at.lng === this.lastLng) return;
    this.lastTime = event.time;
    this.lastLat = event.at.lat;
    this.lastLng = event.at.lng;
    this.stats.points++;
    this.seen(event.time, event.time);
    const offsetMin = this.local(event.offsetMin, event.at, event.time);
    this.stats.hours[localHour(event.time, offsetMin)]! += 1;
    const stay = this.stay;
    if (
      stay &&
      event.time >= stay.last &&
      event.time - stay.last <= MAX_GAP_MIN * 60_000 &&
      haversineKm(stay.at, event.at) <= STAY_RADIUS_KM
    ) {
      // Running mean keeps the stay's centre without storing its points.
      stay.n++;
      stay.at = {
        lat: stay.at.lat + (event.at.lat - stay.at.lat) / stay.n,
        lng: stay.at.lng + (event.at.lng - stay.at.lng) / stay.n,
      };
      stay.last = event.time;
      return;
    }
    const previous = this.closeStay();
    if (previous && event.time > previous.last) {
      const km = haversineKm(previous.at, event.at);
      const minutes = (event.time - previous.last) / 60_000;
      if (km > STAY_RADIUS_KM && minutes > 0 && minutes <= MAX_TRIP_GAP_MIN) {
        const speed = km / (minutes / 60);
        const bucket = event.bucket ?? (speed < 6 ? 'walking' : speed < 14 ? 'cycling' : 'driving');
        this.tally(bucket, km, minutes);
        this.recordTrip({ start: previous.last, end: event.time, from: previous.at, to: event.at, km, bucket });
      }
    }
    this.stay = { at: event.at, start: event.time, last: event.time, offsetMin, n: 1 };
  }

  private closeStay() {
    const stay = this.stay;
    this.stay = null;
    if (stay && (stay.last - stay.start) / 60_000 >= MIN_STAY_MIN) {
      this.addVisit(stay.at, stay.start, stay.last, stay.offsetMin);
    }
    return stay;
  }

  private addVisit(at: LatLng, start: number, end: number, offsetMin: number, label?: PlaceLabel, name?: string) {
    this.stats.visits++;
    const startHour = localHour(start, offsetMin);
    this.stats.hours[startHour]! += 1;
    const key = `${at.lat.toFixed(3)},${at.lng.toFixed(3)}`;
    let cell = this.cellMap.get(key);
    if (!cell) {
      if (this.cellMap.size >= MAX_CELLS) this.evictSmallest();
      cell = {
        key,
        lat: at.lat,
        lng: at.lng,
        dwellMin: 0,
        nightMin: 0,
        weekdayDayMin: 0,
        visits: 0,
        weekdays: 0,
        firstWeekday: Number.POSITIVE_INFINITY,
        lastWeekday: Number.NEGATIVE_INFINITY,
        eveningVisits: 0,
      };
      this.cellMap.set(key, cell);
    }
    const minutes = Math.max(0, (end - start) / 60_000);
    cell.visits++;
    cell.dwellMin += minutes;
    addDwell(cell, start, end, offsetMin);
    if (startHour >= 18) cell.eveningVisits++;
    if (label) cell.label = label;
    if (name && !cell.name) cell.name = name.slice(0, 120);
  }

  private addTrip(event: Extract<TimelineEvent, { type: 'trip' }>) {
    this.stats.trips++;
    const minutes = Math.max(0, (event.end - event.start) / 60_000);
    const km =
      event.meters !== undefined ? event.meters / 1000 : event.from && event.to ? haversineKm(event.from, event.to) : 0;
    this.tally(event.bucket, km, minutes);
    this.stats.hours[localHour(event.start, this.local(event.offsetMin, event.from ?? event.to, event.start))]! += 1;
    if (event.from && event.to && minutes > 0) {
      this.recordTrip({ start: event.start, end: event.end, from: event.from, to: event.to, km, bucket: event.bucket });
    }
  }

  /** Trips are kept (bounded) so commutes can be found once home and work are known. */
  private recordTrip(trip: TimelineStats['tripSamples'][number]) {
    const trips = this.stats.tripSamples;
    if (trips.length < 4000) trips.push(trip);
    else trips[this.stats.trips % trips.length] = trip; // keep a rolling sample on huge files
  }

  private tally(bucket: TravelBucket, km: number, minutes: number) {
    const mode = this.stats.modes[bucket];
    mode.km += km;
    mode.minutes += minutes;
    mode.trips++;
  }

  /** Keeps memory bounded on huge files: the quarter with the least dwell goes, in one batch. */
  private evictSmallest() {
    const byDwell = [...this.cellMap.values()].sort((a, b) => a.dwellMin - b.dwellMin);
    for (const cell of byDwell.slice(0, Math.ceil(byDwell.length / 4))) this.cellMap.delete(cell.key);
  }
}

/**
 * On-device exports repeat their visits and trips as raw `timelinePath` points. Those points feed
 * a ledger of their own, used only when the file has no visits or trips of its own (a path-only
 * export), so nothing is counted twice.
 */
export class TimelineAccumulator {
  private readonly main: Ledger;
  private readonly path: Ledger;

  constructor(offsetAt: OffsetAt) {
    this.main = new Ledger(offsetAt);
    this.path = new Ledger(offsetAt);
  }

  add(event: TimelineEvent): void {
    if (event.type === 'point' && event.path) this.path.add(event);
    else this.main.add(event);
  }

  countRecord(): void {
    this.main.countRecord();
  }

  finish(): TimelineStats {
    const main = this.main.finish();
    const path = this.path.finish();
    if (main.visits + main.trips > 0 || path.events === 0) return { ...main, points: main.points + path.points };
    return {
      ...path,
      records: main.records,
      events: main.events + path.events,
      googleHome: main.googleHome,
      googleWork: main.googleWork,
      modeAffinities: main.modeAffinities,
    };
  }
}

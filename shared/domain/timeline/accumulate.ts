import { haversineKm } from '../geo';
import type { LatLng, PlaceLabel, TimelineEvent, TravelBucket } from './events';

// Reduces a stream of timeline events to bounded statistics: places (a ~110 m grid) with their
// dwell time, night and weekday-daytime dwell; travel time and distance per mode; active hours;
// Google's own home/work labels. Raw points become stays (≥ 10 min within 200 m). Memory is capped
// (MAX_CELLS), so a 1 GB export costs no more than a small one.

const STAY_RADIUS_KM = 0.2;
const MIN_STAY_MIN = 10;
const MAX_CELLS = 20_000;
// Phones record little while still (overnight at home); a longer silence than this is not one stay.
const MAX_GAP_MIN = 12 * 60;

export interface PlaceCell {
  key: string;
  lat: number;
  lng: number;
  dwellMin: number;
  nightMin: number;
  weekdayDayMin: number;
  visits: number;
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

/** Local hour and weekday (0 = Sunday) by arithmetic: no Date object per point. */
function localParts(time: number, offsetMin: number) {
  const local = time + offsetMin * 60_000;
  const hour = Math.floor(local / HOUR) % 24;
  const day = Math.floor(local / DAY);
  return { hour: hour < 0 ? hour + 24 : hour, weekday: (((day + 4) % 7) + 7) % 7 }; // 1970-01-01 was a Thursday
}

/** Minutes of [start, end) that fall at night (22:00–06:00) and on weekday daytime (09:00–18:00). */
function splitDwell(start: number, end: number, offsetMin: number) {
  let night = 0;
  let weekdayDay = 0;
  // Walk the stay in 15-minute steps: precise enough, and bounded for week-long stays.
  const step = 15 * 60_000;
  const until = Math.min(end, start + 14 * 24 * 3_600_000);
  for (let t = start; t < until; t += step) {
    const minutes = Math.min(step, until - t) / 60_000;
    const { hour, weekday } = localParts(t, offsetMin);
    if (hour >= 22 || hour < 6) night += minutes;
    if (weekday >= 1 && weekday <= 5 && hour >= 9 && hour < 18) weekdayDay += minutes;
  }
  return { night, weekdayDay };
}

class Ledger {
  private readonly cellMap = new Map<string, PlaceCell>();
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
        this.seen(event.start, event.end);
        this.addVisit(event.at, event.start, event.end, event.offsetMin, event.label, event.name);
        break;
      case 'trip':
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
    this.stats.points++;
    this.seen(event.time, event.time);
    this.stats.hours[localParts(event.time, event.offsetMin).hour]! += 1;
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
      if (km > STAY_RADIUS_KM && minutes > 0 && minutes < 6 * 60) {
        const speed = km / (minutes / 60);
        const bucket = event.bucket ?? (speed < 6 ? 'walking' : speed < 14 ? 'cycling' : 'driving');
        this.tally(bucket, km, minutes);
        this.recordTrip({ start: previous.last, end: event.time, from: previous.at, to: event.at, km, bucket });
      }
    }
    this.stay = { at: event.at, start: event.time, last: event.time, offsetMin: event.offsetMin, n: 1 };
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
    this.stats.hours[localParts(start, offsetMin).hour]! += 1;
    const key = `${at.lat.toFixed(3)},${at.lng.toFixed(3)}`;
    let cell = this.cellMap.get(key);
    if (!cell) {
      if (this.cellMap.size >= MAX_CELLS) this.evictSmallest();
      cell = { key, lat: at.lat, lng: at.lng, dwellMin: 0, nightMin: 0, weekdayDayMin: 0, visits: 0 };
      this.cellMap.set(key, cell);
    }
    const minutes = Math.max(0, (end - start) / 60_000);
    const split = splitDwell(start, end, offsetMin);
    cell.visits++;
    cell.dwellMin += minutes;
    cell.nightMin += split.night;
    cell.weekdayDayMin += split.weekdayDay;
    if (label) cell.label = label;
    if (name && !cell.name) cell.name = name.slice(0, 120);
  }

  private addTrip(event: Extract<TimelineEvent, { type: 'trip' }>) {
    this.stats.trips++;
    const minutes = Math.max(0, (event.end - event.start) / 60_000);
    const km =
      event.meters !== undefined ? event.meters / 1000 : event.from && event.to ? haversineKm(event.from, event.to) : 0;
    this.tally(event.bucket, km, minutes);
    this.stats.hours[localParts(event.start, event.offsetMin).hour]! += 1;
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
  private readonly main = new Ledger();
  private readonly path = new Ledger();

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

import type { LatLng, PlaceLabel } from './events';

// One ~110 m cell of places, tallied so that the result does not depend on the order visits arrive
// in: whole milliseconds and integer coordinate sums (exact, so any order adds up to the same
// figures), distinct days kept as sets, and names and labels by count rather than first or last seen.

export interface PlaceCell {
  key: string;
  /** The mean of the visits' coordinates. */
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
  /** Nights slept here (at least 2 h between 22:00 and 06:00), and how many of them in the history's last 90 days. */
  nights?: number;
  recentNights?: number;
  /** The first and last of those nights (day numbers of their evenings). */
  firstNight?: number;
  lastNight?: number;
  /** Google's label when most of the labelled visits here carry it. */
  label?: PlaceLabel;
  /** The first and last visit's start (ms): a place visited over one stretch of days is not a regular one. */
  firstVisit?: number;
  lastVisit?: number;
  /** The export's own name most visits here carry, and how many carry it. */
  name?: string;
  nameVisits?: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STEP = 15 * 60_000;
const SLEPT_MS = 2 * HOUR;
const RECENT_DAYS = 90;
// A cell remembers this many distinct names (a market hall holds a few dozen at most).
const MAX_NAMES = 16;

export class PlaceTally {
  private latE7 = 0;
  private lngE7 = 0;
  private dwellMs = 0;
  private nightMs = 0;
  private weekdayDayMs = 0;
  visits = 0;
  private eveningVisits = 0;
  private firstVisit = Number.POSITIVE_INFINITY;
  private lastVisit = Number.NEGATIVE_INFINITY;
  private readonly weekdays = new Set<number>();
  /** Night presence per night (the day number of its evening), in ms. */
  private readonly nights = new Map<number, number>();
  private homeLabels = 0;
  private workLabels = 0;
  private readonly names = new Map<string, number>();

  constructor(readonly key: string) {}

  /** Total dwell, for choosing which cells to drop on huge files. */
  get dwell(): number {
    return this.dwellMs;
  }

  add(at: LatLng, start: number, end: number, offsetMin: number, label?: PlaceLabel, name?: string): void {
    this.visits++;
    if (start < this.firstVisit) this.firstVisit = start;
    if (start > this.lastVisit) this.lastVisit = start;
    this.latE7 += Math.round(at.lat * 1e7);
    this.lngE7 += Math.round(at.lng * 1e7);
    this.dwellMs += Math.max(0, end - start);
    const shift = offsetMin * 60_000;
    const startLocal = start + shift;
    if (startLocal - Math.floor(startLocal / DAY) * DAY >= 18 * HOUR) this.eveningVisits++;
    if (label === 'HOME') this.homeLabels++;
    if (label === 'WORK') this.workLabels++;
    if (name) {
      const short = name.slice(0, 120);
      const seen = this.names.get(short);
      if (seen !== undefined) this.names.set(short, seen + 1);
      else if (this.names.size < MAX_NAMES) this.names.set(short, 1);
    }
    // Walk the stay in 15-minute steps: precise enough, and bounded for week-long stays. Nights and
    // weekdays are recorded once per day crossed, not per step.
    const until = Math.min(end, start + 14 * DAY);
    let night = Number.NaN;
    let nightMs = 0;
    let weekdaySeen = Number.NaN;
    for (let t = start; t < until; t += STEP) {
      const ms = Math.min(STEP, until - t);
      const local = t + shift;
      const day = Math.floor(local / DAY);
      const hour = Math.floor((local - day * DAY) / HOUR);
      if (hour >= 22 || hour < 6) {
        this.nightMs += ms;
        const thisNight = hour >= 22 ? day : day - 1;
        if (thisNight !== night) {
          this.addNight(night, nightMs);
          night = thisNight;
          nightMs = 0;
        }
        nightMs += ms;
      }
      const weekday = (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
      if (weekday >= 1 && weekday <= 5 && hour >= 9 && hour < 18) {
        this.weekdayDayMs += ms;
        if (day !== weekdaySeen) {
          weekdaySeen = day;
          this.weekdays.add(day);
        }
      }
    }
    this.addNight(night, nightMs);
  }

  private addNight(night: number, ms: number) {
    if (ms > 0) this.nights.set(night, (this.nights.get(night) ?? 0) + ms);
  }

  /** The cell as the analysis reads it; `lastDay`: the history's last local day number. */
  toCell(lastDay: number): PlaceCell {
    let nights = 0;
    let recentNights = 0;
    let firstNight = Number.POSITIVE_INFINITY;
    let lastNight = Number.NEGATIVE_INFINITY;
    for (const [night, ms] of this.nights) {
      if (ms < SLEPT_MS) continue;
      nights++;
      firstNight = Math.min(firstNight, night);
      lastNight = Math.max(lastNight, night);
      if (night > lastDay - RECENT_DAYS) recentNights++;
    }
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (const day of this.weekdays) {
      if (day < first) first = day;
      if (day > last) last = day;
    }
    let name: string | undefined;
    let nameVisits = 0;
    for (const [candidate, count] of this.names) {
      if (count > nameVisits || (count === nameVisits && name !== undefined && candidate < name)) {
        name = candidate;
        nameVisits = count;
      }
    }
    const labelled = this.homeLabels + this.workLabels;
    const label: PlaceLabel | undefined = labelled ? (this.homeLabels >= this.workLabels ? 'HOME' : 'WORK') : undefined;
    return {
      key: this.key,
      lat: this.latE7 / this.visits / 1e7,
      lng: this.lngE7 / this.visits / 1e7,
      dwellMin: this.dwellMs / 60_000,
      nightMin: this.nightMs / 60_000,
      weekdayDayMin: this.weekdayDayMs / 60_000,
      visits: this.visits,
      weekdays: this.weekdays.size,
      firstWeekday: first,
      lastWeekday: last,
      eveningVisits: this.eveningVisits,
      nights,
      recentNights,
      ...(nights ? { firstNight, lastNight } : {}),
      firstVisit: this.firstVisit,
      lastVisit: this.lastVisit,
      ...(label ? { label } : {}),
      ...(name ? { name, nameVisits } : {}),
    };
  }
}

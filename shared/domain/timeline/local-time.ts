import tzLookup from '@photostructure/tz-lookup';
import type { LatLng } from './events';

// A point's local time when its timestamp carries no offset of its own (Takeout writes UTC
// instants): the offset of the time zone at its coordinates at that instant, from an offline
// time-zone map (@photostructure/tz-lookup, updated with each IANA release) and the runtime's own
// zone rules (Intl). Never a blanket India time: people bring histories from anywhere.

/** The UTC offset in minutes at a place and instant. */
export type OffsetAt = (at: LatLng, time: number) => number;

/** The documented fallback where the map has no answer: the longitude's nominal offset, 15° an hour. */
export const longitudeOffset = (at: LatLng) => Math.round(at.lng / 15) * 60;

const HOUR = 3_600_000;
const MAX_CACHED = 50_000;

/**
 * An OffsetAt with memos: a zone per ~11 km cell, and per zone its offsets a year at a time.
 * Consecutive points mostly share a cell and an hour, so the last answer is checked first.
 */
/** Zones by name, shared by every analysis in the process: a zone's rules do not change. */
const byName = new Map<string, ZoneDays>();

export function createZoneOffsets(): OffsetAt {
  const zones = new Map<number, ZoneDays | null>();
  let lastCell = Number.NaN;
  let lastHour = Number.NaN;
  let lastOffset = 0;

  const zoneOf = (cell: number, at: LatLng): ZoneDays | null => {
    let zone = zones.get(cell);
    if (zone === undefined) {
      let name: string | null;
      try {
        // The cell's centre, not the first point seen in it: the same zone whatever came first.
        name = tzLookup(Math.round(at.lat * 10) / 10, Math.round(at.lng * 10) / 10);
      } catch {
        name = null;
      }
      zone = name ? (byName.get(name) ?? new ZoneDays(name)) : null;
      if (zone) byName.set(zone.name, zone);
      if (zones.size >= MAX_CACHED) zones.clear();
      zones.set(cell, zone);
    }
    return zone;
  };

  return (at, time) => {
    const cell = Math.round(at.lat * 10) * 4000 + Math.round(at.lng * 10);
    const hour = Math.floor(time / HOUR);
    if (cell === lastCell && hour === lastHour) return lastOffset;
    const zone = zoneOf(cell, at);
    lastOffset = zone ? zone.offsetAt(hour) : longitudeOffset(at);
    lastCell = cell;
    lastHour = hour;
    return lastOffset;
  };
}

/**
 * One zone's offsets, a year at a time: sampled at the start of each month, with each change
 * (a DST transition) found by bisection to the hour: about 30 Intl calls a zone-year instead of
 * one a point.
 */
class ZoneDays {
  private readonly format: Intl.DateTimeFormat;
  /** Per UTC year: [first hour, offset] runs, in order. */
  private readonly years = new Map<number, [number, number][]>();

  constructor(readonly name: string) {
    this.format = new Intl.DateTimeFormat('en-US', { timeZone: name, timeZoneName: 'longOffset' });
  }

  private current: { from: number; to: number; runs: [number, number][] } | null = null;

  offsetAt(hour: number): number {
    let current = this.current;
    if (!current || hour < current.from || hour >= current.to) {
      const year = new Date(hour * HOUR).getUTCFullYear();
      let runs = this.years.get(year);
      if (!runs) {
        runs = this.runsOf(year);
        this.years.set(year, runs);
      }
      current = { from: Date.UTC(year, 0, 1) / HOUR, to: Date.UTC(year + 1, 0, 1) / HOUR, runs };
      this.current = current;
    }
    const { runs } = current;
    let offset = runs[0]![1];
    for (const [from, value] of runs) {
      if (hour < from) break;
      offset = value;
    }
    return offset;
  }

  private runsOf(year: number): [number, number][] {
    const monthStarts = Array.from({ length: 13 }, (_, m) => Date.UTC(year, m, 1) / HOUR);
    const runs: [number, number][] = [[monthStarts[0]!, this.read(monthStarts[0]!)]];
    for (let m = 1; m < monthStarts.length; m++) {
      let before = monthStarts[m - 1]!;
      let after = monthStarts[m]!;
      const offset = this.read(after);
      const previous = runs.at(-1)![1];
      if (offset === previous) continue;
      // The first hour with the new offset lies in (before, after].
      while (after - before > 1) {
        const middle = Math.floor((before + after) / 2);
        if (this.read(middle) === previous) before = middle;
        else after = middle;
      }
      runs.push([after, offset]);
    }
    return runs;
  }

  private read(hour: number): number {
    const name = this.format.formatToParts(hour * HOUR).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  }
}

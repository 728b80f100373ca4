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
 * An OffsetAt with memos: a zone per ~11 km cell, and an offset per zone and UTC hour (offsets
 * change only at DST transitions, on the hour). Consecutive points mostly share both, so the last
 * answer is checked first and costs two comparisons.
 */
export function createZoneOffsets(): OffsetAt {
  const zones = new Map<number, string | null>();
  const offsets = new Map<string, number>();
  const formats = new Map<string, Intl.DateTimeFormat>();
  let lastCell = Number.NaN;
  let lastHour = Number.NaN;
  let lastOffset = 0;

  const zoneOf = (cell: number, at: LatLng): string | null => {
    let zone = zones.get(cell);
    if (zone === undefined) {
      try {
        zone = tzLookup(at.lat, at.lng);
      } catch {
        zone = null;
      }
      if (zones.size >= MAX_CACHED) zones.clear();
      zones.set(cell, zone);
    }
    return zone;
  };

  const offsetOf = (zone: string, hour: number): number => {
    const key = `${zone}@${hour}`;
    let offset = offsets.get(key);
    if (offset === undefined) {
      let format = formats.get(zone);
      if (!format) {
        format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
        formats.set(zone, format);
      }
      const name = format.formatToParts(hour * HOUR).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
      const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
      offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
      if (offsets.size >= MAX_CACHED) offsets.clear();
      offsets.set(key, offset);
    }
    return offset;
  };

  return (at, time) => {
    const cell = Math.round(at.lat * 10) * 4000 + Math.round(at.lng * 10);
    const hour = Math.floor(time / HOUR);
    if (cell === lastCell && hour === lastHour) return lastOffset;
    const zone = zoneOf(cell, at);
    lastOffset = zone ? offsetOf(zone, hour) : longitudeOffset(at);
    lastCell = cell;
    lastHour = hour;
    return lastOffset;
  };
}

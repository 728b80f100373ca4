import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERSONA,
  encryptedBackupsTxt,
  onDeviceAndroidJson,
  onDeviceAndroidJsonChunks,
  onDeviceIosJson,
  onDeviceIosJsonChunks,
  type Persona,
  recordsJson,
  recordsJsonChunks,
  type SimDay,
  semanticJsonChunks,
  semanticMonthJson,
  settingsJson,
  simulateDays,
  timelineEditsJson,
  utf8ByteLength,
  type VisitSegment,
} from './fixtures';

const IST_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const TWO_POW_32 = 4_294_967_296;

type Obj = Record<string, unknown>;

const parse = (text: string): unknown => JSON.parse(text.replace(/^\uFEFF/, ''));
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

function obj(value: unknown): Obj {
  if (!isObj(value)) throw new Error(`expected an object, got ${JSON.stringify(value)?.slice(0, 80)}`);
  return value;
}

function arr(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new Error(`expected an array, got ${JSON.stringify(value)?.slice(0, 80)}`);
  return value;
}

const str = (value: unknown): string => {
  if (typeof value !== 'string') throw new Error(`expected a string, got ${JSON.stringify(value)}`);
  return value;
};

/** Local (IST) day of the week of a UTC instant: 0 Sunday … 6 Saturday. */
const istWeekday = (ms: number): number => new Date(ms + IST_MS).getUTCDay();
const istHour = (ms: number): number => new Date(ms + IST_MS).getUTCHours();
const decodeE7 = (value: number): number => (value > 1_800_000_000 ? value - TWO_POW_32 : value) / 1e7;

function allLeaves(value: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) allLeaves(item, out);
  else if (isObj(value)) for (const item of Object.values(value)) allLeaves(item, out);
  else out.push(value);
  return out;
}

function joinChunks(chunks: Iterable<string>): { text: string; sizes: number[] } {
  const parts = [...chunks];
  return { text: parts.join(''), sizes: parts.map(utf8ByteLength) };
}

const homeVisits = (days: SimDay[]): VisitSegment[] =>
  days.flatMap((day) => day.segments).filter((s): s is VisitSegment => s.type === 'visit' && s.place.kind === 'home');

describe('simulateDays', () => {
  const days = simulateDays(DEFAULT_PERSONA, 7, 28);

  it('is deterministic for a seed and differs between seeds', () => {
    expect(JSON.stringify(simulateDays(DEFAULT_PERSONA, 7, 28))).toBe(JSON.stringify(days));
    expect(JSON.stringify(simulateDays(DEFAULT_PERSONA, 8, 28))).not.toBe(JSON.stringify(days));
  });

  it('produces one unbroken, time-ordered timeline', () => {
    expect(days.map((day) => day.date)).toEqual(
      Array.from({ length: 28 }, (_, i) => new Date(Date.UTC(2025, 2, 1 + i)).toISOString().slice(0, 10)),
    );
    const segments = days.flatMap((day) => day.segments);
    for (let i = 1; i < segments.length; i++) {
      expect(segments[i]?.start).toBe(segments[i - 1]?.end);
      expect(segments[i]?.type).not.toBe(segments[i - 1]?.type);
    }
    for (const segment of segments) {
      expect(segment.end).toBeGreaterThan(segment.start);
      for (const point of segment.points) {
        expect(point.t).toBeGreaterThanOrEqual(segment.start);
        expect(point.t).toBeLessThanOrEqual(segment.end);
      }
    }
  });

  it('spends every night, 22:00 to 08:00 IST, at home', () => {
    const homes = homeVisits(days);
    for (const day of days) {
      const nightStart = day.dayStart + 22 * HOUR_MS;
      const nightEnd = day.dayStart + 32 * HOUR_MS;
      expect(homes.some((visit) => visit.start <= nightStart && visit.end >= nightEnd)).toBe(true);
    }
  });

  it('goes to work on weekdays only, arriving around 09:30 and leaving around 18:30', () => {
    const workDays = new Set<string>();
    for (const day of days) {
      for (const segment of day.segments) {
        if (segment.type !== 'visit' || segment.place.kind !== 'work') continue;
        workDays.add(day.date);
        expect(day.weekday).toBe(true);
        expect(istHour(segment.start)).toBeGreaterThanOrEqual(9);
        expect(istHour(segment.start)).toBeLessThan(10);
        expect(istHour(segment.end)).toBeGreaterThanOrEqual(18);
        expect(istHour(segment.end)).toBeLessThan(20);
      }
    }
    expect(workDays).toEqual(new Set(days.filter((day) => day.weekday).map((day) => day.date)));
  });

  it('visits the extras in the evenings and at weekends', () => {
    const kinds = new Set(days.flatMap((day) => day.segments.map((s) => (s.type === 'visit' ? s.place.kind : 'move'))));
    for (const kind of ['park', 'mall', 'gym', 'cafe', 'grocery']) expect(kinds).toContain(kind);
  });
});

describe('recordsJson', () => {
  const text = recordsJson(5);
  const locations = arr(obj(parse(text)).locations).map(obj);

  it('is a Records.json with E7 points in time order', () => {
    expect(Object.keys(obj(parse(text)))).toEqual(['locations']);
    expect(locations.length).toBeGreaterThan(300);
    const times = locations.map((l) => (l.timestamp ? Date.parse(str(l.timestamp)) : Number(str(l.timestampMs))));
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1] ?? 0);
    for (const location of locations) {
      expect(decodeE7(Number(location.latitudeE7))).toBeCloseTo(12.98, 0);
      expect(decodeE7(Number(location.longitudeE7))).toBeCloseTo(77.62, 1);
      expect(['GPS', 'WIFI', 'CELL']).toContain(location.source);
      expect(typeof location.accuracy).toBe('number');
    }
  });

  it('mixes ISO timestamps with the odd legacy timestampMs, and carries activity readings', () => {
    expect(locations.some((l) => typeof l.timestamp === 'string')).toBe(true);
    expect(locations.some((l) => typeof l.timestampMs === 'string')).toBe(true);
    const types = new Set(
      locations.flatMap((l) =>
        l.activity ? arr(l.activity).flatMap((a) => arr(obj(a).activity).map((t) => obj(t).type)) : [],
      ),
    );
    for (const type of ['IN_VEHICLE', 'STILL', 'ON_FOOT']) expect(types).toContain(type);
  });

  it('writes only timestampMs in legacy mode', () => {
    const legacy = arr(obj(parse(recordsJson(2, { legacyMs: true }))).locations).map(obj);
    expect(legacy.every((l) => typeof l.timestampMs === 'string' && l.timestamp === undefined)).toBe(true);
  });

  it('encodes overflowed E7 values by the antimeridian on request', () => {
    const plain = arr(obj(parse(recordsJson(2))).locations).map(obj);
    expect(plain.every((l) => Number(l.longitudeE7) < 1_800_000_000)).toBe(true);
    const points = arr(obj(parse(recordsJson(2, { overflow: true }))).locations).map(obj);
    const last = points.at(-1) ?? {};
    expect(Number(last.longitudeE7)).toBeGreaterThan(1_800_000_000);
    expect(decodeE7(Number(last.longitudeE7))).toBeCloseTo(-179.9, 5);
    expect(decodeE7(Number(last.latitudeE7))).toBeCloseTo(-16.8, 5);
    expect(decodeE7(Number(points.at(-2)?.longitudeE7))).toBeCloseTo(179.9, 5);
  });

  it('overflows some negative coordinates when the persona has them', () => {
    const saoPaulo: Persona = {
      ...DEFAULT_PERSONA,
      home: { lat: -23.5614, lng: -46.6559 },
      work: { lat: -23.5874, lng: -46.6576 },
      extras: [{ name: 'Parque Ibirapuera', lat: -23.5874, lng: -46.6576, kind: 'park' }],
      utcOffsetMinutes: -180,
    };
    const points = arr(obj(parse(recordsJson(10, { persona: saoPaulo }))).locations).map(obj);
    expect(points.some((l) => Number(l.longitudeE7) > 1_800_000_000)).toBe(true);
    for (const point of points) expect(decodeE7(Number(point.longitudeE7))).toBeCloseTo(-46.66, 1);
  });

  it('is deterministic for a seed', () => {
    expect(recordsJson(5)).toBe(text);
    expect(recordsJson(5, { seed: 99 })).not.toBe(text);
  });
});

describe('semanticMonthJson', () => {
  const days = 28;
  const objects = arr(obj(parse(semanticMonthJson(days))).timelineObjects).map(obj);
  const visits = objects.filter((o) => o.placeVisit).map((o) => obj(o.placeVisit));
  const segments = objects.filter((o) => o.activitySegment).map((o) => obj(o.activitySegment));
  const span = (visit: Obj): [number, number] => {
    const duration = obj(visit.duration);
    return [Date.parse(str(duration.startTimestamp)), Date.parse(str(duration.endTimestamp))];
  };
  const typed = (type: string) => visits.filter((v) => obj(v.location).semanticType === type);

  it('holds placeVisit and activitySegment objects only', () => {
    expect(objects.every((o) => Object.keys(o).length === 1 && (o.placeVisit || o.activitySegment))).toBe(true);
    expect(visits.length).toBeGreaterThan(days * 2);
    for (const segment of segments) {
      expect(['IN_PASSENGER_VEHICLE', 'WALKING', 'CYCLING', 'IN_BUS', 'IN_SUBWAY']).toContain(segment.activityType);
      expect(typeof segment.distance).toBe('number');
      expect(Object.keys(obj(segment.startLocation))).toContain('latitudeE7');
    }
    const child = visits.find((v) => v.childVisits);
    expect(obj(arr(child?.childVisits)[0]).location).toBeDefined();
  });

  it('puts home visits at night', () => {
    const homes = typed('TYPE_HOME').map(span);
    const firstNight = Date.UTC(2025, 2, 1) - IST_MS;
    for (let day = 0; day < days; day++) {
      const twoAm = firstNight + day * 24 * HOUR_MS + 2 * HOUR_MS;
      expect(homes.some(([start, end]) => start <= twoAm && end >= twoAm)).toBe(true);
    }
  });

  it('puts work visits on weekdays, in office hours', () => {
    const works = typed('TYPE_WORK').map(span);
    expect(works.length).toBe(20);
    for (const [start, end] of works) {
      expect([1, 2, 3, 4, 5]).toContain(istWeekday(start));
      expect(istHour(start)).toBeGreaterThanOrEqual(9);
      expect(istHour(end)).toBeLessThan(20);
    }
  });

  it('supports legacy millisecond timestamps and a byte-order mark', () => {
    const legacy = obj(arr(obj(parse(semanticMonthJson(2, { legacyMs: true }))).timelineObjects)[0]);
    const duration = obj(obj(legacy.placeVisit).duration);
    expect(duration.startTimestampMs).toMatch(/^\d{13}$/);
    expect(duration.startTimestamp).toBeUndefined();
    const withBom = semanticMonthJson(2, { bom: true });
    expect(withBom.charCodeAt(0)).toBe(0xfeff);
    expect(parse(withBom)).toEqual(parse(semanticMonthJson(2)));
  });

  it('is deterministic for a seed', () => {
    expect(semanticMonthJson(10, { seed: 3 })).toBe(semanticMonthJson(10, { seed: 3 }));
    expect(semanticMonthJson(10, { seed: 3 })).not.toBe(semanticMonthJson(10, { seed: 4 }));
  });
});

describe('onDeviceAndroidJson', () => {
  const file = obj(parse(onDeviceAndroidJson(10)));
  const segments = arr(file.semanticSegments).map(obj);

  it('has the three top-level keys in either order', () => {
    expect(Object.keys(file)).toEqual(['semanticSegments', 'rawSignals', 'userLocationProfile']);
    const profileFirst = obj(parse(onDeviceAndroidJson(2, { keyOrder: 'profile-first' })));
    expect(Object.keys(profileFirst)).toEqual(['userLocationProfile', 'semanticSegments', 'rawSignals']);
  });

  it('holds time-ordered visits, activities and timeline paths with +05:30 times', () => {
    const starts = segments.map((s) => Date.parse(str(s.startTime)));
    for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeGreaterThanOrEqual(starts[i - 1] ?? 0);
    expect(segments.every((s) => str(s.startTime).endsWith('+05:30') && str(s.endTime).endsWith('+05:30'))).toBe(true);
    const latLng = /^-?\d+\.\d+°, -?\d+\.\d+°$/;
    for (const segment of segments) {
      if (segment.visit) expect(obj(obj(obj(segment.visit).topCandidate).placeLocation).latLng).toMatch(latLng);
      else if (segment.activity) {
        const activity = obj(segment.activity);
        expect(obj(activity.start).latLng).toMatch(latLng);
        expect(typeof activity.distanceMeters).toBe('number');
        expect(typeof obj(activity.topCandidate).type).toBe('string');
      } else for (const point of arr(segment.timelinePath)) expect(obj(point).point).toMatch(latLng);
    }
    const levels = new Set(segments.filter((s) => s.visit).map((s) => obj(s.visit).hierarchyLevel));
    expect(levels).toEqual(new Set([0, 1]));
  });

  it('summarises home and work in the user location profile', () => {
    const profile = obj(file.userLocationProfile);
    const labels = arr(profile.frequentPlaces).map((p) => obj(p).label);
    expect(labels).toEqual(['HOME', 'WORK']);
    expect(arr(obj(profile.persona).travelModeAffinities).length).toBeGreaterThan(0);
    expect(arr(file.rawSignals).length).toBeGreaterThan(0);
  });
});

describe('onDeviceIosJson', () => {
  const entries = arr(parse(onDeviceIosJson(10))).map(obj);

  it('is a top-level array where every value is a string', () => {
    expect(entries.length).toBeGreaterThan(30);
    expect(allLeaves(entries).every((leaf) => typeof leaf === 'string')).toBe(true);
  });

  it('uses geo: locations, placeID and lower-case activity types', () => {
    const geo = /^geo:-?\d+\.\d{6},-?\d+\.\d{6}$/;
    const visits = entries.filter((e) => e.visit).map((e) => obj(obj(e.visit).topCandidate));
    expect(visits.every((v) => geo.test(str(v.placeLocation)) && typeof v.placeID === 'string')).toBe(true);
    expect(new Set(visits.map((v) => v.semanticType))).toEqual(new Set(['Home', 'Work', 'Unknown']));
    const activities = entries.filter((e) => e.activity).map((e) => obj(e.activity));
    expect(activities.some((a) => obj(a.topCandidate).type === 'in passenger vehicle')).toBe(true);
    expect(activities.every((a) => geo.test(str(a.start)) && /^\d+\.\d+$/.test(str(a.distanceMeters)))).toBe(true);
    const paths = entries.filter((e) => e.timelinePath).flatMap((e) => arr(e.timelinePath).map(obj));
    expect(paths.every((p) => geo.test(str(p.point)) && /^\d+$/.test(str(p.durationMinutesOffsetFromStartTime)))).toBe(
      true,
    );
  });
});

describe('non-location files', () => {
  it('writes Settings.json and Timeline Edits.json as JSON, deterministically', () => {
    expect(Object.keys(obj(parse(settingsJson())))).toContain('deviceSettings');
    expect(Object.keys(obj(parse(timelineEditsJson())))).toEqual(['timelineEdits']);
    expect(timelineEditsJson({ seed: 1 })).toBe(timelineEditsJson({ seed: 1 }));
  });

  it('writes the encrypted-backups notice', () => {
    expect(encryptedBackupsTxt()).toContain('You have encrypted Timeline backups stored on Google servers');
  });
});

describe('chunked generators', () => {
  const target = 2 * 1024 * 1024;
  const chunkBytes = 512 * 1024;
  const generators = {
    records: () => recordsJsonChunks(target, { chunkBytes }),
    semantic: () => semanticJsonChunks(target, { chunkBytes, bom: true }),
    android: () => onDeviceAndroidJsonChunks(target, { chunkBytes }),
    ios: () => onDeviceIosJsonChunks(target, { chunkBytes }),
  };

  for (const [name, generate] of Object.entries(generators)) {
    it(`${name}: streams valid JSON of at least the target size in bounded chunks`, () => {
      const { text, sizes } = joinChunks(generate());
      expect(utf8ByteLength(text)).toBeGreaterThanOrEqual(target);
      expect(sizes.length).toBeGreaterThan(3);
      for (const size of sizes.slice(0, -1)) {
        expect(size).toBeGreaterThanOrEqual(chunkBytes);
        expect(size).toBeLessThan(chunkBytes + 256 * 1024);
      }
      expect(() => parse(text)).not.toThrow();
    });
  }

  it('streams the same file as the whole-file generator would start with', () => {
    const first = recordsJsonChunks(1, { chunkBytes: 1024 }).next().value;
    expect(recordsJson(3).startsWith(String(first))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERSONA,
  onDeviceAndroidJson,
  onDeviceIosJson,
  type Persona,
  semanticMonthJson,
} from '../../../scripts/timeline/fixtures';
import type { AnalysisResults } from '../../contracts/analysis';
import type { PlaceCell, TimelineStats } from './accumulate';
import { TimelineAnalyzer } from './analyze-timeline';
import { outcomeOf } from './apply-analysis';
import { deriveInsights } from './derive-insights';
import type { OffsetAt } from './local-time';

// The analysis tells the truth for people from anywhere. Each case is built from our own
// fixtures (scripts/timeline/fixtures.ts) and, where it helps, run again as the old code read it
// (every time in India time) to show the case tells the difference.

const noNames = () => null;
const IST_EVERYWHERE: OffsetAt = () => 330; // how timestamps without an offset were read before

function insightsOf(text: string, offsetAt?: OffsetAt) {
  const analyzer = new TimelineAnalyzer(noNames, offsetAt);
  analyzer.push(text);
  return analyzer.end().insights;
}

const SAO_PAULO: Persona = {
  ...DEFAULT_PERSONA,
  home: { lat: -23.5613, lng: -46.6565 },
  work: { lat: -23.5874, lng: -46.6576 },
  extras: [],
  commuteMode: 'driving',
  startDate: '2024-03-04',
  city: 'São Paulo, Brazil',
  homeAddress: 'Avenida Paulista 1000, São Paulo',
  workName: 'Office near Ibirapuera',
  utcOffsetMinutes: -180,
};

describe('local time comes from the data, never a blanket India time', () => {
  it('reads a São Paulo semantic export (UTC instants) in São Paulo time', () => {
    const text = semanticMonthJson(28, { persona: SAO_PAULO, seed: 5 });
    const local = insightsOf(text);
    // The same days exported on the phone carry their own offsets: both must agree.
    const phone = insightsOf(onDeviceAndroidJson(28, { persona: SAO_PAULO, seed: 5 }));
    expect(local.activeHours).toEqual(phone.activeHours);
    expect(local.activeHours!.from).toBeGreaterThanOrEqual(6);
    expect(insightsOf(text, IST_EVERYWHERE).activeHours).not.toEqual(local.activeHours);
  });

  it('lets an Android segment’s offset field win over a time string written in another zone', () => {
    const text = onDeviceAndroidJson(28, { persona: SAO_PAULO, seed: 5 });
    // The same instants, written as a phone set to Tokyo time writes them: +09:00.
    const inTokyo = text.replace(/"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?)-03:00"/g, (_match, local: string) => {
      const instant = Date.parse(`${local}-03:00`);
      return `"${new Date(instant + 9 * 3_600_000).toISOString().slice(0, 23)}+09:00"`;
    });
    expect(inTokyo).not.toBe(text);
    expect(inTokyo).toContain('"startTimeTimezoneUtcOffsetMinutes": -180');
    expect(insightsOf(inTokyo).activeHours).toEqual(insightsOf(text).activeHours);
  });
});

// Hand-built semantic histories: nights at home, and daytime stays elsewhere.
const BENGALURU_HOME = { lat: 12.9352, lng: 77.6245 };
const visit = (at: { lat: number; lng: number }, startUtc: number, endUtc: number) => ({
  placeVisit: {
    location: { latitudeE7: Math.round(at.lat * 1e7), longitudeE7: Math.round(at.lng * 1e7) },
    duration: { startTimestamp: new Date(startUtc).toISOString(), endTimestamp: new Date(endUtc).toISOString() },
  },
});
const IST_MS = 330 * 60_000;
/** A UTC instant for a local (IST) time on day `d` after 2025-03-03 (a Monday). */
const at = (d: number, hour: number) => Date.UTC(2025, 2, 3 + d, hour) - IST_MS;
const isWeekday = (d: number) => d % 7 < 5;

function history(days: number, daytime: (d: number) => { lat: number; lng: number } | null) {
  const objects: unknown[] = [];
  for (let d = 0; d < days; d++) {
    const place = daytime(d);
    if (place) {
      objects.push(visit(BENGALURU_HOME, at(d, 0), at(d, 8)));
      objects.push(visit(place, at(d, 9), at(d, 18)));
      objects.push(visit(BENGALURU_HOME, at(d, 19), at(d, 24)));
    } else objects.push(visit(BENGALURU_HOME, at(d, 0), at(d, 24)));
  }
  return JSON.stringify({ timelineObjects: objects });
}

describe('work is a regular weekday place within a day’s reach of home', () => {
  const GOA = { lat: 15.4909, lng: 73.8278 }; // ~480 km away
  const AHMEDABAD = { lat: 23.0225, lng: 72.5714 }; // ~1,240 km away
  const OFFICE = { lat: 13.045, lng: 77.62 };

  it('does not take a two-week holiday far away for an office', () => {
    const holiday = history(60, (d) => (d >= 21 && d < 35 ? AHMEDABAD : null));
    const insights = insightsOf(holiday);
    expect(insights.home).not.toBeNull();
    expect(insights.work).toBeNull();
    expect(insights.commute).toBeNull();
    expect(insights.analysisResults.activity_patterns.join('|')).not.toMatch(/routine between home and work/);
  });

  it('nor a short stay nearby on a few days, but finds a real office', () => {
    const fewDays = history(60, (d) => (d === 9 || d === 10 || d === 11 ? OFFICE : null));
    expect(insightsOf(fewDays).work).toBeNull();
    const office = history(60, (d) => (isWeekday(d) ? OFFICE : null));
    expect(insightsOf(office).work).toMatchObject({ lat: expect.closeTo(13.045, 3) });
    // Far away, even if regular: not a daily commute.
    expect(insightsOf(history(60, (d) => (isWeekday(d) ? GOA : null))).work).toBeNull();
  });
});

describe('only plausible commutes are reported', () => {
  const OFFICE = { lat: 13.045, lng: 77.62 };
  const trip = (
    startUtc: number,
    minutes: number,
    km: number,
    activityType: string,
    from = BENGALURU_HOME,
    to = OFFICE,
  ) => ({
    activitySegment: {
      startLocation: { latitudeE7: Math.round(from.lat * 1e7), longitudeE7: Math.round(from.lng * 1e7) },
      endLocation: { latitudeE7: Math.round(to.lat * 1e7), longitudeE7: Math.round(to.lng * 1e7) },
      duration: {
        startTimestamp: new Date(startUtc).toISOString(),
        endTimestamp: new Date(startUtc + minutes * 60_000).toISOString(),
      },
      distance: km * 1000,
      activityType,
    },
  });
  function withTrips(make: (d: number) => unknown[]) {
    const base = JSON.parse(history(42, (d) => (isWeekday(d) ? OFFICE : null))) as { timelineObjects: unknown[] };
    for (let d = 0; d < 42; d++) if (isWeekday(d)) base.timelineObjects.push(...make(d));
    return JSON.stringify(base);
  }

  it('drops walks at train speed and walks that include a gap, and says no time rather than a wrong one', () => {
    const wrong = withTrips((d) => [
      trip(at(d, 8) + 10 * 60_000, 34, 13.9, 'WALKING'), // 24.5 km/h "on foot"
      trip(at(d, 18) + 5 * 60_000, 542, 7, 'WALKING'), // 0.8 km/h: a gap, not a walk
    ]);
    const { commute } = insightsOf(wrong);
    expect(commute).not.toBeNull();
    expect(commute!.minutes).toBeNull();
    expect(commute!.mode).toBeNull();
  });

  it('keeps the trips that fit their kind', () => {
    const right = withTrips((d) => [
      trip(at(d, 8) + 10 * 60_000, 34, 13.9, 'WALKING'),
      trip(at(d, 8) + 5 * 60_000, 40, 15, 'IN_PASSENGER_VEHICLE'),
    ]);
    expect(insightsOf(right).commute).toMatchObject({ minutes: 40, mode: 'driving' });
  });
});

describe('duplicates are counted once, in every format', () => {
  it('an iOS export that lists every entry twice', () => {
    const text = onDeviceIosJson(14, { persona: SAO_PAULO, seed: 5 });
    const entries = JSON.parse(text) as unknown[];
    const once = insightsOf(text);
    const twice = insightsOf(JSON.stringify([...entries, ...entries]));
    expect(twice.counts.visits).toBe(once.counts.visits);
    expect(twice.counts.trips).toBe(once.counts.trips);
    expect(twice.travelModes).toEqual(once.travelModes);
  });

  it('a semantic month with its objects repeated, and near-exact repeats (seconds apart)', () => {
    const text = semanticMonthJson(14, { persona: SAO_PAULO, seed: 5 });
    const { timelineObjects } = JSON.parse(text) as { timelineObjects: unknown[] };
    const nudged = JSON.parse(JSON.stringify(timelineObjects).replace(/:00(\.\d+)?Z"/g, ':07Z"')) as unknown[];
    const once = insightsOf(text);
    const repeated = insightsOf(JSON.stringify({ timelineObjects: [...timelineObjects, ...nudged] }));
    expect(repeated.counts).toMatchObject({ visits: once.counts.visits, trips: once.counts.trips });
    expect(repeated.travelModes).toEqual(once.travelModes);
  });
});

// Traits, on hand-made statistics: each rule on both sides of its mark.
function stats(
  cells: Partial<PlaceCell>[],
  modes: Partial<Record<'walking' | 'driving' | 'transit', number>>,
  hours = Array<number>(24).fill(1),
): TimelineStats {
  const empty = { km: 0, minutes: 0, trips: 0 };
  const mode = (minutes = 0) => ({ km: minutes / 6, minutes, trips: minutes ? 10 : 0 });
  return {
    records: 100,
    events: 100,
    points: 0,
    visits: cells.reduce((s, c) => s + (c.visits ?? 0), 0),
    trips: 10,
    firstTime: Date.UTC(2025, 2, 1),
    lastTime: Date.UTC(2025, 2, 29),
    cells: cells.map((c, i) => ({
      key: `c${i}`,
      lat: 12.9 + i * 0.05,
      lng: 77.6,
      dwellMin: 0,
      nightMin: 0,
      weekdayDayMin: 0,
      visits: 0,
      weekdays: 0,
      firstWeekday: 0,
      lastWeekday: 0,
      eveningVisits: 0,
      ...c,
    })),
    modes: {
      walking: mode(modes.walking),
      driving: mode(modes.driving),
      transit: mode(modes.transit),
      cycling: empty,
      'two-wheeler': empty,
      flying: empty,
      other: empty,
    },
    hours,
    modeAffinities: [],
    duplicates: 0,
    tripSamples: [],
  };
}
const traitsOf = (s: TimelineStats) => deriveInsights(s, noNames).analysisResults;
const home = (eveningVisits: number) => ({ dwellMin: 20_000, nightMin: 10_000, visits: 30, eveningVisits });
const out = (visits: number, eveningVisits: number) => ({ dwellMin: 3_000, visits, eveningVisits });

describe('traits that agree with each other', () => {
  it('coming home in the evening is not going out', () => {
    // Most activity starts in the evening, all of it arriving home.
    const eveningHeavy = Array.from({ length: 24 }, (_, h) => (h >= 18 ? 10 : 1));
    const r = traitsOf(stats([home(28), out(10, 0)], { walking: 50 }, eveningHeavy));
    expect(r.personality_traits).not.toContain('Social: often out in the evenings');
    expect(r.lifestyle_indicators.join('|')).not.toMatch(/nightlife/);
  });

  it('social from a quarter of visits being evenings away from home, and never beside homebody', () => {
    // 40 visits in all: 9 evenings out is under a quarter, 11 over.
    const below = traitsOf(stats([home(0), out(10, 9)], { walking: 50 }));
    const above = traitsOf(stats([home(0), out(10, 11)], { walking: 50 }));
    expect(below.personality_traits).not.toContain('Social: often out in the evenings');
    expect(above.personality_traits).toContain('Social: often out in the evenings');
    expect(above.personality_traits).not.toContain('Homebody: spends most of the time at home');
    expect(above.lifestyle_indicators.join('|')).toMatch(/nightlife/);
    expect(above.lifestyle_indicators.join('|')).not.toMatch(/quiet/);
    // Mostly at home and rarely out: a homebody, quiet, not social.
    const homebody = traitsOf(stats([home(0), out(10, 1)], { walking: 50 }));
    expect(homebody.personality_traits).toContain('Homebody: spends most of the time at home');
    expect(homebody.lifestyle_indicators.join('|')).toMatch(/quiet/);
  });

  it('active on foot and reliant on driving exclude each other', () => {
    const driver = traitsOf(stats([home(0)], { walking: 31, driving: 69 }));
    expect(driver.personality_traits).not.toContain('Active: walks or cycles for many trips');
    const walker = traitsOf(stats([home(0)], { walking: 31, driving: 40, transit: 29 }));
    expect(walker.personality_traits).toContain('Active: walks or cycles for many trips');
    expect(walker.personality_traits).not.toContain('Relies on driving for most trips');
    const under = traitsOf(stats([home(0)], { walking: 29, driving: 40, transit: 31 }));
    expect(under.personality_traits).not.toContain('Active: walks or cycles for many trips');
    const reliant = traitsOf(stats([home(0)], { walking: 20, driving: 61, transit: 19 }));
    expect(reliant.personality_traits).toContain('Relies on driving for most trips');
  });
});

describe('must-haves from how the person travels', () => {
  const results = (locations: string[]): AnalysisResults => ({
    personality_traits: [],
    area_preferences: [],
    lifestyle_indicators: [],
    activity_patterns: [],
    commute_insights: [],
    frequent_locations: locations,
  });
  const modes = (walking: number, driving: number, transit: number) =>
    [
      { mode: 'walking' as const, share: walking, km: 1 },
      { mode: 'driving' as const, share: driving, km: 1 },
      { mode: 'transit' as const, share: transit, km: 1 },
    ].filter((m) => m.share > 0);

  it('a student who walks: no parking, no public transport, whatever Home and Office say', () => {
    const outcome = outcomeOf(results(['Home', 'Office', 'Grocery Store']), modes(0.67, 0.2, 0.13));
    expect(outcome.mustHaves).toEqual(['groceryStores']);
    const said = traitsOf(stats([home(0)], { walking: 67, driving: 20, transit: 13 }));
    expect(said.area_preferences.join('|')).toMatch(/on foot or by bicycle \(67% of travel time\)/);
  });

  it('parking from a quarter of travel time by car, public transport from 15% by bus or train', () => {
    expect(outcomeOf(results(['Home']), modes(0.76, 0.24, 0)).mustHaves).not.toContain('parking');
    expect(outcomeOf(results(['Home']), modes(0.74, 0.26, 0)).mustHaves).toContain('parking');
    expect(outcomeOf(results(['Office']), modes(0.86, 0, 0.14)).mustHaves).not.toContain('publicTransport');
    expect(outcomeOf(results(['Grocery Store']), modes(0.84, 0, 0.16)).mustHaves).toContain('publicTransport');
  });

  it('the spec’s location rules alone when nothing is known of travel', () => {
    expect(outcomeOf(results(['Home', 'Office'])).mustHaves).toEqual(['parking', 'publicTransport']);
  });
});

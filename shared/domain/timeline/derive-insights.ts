import type { AnalysisResults } from '../../contracts/analysis';
import { haversineKm } from '../geo';
import type { PlaceCell, TimelineStats } from './accumulate';
import type { LatLng, TravelBucket } from './events';
import { type Found, findHomes, findWork, historyDays, isNear } from './find-homes';
import { typeOfName } from './place-types';
import { travelNeeds } from './travel-needs';

// Turns the statistics into the spec's analysisResults (six lists of plain sentences) plus the
// structured facts the finder uses (home, work, commute). Deterministic: no model involved.

/** What the gazetteer knows about a point: the nearest locality and a landmark within ~300 m. */
export type PlaceNamer = (
  point: LatLng,
) => { locality?: string; city?: string; landmark?: { name: string; kind: string } } | null;

export interface KnownPlace extends LatLng {
  area: string | null;
  source: 'google' | 'dwell';
}

export interface TimelineInsights {
  /** From and to as local dates where the history was recorded. */
  period: { from: string; to: string; days: number } | null;
  home: KnownPlace | null;
  work: KnownPlace | null;
  commute: { km: number; minutes: number | null; mode: TravelBucket | null } | null;
  travelModes: { mode: TravelBucket; share: number; km: number }[];
  activeHours: { from: number; to: number } | null;
  frequentPlaces: { type: string; name: string; visits: number; hours: number }[];
  analysisResults: AnalysisResults;
  counts: { records: number; points: number; visits: number; trips: number };
  /** Too little history to read a routine from: the lists say so and give no traits or lifestyles. */
  isThin: boolean;
}

/** Days between the first and last visit of a frequent place (or half the history, if shorter). */
export const FREQUENT_SPREAD_DAYS = 7;

/** Below either of these the history is too thin for traits, a persona or lifestyles. */
export const MIN_EVIDENCE = { days: 7, visits: 20 } as const;

/** Speeds (km/h) a trip of each kind can have; outside them its label or its timing is wrong. */
export const PLAUSIBLE_KMH: Record<TravelBucket, [number, number]> = {
  walking: [1.5, 8],
  cycling: [4, 35],
  'two-wheeler': [4, 130],
  driving: [4, 130],
  transit: [4, 120],
  flying: [150, 1000],
  other: [1.5, 130],
};

/** Evenings (visits starting 18–24 h) away from home, as a share of all visits. */
export const EVENING_OUT_SHARE = 0.25;
/** A homebody spends this share of their place time at home and is rarely out in the evening. */
export const HOME_SHARE = 0.65;
export const RARELY_OUT_SHARE = 0.1;
const MODE_WORDS: Record<TravelBucket, string> = {
  walking: 'on foot',
  cycling: 'by bicycle',
  'two-wheeler': 'by two-wheeler',
  driving: 'by car',
  transit: 'by public transport',
  flying: 'by air',
  other: 'by other means',
};

const LANDMARK_TYPES: Record<string, string> = {
  'tech-park': 'Office',
  'business-district': 'Office',
  station: 'Station',
  airport: 'Airport',
  university: 'School',
  hospital: 'Hospital',
  mall: 'Shopping Mall',
  landmark: 'Landmark',
};

function placeType(cell: PlaceCell, namer: PlaceNamer): { type: string; name: string } {
  const known = namer(cell);
  const byName = cell.name ? typeOfName(cell.name) : undefined;
  if (byName) return { type: byName, name: cell.name! };
  if (known?.landmark) return { type: LANDMARK_TYPES[known.landmark.kind] ?? 'Landmark', name: known.landmark.name };
  return { type: 'Place', name: cell.name ?? areaName(known) ?? 'an unnamed place' };
}

/** "Locality, City", the city alone, or null, from what the namer knows of a point. */
function areaName(known: ReturnType<PlaceNamer>): string | null {
  return known?.locality ? `${known.locality}${known.city ? `, ${known.city}` : ''}` : (known?.city ?? null);
}

const areaOf = (namer: PlaceNamer, at: LatLng) => areaName(namer(at));

/** The local calendar date of an instant at an offset (minutes). */
const localDate = (time: number, offsetMin: number) => new Date(time + offsetMin * 60_000).toISOString().slice(0, 10);

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const hoursLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

export function deriveInsights(stats: TimelineStats, namer: PlaceNamer): TimelineInsights {
  const { cells } = stats;
  const homes = findHomes(stats);
  const homeFound = homes.current;
  const workFound = findWork(stats, homes);
  const describe = (found: Found | undefined): KnownPlace | null =>
    found ? { ...found.at, area: areaOf(namer, found.at), source: found.source } : null;
  const home = describe(homeFound);
  const work = describe(workFound);
  const commute = home && work ? commuteBetween(stats, home, work) : null;

  const totalMinutes = Object.values(stats.modes).reduce((s, m) => s + m.minutes, 0);
  const travelModes = (Object.entries(stats.modes) as [TravelBucket, TimelineStats['modes'][TravelBucket]][])
    .filter(([, m]) => m.minutes > 0)
    .map(([mode, m]) => ({ mode, share: totalMinutes ? m.minutes / totalMinutes : 0, km: Math.round(m.km) }))
    .sort((a, b) => b.share - a.share);

  // The busiest three-hour window of the day.
  let activeHours: TimelineInsights['activeHours'] = null;
  if (stats.hours.some((h) => h > 0)) {
    let best = 0;
    for (let h = 1; h < 24; h++) {
      const sum = (x: number) => stats.hours[x % 24]! + stats.hours[(x + 1) % 24]! + stats.hours[(x + 2) % 24]!;
      if (sum(h) > sum(best)) best = h;
    }
    activeHours = { from: best, to: (best + 3) % 24 };
  }

  // Homes are named by their area, never by a venue that shares their cell. A frequent place is one
  // visited on separate occasions: at least twice, a week apart (or half the history, if shorter);
  // one stay, even split into several visits (a hotel over a weekend), is not.
  const minSpreadMs = Math.min(FREQUENT_SPREAD_DAYS, historyDays(stats) / 2) * 86_400_000;
  const isRegular = (cell: PlaceCell) =>
    cell.visits >= 2 && (cell.firstVisit === undefined || (cell.lastVisit ?? 0) - cell.firstVisit >= minSpreadMs);
  const ranked = [...cells].sort((a, b) => b.dwellMin - a.dwellMin).slice(0, 40);
  // Each other home is named once, however many of the ranked cells lie by it.
  const otherAreas = new Map(homes.others.map((at) => [at, areaOf(namer, at)]));
  const typed = ranked.flatMap((cell) => {
    const other = homes.others.find((at) => isNear(cell, at));
    const otherType = other?.isInUse ? 'Second home' : 'Former home';
    const found = isNear(cell, home)
      ? { type: 'Home', name: home!.area ?? 'Home' }
      : other
        ? { type: otherType, name: otherAreas.get(other) ?? otherType }
        : isNear(cell, work)
          ? { type: 'Office', name: work!.area ?? 'Work' }
          : isRegular(cell)
            ? placeType(cell, namer)
            : undefined;
    return found ? [{ ...found, visits: cell.visits, hours: Math.round(cell.dwellMin / 60) }] : [];
  });
  // One entry per place type and name, most time first.
  const seen = new Set<string>();
  const frequentPlaces = typed.filter((p) => {
    const key = `${p.type}|${p.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const first = stats.firstTime;
  const last = stats.lastTime;
  const period =
    first !== null && last !== null
      ? {
          from: localDate(first, stats.firstOffset ?? 0),
          to: localDate(last, stats.lastOffset ?? 0),
          days: Math.max(1, Math.round((last - first) / 86_400_000)),
        }
      : null;
  const isThin = !period || period.days < MIN_EVIDENCE.days || stats.visits < MIN_EVIDENCE.visits;

  return {
    period,
    home,
    work,
    commute,
    travelModes,
    activeHours,
    frequentPlaces: frequentPlaces.slice(0, 10),
    analysisResults: describeResults({
      stats,
      home,
      homes: homes.all,
      work,
      commute,
      travelModes,
      activeHours,
      frequentPlaces,
      period,
      isThin,
    }),
    counts: { records: stats.records, points: stats.points, visits: stats.visits, trips: stats.trips },
    isThin,
  };
}

/**
 * The commute: observed home↔work trips of a known kind whose speed fits that kind (a gap inside a
 * trip, or a low-confidence label on what was really a train, gives a commute no one has). Its mode
 * is the kind most of them had, and its time and distance come from the trips of that kind alone.
 * None left: the distance between home and work and no time, rather than a wrong one.
 */
function commuteBetween(stats: TimelineStats, home: LatLng, work: LatLng): TimelineInsights['commute'] {
  const near = (a: LatLng | undefined, b: LatLng) => a !== undefined && haversineKm(a, b) <= 0.6;
  const trips = stats.tripSamples.filter((t) => {
    if (t.bucket === 'other') return false;
    if (!((near(t.from, home) && near(t.to, work)) || (near(t.from, work) && near(t.to, home)))) return false;
    const hours = (t.end - t.start) / 3_600_000;
    const [slowest, fastest] = PLAUSIBLE_KMH[t.bucket];
    return t.km > 0 && hours > 0 && t.km / hours >= slowest && t.km / hours <= fastest;
  });
  const modeCount = new Map<TravelBucket, number>();
  for (const t of trips) modeCount.set(t.bucket, (modeCount.get(t.bucket) ?? 0) + 1);
  const mode = [...modeCount.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? null;
  const ofMode = trips.filter((t) => t.bucket === mode);
  const minutes = median(ofMode.map((t) => (t.end - t.start) / 60_000));
  const km = median(ofMode.map((t) => t.km)) ?? haversineKm(home, work) * 1.3;
  return { km: Math.round(km * 10) / 10, minutes: minutes === null ? null : Math.round(minutes), mode };
}

function describeResults(facts: {
  stats: TimelineStats;
  home: KnownPlace | null;
  /** Every home, current and former. */
  homes: LatLng[];
  work: KnownPlace | null;
  commute: TimelineInsights['commute'];
  travelModes: TimelineInsights['travelModes'];
  activeHours: TimelineInsights['activeHours'];
  frequentPlaces: TimelineInsights['frequentPlaces'];
  period: TimelineInsights['period'];
  isThin: boolean;
}): AnalysisResults {
  const { stats, home, homes, work, commute, travelModes, activeHours, frequentPlaces, period, isThin } = facts;
  const share = (mode: TravelBucket) => travelModes.find((m) => m.mode === mode)?.share ?? 0;
  const visitsOf = (type: string) => frequentPlaces.filter((p) => p.type === type).reduce((s, p) => s + p.visits, 0);
  const totalDwell = stats.cells.reduce((s, c) => s + c.dwellMin, 0);
  const homeDwell = stats.cells.filter((c) => isNear(c, home)).reduce((s, c) => s + c.dwellMin, 0);
  // Evenings out are visits that start 18–24 h somewhere other than a home, current or former
  // (coming home is not going out, nor was it before a move).
  const eveningsOut = stats.cells
    .filter((c) => homes.every((h) => !isNear(c, h)))
    .reduce((s, c) => s + c.eveningVisits, 0);
  const allVisits = stats.cells.reduce((s, c) => s + c.visits, 0);
  const outShare = allVisits ? eveningsOut / allVisits : 0;
  const social = outShare >= EVENING_OUT_SHARE;
  const homebody = totalDwell > 0 && homeDwell / totalDwell >= HOME_SHARE && outShare < RARELY_OUT_SHARE;
  // Active on foot and reliant on the car cannot both hold: each needs the other below its mark.
  const onFoot = share('walking') + share('cycling');
  const drives = share('driving') + share('two-wheeler');

  const traits: string[] = [];
  if (onFoot >= 0.3 && drives < 0.5) traits.push('Active: walks or cycles for many trips');
  if (visitsOf('Gym') + visitsOf('Park') >= 8) traits.push('Active and outdoorsy: regular gym or park visits');
  if (social) traits.push('Social: often out in the evenings');
  if (homebody) traits.push('Homebody: spends most of the time at home');
  if (stats.cells.length >= 30) traits.push('Explorer: visits many different places');
  if (share('transit') >= 0.3) traits.push('Public transport regular');
  if (drives >= 0.6 && onFoot < 0.3) traits.push('Relies on driving for most trips');
  if (!traits.length && stats.visits > 0) traits.push('Balanced routine');
  // Too little to read a routine from: no traits (so no persona) and no lifestyles, said plainly.
  if (isThin) traits.length = 0;

  const area: string[] = [];
  if (home?.area) area.push(`Lives around ${home.area}`);
  if (work?.area) area.push(`Works around ${work.area}`);
  if (commute && commute.km <= 8) area.push(`Prefers living close to work (about ${commute.km} km)`);
  if (visitsOf('Park') >= 4) area.push('Likes green spaces and parks nearby');
  if (visitsOf('Shopping Mall') >= 4) area.push('Likes having shopping close by');
  area.push(...(travelNeeds(travelModes)?.reasons ?? []));

  const indicators: string[] = [];
  if (visitsOf('Gym') >= 4) indicators.push('Regular gym visits (active)');
  if (visitsOf('Park') >= 4) indicators.push('Spends time in parks (outdoor)');
  if (visitsOf('Shopping Mall') >= 3) indicators.push('Frequent mall trips (shopping)');
  if (visitsOf('Restaurant') >= 3) indicators.push('Eats out often (dining)');
  if (visitsOf('Cafe') >= 3) indicators.push('Café regular (social)');
  if (social) indicators.push('Evening outings (nightlife)');
  if (homebody) indicators.push('Quiet evenings at home (quiet)');
  if (isThin) indicators.length = 0;

  const patterns: string[] = [];
  if (isThin) {
    const visits = `${stats.visits} ${stats.visits === 1 ? 'visit' : 'visits'}`;
    const days = period ? `${period.days} ${period.days === 1 ? 'day' : 'days'}` : 'no days';
    patterns.push(
      `Too little history to read a routine from (${days}, ${visits}): export a longer period, at least ${MIN_EVIDENCE.days} days and ${MIN_EVIDENCE.visits} visits, for a full analysis`,
    );
  }
  if (activeHours)
    patterns.push(`Most active between ${hoursLabel(activeHours.from)} and ${hoursLabel(activeHours.to)}`);
  if (home && work) patterns.push('Weekday routine between home and work');
  if (period)
    patterns.push(`Covers ${period.days} ${period.days === 1 ? 'day' : 'days'}, ${period.from} to ${period.to}`);

  const commuteInsights: string[] = [];
  if (commute) {
    const time = commute.minutes !== null ? `, about ${commute.minutes} min` : '';
    const how = commute.mode ? ` ${MODE_WORDS[commute.mode]}` : '';
    commuteInsights.push(`Typical commute ${commute.km} km${time}${how}`);
  }
  const main = travelModes[0];
  if (main)
    commuteInsights.push(`Most travel time is spent ${MODE_WORDS[main.mode]} (${Math.round(main.share * 100)}%)`);

  // spec §5: with too little data, the frequent locations default to Home, Office, Grocery Store.
  const locations = frequentPlaces.slice(0, 5).map((p) => {
    if (p.type === 'Place') return p.name;
    return p.name === p.type || p.name === 'Work' ? p.type : `${p.type} (${p.name})`;
  });
  return {
    personality_traits: traits.slice(0, 5),
    area_preferences: area.slice(0, 5),
    lifestyle_indicators: indicators.slice(0, 5),
    activity_patterns: patterns.slice(0, 5),
    commute_insights: commuteInsights.slice(0, 5),
    frequent_locations: locations.length ? locations : ['Home', 'Office', 'Grocery Store'],
  };
}

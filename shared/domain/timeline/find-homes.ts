import { haversineKm } from '../geo';
import type { TimelineStats } from './accumulate';
import type { LatLng } from './events';
import type { PlaceCell } from './place-tally';

// Where a person lives, has lived, and works. A history may hold several homes (a second home, the
// flat before a move): every place the export labels HOME, and every place slept at on many nights,
// is a home. The current one is where the most nights fell in the history's last months; work is a
// place away from all of them.

/** Cells within this distance are one place. */
export const NEAR_KM = 0.35;
/** Nights slept at a place (2 h or more between 22:00 and 06:00) from which it is a home. */
export const HOME_NIGHTS = 14;

/**
 * Work is a place visited on many distinct weekdays across the span, within a daily range of home:
 * a holiday (two weeks, far away) or a few visits are not an office.
 */
export const WORK_RULES = {
  /** The farthest a daily commute plausibly reaches (km, straight line). */
  maxKmFromHome: 80,
  /** Distinct weekdays with daytime presence. */
  minWeekdays: 4,
  /** Days between the first and last of them: at least this, or half the file's span if shorter. */
  minSpreadDays: 14,
} as const;

export interface Found {
  at: LatLng;
  source: 'google' | 'dwell';
}

export interface Homes {
  current: Found | undefined;
  /** Every home other than the current one; `isInUse`: slept at after the current one was first (a second home, not a former one). */
  others: (LatLng & { isInUse: boolean })[];
  /** All homes, current first: nothing near any of them is work, or an evening out. */
  all: LatLng[];
}

/** Whether a point is within NEAR_KM of a place (none: never). */
export const isNear = (p: LatLng, at: LatLng | null | undefined) => !!at && haversineKm(p, at) <= NEAR_KM;

/** Days from the history's first record to its last (0 for an empty one). */
export const historyDays = (stats: Pick<TimelineStats, 'firstTime' | 'lastTime'>) =>
  stats.firstTime !== null && stats.lastTime !== null ? (stats.lastTime - stats.firstTime) / 86_400_000 : 0;

export function findHomes(stats: TimelineStats): Homes {
  const { cells } = stats;
  const candidates: { at: LatLng; google: boolean }[] = [];
  const add = (at: LatLng, google: boolean) => {
    const same = candidates.find((c) => haversineKm(c.at, at) <= NEAR_KM);
    if (same) same.google ||= google;
    else candidates.push({ at, google });
  };
  const byNights = [...cells].sort((a, b) => (b.nights ?? 0) - (a.nights ?? 0) || b.nightMin - a.nightMin);
  for (const home of stats.googleHomes ?? (stats.googleHome ? [stats.googleHome] : [])) add(home, true);
  for (const cell of byNights) {
    if (cell.label === 'HOME') add(cell, true);
    else if ((cell.nights ?? 0) >= HOME_NIGHTS) add(cell, false);
  }
  // No label and no place with many nights: the most night dwell, as long as there is some.
  const nightly = [...cells].sort((a, b) => b.nightMin - a.nightMin)[0];
  if (!candidates.length && nightly && nightly.nightMin >= 60) add(nightly, false);
  if (!candidates.length) return { current: undefined, others: [], all: [] };

  const ranked = candidates
    .map((c) => {
      // The cells by this candidate, found once for all five sums.
      const near = cells.filter((cell) => isNear(cell, c.at));
      const sum = (value: (cell: PlaceCell) => number) => near.reduce((s, cell) => s + value(cell), 0);
      return {
        ...c,
        recent: sum((cell) => cell.recentNights ?? 0),
        nights: sum((cell) => cell.nights ?? 0),
        nightMin: sum((cell) => cell.nightMin),
        firstNight: Math.min(...near.map((cell) => cell.firstNight ?? Number.POSITIVE_INFINITY)),
        lastNight: Math.max(...near.map((cell) => cell.lastNight ?? Number.NEGATIVE_INFINITY)),
      };
    })
    .sort(
      (a, b) =>
        b.recent - a.recent ||
        b.nights - a.nights ||
        b.nightMin - a.nightMin ||
        Number(b.google) - Number(a.google) ||
        a.at.lat - b.at.lat ||
        a.at.lng - b.at.lng,
    );
  const [first, ...rest] = ranked;
  const point = (at: LatLng) => ({ lat: at.lat, lng: at.lng });
  return {
    current: { at: point(first!.at), source: first!.google ? 'google' : 'dwell' },
    others: rest.map((c) => ({ ...point(c.at), isInUse: c.lastNight > first!.firstNight })),
    all: ranked.map((c) => point(c.at)),
  };
}

export function findWork(stats: TimelineStats, homes: Homes): Found | undefined {
  const { cells } = stats;
  const home = homes.current?.at;
  const awayFromHomes = (p: LatLng) => homes.all.every((h) => !isNear(p, h));
  const inRange = (p: LatLng) => !home || haversineKm(p, home) <= WORK_RULES.maxKmFromHome;
  const labelled =
    stats.googleWork ?? cells.filter((c) => c.label === 'WORK').sort((a, b) => b.dwellMin - a.dwellMin)[0];
  // Google's own WORK label is checked for range only; our guesses also for regularity.
  if (labelled && inRange(labelled) && awayFromHomes(labelled))
    return { at: { lat: labelled.lat, lng: labelled.lng }, source: 'google' };
  const minSpread = Math.min(WORK_RULES.minSpreadDays, historyDays(stats) / 2);
  const best = cells
    .filter(
      (c) =>
        awayFromHomes(c) &&
        inRange(c) &&
        c.weekdays >= WORK_RULES.minWeekdays &&
        c.lastWeekday - c.firstWeekday >= minSpread,
    )
    .sort((a, b) => b.weekdayDayMin - a.weekdayDayMin)[0];
  return best && best.weekdayDayMin >= 60 ? { at: { lat: best.lat, lng: best.lng }, source: 'dwell' } : undefined;
}

import type { TravelMode } from '../../constants/travel-modes';
import type { TravelModes } from '../../contracts/preferences';
import type { Locality, TransitLine } from '../dataset/schema';
import { haversineKm } from '../geo';
import { perOwner } from '../per-owner';
import {
  type CommuteOption,
  estimateCommutes,
  headlineCommute,
  scoreCommuteMinutes,
  untimedMinutes,
  type WorkPoint,
  type WorkTransit,
  workPointOf,
} from './estimate-commute';

// One or two workplaces (docs/recommendation-formula.md, "Two workplaces"): which localities are
// candidates, whether each workplace can be reached, and the commute factor over all of them.

export interface Workplace {
  lat: number;
  lng: number;
  cityId: string;
  state: string;
  travelModes: TravelModes;
}

// The dataset never changes while it is in use: grouped by city and by state once per list.
const localityGroups = perOwner<readonly Locality[], Map<string, Locality[]>>((localities) => {
  const groups = new Map<string, Locality[]>();
  for (const l of localities) {
    for (const key of [`city:${l.city}`, `state:${l.state}`]) groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  return groups;
});

/**
 * The fastest each mode goes, for how far a limit in minutes can reach: driving's and cycling's
 * model speeds, a brisk walk, and a fast train for transit (an upper bound: candidates only).
 */
const REACH_KMH: Record<TravelMode, number> = { walking: 5, bicycling: 15, transit: 60, driving: 30 };

/** The longest straight-line distance any enabled mode may travel, from its kilometres or its minutes. */
const reachKm = (modes: TravelModes) =>
  Math.max(
    ...(Object.entries(modes) as [TravelMode, TravelModes[TravelMode]][])
      .filter(([, s]) => s.enabled)
      .map(([mode, s]) => (s.minutes === undefined ? s.distance : (s.minutes / 60) * REACH_KMH[mode])),
  );

/**
 * How two commutes are judged (preferences.judgeCommutesBy): "longer" keeps each within its own
 * limits and scores the longer; "sum" lets one run long where the other is short, their minutes
 * (or kilometres) together within the two active modes' limits together, and scores their mean.
 */
export type CommuteJudge = 'longer' | 'sum';

/** A workplace's modes with the other's active limit added: how far one commute may go under "sum". */
export function widenedModes(modes: TravelModes, other: TravelModes[TravelMode]): TravelModes {
  const wide = { ...modes };
  for (const mode of Object.keys(modes) as TravelMode[]) {
    const own = modes[mode];
    wide[mode] = {
      ...own,
      distance: own.distance + other.distance,
      ...(own.minutes !== undefined && { minutes: own.minutes + (other.minutes ?? other.distance) }),
    };
  }
  return wide;
}

/** A city's localities (someone who does not commute searches the whole city). */
export const cityLocalities = (localities: readonly Locality[], cityId: string): readonly Locality[] =>
  localityGroups(localities).get(`city:${cityId}`) ?? [];

/**
 * Each workplace's city, plus places in its state within its longest travel distance: never another
 * state. (A city's localities may lie in a neighbouring state: Mohali is listed under Chandigarh.)
 * With two workplaces, the union, each locality once.
 */
export function candidateLocalities(localities: readonly Locality[], workplaces: readonly Workplace[]): Locality[] {
  const groups = localityGroups(localities);
  const seen = new Set<string>();
  const candidates: Locality[] = [];
  for (const work of workplaces) {
    const maxKm = reachKm(work.travelModes);
    const inState = (groups.get(`state:${work.state}`) ?? []).filter(
      (l) => l.city !== work.cityId && haversineKm(l, work) <= maxKm,
    );
    for (const l of [...(groups.get(`city:${work.cityId}`) ?? []), ...inState]) {
      if (seen.has(l.id)) continue;
      seen.add(l.id);
      candidates.push(l);
    }
  }
  return candidates;
}

export type PlacedWorkplace = Workplace & WorkPoint & { activeMode: TravelMode };

/** Each workplace placed on our transit data, once per search. */
export function placeWorkplaces(
  workplaces: readonly (Workplace & { activeMode: TravelMode; transit?: WorkTransit })[],
  localities: readonly Locality[],
  transitLines: readonly TransitLine[],
): PlacedWorkplace[] {
  return workplaces.map((w) => ({ ...w, ...workPointOf(w, localities, transitLines), transit: w.transit }));
}

/** The commute to one workplace: every enabled mode, the one it is headlined by, and its minutes for scoring. */
export interface WorkplaceCommute {
  options: CommuteOption[];
  /** The active mode's timed commute, else the fastest timed one; none when nothing has a time. */
  headline: CommuteOption | undefined;
  /** The minutes the commute factor uses: the headline's, else untimedMinutes. */
  minutes: number;
  /** Whether those minutes are a time shown to the person (or under a kilometre), not one read from distance. */
  timed: boolean;
}

/**
 * The commute to each workplace, or null when any of them cannot be reached within its own travel
 * modes' limits: with two workplaces judged by the longer, the worse of the two commutes must fit
 * too; judged by their sum, the two together must fit the two active limits together.
 */
export function commutesTo(
  locality: Locality,
  points: readonly PlacedWorkplace[],
  judge: CommuteJudge = 'longer',
): WorkplaceCommute[] | null {
  const commutes: WorkplaceCommute[] = [];
  const summed = judge === 'sum' && points.length === 2;
  for (const [i, point] of points.entries()) {
    const other = points[1 - i];
    const modes =
      summed && other ? widenedModes(point.travelModes, other.travelModes[other.activeMode]) : point.travelModes;
    const options = estimateCommutes(locality, point, modes);
    const headline = headlineCommute(options, point.activeMode);
    const minutes = headline?.minutes ?? untimedMinutes(options);
    if (minutes === undefined || minutes === null) return null;
    commutes.push({ options, headline, minutes, timed: headline !== undefined || minutes === 0 });
  }
  if (summed && !withinTogether(commutes, points)) return null;
  return commutes;
}

/** Under "sum": the two headline commutes together within the two active modes' limits together. */
function withinTogether(commutes: readonly WorkplaceCommute[], points: readonly PlacedWorkplace[]): boolean {
  const limits = points.map((p) => p.travelModes[p.activeMode]);
  if (limits.every((l) => l.minutes !== undefined)) {
    const allowed = limits.reduce((sum, l) => sum + l.minutes!, 0);
    return commutes.reduce((sum, c) => sum + c.minutes, 0) <= allowed;
  }
  const allowed = limits.reduce((sum, l) => sum + l.distance, 0);
  return commutes.reduce((sum, c) => sum + routeKmOf(c), 0) <= allowed;
}

/** A commute's route length: the headline's, else the first mode within reach (a tie said by distance). */
export const routeKmOf = (c: WorkplaceCommute): number =>
  (c.headline ?? c.options.find((o) => o.withinLimit) ?? c.options[0]!).distanceKm;

/**
 * The commute factor: the usual 15–75 minute scale applied to the longer commute, or to their mean
 * (ranking then minimises their sum) when the person judges by the sum; one workplace: its own time.
 */
export function scoreCommutes(commutes: readonly WorkplaceCommute[], judge: CommuteJudge = 'longer'): number {
  if (judge === 'longer') return scoreCommuteMinutes(Math.max(...commutes.map((c) => c.minutes)));
  const total = commutes.reduce((sum, c) => sum + c.minutes, 0);
  return scoreCommuteMinutes(total / commutes.length);
}

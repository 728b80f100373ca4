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

/** The longest distance any enabled mode may travel. */
const reachKm = (modes: TravelModes) =>
  Math.max(
    ...Object.values(modes)
      .filter((s) => s.enabled)
      .map((s) => s.distance),
  );

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
 * modes' limits: with two workplaces, the worse of the two commutes must fit too.
 */
export function commutesTo(locality: Locality, points: readonly PlacedWorkplace[]): WorkplaceCommute[] | null {
  const commutes: WorkplaceCommute[] = [];
  for (const point of points) {
    const options = estimateCommutes(locality, point, point.travelModes);
    const headline = headlineCommute(options, point.activeMode);
    const minutes = headline?.minutes ?? untimedMinutes(options);
    if (minutes === undefined || minutes === null) return null;
    commutes.push({ options, headline, minutes, timed: headline !== undefined || minutes === 0 });
  }
  return commutes;
}

/**
 * The commute factor: the usual 15–75 minute scale applied to the mean of the commutes, so that
 * ranking minimises their sum (one workplace: its own time).
 */
export function scoreCommutes(commutes: readonly WorkplaceCommute[]): number {
  const total = commutes.reduce((sum, c) => sum + c.minutes, 0);
  return scoreCommuteMinutes(total / commutes.length);
}

import { TRAVEL_MODE_KEYS, type TravelMode } from '../../constants/travel-modes';
import type { TravelModes } from '../../contracts/preferences';
import type { Locality } from '../dataset/schema';
import { haversineKm } from '../geo';
import { perOwner } from '../per-owner';
import { nearestRapidStation } from './locality-signals';

// Door-to-door commute estimates for Indian metros. Straight-line distance × a road-detour factor
// gives the route length; time = route ÷ a peak-hour speed + fixed overheads (walking to the
// station and waiting, parking). Figures are conservative city-wide averages, documented in
// docs/recommendation-formula.md.
export const COMMUTE_MODEL = {
  walking: { detour: 1.25, speedKmh: 4.5, overheadMin: 0 },
  bicycling: { detour: 1.3, speedKmh: 12, overheadMin: 2 },
  driving: { detour: 1.35, speedKmh: 22, overheadMin: 5 },
  /** Metro or suburban rail when both ends are within 2 km of a station, else city buses. */
  transitRail: { detour: 1.3, speedKmh: 30, overheadMin: 15 },
  transitBus: { detour: 1.35, speedKmh: 14, overheadMin: 12 },
} as const;

export interface CommuteOption {
  mode: TravelMode;
  distanceKm: number;
  minutes: number;
  withinLimit: boolean;
  viaRail: boolean;
}

const RAIL_ACCESS_KM = 2;

/**
 * Whether the work location is near rapid transit: some curated locality within 3 km of it has a
 * metro or suburban station close enough that the station lies within ~2 km of the work point.
 */
export function hasRailAccess(point: { lat: number; lng: number }, localities: readonly Locality[]): boolean {
  // Work places repeat (landmarks, pinned offices): remembered per point, for the dataset in use.
  const known = railAccessFor(localities);
  const key = `${point.lat},${point.lng}`;
  let answer = known.get(key);
  if (answer === undefined) {
    if (known.size >= 4096) known.clear();
    answer = nearRapidTransit(point, localities);
    known.set(key, answer);
  }
  return answer;
}

const railAccessFor = perOwner<readonly Locality[], Map<string, boolean>>(() => new Map());

function nearRapidTransit(point: { lat: number; lng: number }, localities: readonly Locality[]): boolean {
  // A cheap box first: 3 km is under 0.03° of latitude and under 3 / (111 × cos latitude)° of
  // longitude, so the box only skips places that cannot be within 3 km.
  const boxLng = 3 / (111 * Math.cos((point.lat * Math.PI) / 180));
  return localities.some((l) => {
    if (Math.abs(l.lat - point.lat) > 0.03 || Math.abs(l.lng - point.lng) > boxLng) return false;
    const toLocality = haversineKm(point, l);
    if (toLocality > 3) return false;
    const station = nearestRapidStation(l);
    return station !== undefined && toLocality + station.distanceKm <= RAIL_ACCESS_KM + 1;
  });
}

export function estimateCommutes(
  locality: Locality,
  work: { lat: number; lng: number; hasRailAccess: boolean },
  travelModes: TravelModes,
): CommuteOption[] {
  const straight = haversineKm(locality, work);
  const station = nearestRapidStation(locality);
  const viaRail = work.hasRailAccess && station !== undefined && station.distanceKm <= RAIL_ACCESS_KM;
  return TRAVEL_MODE_KEYS.filter((mode) => travelModes[mode].enabled).map((mode) => {
    const model =
      mode === 'transit' ? (viaRail ? COMMUTE_MODEL.transitRail : COMMUTE_MODEL.transitBus) : COMMUTE_MODEL[mode];
    const distanceKm = Math.round(straight * model.detour * 10) / 10;
    const minutes = Math.round((distanceKm / model.speedKmh) * 60 + model.overheadMin);
    return {
      mode,
      distanceKm,
      minutes,
      withinLimit: distanceKm <= travelModes[mode].distance,
      viaRail: mode === 'transit' && viaRail,
    };
  });
}

/** The fastest enabled mode within its distance limit; ties go to the order of TRAVEL_MODE_KEYS. */
export function bestCommute(options: CommuteOption[]): CommuteOption | undefined {
  let best: CommuteOption | undefined;
  for (const option of options) {
    if (option.withinLimit && (!best || option.minutes < best.minutes)) best = option;
  }
  return best;
}

/** 1 at 15 minutes or less, falling linearly to 0 at 75 minutes. */
export function scoreCommuteMinutes(minutes: number): number {
  return Math.min(1, Math.max(0, (75 - minutes) / 60));
}

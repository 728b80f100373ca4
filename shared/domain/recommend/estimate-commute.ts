import { TRAVEL_MODE_KEYS, type TravelMode } from '../../constants/travel-modes';
import type { TravelModes } from '../../contracts/preferences';
import type { JourneyLeg, JourneyView } from '../../contracts/transit';
import type { Locality, TransitLine } from '../dataset/schema';
import { haversineKm } from '../geo';
import { describeLegs, ridesIn } from '../transit/describe-journey';
import { indexLines, type LineAccess, type LineIndex, NO_DIRECT_LINE, transitRoute, workAccess } from './transit-route';

// Door-to-door commute estimates for Indian cities (docs/recommendation-formula.md, "Commute").
// Walking, cycling and driving: straight-line distance × a detour factor gives the route length; time
// = route ÷ a peak-hour speed + a fixed overhead (parking). Transit rides our own lines and stations
// (transit-route.ts), or has no time where no line serves both ends.
export const COMMUTE_MODEL = {
  walking: { detour: 1.25, speedKmh: 4.5, overheadMin: 0, how: 'On foot at 4.5 km/h' },
  bicycling: { detour: 1.3, speedKmh: 12, overheadMin: 2, how: 'By bicycle at 12 km/h' },
  driving: {
    detour: 1.35,
    speedKmh: 22,
    overheadMin: 5,
    how: 'By road at 22 km/h, a peak-hour average, and 5 min to park',
  },
  /** Road distance for a trip with no direct line: it sets the reach, and the commute factor (never shown as a time). */
  transitBus: { detour: 1.35, speedKmh: 14, overheadMin: 12 },
} as const;

/** Closer than this in a straight line, no time is given: "under 1 km, a few minutes' walk". */
export const NEAR_KM = 1;
export const NEAR_TEXT = "Under 1 km, a few minutes' walk";

export interface CommuteOption {
  mode: TravelMode;
  /** Route length: by road, on foot, or walks and ride for transit. */
  distanceKm: number;
  /** Null where no honest time can be given: no direct line, or under a kilometre. */
  minutes: number | null;
  withinLimit: boolean;
  /** How, in words: the line and stations for transit, or why there is no time. */
  how: string;
  /** A transit commute planned on timetables: its changes, legs and the feeds they came from. */
  journey?: Pick<JourneyView, 'changes' | 'legs' | 'basis'>;
}

/** The longest transit journey given as a commute: beyond it, "no transit journey under 90 minutes". */
export const MAX_TRANSIT_MINUTES = 90;
export const NO_TRANSIT_JOURNEY = 'No transit journey under 90 minutes';
/** Walking longer than this is not offered as a transit commute: it says no ride helps. */
export const MAX_WALK_AS_TRANSIT_MINUTES = 20;

/**
 * Each locality's typical transit journey to one workplace, planned over its city's timetables
 * (server/features/transit): what transit commutes come from where the city has a network.
 */
export interface WorkTransit {
  /** By locality id; a locality missing here has no journey under MAX_TRANSIT_MINUTES. */
  journeys: ReadonlyMap<string, JourneyView>;
  /** "Buses are not in our data for Pune": said where the network has no bus feed. */
  missing?: string;
  /**
   * The network's feeds lack some lines we know there (NCR, MMR, Chennai, Kolkata): a journey that
   * rides is the most the trip takes (a line added never makes a journey slower), so it stands
   * where it is no slower than the one-line estimate; elsewhere the estimate does.
   */
  partial?: true;
}

/** A workplace with what the estimates need of it: the stations of each line near it. */
export interface WorkPoint {
  lat: number;
  lng: number;
  access: LineAccess;
  lines: LineIndex;
  /** Timetable journeys to this workplace, where its city has a network with feeds. */
  transit?: WorkTransit;
}

/** A workplace placed on our transit data: which line's stations it can walk to. */
export function workPointOf(
  point: { lat: number; lng: number },
  localities: readonly Locality[],
  transitLines: readonly TransitLine[],
): WorkPoint {
  return { lat: point.lat, lng: point.lng, access: workAccess(point, localities), lines: indexLines(transitLines) };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Each enabled travel mode's commute from a locality's centre to a workplace. A mode whose limit is
 * in minutes is within it when its time is (an untimed transit trip: at a city bus's pace over its
 * road distance); otherwise its route length is checked against the kilometres.
 */
export function estimateCommutes(locality: Locality, work: WorkPoint, travelModes: TravelModes): CommuteOption[] {
  return TRAVEL_MODE_KEYS.filter((mode) => travelModes[mode].enabled).map((mode) => {
    const option = estimateMode(locality, work, mode, travelModes[mode].distance);
    const minutesLimit = travelModes[mode].minutes;
    if (minutesLimit === undefined) return option;
    return { ...option, withinLimit: limitMinutesOf(option) <= minutesLimit };
  });
}

/** The minutes a limit in minutes is checked against: the time, or a bus's over an untimed trip's road. */
export function limitMinutesOf(option: CommuteOption): number {
  if (option.minutes !== null) return option.minutes;
  if (option.how === NEAR_TEXT) return 0;
  const { speedKmh, overheadMin } = COMMUTE_MODEL.transitBus;
  return Math.round((option.distanceKm / speedKmh) * 60 + overheadMin);
}

function estimateMode(locality: Locality, work: WorkPoint, mode: TravelMode, limit: number): CommuteOption {
  const straight = haversineKm(locality, work);
  const near = straight < NEAR_KM;
  if (mode === 'transit' && work.transit && !near) {
    const planned = plannedTransit(locality, work.transit, straight, limit);
    if (!work.transit.partial) return planned;
    const estimate = estimatedTransit(locality, work, straight, limit);
    const quicker = estimate.minutes === null || (planned.minutes ?? Infinity) <= estimate.minutes;
    return planned.journey && quicker ? planned : estimate;
  }
  if (mode === 'transit') return estimatedTransit(locality, work, straight, limit, near);
  const model = COMMUTE_MODEL[mode];
  const distanceKm = round1(straight * model.detour);
  return {
    mode,
    distanceKm,
    minutes: near ? null : Math.round((distanceKm / model.speedKmh) * 60 + model.overheadMin),
    withinLimit: distanceKm <= limit,
    how: near ? NEAR_TEXT : model.how,
  };
}

/** The one-line model (transit-route.ts): the quickest direct ride, or why there is none. */
function estimatedTransit(
  locality: Locality,
  work: WorkPoint,
  straight: number,
  limit: number,
  near = false,
): CommuteOption {
  const route = near ? null : transitRoute(locality, work);
  // A line whose walks and wait take longer than walking the whole way is not worth taking.
  const walkKm = round1(straight * COMMUTE_MODEL.walking.detour);
  const walkMinutes = Math.round((walkKm / COMMUTE_MODEL.walking.speedKmh) * 60);
  if (route && walkMinutes <= route.minutes) {
    const how = `Quicker on foot than by ${route.line}`;
    return { mode: 'transit', distanceKm: walkKm, minutes: walkMinutes, withinLimit: walkKm <= limit, how };
  }
  const distanceKm = route ? route.km : round1(straight * COMMUTE_MODEL.transitBus.detour);
  return {
    mode: 'transit',
    distanceKm,
    minutes: route?.minutes ?? null,
    withinLimit: distanceKm <= limit,
    how: near ? NEAR_TEXT : (route?.how ?? NO_DIRECT_LINE),
  };
}

/** Route length of a journey: its walks along streets, its rides along the track. */
function journeyKm(legs: readonly JourneyLeg[]): number {
  let km = 0;
  for (const leg of legs)
    km += haversineKm(leg.from, leg.to) * (leg.mode === 'walk' ? COMMUTE_MODEL.walking.detour : 1.2);
  return round1(km);
}

/** The transit commute from the timetables: the typical journey's minutes and legs in words. */
function plannedTransit(locality: Locality, transit: WorkTransit, straight: number, limit: number): CommuteOption {
  const journey = transit.journeys.get(locality.id);
  const note = transit.missing ? `; ${transit.missing.charAt(0).toLowerCase()}${transit.missing.slice(1)}` : '';
  if (!journey || journey.minutes > MAX_TRANSIT_MINUTES) {
    const distanceKm = round1(straight * COMMUTE_MODEL.transitBus.detour);
    return {
      mode: 'transit',
      distanceKm,
      minutes: null,
      withinLimit: distanceKm <= limit,
      how: `${NO_TRANSIT_JOURNEY}${note}`,
    };
  }
  const distanceKm = journeyKm(journey.legs);
  if (!ridesIn(journey)) {
    // No ride helps: a short walk is the commute; a long one is no transit commute at all.
    if (journey.minutes > MAX_WALK_AS_TRANSIT_MINUTES) {
      const how = `No metro or train helps here (on foot: ${journey.minutes} min)${note}`;
      return { mode: 'transit', distanceKm, minutes: null, withinLimit: distanceKm <= limit, how };
    }
    const how = `Quicker on foot than by any ride${note}`;
    return { mode: 'transit', distanceKm, minutes: journey.minutes, withinLimit: distanceKm <= limit, how };
  }
  return {
    mode: 'transit',
    distanceKm,
    minutes: journey.minutes,
    withinLimit: distanceKm <= limit,
    how: describeLegs(journey.legs),
    journey: { changes: journey.changes, legs: journey.legs, basis: journey.basis },
  };
}

/**
 * The commute a result is headlined and scored by: the person's active mode where it has a time
 * within its limit, else the fastest timed mode within its limit (ties to TRAVEL_MODE_KEYS order).
 */
export function headlineCommute(options: readonly CommuteOption[], active: TravelMode): CommuteOption | undefined {
  const own = options.find((o) => o.mode === active && o.withinLimit && o.minutes !== null);
  if (own) return own;
  let best: CommuteOption | undefined;
  for (const option of options) {
    if (option.withinLimit && option.minutes !== null && (!best || option.minutes < best.minutes!)) best = option;
  }
  return best;
}

/**
 * Minutes for the commute factor when no mode has a time: under a kilometre counts as no commute;
 * transit with no direct line is scored by its road distance at a city bus's pace.
 */
export function untimedMinutes(options: readonly CommuteOption[]): number | undefined {
  const reachable = options.filter((o) => o.withinLimit);
  if (!reachable.length) return undefined;
  return Math.min(...reachable.map(limitMinutesOf));
}

/** 1 at 15 minutes or less, falling linearly to 0 at 75 minutes. */
export function scoreCommuteMinutes(minutes: number): number {
  return Math.min(1, Math.max(0, (75 - minutes) / 60));
}

import type { PlannedTrip, RideQuestion } from '../../../../../shared/domain/assistant/facts';
import { findMentionedLocalities } from '../../../../../shared/domain/assistant/find-mentions';
import { tripEndTexts } from '../../../../../shared/domain/assistant/resolve/trip-ends';
import type { Locality } from '../../../../../shared/domain/dataset/schema';
import { MAX_TRANSIT_MINUTES, workPointOf } from '../../../../../shared/domain/recommend/estimate-commute';
import { nearestRapidStation, OWN_STATION_KM } from '../../../../../shared/domain/recommend/locality-signals';
import { transitRoute } from '../../../../../shared/domain/recommend/transit-route';
import { ridesIn } from '../../../../../shared/domain/transit/describe-journey';
import { stopNameKey } from '../../../../../shared/domain/transit/stop-name';
import type { GatherContext } from './gather-context';

// Transit between two places: "is there a metro from Hebbal to Manyata", "Baner se Hinjewadi kitna
// time". Each end is a neighbourhood of ours or a landmark (the geocoder's: Manyata Tech Park); the
// journey comes from the city's timetables (the transit router) where its network has every line we
// know, with what those timetables lack said; elsewhere, the quickest direct ride we estimate.

interface TripEnd {
  name: string;
  lat: number;
  lng: number;
  cityId: string;
  locality: Locality | null;
}

/** A geocoder match below this is a guess, and a bare city is no end of a trip. */
const SURE_MATCH = 0.6;

// A landmark named as such (HITEC City, Manyata Tech Park) is that place, not the neighbourhood whose
// alias it also is; otherwise the neighbourhood the words name, then what the geocoder is sure of.
async function findEnd(context: GatherContext, text: string): Promise<TripEnd | null> {
  const { services, index, resolved } = context;
  const city = resolved.cityId ? services.dataset.citiesById.get(resolved.cityId) : undefined;
  const found = await services.geocoder.geocode(city ? `${text}, ${city.name}` : text);
  const sure = found && found.source !== 'city' && found.confidence >= SURE_MATCH ? found : null;
  const [locality] = findMentionedLocalities(text, index, resolved.cityId);
  if (locality && sure?.source !== 'landmark') {
    return { name: locality.name, lat: locality.lat, lng: locality.lng, cityId: locality.city, locality };
  }
  return sure && { name: sure.label, lat: sure.lat, lng: sure.lng, cityId: sure.cityId, locality: null };
}

async function tripEnds(context: GatherContext): Promise<[TripEnd, TripEnd] | null> {
  const texts = tripEndTexts(context.question);
  if (!texts) return null;
  const [from, to] = await Promise.all([findEnd(context, texts.from), findEnd(context, texts.to)]);
  return from && to ? [from, to] : null;
}

/**
 * A neighbourhood end as its own station, where its centre is further from it than a walk to a stop
 * (1.2 km): "Miyapur se HITEC City" means from Miyapur station, 1.4 km from Miyapur's centre. The
 * answer names the station, so nobody reads it as door to door.
 */
async function atOwnStation(context: GatherContext, end: TripEnd): Promise<TripEnd> {
  const station = end.locality && nearestRapidStation(end.locality);
  if (!station || station.distanceKm > OWN_STATION_KM || !context.services.transit) return end;
  // Only a station that bears the neighbourhood's name is its own: Koramangala's nearest, Central
  // Silk Board, is a walk away from it, and a trip to there is not a trip to Koramangala.
  const [stationKey, endKey] = [stopNameKey(station.name), stopNameKey(end.name)];
  if (!stationKey.includes(endKey) && !endKey.includes(stationKey)) return end;
  const stop = await context.services.transit.stopNamed(end, station.name, OWN_STATION_KM + 0.5);
  if (!stop) return end;
  return { ...end, name: `${stop.name} station`, lat: stop.lat, lng: stop.lng };
}

async function plan(context: GatherContext, from: TripEnd, to: TripEnd): Promise<PlannedTrip | null> {
  const { services, today } = context;
  const planner = services.transit;
  // No router, or no timetables loaded for the place (a server started with TRANSIT_FEEDS=none):
  // the estimate answers. Two networks: the planner says so in its reason.
  if (!planner || !(await planner.networkAt(from))) return null;
  const [first, lacks] = await Promise.all([
    planner.journey({ from, to, by: 'depart' }, today),
    planner.lacking(from.cityId),
  ]);
  let answer = first;
  if (!ridesIn(answer.journey)) {
    const [a, b] = await Promise.all([atOwnStation(context, from), atOwnStation(context, to)]);
    if (a !== from || b !== to) {
      const again = await planner.journey({ from: a, to: b, by: 'depart' }, today);
      if (ridesIn(again.journey)) [answer, from, to] = [again, a, b];
    }
  }
  const tooLong = answer.journey !== null && answer.journey.minutes > MAX_TRANSIT_MINUTES;
  return {
    from: from.name,
    to: to.name,
    city: services.dataset.citiesById.get(from.cityId)?.name ?? from.cityId,
    journey: tooLong ? null : answer.journey,
    reason: tooLong ? null : (answer.reason ?? null),
    lacks,
    covered: planner.covers(from.cityId) && planner.covers(to.cityId),
  };
}

export async function gatherRide(context: GatherContext): Promise<RideQuestion | null> {
  // The estimate between the first two neighbourhoods named, where the router has no timetables.
  const [a, b] = context.resolved.mentioned;
  const ends = await tripEnds(context);
  const planned = ends && (await plan(context, ...ends));
  if (!planned && (!a || !b)) return null;
  const { localities, transitLines } = context.services.dataset;
  return {
    from: a ? context.describe(a) : null,
    to: b ? context.describe(b) : null,
    route: a && b ? transitRoute(a, workPointOf(b, localities, transitLines)) : null,
    planned,
  };
}

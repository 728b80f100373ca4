import { Body, Observer, SearchRiseSet } from 'astronomy-engine';
import type { FestivalPlace } from '../dataset/event-schema';
import { istMidnight } from './ist-days';

// A year of festivals asks for the same few days again and again (each rule looks at two or three
// days around its tithi); kept until the map grows past a few years' worth.
const cache = new Map<string, number>();
const CACHE_LIMIT = 20_000;

/**
 * Sunrise (+1) or sunset (-1) of an IST calendar day at a place: the Sun's upper limb on the horizon
 * with standard refraction, as the almanacs reckon it.
 */
function findRiseOrSet(day: string, place: FestivalPlace, direction: 1 | -1): number {
  const key = `${day} ${place.lat} ${place.lng} ${direction}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const found = SearchRiseSet(
    Body.Sun,
    new Observer(place.lat, place.lng, 0),
    direction,
    new Date(istMidnight(day)),
    1,
  );
  // Every place in India (6°–37° N) has a sunrise and a sunset every day.
  if (!found) throw new Error(`no ${direction > 0 ? 'sunrise' : 'sunset'} at ${place.name} on ${day}`);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, found.date.getTime());
  return found.date.getTime();
}

/** An IST day's sunrise at a place. */
export function findSunrise(day: string, place: FestivalPlace): number {
  return findRiseOrSet(day, place, 1);
}

/** An IST day's sunset at a place. */
export function findSunset(day: string, place: FestivalPlace): number {
  return findRiseOrSet(day, place, -1);
}

import { Body, Equator, Horizon, Observer, SearchRiseSet } from 'astronomy-engine';
import type { FestivalPlace } from '../../dataset/event-schema';
import { istMidnight } from '../ist-days';

// Whether the young crescent can be seen after sunset, by Yallop's q-test (B. D. Yallop, "A Method
// for Predicting the First Sighting of the New Crescent Moon", NAO Technical Note 69, 1997): at the
// best time (sunset plus four ninths of the Moon's lag), the Moon's altitude above the Sun (ARCV)
// against the crescent's width (W). Positions from astronomy-engine, topocentric and airless.

const KM_PER_AU = 149_597_870.7;
const MOON_RADIUS_KM = 1737.4;
const RAD = Math.PI / 180;

export interface CrescentEvening {
  /** Yallop's q: above +0.216 easily seen; above -0.014 seen in perfect conditions; below -0.160 needs optics. */
  q: number;
  /** Minutes from sunset to moonset. */
  lagMinutes: number;
}

/**
 * The crescent on the evening of an IST day at a place, or null when the Moon sets before the Sun
 * (nothing to see).
 */
export function crescentEvening(day: string, place: FestivalPlace): CrescentEvening | null {
  const observer = new Observer(place.lat, place.lng, 0);
  const noon = new Date(istMidnight(day) + 12 * 3_600_000);
  const sunset = SearchRiseSet(Body.Sun, observer, -1, noon, 1);
  const moonset = sunset && SearchRiseSet(Body.Moon, observer, -1, sunset.date, 1);
  if (!sunset || !moonset) return null;
  const lagMs = moonset.date.getTime() - sunset.date.getTime();
  // A moonset more than half a day on is the next day's: the Moon set before the Sun this evening.
  if (lagMs <= 0 || lagMs > 12 * 3_600_000) return null;
  const best = new Date(sunset.date.getTime() + (lagMs * 4) / 9);
  const at = (body: Body) => {
    const equ = Equator(body, best, observer, true, true);
    return { ...Horizon(best, observer, equ.ra, equ.dec), dist: equ.dist };
  };
  const sun = at(Body.Sun);
  const moon = at(Body.Moon);
  const arcv = moon.altitude - sun.altitude;
  const daz = (sun.azimuth - moon.azimuth) * RAD;
  const cosArcl =
    Math.sin(moon.altitude * RAD) * Math.sin(sun.altitude * RAD) +
    Math.cos(moon.altitude * RAD) * Math.cos(sun.altitude * RAD) * Math.cos(daz);
  const semiDiameterArcmin = (Math.asin(MOON_RADIUS_KM / (moon.dist * KM_PER_AU)) / RAD) * 60;
  const w = semiDiameterArcmin * (1 - cosArcl);
  const q = (arcv - (11.8371 - 6.3226 * w + 0.7319 * w ** 2 - 0.1018 * w ** 3)) / 10;
  return { q, lagMinutes: lagMs / 60_000 };
}

import { EclipticGeoMoon } from 'astronomy-engine';
import { lahiriAyanamsa } from './lahiri-ayanamsa';

/**
 * The nakshatra at an instant, 1–27 (Ashvini … Revati; 22 is Shravana, Thiruvonam in Kerala): the
 * Moon's sidereal longitude in 27 parts of 13°20'.
 */
export function nakshatraAt(instant: number): number {
  const tropical = EclipticGeoMoon(new Date(instant)).lon;
  const sidereal = (((tropical - lahiriAyanamsa(instant)) % 360) + 360) % 360;
  return Math.floor(sidereal / (360 / 27)) + 1;
}

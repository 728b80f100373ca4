import { SunPosition } from 'astronomy-engine';
import { lahiriAyanamsa } from './lahiri-ayanamsa';

/** The Sun's apparent geocentric longitude in the Lahiri sidereal zodiac, 0–360°. */
export function siderealSunLongitude(instant: number): number {
  const tropical = SunPosition(new Date(instant)).elon;
  return (((tropical - lahiriAyanamsa(instant)) % 360) + 360) % 360;
}

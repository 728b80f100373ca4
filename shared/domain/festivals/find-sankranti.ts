import { SearchSunLongitude } from 'astronomy-engine';
import { lahiriAyanamsa } from './lahiri-ayanamsa';

const DAY_MS = 86_400_000;

/**
 * The instant the Sun enters a sidereal sign (0 Mesha … 11 Meena) within 40 days after `after`, or
 * null. The sign's first degree in tropical terms moves by the ayanamsa (about 50" a year), so the
 * search runs again from the first answer with the ayanamsa of that moment.
 */
export function findSankranti(sign: number, after: number): number | null {
  const target = (at: number) => (sign * 30 + lahiriAyanamsa(at)) % 360;
  const first = SearchSunLongitude(target(after), new Date(after), 40);
  if (!first) return null;
  const guess = first.date.getTime();
  const refined = SearchSunLongitude(target(guess), new Date(guess - DAY_MS), 2);
  return (refined ?? first).date.getTime();
}

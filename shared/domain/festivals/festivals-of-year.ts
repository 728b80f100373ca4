import type { FestivalDate } from '../../contracts/festivals';
import type { Festival, FestivalPlace } from '../dataset/event-schema';
import { asKeptIn } from './as-kept-in';
import { computeFestival } from './compute-festival';

/**
 * Every festival's date in a Gregorian year (1900–2100), in date order: computed from each rule, at
 * `city` for the national festivals when one is given (as that city's almanac would reckon them), at
 * the festival's own place otherwise; with the city's `state`, as that state names and keeps them. A
 * festival that does not fall in the year is left out.
 */
export function festivalsOfYear(
  year: number,
  rules: readonly Festival[],
  options: { city?: FestivalPlace; state?: string } = {},
): FestivalDate[] {
  return rules
    .map((festival) => {
      const date = computeFestival(festival, year, options.city);
      return date && asKeptIn(date, festival, options.state);
    })
    .filter((date): date is FestivalDate => date !== null)
    .sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name));
}

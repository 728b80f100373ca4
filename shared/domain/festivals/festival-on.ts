import type { FestivalDate } from '../../contracts/festivals';
import type { Festival, FestivalPlace } from '../dataset/event-schema';
import { computeFestival } from './compute-festival';

/** One festival's date in a year, by its id, or null when the id is unknown or it does not fall then. */
export function festivalOn(
  id: string,
  year: number,
  rules: readonly Festival[],
  options: { city?: FestivalPlace } = {},
): FestivalDate | null {
  const festival = rules.find((f) => f.id === id);
  return festival ? computeFestival(festival, year, options.city) : null;
}

import { makeDay } from '../events/calendar-dates';

/**
 * Easter Sunday of a Gregorian year by the computus (the anonymous Gregorian algorithm, Meeus/Jones/
 * Butcher): the first Sunday after the ecclesiastical full moon on or after 21 March.
 */
export function findEaster(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return makeDay(year, month, day)!;
}

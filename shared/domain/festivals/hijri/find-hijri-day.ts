import type { FestivalPlace } from '../../dataset/event-schema';
import { addDays } from '../../events/calendar-dates';
import { findHijriMonthStart } from './find-hijri-month-start';
import { hijriYearAround } from './tabular-hijri';

/**
 * The expected IST day of a Hijri date (month 1–12, day 1–30) in a Gregorian year, at a place: the
 * first of the two or three Hijri years the Gregorian one touches that puts it in that year. A Hijri
 * date falls twice in some Gregorian years (Eid al-Fitr in January and December 2033); this gives the
 * first. Null when it does not fall in the year.
 */
export function findHijriDay(month: number, day: number, year: number, place: FestivalPlace): string | null {
  const around = hijriYearAround(year);
  for (const hijriYear of [around - 1, around, around + 1]) {
    const date = addDays(findHijriMonthStart(hijriYear, month, place), day - 1);
    if (date.startsWith(String(year))) return date;
  }
  return null;
}

import type { FestivalPlace, SANKRANTI_DAYS } from '../dataset/event-schema';
import { addDays } from '../events/calendar-dates';
import { findDayPeriod } from './find-day-period';
import { findSankranti } from './find-sankranti';
import { findSunrise, findSunset } from './find-sun-times';
import { istDayOf, istMidnight } from './ist-days';

export type SankrantiDay = (typeof SANKRANTI_DAYS)[number];

const DAY_MS = 86_400_000;
/** Around when the Sun enters Mesha in the Lahiri zodiac (14 April, moving a day in 70 years). */
const MESHA_DAY_OF_YEAR = 103;
const SIGN_DAYS = 365.25636 / 12;

/** The instant the Sun enters a sign (0 Mesha … 11 Meena) in a Gregorian year. */
export function findIngress(sign: number, year: number): number {
  const approx = istMidnight(`${year}-01-01`) + ((MESHA_DAY_OF_YEAR + sign * SIGN_DAYS) % 365) * DAY_MS;
  const ingress = findSankranti(sign, approx - 20 * DAY_MS);
  if (ingress === null) throw new Error(`no ingress into sign ${sign} in ${year}`);
  return ingress;
}

/**
 * The day a sankranti is kept on by one convention (see festivalRuleSchema): the ingress's IST day;
 * the day from sunrise to sunrise it falls in (an ingress before dawn belongs to the day before);
 * that day if before sunset, else the next; that day if before the afternoon, else the next; the day
 * of the first sunrise after it.
 */
export function findSankrantiDay(ingress: number, convention: SankrantiDay, place: FestivalPlace): string {
  const day = istDayOf(ingress);
  switch (convention) {
    case 'ingress-day':
      return day;
    case 'sunrise-to-sunrise':
      return ingress < findSunrise(day, place) ? addDays(day, -1) : day;
    case 'before-sunset':
      return ingress < findSunset(day, place) ? day : addDays(day, 1);
    case 'before-aparahna':
      return ingress < findDayPeriod(day, place, 'aparahna').from ? day : addDays(day, 1);
    case 'next-sunrise':
      return ingress < findSunrise(day, place) ? day : addDays(day, 1);
  }
}

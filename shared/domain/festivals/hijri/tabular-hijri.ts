// The arithmetical (tabular) Islamic calendar: 30-year cycles of 354- and 355-day years. It only says
// which new moon begins a Hijri month (it is within two days of the sighted calendar); the day itself
// is found from the new moon and the crescent (find-hijri-month-start.ts).

const DAY_MS = 86_400_000;
/** 1 Muharram 1 AH in the civil (Friday) epoch: 16 July 622 (Julian), as Julian Day 1948439.5. */
const EPOCH_JD = 1948439.5;
const UNIX_EPOCH_JD = 2440587.5;

/** Noon UTC of the tabular calendar's first day of a Hijri month (month 1–12). */
export function tabularMonthStart(hijriYear: number, month: number): number {
  const days = Math.ceil(29.5 * (month - 1)) + (hijriYear - 1) * 354 + Math.floor((3 + 11 * hijriYear) / 30);
  return (EPOCH_JD + days - UNIX_EPOCH_JD) * DAY_MS + DAY_MS / 2;
}

/** The Hijri year in progress at the start of a Gregorian year (near enough to search around). */
export function hijriYearAround(gregorianYear: number): number {
  return Math.floor(((gregorianYear - 622) * 33) / 32);
}

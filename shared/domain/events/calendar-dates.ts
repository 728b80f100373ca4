// Calendar days as 'YYYY-MM-DD' strings: events happen on local days in India, so no time zone and
// no clock enter this arithmetic (UTC dates are used only as day counters).

const DAY_MS = 86_400_000;

export function toDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return toDay(new Date(toDate(day).getTime() + days * DAY_MS));
}

export function addMonths(day: string, months: number): string {
  const date = toDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(target);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return toDate(day).getUTCDay();
}

/** The day, or null when it does not exist (30 February, 29 February of a common year). */
export function makeDay(year: number, month: number, dayOfMonth: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  return date.getUTCMonth() === month - 1 ? toDay(date) : null;
}

/** The nth (1–4) or last (-1) given weekday of a month, e.g. the third Sunday of January. */
export function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = makeDay(year, month, 1)!;
    const offset = (weekday - weekdayOf(first) + 7) % 7;
    return addDays(first, offset + (nth - 1) * 7);
  }
  const last = toDay(new Date(Date.UTC(year, month, 0)));
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

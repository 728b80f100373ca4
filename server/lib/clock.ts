/** The time, behind an interface (STYLE.md) so that date-dependent answers can be tested on a fixed day. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that starts at `start` and runs on at the system's pace (config CLOCK_START, tests only). */
export function clockFrom(start: Date, system: Clock = systemClock): Clock {
  const offset = start.getTime() - system.now().getTime();
  return { now: () => new Date(system.now().getTime() + offset) };
}

/** Today's calendar day in India (IST, UTC+5:30), 'YYYY-MM-DD': events are listed by Indian days. */
export function indianToday(clock: Clock): string {
  return new Date(clock.now().getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

/** `date` plus whole calendar months (UTC; negative: before). */
export function addUtcMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

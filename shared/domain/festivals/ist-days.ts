// India keeps one civil time, IST (UTC+5:30), so every festival day is an IST calendar day. Instants
// are milliseconds since the epoch; days are 'YYYY-MM-DD' strings, as in events/calendar-dates.ts.

const IST_OFFSET_MS = 5.5 * 3_600_000;

/** The IST calendar day of an instant. */
export function istDayOf(instant: number): string {
  return new Date(instant + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an IST calendar day begins (00:00 IST). */
export function istMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS;
}

/** "HH:MM" in IST, for the words a basis or a test names. */
export function istTimeOf(instant: number): string {
  return new Date(instant + IST_OFFSET_MS).toISOString().slice(11, 16);
}

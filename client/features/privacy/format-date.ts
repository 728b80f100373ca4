// One formatter, made once (toLocaleDateString builds a new one per call).
const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** "28 November 2026", in the person's time zone, from an ISO date or date-time. */
export function formatDay(iso: string): string {
  // A bare date (YYYY-MM-DD) is a day, not midnight UTC: read it at noon so no time zone moves it.
  return DAY.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00` : iso));
}

// spec §5 event filters: the category matches case-insensitively; the month compares the month
// number only, not the year ("all" keeps everything).

export interface EventFilters {
  category: string;
  /** "all", or a month number 1–12. */
  month: 'all' | number;
}

export function filterEvents<E extends { category: string; date: string }>(
  events: readonly E[],
  filters: EventFilters,
) {
  return events.filter(
    (e) =>
      (filters.category === 'all' || e.category.toLowerCase() === filters.category.toLowerCase()) &&
      (filters.month === 'all' || Number(e.date.slice(5, 7)) === filters.month),
  );
}

/** The filter options from the events found (spec §2: all plus the categories and months found). */
export function filterOptions(events: readonly { category: string; date: string }[]) {
  const categories = [...new Set(events.map((e) => e.category.toLowerCase()))].sort();
  const months = [...new Map(events.map((e) => [e.date.slice(0, 7), Number(e.date.slice(5, 7))])).entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([yearMonth, month]) => ({ month, label: formatMonthYear(yearMonth) }));
  // Two months with the same number (December 2026 and 2027) share one filter value (§5: number only).
  const seen = new Set<number>();
  return { categories, months: months.filter((m) => !seen.has(m.month) && seen.add(m.month)) };
}

// One formatter each, made once: toLocaleDateString builds a new one on every call, which was a
// visible share of the server's time listing events under load (docs/DEPLOY.md).
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const EVENT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2027-01" → "January 2027" (spec §2: months labelled 'Month Year'). */
export function formatMonthYear(yearMonth: string): string {
  return MONTH_YEAR.format(new Date(`${yearMonth}-01T00:00:00Z`));
}

/** spec §9: the en-US long form, "January 17, 2027". */
export function formatEventDate(day: string): string {
  return EVENT_DATE.format(new Date(`${day}T00:00:00Z`));
}

/** ₹ and Indian digit grouping, or Free. */
export function formatTicketPrice(rupees: number): string {
  return rupees === 0 ? 'Free' : `₹${rupees.toLocaleString('en-IN')}`;
}

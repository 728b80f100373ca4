// Calendar days and months in words, as every page and answer writes them ("23 November 2026",
// "June 2025"). Pure string work: a day 'YYYY-MM-DD' is a day, with no time zone to move it.

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2025-06" (or "2025-06-01") → "June 2025". */
export function formatYearMonth(asOf: string): string {
  const [year, month] = asOf.split('-');
  return `${MONTH_NAMES[Number(month) - 1] ?? month} ${year}`;
}

/** "2026-11-23" → "23 November 2026". */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)} ${MONTH_NAMES[Number(month) - 1] ?? month} ${year}`;
}

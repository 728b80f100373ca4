/** How the events page orders its list: by date (the default), or the person's best matches first. */
export type EventOrder = 'date' | 'match';

/**
 * Events by date (a day's events with the person's best matches first, then by name), or, for
 * `match`, by the person's score, best first, and by date among equals (spec §4's order).
 */
export function sortEvents<E extends { date: string; name: string; personalScore: number }>(
  events: readonly E[],
  order: EventOrder,
): E[] {
  const byDate = (a: E, b: E) => a.date.localeCompare(b.date);
  const byScore = (a: E, b: E) => b.personalScore - a.personalScore;
  const byName = (a: E, b: E) => a.name.localeCompare(b.name);
  return [...events].sort((a, b) =>
    order === 'date' ? byDate(a, b) || byScore(a, b) || byName(a, b) : byScore(a, b) || byDate(a, b) || byName(a, b),
  );
}

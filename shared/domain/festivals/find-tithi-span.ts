import { SearchMoonPhase } from 'astronomy-engine';

export interface TithiSpan {
  start: number;
  end: number;
}

/** The first instant after `after` when the Moon–Sun elongation reaches `degrees`. */
function findElongation(degrees: number, after: number, limitDays: number): number {
  const found = SearchMoonPhase(degrees, new Date(after), limitDays);
  if (!found) throw new Error(`elongation ${degrees}° not reached after ${new Date(after).toISOString()}`);
  return found.date.getTime();
}

/**
 * When a tithi (1–30) of the lunar month that begins at the new moon `monthStart` begins and ends:
 * the Moon–Sun elongation crossing (tithi − 1) × 12° and tithi × 12°.
 */
export function findTithiSpan(monthStart: number, tithi: number): TithiSpan {
  const start = tithi === 1 ? monthStart : findElongation((tithi - 1) * 12, monthStart, 32);
  return { start, end: findElongation((tithi * 12) % 360, start, 3) };
}

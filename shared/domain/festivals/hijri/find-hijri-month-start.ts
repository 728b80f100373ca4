import { SearchMoonPhase } from 'astronomy-engine';
import type { FestivalPlace } from '../../dataset/event-schema';
import { addDays } from '../../events/calendar-dates';
import { istDayOf } from '../ist-days';
import { crescentEvening } from './crescent-visibility';
import { tabularMonthStart } from './tabular-hijri';

/**
 * The q above which the crescent counts as seen: Yallop's "visible under perfect conditions" (B).
 * Chosen against the Government of India's lists of 2019–2026 (docs/data.md, "Festival dates").
 */
export const SIGHTING_Q = -0.014;

/**
 * The IST day a Hijri month (1–12) begins at a place, as expected from the sky: the day after the
 * first evening after the new moon on which the crescent can be seen (sighting-q), and at the latest
 * the day after the 30th evening, as a month has at most 30 days.
 */
export function findHijriMonthStart(hijriYear: number, month: number, place: FestivalPlace): string {
  const tabular = tabularMonthStart(hijriYear, month);
  // The new moon before the tabular first day (which follows it by one to three days).
  const newMoon = SearchMoonPhase(0, new Date(tabular - 5 * 86_400_000), 6);
  if (!newMoon) throw new Error(`no new moon before Hijri ${hijriYear}-${month}`);
  const conjunctionDay = istDayOf(newMoon.date.getTime());
  for (let evening = 0; evening < 3; evening++) {
    const day = addDays(conjunctionDay, evening);
    const crescent = crescentEvening(day, place);
    if (crescent && crescent.q > SIGHTING_Q) return addDays(day, 1);
  }
  return addDays(conjunctionDay, 3);
}

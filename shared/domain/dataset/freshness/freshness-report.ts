import { addDays } from '../../events/calendar-dates';
import type { CuratedEvent, Festival } from '../event-schema';
import { type DatedData, datedFacts } from './dated-facts';
import { eventsWithoutDates } from './events-without-dates';
import { type FactFreshness, withShelfLives } from './find-stale-facts';

export interface FreshnessReport<E extends CuratedEvent = CuratedEvent> {
  today: string;
  /** Every dated fact with the day it goes stale, oldest first. */
  facts: FactFreshness[];
  /** Past their shelf life on `today`, oldest first. */
  stale: FactFreshness[];
  /** Going stale within `soonDays`. */
  dueSoon: FactFreshness[];
  /** Curated events with no date in the twelve months from `today`. */
  undatedEvents: E[];
}

/** What to check again on `today` (YYYY-MM-DD): docs/data.md, "Freshness". */
export function freshnessReport<E extends CuratedEvent>(
  data: DatedData & { events: readonly E[]; festivals: ReadonlyMap<string, Festival> },
  today: string,
  soonDays = 90,
): FreshnessReport<E> {
  const facts = withShelfLives(datedFacts(data));
  const soon = addDays(today, soonDays);
  return {
    today,
    facts,
    stale: facts.filter((f) => f.staleFrom <= today),
    dueSoon: facts.filter((f) => f.staleFrom > today && f.staleFrom <= soon),
    undatedEvents: eventsWithoutDates(data.events, data.festivals, today),
  };
}

/** Nothing to do: no fact past its shelf life and every event has a date ahead. */
export const isFresh = (report: FreshnessReport<CuratedEvent>) =>
  report.stale.length === 0 && report.undatedEvents.length === 0;

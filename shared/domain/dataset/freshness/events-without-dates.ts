import { addDays } from '../../events/calendar-dates';
import { expandSchedule } from '../../events/expand-schedule';
import type { CuratedEvent, Festival } from '../event-schema';

/**
 * The curated events with no date between `today` and a year later (YYYY-MM-DD): their listed dates
 * have passed, or their rule no longer brings them round. Each is dated again or taken out.
 */
export function eventsWithoutDates<E extends CuratedEvent>(
  events: readonly E[],
  festivals: ReadonlyMap<string, Festival>,
  today: string,
): E[] {
  const window = { from: today, to: addDays(today, 365) };
  return events.filter((event) => expandSchedule(event.schedule, window, festivals).length === 0);
}

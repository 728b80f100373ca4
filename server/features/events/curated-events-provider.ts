import type { CuratedEvent } from '../../../shared/domain/dataset/event-schema';
import { describeRecurrence } from '../../../shared/domain/events/describe-recurrence';
import { expandSchedule, type Occurrence } from '../../../shared/domain/events/expand-schedule';
import type { Dataset } from '../../data/load-dataset';
import type { EventsProvider, FoundEvent } from './events-provider';

/**
 * The embedded default: the curated calendar, expanded into dated events between two days. A yearly
 * or listed event appears at each date; a weekly or monthly one at its next date in each month, so
 * that a Sunday market does not fill the list.
 */
export function createCuratedEventsProvider(dataset: Pick<Dataset, 'events' | 'festivals'>): EventsProvider {
  const byCity = new Map<string, (CuratedEvent & { city: string })[]>();
  for (const event of dataset.events) byCity.set(event.city, [...(byCity.get(event.city) ?? []), event]);
  return {
    kind: 'curated',
    label: "Basera's curated calendar",
    async upcoming({ cityId, from, to }) {
      const found: FoundEvent[] = [];
      for (const event of byCity.get(cityId ?? '') ?? []) {
        const occurrences = expandSchedule(event.schedule, { from, to }, dataset.festivals);
        const repeating = 'rule' in event.schedule && ['weekly', 'monthly'].includes(event.schedule.rule.freq);
        for (const occurrence of repeating ? firstInEachMonth(occurrences) : occurrences) {
          found.push(toFound(event, occurrence, from));
        }
      }
      return found.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
    },
  };
}

function firstInEachMonth(occurrences: Occurrence[]): Occurrence[] {
  const seen = new Set<string>();
  return occurrences.filter((o) => {
    const month = o.start.slice(0, 7);
    return !seen.has(month) && seen.add(month);
  });
}

function toFound(event: CuratedEvent, occurrence: Occurrence, today: string): FoundEvent {
  // Under way already: listed for today, with the day it ends (never a past date).
  const date = occurrence.start < today ? today : occurrence.start;
  return {
    id: `${event.id}-${date}`,
    name: event.name,
    category: event.category,
    date,
    endDate: occurrence.end ?? null,
    time: event.time,
    location: `${event.venue.name}, ${event.venue.address}`,
    description: event.description,
    ticket_details: { price: event.priceInr, booking_link: event.bookingLink ?? null },
    official_source: event.officialSite,
    coordinates: { lat: event.venue.lat, lng: event.venue.lng },
    recurrence: 'rule' in event.schedule ? describeRecurrence(event.schedule.rule) : null,
    source: { provider: 'curated', url: event.source },
  };
}

import type { CuratedEvent } from '../../../shared/domain/dataset/event-schema';
import { describeRecurrence } from '../../../shared/domain/events/describe-recurrence';
import { expandSchedule, type Occurrence } from '../../../shared/domain/events/expand-schedule';
import { type FestivalDay, festivalDays } from '../../../shared/domain/events/festival-days';
import type { Dataset } from '../../data/load-dataset';
import type { EventsProvider, FoundEvent } from './events-provider';

/**
 * The embedded default: the curated calendar, expanded into dated events between two days. A yearly
 * or listed event appears at each date; a weekly or monthly one at its next date in each month, so
 * that a Sunday market does not fill the list. And the city's festival days (computed: never run
 * out), each unless an event of the city that day is named after it (a Republic Day parade on Republic
 * Day); an event held at a festival's time under another name (Chennai Sangamam at Pongal) leaves
 * the festival day in.
 */
export function createCuratedEventsProvider(
  dataset: Pick<Dataset, 'events' | 'festivals' | 'citiesById'>,
): EventsProvider {
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
      const city = dataset.citiesById.get(cityId ?? '');
      if (city) {
        for (const day of festivalDays(dataset.festivals.values(), city, { from, to })) {
          if (!isNamedInEvents(day, found)) {
            found.push(festivalDayEvent(day, city.name, from));
          }
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
    // The event's own page where it has one: what a person clicking More Info is after.
    official_source: event.eventPage ?? event.officialSite,
    coordinates: { lat: event.venue.lat, lng: event.venue.lng },
    recurrence: 'rule' in event.schedule ? describeRecurrence(event.schedule.rule) : null,
    source: { provider: 'curated', url: event.source },
  };
}

/** An event of the day already named after the festival ("Republic Day parade…" on Republic Day). */
function isNamedInEvents(day: FestivalDay, events: readonly FoundEvent[]): boolean {
  const name = day.name.replace(/\s*\(.*\)\s*$/, '').toLowerCase(); // "Diwali (Lakshmi Puja)" → "diwali"
  return events.some((e) => e.date === day.start && e.name.toLowerCase().includes(name));
}

/**
 * A festival day as an event: kept across the city rather than at one venue (no position), free, its
 * date with how it was found and what other almanacs keep, and "More Info" on the festival itself.
 */
function festivalDayEvent(day: FestivalDay, cityName: string, today: string): FoundEvent {
  const date = day.start < today ? today : day.start;
  // An Islamic festival's day waits on the moon: said plainly, without the astronomy behind it.
  const when = day.expected
    ? 'Expected on this day: the date depends on the sighting of the moon and may move by a day.'
    : day.basis === 'fixed date'
      ? 'The same date every year.'
      : `Its date is ${day.basis}.`;
  const others = day.alternativeDates?.map((a) => a.note).join('; ');
  return {
    id: `festival-${day.id}-${date}`,
    name: day.name,
    category: 'festival',
    date,
    endDate: day.end ?? null,
    time: null,
    location: `Across ${cityName}`,
    description: `A festival day across ${cityName}. ${when}${others ? ` Other almanacs differ: ${others}.` : ''}`,
    ticket_details: { price: 0, booking_link: null },
    official_source: day.festival.page,
    coordinates: null,
    recurrence: 'Every year',
    source: { provider: 'curated', url: day.festival.page },
  };
}

import ICAL from 'ical.js';
import type { EventsProvider, FoundEvent } from './events-provider';
import { EventsProviderError } from './events-provider';

// iCalendar feeds (EVENTS_PROVIDER=ics): a city's published calendars, parsed with ical.js, which
// expands RRULE, EXDATE and RECURRENCE-ID exceptions.

const MAX_OCCURRENCES = 500; // per recurring event: a daily rule over three months is 92

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (t: ICAL.Time) => `${t.year}-${pad(t.month)}-${pad(t.day)}`;
const https = (url: string | null | undefined) => (url && /^https:\/\//.test(url) ? url : null);

/** An event's last day from its DTEND: for an all-day event that is the day after its last day. */
function lastDayOf(end: ICAL.Time): string {
  if (!end.isDate) return dayOf(end);
  const day = end.clone();
  day.adjust(-1, 0, 0, 0);
  return dayOf(day);
}

/** The events of one feed's text between two days ('YYYY-MM-DD'), in the events' own local days. */
export function eventsFromIcs(text: string, options: { feedUrl: string; from: string; to: string }): FoundEvent[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw new EventsProviderError('The calendar feed is not valid iCalendar', { cause: error });
  }
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    if (component.hasProperty('recurrence-id')) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  for (const exception of exceptions) masters.get(exception.uid)?.relateException(exception);

  const found: FoundEvent[] = [];
  const add = (event: ICAL.Event, start: ICAL.Time, end: ICAL.Time | null) => {
    const first = dayOf(start);
    const last = end ? lastDayOf(end) : first;
    if (last < options.from || first > options.to) return;
    const date = first < options.from ? options.from : first;
    const url = https(event.component.getFirstPropertyValue('url') as string | null);
    const official = url ?? https(options.feedUrl);
    if (!official) return; // an event must link to an official https page
    const geo = event.component.getFirstPropertyValue('geo') as [number, number] | null;
    const categories = event.component.getFirstPropertyValue('categories') as string | null;
    found.push({
      id: `ics-${event.uid}-${date}`,
      name: event.summary || 'Event',
      category: (categories ?? 'community').toLowerCase(),
      date,
      endDate: last > first ? last : null,
      time: start.isDate ? null : `${pad(start.hour)}:${pad(start.minute)}`,
      location: event.location ?? '',
      description: event.description ?? '',
      ticket_details: { price: 0, booking_link: url },
      official_source: official,
      coordinates: geo ? { lat: geo[0], lng: geo[1] } : null,
      recurrence: null,
      source: { provider: 'ics', url: options.feedUrl },
    });
  };
  const until = ICAL.Time.fromDateString(options.to);
  for (const event of masters.values()) {
    if (!event.isRecurring()) {
      add(event, event.startDate, event.endDate);
      continue;
    }
    const iterator = event.iterator();
    for (
      let n = 0, next = iterator.next();
      next && next.compare(until) <= 0 && n < MAX_OCCURRENCES;
      n++, next = iterator.next()
    ) {
      const details = event.getOccurrenceDetails(next);
      add(details.item, details.startDate, details.endDate);
    }
  }
  return found.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** Feeds per city id, fetched on each (cached) search. */
export function createIcsEventsProvider(options: {
  feeds: Record<string, string[]>;
  timeoutMs: number;
}): EventsProvider {
  return {
    kind: 'ics',
    label: 'Published event calendars',
    async upcoming({ cityId, from, to }) {
      const urls = options.feeds[cityId ?? ''] ?? [];
      const lists = await Promise.all(
        urls.map(async (feedUrl) => {
          let text: string;
          try {
            const response = await fetch(feedUrl, { signal: AbortSignal.timeout(options.timeoutMs) });
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            text = await response.text();
          } catch (error) {
            throw new EventsProviderError(`The calendar feed ${feedUrl} did not answer`, { cause: error });
          }
          return eventsFromIcs(text, { feedUrl, from, to });
        }),
      );
      return lists.flat().sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
    },
  };
}

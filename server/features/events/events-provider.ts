import type { SocialEvent } from '../../../shared/contracts/events';

/** What is asked of a provider: a city's events from one day to another (both 'YYYY-MM-DD'). */
export interface EventsQuery {
  cityId: string | null;
  cityName: string;
  from: string;
  to: string;
}

/** An event as a provider found it: everything but the person's score. */
export type FoundEvent = Omit<SocialEvent, 'personalScore' | 'isPersonalized'>;

/**
 * Where events come from (DESIGN.md: Events): Basera's curated calendar (the embedded default),
 * iCalendar feeds, or a model's suggestions. Chosen once from config (create-events-provider.ts).
 */
export interface EventsProvider {
  readonly kind: SocialEvent['source']['provider'];
  readonly label: string;
  upcoming(query: EventsQuery): Promise<FoundEvent[]>;
}

export class EventsProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EventsProviderError';
  }
}

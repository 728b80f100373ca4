import type { Logger } from 'pino';
import type { EventsResponse, Interests } from '../../../shared/contracts/events';
import { addMonths } from '../../../shared/domain/events/calendar-dates';
import { scoreEvents } from '../../../shared/domain/events/score-events';
import { haversineKm } from '../../../shared/domain/geo';
import type { Config } from '../../config';
import type { Dataset } from '../../data/load-dataset';
import { type Clock, indianToday } from '../../lib/clock';
import type { Geocoder } from '../geocoding';
import type { EventsProviders } from './create-events-provider';
import { findEvents } from './find-events';
import { resolveEventsLocation } from './resolve-events-location';

/** Events in the person's city for the next three months (spec §4, §9), best matches first. */
export async function upcomingEvents(
  // What it uses of Services (server/services.ts), named here: services.ts imports this feature.
  services: {
    dataset: Dataset;
    geocoder: Geocoder;
    events: EventsProviders;
    logger: Logger;
    config: Pick<Config, 'events'>;
    clock: Clock;
  },
  request: Parameters<typeof resolveEventsLocation>[1],
  interests: Interests | null,
): Promise<EventsResponse> {
  const { location, notice: placed } = await resolveEventsLocation(services, request);
  const from = indianToday(services.clock);
  const found = await findEvents(
    services.events,
    { cityId: location.cityId, cityName: location.city, from, to: addMonths(from, 3) },
    { timeoutMs: services.config.events.timeoutMs, logger: services.logger },
  );
  // Sooner first, and among events on the same day, the nearest to the neighbourhood first; then
  // the person's matches first (a stable sort keeps that order among equal scores).
  const distance = (e: { coordinates: { lat: number; lng: number } | null }) =>
    e.coordinates ? haversineKm(location.coordinates, e.coordinates) : Number.POSITIVE_INFINITY;
  const ordered = [...found.events].sort((a, b) => a.date.localeCompare(b.date) || distance(a) - distance(b));
  const events = scoreEvents(ordered, {
    lifestyleKeys: interests?.lifestyleKeys ?? [],
    traits: [...(interests?.traits ?? []), ...(interests?.indicators ?? [])],
  });
  return {
    success: true,
    location,
    events,
    provider: found.provider,
    notice: [placed, found.notice].filter(Boolean).join(' ') || null,
  };
}

import type { Interests } from '../../../../shared/contracts/events';
import type { PriorityProfile } from '../../../../shared/domain/places/priority-types';
import type { Services } from '../../../services';
import { upcomingEvents } from '../../events';
import { searchPlaces } from '../../places';

// The local assistant's calls out of its own feature: the places and events features' searches,
// which may ask a provider over the network or read the database. A lookup that fails is logged and
// answered without (null), never with an error: the answer then says what it could not find.

type PlacesServices = Parameters<typeof searchPlaces>[0];
type EventsServices = Parameters<typeof upcomingEvents>[0];

/** Places around a neighbourhood (`searchPlaces`), or null when the search failed. */
export function lookUpPlaces(
  services: PlacesServices,
  request: Parameters<typeof searchPlaces>[1],
  priorities: PriorityProfile,
) {
  return orNull(services, 'places', () => searchPlaces(services, request, priorities));
}

/** Dated events over the next three months (`upcomingEvents`), or null when the search failed. */
export function lookUpEvents(
  services: EventsServices,
  where: Parameters<typeof upcomingEvents>[1],
  interests: Interests | null,
) {
  return orNull(services, 'events', () => upcomingEvents(services, where, interests));
}

async function orNull<T>(services: Pick<Services, 'logger'>, what: string, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    services.logger.warn({ err: error }, `assistant: ${what} lookup failed`);
    return null;
  }
}

import { DEFAULT_EVENTS_LOCATION } from '../../constants/events';
import type { EventsInput, EventsLocationSource } from '../../contracts/events';

export interface SelectedForEvents {
  id: string;
  name: string;
  /** Whether the neighbourhood's position is known (a curated one's always is). */
  hasCoordinates: boolean;
}

/**
 * spec §4 "Social events location", in its order: the selected neighbourhood's position
 * (neighborhood); else the browser's position, reverse-geocoded by the server, which defaults to
 * Pune outside our cities (geolocation); on a geolocation failure, the selected neighbourhood
 * (neighborhood_fallback); else Pune (default).
 */
export async function settleEventsLocation(deps: {
  selected: SelectedForEvents | null;
  locate(): Promise<{ lat: number; lng: number }>;
}): Promise<{ request: EventsInput; source: EventsLocationSource }> {
  const { selected } = deps;
  if (selected?.hasCoordinates) {
    return { request: { neighborhoodId: selected.id, source: 'neighborhood' }, source: 'neighborhood' };
  }
  try {
    const coordinates = await deps.locate();
    return { request: { coordinates, source: 'geolocation' }, source: 'geolocation' };
  } catch {
    if (selected) {
      return {
        request: { neighborhoodId: selected.id, source: 'neighborhood_fallback' },
        source: 'neighborhood_fallback',
      };
    }
    return { request: { city: DEFAULT_EVENTS_LOCATION.city, source: 'default' }, source: 'default' };
  }
}

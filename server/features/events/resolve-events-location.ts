import { DEFAULT_EVENTS_LOCATION, type EventsResponse } from '../../../shared/contracts/events';
import type { Dataset } from '../../data/load-dataset';
import { AppError } from '../../errors/app-error';
import type { Geocoder } from '../geocoding';

type Location = EventsResponse['location'];
type Request = {
  neighborhoodId?: string;
  city?: string;
  coordinates?: { lat: number; lng: number };
  source?: Location['source'];
};

const pune = (source: Location['source']): Location => ({
  city: DEFAULT_EVENTS_LOCATION.city,
  cityId: 'pune',
  coordinates: { ...DEFAULT_EVENTS_LOCATION.coordinates },
  source,
  neighborhood: null,
});

/**
 * Where to look for events (spec §4 "Social events location"): a neighbourhood (its city, centred on
 * it), a position reverse-geocoded to a city (Pune when it is in none of ours), or a city by name
 * (an unknown one gives the default, Pune, with a notice).
 */
export async function resolveEventsLocation(
  deps: { dataset: Pick<Dataset, 'localitiesById' | 'citiesById'>; geocoder: Geocoder },
  request: Request,
): Promise<{ location: Location; notice: string | null }> {
  const { dataset, geocoder } = deps;
  if (request.neighborhoodId) {
    const locality = dataset.localitiesById.get(request.neighborhoodId);
    if (!locality) {
      throw new AppError('NOT_FOUND', `neighborhoodId: no neighbourhood "${request.neighborhoodId}"`, {
        fields: { neighborhoodId: 'no such neighbourhood' },
      });
    }
    const city = dataset.citiesById.get(locality.city);
    return {
      location: {
        city: city?.name ?? locality.city,
        cityId: locality.city,
        coordinates: { lat: locality.lat, lng: locality.lng },
        source: request.source ?? 'neighborhood',
        neighborhood: locality.name,
      },
      notice: null,
    };
  }
  if (request.coordinates) {
    const place = await geocoder.reverse(request.coordinates);
    if (!place)
      return {
        location: pune('geolocation'),
        notice: 'You are not in a city we cover yet, so here are events in Pune.',
      };
    return {
      location: {
        city: place.cityName,
        cityId: place.cityId,
        coordinates: request.coordinates,
        source: request.source ?? 'geolocation',
        neighborhood: place.locality?.name ?? null,
      },
      notice: null,
    };
  }
  const city = geocoder.resolveCity(request.city ?? '');
  if (city.isFallback) {
    return {
      location: pune('default'),
      notice: `We do not know the city “${request.city}”, so here are events in Pune.`,
    };
  }
  return {
    location: {
      city: city.cityName,
      cityId: city.cityId,
      coordinates: { lat: city.lat, lng: city.lng },
      source: request.source ?? 'city',
      neighborhood: null,
    },
    notice: null,
  };
}

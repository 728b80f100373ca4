import type { Commute } from '../../../shared/contracts/preferences';
import type { WorkLocation } from '../../../shared/contracts/recommendations';
import { AppError } from '../../errors/app-error';
import type { Services } from '../../services';
import type { Geocoder } from '../geocoding';

/**
 * Someone who does not commute names only the city: the search is placed at its centre, which
 * decides the city and nothing else (the commute neither filters nor scores).
 */
export function cityCentre(dataset: Pick<Services['dataset'], 'citiesById'>, cityId: string): WorkLocation {
  const city = dataset.citiesById.get(cityId);
  if (!city) throw AppError.invalidField('commute.city', 'choose one of the cities Basera covers');
  return {
    label: city.name,
    lat: city.lat,
    lng: city.lng,
    cityId: city.id,
    cityName: city.name,
    state: city.state,
    confidence: 1,
    source: 'city',
  };
}

/**
 * Places the work address in one of our cities: the map pin when given, else the geocoded address.
 * An address we cannot place is a clear error, never a silent default city. `field` names the
 * preferences' commute it came from in that error (`commute`, or `secondCommute` for a second workplace).
 */
export async function resolveWorkLocation(
  geocoder: Geocoder,
  commute: Commute,
  field: 'commute' | 'secondCommute' = 'commute',
): Promise<WorkLocation> {
  const which = field === 'commute' ? 'your work location' : 'your second work location';
  if (commute.coordinates) {
    const place = await geocoder.reverse(commute.coordinates);
    if (!place) {
      throw AppError.invalidField(
        `${field}.coordinates`,
        `${which} is outside the cities Basera covers yet. Pick a place in one of them.`,
      );
    }
    return {
      label: commute.workAddress || place.locality?.name || place.cityName,
      ...commute.coordinates,
      cityId: place.cityId,
      cityName: place.cityName,
      state: place.state,
      confidence: 1,
      source: 'coordinates',
    };
  }
  const found = await geocoder.geocode(commute.workAddress);
  if (!found) {
    throw AppError.invalidField(
      `${field}.workAddress`,
      `we could not find “${commute.workAddress}”. Try a landmark, locality or city ` +
        '(for example “Manyata Tech Park, Bengaluru”), or place your work location on the map.',
    );
  }
  return { ...found, source: found.source };
}

import type { PlacesSearchResponse } from '../../../shared/contracts/places';
import type { Dataset } from '../../data/load-dataset';
import { AppError } from '../../errors/app-error';
import type { Geocoder } from '../geocoding';

type Neighbourhood = PlacesSearchResponse['neighborhood'];

/**
 * The neighbourhood to search around (spec §4 "Place search", step 1): a curated locality by id
 * (404 when unknown), or a name geocoded with its city, falling back to the city's centre from the
 * city table when the name cannot be placed. A name in a city we do not know is refused.
 */
export async function resolveNeighbourhood(
  deps: { dataset: Pick<Dataset, 'localitiesById' | 'citiesById'>; geocoder: Geocoder },
  input: { neighborhoodId?: string; neighborhood?: { name: string; city: string; state?: string } },
): Promise<{ neighbourhood: Neighbourhood; notice: string | null }> {
  const { dataset, geocoder } = deps;
  if (input.neighborhoodId) {
    const locality = dataset.localitiesById.get(input.neighborhoodId);
    if (!locality) {
      throw new AppError('NOT_FOUND', `neighborhoodId: no neighbourhood "${input.neighborhoodId}"`, {
        fields: { neighborhoodId: 'no such neighbourhood' },
      });
    }
    return {
      neighbourhood: {
        id: locality.id,
        name: locality.name,
        city: dataset.citiesById.get(locality.city)?.name ?? locality.city,
        state: locality.state,
        coordinates: { lat: locality.lat, lng: locality.lng },
      },
      notice: null,
    };
  }
  const { name, city, state } = input.neighborhood!;
  const cityFound = geocoder.resolveCity(city);
  const place = await geocoder.geocode([name, city, state].filter(Boolean).join(', '));
  const slug = `${name}-${cityFound.cityId}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  if (place && place.source !== 'city' && (cityFound.isFallback || place.cityId === cityFound.cityId)) {
    return {
      neighbourhood: {
        id: slug,
        name,
        city: place.cityName,
        state: state ?? place.state,
        coordinates: { lat: place.lat, lng: place.lng },
      },
      notice: null,
    };
  }
  if (cityFound.isFallback) {
    throw AppError.invalidField('neighborhood', `we could not find “${name}” in “${city}”. Check the spelling.`);
  }
  return {
    neighbourhood: {
      id: slug,
      name,
      city: cityFound.cityName,
      state: state ?? cityFound.state,
      coordinates: { lat: cityFound.lat, lng: cityFound.lng },
    },
    notice: `We could not place ${name} exactly, so these places are around the centre of ${cityFound.cityName}.`,
  };
}

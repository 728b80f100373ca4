import type { Logger } from 'pino';
import type { PlaceTypeOption } from '../../../shared/constants/places';
import type { PlacesSearchResponse } from '../../../shared/contracts/places';
import { haversineKm } from '../../../shared/domain/geo';
import { filterPlaces } from '../../../shared/domain/places/filter-places';
import { mustHaveTypes, type PriorityProfile, priorityTypes } from '../../../shared/domain/places/priority-types';
import { rankPlaces } from '../../../shared/domain/places/rank-places';
import type { Config } from '../../config';
import type { Dataset } from '../../data/load-dataset';
import type { Geocoder } from '../geocoding';
import { findPlaces, type PlacesProviders } from './find-places';
import { resolveNeighbourhood } from './resolve-neighbourhood';

export interface PlacesRequest {
  neighborhoodId?: string;
  neighborhood?: { name: string; city: string; state?: string };
  type: PlaceTypeOption;
  radius: number;
  priceLevel: number;
}

/**
 * Places around a neighbourhood (spec §4 "Place search"): from the configured provider, with our
 * own distance from the neighbourhood's centre, the spec's filter, and the person's priority types
 * first (spec §7).
 */
export async function searchPlaces(
  // What it uses of Services (server/services.ts), named here: services.ts imports this feature.
  services: {
    dataset: Dataset;
    geocoder: Geocoder;
    places: PlacesProviders;
    logger: Logger;
    config: Pick<Config, 'places'>;
  },
  request: PlacesRequest,
  profile: PriorityProfile,
): Promise<PlacesSearchResponse> {
  const { neighbourhood, notice: placed } = await resolveNeighbourhood(services, request);
  const priorities = priorityTypes(profile);
  const found = await findPlaces(
    services.places,
    {
      centre: neighbourhood.coordinates,
      neighbourhood: { name: neighbourhood.name, city: neighbourhood.city },
      radiusKm: request.radius,
      type: request.type,
      priceLevel: request.priceLevel,
      priorityTypes: priorities,
    },
    { timeoutMs: services.config.places.timeoutMs, logger: services.logger },
  );
  // A curated locality searched while OpenStreetMap answers: its own surroundings are counted next.
  if (found.provider.kind === 'osm' && request.neighborhoodId) services.places.counting?.wanted(neighbourhood.id);
  const measured = found.places.map((place) => ({
    ...place,
    distance: Math.round(haversineKm(neighbourhood.coordinates, place.coordinates) * 100) / 100,
  }));
  return {
    success: true,
    neighborhood: neighbourhood,
    places: rankPlaces(filterPlaces(measured, request), priorities, mustHaveTypes(profile)),
    priorityTypes: priorities,
    provider: found.provider,
    notice: [placed, found.notice].filter(Boolean).join(' ') || null,
  };
}

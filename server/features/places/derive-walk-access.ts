import type { Locality } from '../../../shared/domain/dataset/schema';
import { NO_CREDIT_KM, walkAccess } from '../../../shared/domain/places/walk-access';
import type { PlacesProvider } from './places-provider';

/**
 * A locality's amenity levels and walkability counted from an inventory of mapped places (an
 * OpenStreetMap or Google provider), with the Walk Score-style method of walk-access.ts. Not from
 * Basera's curated places: they are a selection of well-known places, and counting them would
 * measure our curation, not the street (docs/decisions/0023).
 */
export async function deriveWalkAccess(
  provider: PlacesProvider,
  locality: Locality,
  options: { sourceName: string; asOf: string },
): Promise<Pick<Locality, 'amenities' | 'walkability' | 'derived'>> {
  const places = await provider.search({
    centre: { lat: locality.lat, lng: locality.lng },
    neighbourhood: { name: locality.name, city: locality.city },
    radiusKm: NO_CREDIT_KM,
    type: 'all',
    priceLevel: 0,
    priorityTypes: [],
  });
  const access = walkAccess(
    locality,
    places.map((p) => ({ category: p.category, lat: p.coordinates.lat, lng: p.coordinates.lng })),
  );
  return {
    amenities: access.levels,
    walkability: { score: access.walkability, method: 'walk-access-v1' },
    derived: { method: 'walk-access-v1', source: options.sourceName, asOf: options.asOf, counted: access.counted },
  };
}

import type { Locality } from '../../../../shared/domain/dataset/schema';
import { walkAccess } from '../../../../shared/domain/places/walk-access';
import type { FoundPlace } from '../places-provider';

/** What is stored for a locality once its surroundings are counted (table locality_walk_access). */
export interface CountedWalkAccess {
  localityId: string;
  source: string;
  mappedAt: Date;
  counted: number;
  levels: Locality['amenities'];
  walkability: number;
}

/**
 * A locality's amenity levels and walkability counted from an inventory of mapped places (an
 * OpenStreetMap provider), with the Walk Score-style method of walk-access.ts. Never from Basera's
 * curated places: they are a selection of well-known places, and counting them would measure our
 * curation, not the street (docs/decisions/0023).
 */
export function countWalkAccess(
  locality: Pick<Locality, 'id' | 'lat' | 'lng'>,
  places: readonly FoundPlace[],
  options: { source: string; mappedAt: Date },
): CountedWalkAccess {
  const access = walkAccess(
    locality,
    places.map((p) => ({ category: p.category, lat: p.coordinates.lat, lng: p.coordinates.lng })),
  );
  return {
    localityId: locality.id,
    source: options.source,
    mappedAt: options.mappedAt,
    counted: access.counted,
    levels: access.levels,
    walkability: access.walkability,
  };
}

/** The locality as the finder sees it once counted: counted levels and walkability, and where they came from. */
export function withCountedWalkAccess(locality: Locality, counted: CountedWalkAccess): Locality {
  return {
    ...locality,
    amenities: counted.levels,
    walkability: { score: counted.walkability, method: 'walk-access-v1' },
    derived: {
      method: 'walk-access-v1',
      source: counted.source,
      asOf: counted.mappedAt.toISOString().slice(0, 10),
      counted: counted.counted,
    },
  };
}

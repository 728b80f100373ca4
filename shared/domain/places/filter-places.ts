import type { PlaceTypeOption } from '../../constants/places';

export interface PlaceFilters {
  type: PlaceTypeOption;
  radius: number;
  priceLevel: number;
}

/**
 * spec §5, the place list filter: keep a place if the type is all or its category equals the type;
 * drop it if the price filter is above 0 and the place's price level exceeds it; drop it if it is
 * farther than the radius. Radius and price are read as integers. A place without a price (a
 * hospital, a provider that gave none) is not dropped by the price filter.
 */
export function filterPlaces<P extends { category: string; priceLevel: number | null; distance: number }>(
  places: readonly P[],
  filters: PlaceFilters,
): P[] {
  const radius = Math.trunc(filters.radius);
  const price = Math.trunc(filters.priceLevel);
  return places.filter(
    (place) =>
      (filters.type === 'all' || place.category === filters.type) &&
      !(price > 0 && place.priceLevel !== null && place.priceLevel > price) &&
      place.distance <= radius,
  );
}

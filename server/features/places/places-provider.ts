import type { PlaceCategoryKey, PlaceTypeOption } from '../../../shared/constants/places';
import type { Place } from '../../../shared/contracts/places';

/** What a search asks of a provider: places around a point, for one person's filters and priorities. */
export interface PlacesQuery {
  /** The neighbourhood's centre. */
  centre: { lat: number; lng: number };
  /** The neighbourhood, for providers that search by name (the model). */
  neighbourhood: { name: string; city: string };
  radiusKm: number;
  type: PlaceTypeOption;
  priceLevel: number;
  /** The types the person cares about first (spec §7). */
  priorityTypes: PlaceCategoryKey[];
}

/** A place as a provider found it: everything but what we compute ourselves (distance, priority). */
export type FoundPlace = Omit<Place, 'distance' | 'isPriority' | 'priorityRank'>;

/**
 * Where places come from (DESIGN.md: Places): Basera's curated places (the embedded default),
 * Google Places, OpenStreetMap's Overpass API, or a model's suggestions. Chosen once from config
 * (create-places-provider.ts). Distance, filters and priority are ours, whatever the provider.
 */
export interface PlacesProvider {
  readonly kind: Place['source']['provider'];
  /** How the page names where the places came from. */
  readonly label: string;
  /** The credit the provider's licence requires on the page (OpenStreetMap's ODbL), or null. */
  readonly attribution: { text: string; url: string } | null;
  search(query: PlacesQuery): Promise<FoundPlace[]>;
}

/** The provider could not answer (timeout, error, a reply we could not read). */
export class PlacesProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlacesProviderError';
  }
}

import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { Dataset } from '../../data/load-dataset';
import type { PlacesProvider } from './places-provider';

/** The embedded default: Basera's curated places, served from a spatial index (kdbush), not a scan. */
export function createCuratedPlacesProvider(dataset: Pick<Dataset, 'places'>): PlacesProvider {
  const { places } = dataset;
  const index = new KDBush(places.length);
  for (const place of places) index.add(place.lng, place.lat);
  index.finish();
  return {
    kind: 'curated',
    label: "Basera's curated places",
    attribution: null,
    async search({ centre, radiusKm }) {
      return around(index, centre.lng, centre.lat, Number.POSITIVE_INFINITY, radiusKm).map((i) => {
        const place = places[i]!;
        return {
          id: place.id,
          name: place.name,
          category: place.category,
          description: place.description,
          address: place.address,
          coordinates: { lat: place.lat, lng: place.lng },
          priceLevel: place.priceLevel,
          rating: null, // never made up: only a provider gives one
          imageUrl: null,
          website: place.website ?? null,
          openingHours: null,
          phone: null,
          source: { provider: 'curated', url: place.source },
        };
      });
    },
  };
}

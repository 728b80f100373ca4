import { Client, Status } from '@googlemaps/google-maps-services-js';
import { PLACE_CATEGORY_LABELS, type PlaceCategoryKey } from '../../../shared/constants/places';
import { type FoundPlace, type PlacesProvider, PlacesProviderError } from './places-provider';

// Google's place types for each of our categories: the first is asked for, all are recognised.
const GOOGLE_TYPES: Record<Exclude<PlaceCategoryKey, 'other'>, string[]> = {
  restaurant: ['restaurant', 'meal_takeaway', 'meal_delivery'],
  cafe: ['cafe', 'bakery'],
  gym: ['gym'],
  park: ['park'],
  shopping_mall: ['shopping_mall', 'department_store'],
  entertainment: ['movie_theater', 'museum', 'art_gallery', 'bowling_alley', 'amusement_park'],
  grocery: ['supermarket', 'grocery_or_supermarket'],
  school: ['school', 'secondary_school', 'primary_school'],
  hospital: ['hospital', 'doctor'],
  bar: ['bar', 'night_club'],
  stadium: ['stadium'],
  pharmacy: ['pharmacy', 'drugstore'],
  furniture: ['furniture_store', 'home_goods_store', 'hardware_store'],
  // Nearby Search has no coworking type: asked for by keyword instead (see `paramsFor`).
  coworking: [],
};

/** What Nearby Search is asked for one category: its first type, or a keyword where Google has no type. */
function paramsFor(category: Exclude<PlaceCategoryKey, 'other'>): { type?: string; keyword?: string } {
  const [type] = GOOGLE_TYPES[category];
  return type ? { type } : { keyword: 'coworking space' };
}

function categoryOf(types: readonly string[] = [], asked?: PlaceCategoryKey): PlaceCategoryKey {
  for (const type of types) {
    for (const [category, googleTypes] of Object.entries(GOOGLE_TYPES)) {
      if (googleTypes.includes(type)) return category as PlaceCategoryKey;
    }
  }
  // A keyword search's results carry no type of ours: they are what was asked for.
  return asked && !GOOGLE_TYPES[asked as Exclude<PlaceCategoryKey, 'other'>]?.length ? asked : 'other';
}

/**
 * Google Places Nearby Search (when GOOGLE_MAPS_API_KEY is set): real places with Google's rating
 * and price level. One request for a chosen type, or one per priority type for "all places".
 * `url` points it at a local server in tests.
 */
export function createGooglePlacesProvider(options: {
  apiKey: string;
  timeoutMs: number;
  url?: string;
}): PlacesProvider {
  const client = new Client({});
  return {
    kind: 'google',
    label: 'Google Places',
    attribution: { text: 'Places from Google Maps', url: 'https://www.google.com/maps' },
    async search({ centre, radiusKm, type, priorityTypes }) {
      const wanted = type === 'all' ? priorityTypes.filter((t) => t !== 'other') : [type];
      const replies = await Promise.all(
        wanted.map(async (category) => {
          try {
            const response = await client.placesNearby({
              params: {
                location: centre,
                radius: Math.round(radiusKm * 1000),
                ...paramsFor(category as Exclude<PlaceCategoryKey, 'other'>),
                key: options.apiKey,
              },
              timeout: options.timeoutMs,
              ...(options.url ? { url: options.url } : {}),
            });
            const { status, results } = response.data;
            if (status !== Status.OK && status !== Status.ZERO_RESULTS) throw new Error(`status ${status}`);
            if (!Array.isArray(results)) throw new Error('no results array');
            return results.map((result) => ({ ...result, asked: category }));
          } catch (error) {
            throw new PlacesProviderError('Google Places did not answer', { cause: error });
          }
        }),
      );
      const seen = new Set<string>();
      const places: FoundPlace[] = [];
      for (const result of replies.flat()) {
        const location = result.geometry?.location;
        if (!result.place_id || !result.name || !location || seen.has(result.place_id)) continue;
        seen.add(result.place_id);
        const category = categoryOf(result.types, result.asked);
        places.push({
          id: `google-${result.place_id}`,
          name: result.name,
          category,
          description: `${PLACE_CATEGORY_LABELS[category]} listed on Google Maps.`,
          address: result.vicinity ?? '',
          coordinates: { lat: location.lat, lng: location.lng },
          priceLevel: typeof result.price_level === 'number' ? result.price_level : null,
          rating: typeof result.rating === 'number' ? result.rating : null,
          imageUrl: null, // Google's photos need the key in the URL, which never reaches the browser
          website: null,
          openingHours: null, // Nearby Search gives only open_now; hours need a Details call per place
          phone: null,
          source: { provider: 'google', url: `https://www.google.com/maps/place/?q=place_id:${result.place_id}` },
        });
      }
      return places;
    },
  };
}

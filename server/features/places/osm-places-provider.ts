import type { PlaceCategoryKey } from '../../../shared/constants/places';
import { Lru } from '../../lib/lru';
import { type FoundPlace, type PlacesProvider, PlacesProviderError } from './places-provider';

// OpenStreetMap's Overpass API (PLACES_PROVIDER=osm): real, mapped places, no key. Overpass is a
// shared public service: one request every 2 s at most, a User-Agent that names us, and answers
// cached per map tile so that nearby searches share them.

/** Our categories as Overpass selectors on named features. */
const SELECTORS: Record<Exclude<PlaceCategoryKey, 'other'>, string[]> = {
  restaurant: ['["amenity"~"^(restaurant|fast_food|food_court)$"]'],
  cafe: ['["amenity"="cafe"]'],
  gym: ['["leisure"="fitness_centre"]'],
  park: ['["leisure"~"^(park|garden)$"]'],
  shopping_mall: ['["shop"~"^(mall|department_store)$"]'],
  entertainment: ['["amenity"~"^(cinema|theatre|arts_centre)$"]', '["tourism"="museum"]'],
  grocery: ['["shop"~"^(supermarket|greengrocer)$"]'],
  school: ['["amenity"="school"]'],
  hospital: ['["amenity"="hospital"]'],
  bar: ['["amenity"~"^(bar|pub|nightclub|biergarten)$"]'],
  // A sports centre is a venue for sport (a complex, a stadium's halls), not a gym.
  stadium: ['["leisure"~"^(stadium|sports_centre)$"]'],
};

/** An Overpass element's tags → our category (the reverse of SELECTORS). */
export function categoryOfTags(tags: Record<string, string>): PlaceCategoryKey {
  const { amenity = '', leisure = '', shop = '', tourism = '' } = tags;
  if (/^(restaurant|fast_food|food_court)$/.test(amenity)) return 'restaurant';
  if (amenity === 'cafe') return 'cafe';
  if (/^(bar|pub|nightclub|biergarten)$/.test(amenity)) return 'bar';
  if (/^(cinema|theatre|arts_centre)$/.test(amenity) || tourism === 'museum') return 'entertainment';
  if (amenity === 'school') return 'school';
  if (amenity === 'hospital') return 'hospital';
  if (leisure === 'fitness_centre') return 'gym';
  if (/^(stadium|sports_centre)$/.test(leisure)) return 'stadium';
  if (/^(park|garden)$/.test(leisure)) return 'park';
  if (/^(mall|department_store)$/.test(shop)) return 'shopping_mall';
  if (/^(supermarket|greengrocer)$/.test(shop)) return 'grocery';
  return 'other';
}

/** The Overpass QL for one search: every wanted category's named features around a point. */
export function overpassQuery(centre: { lat: number; lng: number }, radiusM: number, categories: PlaceCategoryKey[]) {
  const around = `(around:${radiusM},${centre.lat.toFixed(5)},${centre.lng.toFixed(5)})`;
  const parts = categories
    .filter((c): c is Exclude<PlaceCategoryKey, 'other'> => c !== 'other')
    .flatMap((c) => SELECTORS[c].map((selector) => `nwr${selector}["name"]${around};`));
  return `[out:json][timeout:10];(${parts.join('')});out center tags 300;`;
}

const TILE_DEG = 0.01; // about 1.1 km
const TILE_MARGIN_KM = 0.8; // a tile's centre is at most this far from any point in it
const MIN_INTERVAL_MS = 2000;

interface OverpassElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
}

export function createOsmPlacesProvider(options: {
  url: string;
  timeoutMs: number;
  userAgent: string;
  now?: () => number;
}): PlacesProvider {
  const cache = new Lru<string, { at: number; places: FoundPlace[] }>(500);
  const now = options.now ?? Date.now;
  let nextSlot = 0;

  /** Waits for this request's turn (one every 2 s); refuses if the wait alone would outlast the timeout. */
  async function takeTurn(): Promise<void> {
    const at = Math.max(now(), nextSlot);
    const wait = at - now();
    if (wait > options.timeoutMs) throw new PlacesProviderError('Overpass is busy: too many searches at once');
    nextSlot = at + MIN_INTERVAL_MS;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  async function fetchTile(centre: { lat: number; lng: number }, radiusM: number, categories: PlaceCategoryKey[]) {
    await takeTurn();
    let elements: OverpassElement[];
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': options.userAgent },
        body: new URLSearchParams({ data: overpassQuery(centre, radiusM, categories) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { elements?: unknown };
      if (!Array.isArray(body.elements)) throw new Error('no elements');
      elements = body.elements as OverpassElement[];
    } catch (error) {
      throw new PlacesProviderError('OpenStreetMap (Overpass) did not answer', { cause: error });
    }
    return elements.flatMap((element): FoundPlace[] => {
      const tags = element.tags ?? {};
      const lat = element.lat ?? element.center?.lat;
      const lng = element.lon ?? element.center?.lon;
      if (!tags.name || typeof lat !== 'number' || typeof lng !== 'number') return [];
      const category = categoryOfTags(tags);
      const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
      const address = [street, tags['addr:suburb'], tags['addr:city'], tags['addr:postcode']]
        .filter(Boolean)
        .join(', ');
      return [
        {
          id: `osm-${element.type}-${element.id}`,
          name: tags.name,
          category,
          description: tags.cuisine
            ? `Cuisine: ${tags.cuisine.replace(/;/g, ', ')} (OpenStreetMap).`
            : 'Mapped on OpenStreetMap.',
          address,
          coordinates: { lat, lng },
          priceLevel: null,
          rating: null,
          imageUrl: null,
          website: tags.website?.startsWith('https://') ? tags.website : null,
          source: { provider: 'osm', url: `https://www.openstreetmap.org/${element.type}/${element.id}` },
        },
      ];
    });
  }

  return {
    kind: 'osm',
    label: 'OpenStreetMap',
    async search({ centre, radiusKm, type, priorityTypes }) {
      const categories: PlaceCategoryKey[] =
        type === 'all' ? [...new Set([...priorityTypes, ...(Object.keys(SELECTORS) as PlaceCategoryKey[])])] : [type];
      // One tile per ~1 km square: the query covers the tile's whole neighbourhood of the radius.
      const tile = {
        lat: Math.round(centre.lat / TILE_DEG) * TILE_DEG,
        lng: Math.round(centre.lng / TILE_DEG) * TILE_DEG,
      };
      const radiusM = Math.round((radiusKm + TILE_MARGIN_KM) * 1000);
      const key = `${tile.lat.toFixed(2)},${tile.lng.toFixed(2)}|${radiusM}|${categories.join(',')}`;
      const cached = cache.get(key);
      if (cached && now() - cached.at < 24 * 3_600_000) return cached.places;
      const places = await fetchTile(tile, radiusM, categories);
      cache.set(key, { at: now(), places });
      return places;
    },
  };
}

import type { OverpassElement } from '../../../../shared/contracts/overpass';
import { NO_CREDIT_KM } from '../../../../shared/domain/places/walk-access';
import type { FoundPlace, PlacesProvider } from '../places-provider';
import { PlacesProviderError } from '../places-provider';
import type { OverpassAnswerCache } from './answer-cache';
import type { OverpassClient } from './overpass-client';
import { overpassQuery, placesFromElements, QUERY_VERSION } from './overpass-query';

// OpenStreetMap's places through Overpass: real, mapped places, no key. Answers are cached in the
// database by map tile (about 1 km square) and radius, for every category at once, so a filter
// changed or another person looking at the same neighbourhood asks Overpass nothing.

export const OSM_ATTRIBUTION = { text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' };

const TILE_DEG = 0.01; // about 1.1 km
const TILE_MARGIN_KM = 0.8; // a tile's centre is at most this far from any point in it
/** Per category and search: enough for the nearest of a dense category within 5 km; a cap at 20 km. */
const PER_CATEGORY = 150;
/** Per category around one locality's 1.6 km walk: high enough that the count is a count, not a cap. */
const PER_CATEGORY_WALK = 1000;
const WALK_TIMEOUT_MS = 30_000;

export interface OsmPlacesProvider extends PlacesProvider {
  /** Every mapped place within a 20-minute walk of a point (for counting), with when it was fetched. */
  walkAround(point: { lat: number; lng: number }): Promise<{ places: FoundPlace[]; fetchedAt: Date }>;
}

export function createOsmPlacesProvider(options: {
  client: OverpassClient;
  cache: OverpassAnswerCache;
  /** How long a cached answer is reused. */
  maxAgeMs: number;
  timeoutMs: number;
  now?: () => number;
}): OsmPlacesProvider {
  const now = options.now ?? Date.now;
  // One fetch per key at a time on this instance: simultaneous searches of a neighbourhood share it.
  const inFlight = new Map<string, Promise<{ elements: OverpassElement[]; fetchedAt: Date }>>();

  function answer(key: string, query: string, timeoutMs: number) {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const work = (async () => {
      const cached = await options.cache.get(key, options.maxAgeMs);
      if (cached) return cached;
      let elements: OverpassElement[];
      try {
        elements = await options.client.run(query, { timeoutMs });
      } catch (error) {
        throw new PlacesProviderError('OpenStreetMap (Overpass) did not answer', { cause: error });
      }
      const fetchedAt = new Date(now());
      await options.cache.put(key, elements, fetchedAt);
      return { elements, fetchedAt };
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  }

  return {
    kind: 'osm',
    label: 'OpenStreetMap',
    attribution: OSM_ATTRIBUTION,
    async search({ centre, radiusKm }) {
      const tile = {
        lat: Math.round(centre.lat / TILE_DEG) * TILE_DEG,
        lng: Math.round(centre.lng / TILE_DEG) * TILE_DEG,
      };
      const radiusM = Math.round((radiusKm + TILE_MARGIN_KM) * 1000);
      const key = `${QUERY_VERSION}|${tile.lat.toFixed(2)},${tile.lng.toFixed(2)}|${radiusM}`;
      const timeoutS = Math.ceil(options.timeoutMs / 1000);
      const query = overpassQuery(tile, radiusM, { perCategory: PER_CATEGORY, timeoutS });
      return placesFromElements((await answer(key, query, options.timeoutMs)).elements);
    },
    async walkAround(point) {
      const radiusM = NO_CREDIT_KM * 1000;
      const key = `${QUERY_VERSION}|walk|${point.lat.toFixed(5)},${point.lng.toFixed(5)}`;
      const query = overpassQuery(point, radiusM, {
        perCategory: PER_CATEGORY_WALK,
        timeoutS: WALK_TIMEOUT_MS / 1000,
      });
      const { elements, fetchedAt } = await answer(key, query, WALK_TIMEOUT_MS);
      return { places: placesFromElements(elements), fetchedAt };
    },
  };
}

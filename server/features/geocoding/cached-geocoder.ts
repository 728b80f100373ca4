import { normalizeText } from '../../../shared/domain/text-match';
import { Lru } from '../../lib/lru';
import type { GeocodeResult, Geocoder } from './geocoder';

/**
 * Remembers forward geocoding answers, least recently used out first. Work addresses repeat a lot
 * (many people work at the same tech parks), and an answer for the same text does not change
 * while the server runs; with Google it also saves paid calls.
 */
export function withGeocodeCache(geocoder: Geocoder, capacity = 1000): Geocoder {
  const cache = new Lru<string, Promise<GeocodeResult | null>>(capacity);
  return {
    geocode(text) {
      const key = normalizeText(text);
      const hit = cache.get(key);
      if (hit) return hit;
      const pending = geocoder.geocode(text);
      cache.set(key, pending);
      // A failure is not remembered: the next request asks again.
      pending.catch(() => cache.delete(key));
      return pending;
    },
    suggest: (text, limit) => geocoder.suggest(text, limit),
    reverse: (point) => geocoder.reverse(point),
    resolveCity: (name) => geocoder.resolveCity(name),
  };
}

import { Client, Status } from '@googlemaps/google-maps-services-js';
import type { Logger } from 'pino';
import type { Geocoder } from './geocoder';

/**
 * Google's Geocoding API (used when GOOGLE_MAPS_API_KEY is set), restricted to India. Any failure,
 * timeout or place outside our cities falls back to the embedded gazetteer, so the finder keeps
 * working when Google does not. `url` lets tests point it at a local fixture server.
 */
export function createGoogleGeocoder(options: {
  apiKey: string;
  timeoutMs: number;
  fallback: Geocoder;
  logger: Logger;
  url?: string;
}): Geocoder {
  const client = new Client({});
  const { fallback, logger } = options;
  return {
    async geocode(text) {
      try {
        const response = await client.geocode({
          params: { address: text, key: options.apiKey, region: 'in', components: { country: 'IN' } },
          timeout: options.timeoutMs,
          ...(options.url ? { url: options.url } : {}),
        });
        const first = response.data.status === Status.OK ? response.data.results[0] : undefined;
        if (first) {
          const { lat, lng } = first.geometry.location;
          const place = await fallback.reverse({ lat, lng });
          if (place) {
            const precise =
              first.geometry.location_type === 'ROOFTOP' || first.geometry.location_type === 'RANGE_INTERPOLATED';
            return {
              label: first.formatted_address,
              lat,
              lng,
              cityId: place.cityId,
              cityName: place.cityName,
              state: place.state,
              confidence: precise ? 0.95 : 0.8,
              source: 'google',
            };
          }
        }
      } catch (error) {
        // The key and the address are deliberately not logged.
        logger.warn({ reason: (error as Error).message }, 'Google geocoding failed; using the gazetteer');
      }
      return fallback.geocode(text);
    },
    // Suggestions come from our own places: they are what the recommendations can use.
    suggest: (text, limit) => fallback.suggest(text, limit),
    reverse: (point) => fallback.reverse(point),
    resolveCity: (name) => fallback.resolveCity(name),
  };
}

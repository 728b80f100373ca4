import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Dataset } from '../../data/load-dataset';
import type { Database } from '../../db/client';
import type { LlmProvider } from '../ai';
import type { Geocoder } from '../geocoding';
import { createAiPlacesProvider } from './ai-places-provider';
import { createCuratedPlacesProvider } from './curated-places-provider';
import type { PlacesProviders } from './find-places';
import { createGooglePlacesProvider } from './google-places-provider';
import { createDatabaseAnswerCache, createMemoryAnswerCache } from './osm/answer-cache';
import { createOsmPlacesProvider } from './osm/osm-places-provider';
import { createOverpassAvailability } from './osm/overpass-availability';
import { createOverpassClient } from './osm/overpass-client';

export const OVERPASS_USER_AGENT = 'Basera/0.1 (relocation web app; https://github.com/basera; Node.js fetch)';

/**
 * The places providers from config: the curated places always (the embedded default, and the
 * fallback of every live provider), and the live one chosen by PLACES_PROVIDER: with none set,
 * OpenStreetMap while Overpass answers (google when GOOGLE_MAPS_API_KEY is set).
 */
export function createPlacesProviders(
  config: Pick<Config, 'places' | 'geocoder'>,
  deps: {
    dataset: Pick<Dataset, 'places'>;
    llm: LlmProvider | null;
    geocoder: Geocoder;
    /** Where OpenStreetMap's answers are shared; null (scripts): kept in the process. */
    db: Database | null;
    logger: Logger;
  },
): PlacesProviders {
  const curated = createCuratedPlacesProvider(deps.dataset);
  const { provider, timeoutMs, overpass } = config.places;
  if (provider === 'google' && config.geocoder.googleApiKey) {
    return { curated, live: createGooglePlacesProvider({ apiKey: config.geocoder.googleApiKey, timeoutMs }) };
  }
  if (provider === 'gemini' && deps.llm) {
    return { curated, live: createAiPlacesProvider({ llm: deps.llm, geocoder: deps.geocoder }) };
  }
  if (provider !== 'osm' && provider !== 'auto') return { curated, live: null };
  const client = createOverpassClient({
    url: overpass.url,
    userAgent: OVERPASS_USER_AGENT,
    timeoutMs,
    minIntervalMs: overpass.minIntervalMs,
  });
  const osm = createOsmPlacesProvider({
    client,
    cache: deps.db ? createDatabaseAnswerCache(deps.db) : createMemoryAnswerCache(),
    maxAgeMs: overpass.cacheMs,
    timeoutMs,
  });
  const availability =
    provider === 'auto'
      ? createOverpassAvailability({ client, intervalMs: overpass.probeMs, logger: deps.logger })
      : null;
  return { curated, live: osm, osm, availability };
}

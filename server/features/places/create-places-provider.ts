import type { Config } from '../../config';
import type { Dataset } from '../../data/load-dataset';
import type { LlmProvider } from '../ai';
import type { Geocoder } from '../geocoding';
import { createAiPlacesProvider } from './ai-places-provider';
import { createCuratedPlacesProvider } from './curated-places-provider';
import { createGooglePlacesProvider } from './google-places-provider';
import { createOsmPlacesProvider } from './osm-places-provider';
import type { PlacesProvider } from './places-provider';

export const OVERPASS_USER_AGENT = 'Basera/0.1 (relocation web app; Node.js fetch)';

/**
 * The places providers from config: the curated places always (the embedded default, and the
 * fallback of every live provider), and the live one chosen by PLACES_PROVIDER (google by default
 * when GOOGLE_MAPS_API_KEY is set), if any.
 */
export function createPlacesProviders(
  config: Pick<Config, 'places' | 'geocoder'>,
  deps: { dataset: Pick<Dataset, 'places'>; llm: LlmProvider | null; geocoder: Geocoder },
): { curated: PlacesProvider; live: PlacesProvider | null } {
  const curated = createCuratedPlacesProvider(deps.dataset);
  const { provider, overpassUrl, timeoutMs } = config.places;
  let live: PlacesProvider | null = null;
  if (provider === 'google' && config.geocoder.googleApiKey) {
    live = createGooglePlacesProvider({ apiKey: config.geocoder.googleApiKey, timeoutMs });
  } else if (provider === 'osm') {
    live = createOsmPlacesProvider({ url: overpassUrl, timeoutMs, userAgent: OVERPASS_USER_AGENT });
  } else if (provider === 'gemini' && deps.llm) {
    live = createAiPlacesProvider({ llm: deps.llm, geocoder: deps.geocoder });
  }
  return { curated, live };
}

import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Dataset } from '../../data/load-dataset';
import { withGeocodeCache } from './cached-geocoder';
import { createGazetteerGeocoder } from './gazetteer-geocoder';
import type { Geocoder } from './geocoder';
import { createGoogleGeocoder } from './google-geocoder';

/** Google when GOOGLE_MAPS_API_KEY is set (falling back to the gazetteer), else the gazetteer. */
export function createGeocoder(config: Config, dataset: Dataset, logger: Logger): Geocoder {
  const gazetteer = createGazetteerGeocoder(dataset);
  const { googleApiKey, timeoutMs } = config.geocoder;
  return withGeocodeCache(
    googleApiKey ? createGoogleGeocoder({ apiKey: googleApiKey, timeoutMs, fallback: gazetteer, logger }) : gazetteer,
  );
}

import type { Logger } from 'pino';
import type { Config } from './config';
import type { Dataset } from './data/load-dataset';
import type { Database } from './db/client';
import type { LlmProvider } from './features/ai';
import type { IdentityVerifier } from './features/auth';
import type { EventsProviders } from './features/events';
import type { Geocoder } from './features/geocoding';
import type { PlacesProviders } from './features/places';
import type { TransitPlanner } from './features/transit';
import type { FileStore } from './features/uploads';
import type { Clock } from './lib/clock';

/**
 * Everything outside the process that a request may touch, chosen once from config in start-server.ts
 * (STYLE.md: every outside system behind an interface). Tests build their own.
 */
export interface Services {
  config: Config;
  logger: Logger;
  db: Database;
  identity: IdentityVerifier;
  /** The curated cities, localities and landmarks (server/data). */
  dataset: Dataset;
  geocoder: Geocoder;
  /** The curated places, and the live provider chosen by config (or none). */
  places: PlacesProviders;
  /** The curated events calendar, and the live provider chosen by config (or none). */
  events: EventsProviders;
  /** Today, for date-dependent answers (events); fixed in tests. */
  clock: Clock;
  /** Where kept (encrypted) timeline files go, and the server-held key that encrypts them. */
  fileStore: FileStore;
  fileKey: Buffer;
  /** A generative model (Gemini), or null: the embedded default needs none. */
  llm: LlmProvider | null;
  /**
   * Journeys, reach and the finder's commutes over the transit networks, each built from its
   * imported GTFS feeds on first use (decision 0041).
   */
  transit: TransitPlanner;
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../app/create-app';
import { createHttpServer } from '../app/http-server';
import { loadConfig } from '../config';
import { loadDataset } from '../data/load-dataset';
import { loadTransitNetworks } from '../data/transit/load-networks';
import type { DatabaseHandle } from '../db/client';
import { createLlmProvider } from '../features/ai';
import { createFirebaseIdentityVerifier } from '../features/auth';
import { createEventsProviders } from '../features/events';
import { createGazetteerGeocoder } from '../features/geocoding';
import { createPlacesProviders, startPlacesBackground } from '../features/places';
import { startRetentionJob } from '../features/privacy';
import { createTransitPlanner, createTransitService } from '../features/transit';
import { createLocalFileStore } from '../features/uploads';
import { type Clock, systemClock } from '../lib/clock';
import { startCounterSweep } from '../lib/db-rate-limiter';
import { createLogger } from '../logger';
import type { Services } from '../services';
import { openTestDatabase } from './test-database';

export interface TestServer {
  url: string;
  services: Services;
  database: DatabaseHandle;
  /** fetch against the server, JSON in and out, with an optional cookie jar. */
  request(path: string, init?: TestRequestInit): Promise<{ status: number; body: unknown; headers: Headers }>;
  close(): Promise<void>;
}

export interface TestRequestInit {
  method?: string;
  body?: unknown;
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** The real app on a random port with a fresh database and the shared Auth emulator. */
export async function startTestServer(
  env: Record<string, string> = {},
  /**
   * `database`: another test server's, to run a second instance on the same data; `clientDir`: a
   * built web app to serve instead of dist/client.
   */
  options: { clock?: Clock; database?: DatabaseHandle; clientDir?: string } = {},
): Promise<TestServer> {
  const emulatorHost = inject('authEmulatorHost');
  // Overpass at a closed local port unless a test names its fixture server: no test asks the internet.
  const config = loadConfig({
    NODE_ENV: 'test',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    OVERPASS_URL: 'http://127.0.0.1:9/api/interpreter',
    // The background count of localities runs only where a test asks for it.
    OSM_WALK_PACE_MS: '0',
    // Retention and the sweep of rate-limit counters run only where a test runs them.
    RETENTION_JOB_MS: '0',
    RATE_LIMIT_SWEEP_MS: '0',
    ...env,
  });
  const database = options.database ?? (await openTestDatabase());
  const identity = createFirebaseIdentityVerifier({ projectId: config.auth.projectId, emulatorHost });
  const dataset = loadDataset();
  const ourNetworks = await loadTransitNetworks();
  const filesDir = mkdtempSync(join(tmpdir(), 'basera-files-'));
  const geocoder = createGazetteerGeocoder(dataset);
  const llm = createLlmProvider(config);
  const services: Services = {
    config,
    logger: createLogger('silent'),
    db: database.db,
    identity,
    dataset,
    geocoder,
    places: createPlacesProviders(config, { dataset, llm, geocoder, db: database.db, logger: createLogger('silent') }),
    events: createEventsProviders(config, { dataset, llm }),
    clock: options.clock ?? systemClock,
    fileStore: createLocalFileStore(filesDir),
    fileKey: randomBytes(32),
    transit: createTransitPlanner(createTransitService(database.db), ourNetworks.networks, dataset),
    llm,
  };
  const placesBackground = startPlacesBackground(services);
  const retention = startRetentionJob(services, services.config.retention);
  const counterSweep = startCounterSweep(services, services.config.rateLimits.sweepEveryMs);
  const http = createHttpServer(
    createApp(services, { isAuthReady: () => true, clientDir: options.clientDir }),
    services,
  );
  const port = await http.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    services,
    database,
    async request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.body !== undefined || init.rawBody !== undefined) headers.set('content-type', 'application/json');
      if (init.cookie) headers.set('cookie', init.cookie);
      const response = await fetch(`${url}${path}`, {
        method: init.method ?? (init.body === undefined && init.rawBody === undefined ? 'GET' : 'POST'),
        headers,
        body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body, headers: response.headers };
    },
    async close() {
      placesBackground.stop();
      retention.stop();
      counterSweep.stop();
      await http.close(1000);
      await identity.close();
      if (!options.database) await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

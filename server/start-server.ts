import type { Logger } from 'pino';
import { createApp } from './app/create-app';
import { createHttpServer } from './app/http-server';
import type { Config } from './config';
import { loadDataset } from './data/load-dataset';
import { loadTransitNetworks } from './data/transit/load-networks';
import { openDatabase } from './db/client';
import { createLlmProvider } from './features/ai';
import { createFirebaseIdentityVerifier, type RunningEmulator, startAuthEmulator } from './features/auth';
import { createEventsProviders } from './features/events';
import { createGeocoder } from './features/geocoding';
import { createPlacesProviders, startPlacesBackground } from './features/places';
import { startRetentionJob } from './features/privacy';
import { createTransitPlanner, createTransitService, importConfiguredFeeds } from './features/transit';
import { createFileStore, loadOrCreateKey } from './features/uploads';
import { clockFrom, systemClock } from './lib/clock';
import { startCounterSweep } from './lib/db-rate-limiter';
import { createLogger } from './logger';
import type { Services } from './services';

export interface RunningServer {
  url: string;
  port: number;
  logger: Logger;
  services: Services;
  /** True once sign-in works (at once with a real Firebase project); false if the emulator failed. */
  authReady: Promise<boolean>;
  stop(): Promise<void>;
}

/** Wires config → providers → app → listening server; the only place services are chosen. */
export async function startServer(config: Config): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  for (const notice of config.notices) logger.warn(notice);

  const { auth } = config;
  // The emulator takes ~10 s to boot; the site is usable meanwhile and sign-in waits for it.
  let emulator: Promise<RunningEmulator> | undefined;
  // A Ctrl-C before sign-in is ready stops the emulator's start instead of waiting it out.
  const stopping = new AbortController();
  if (auth.mode === 'emulator' && auth.embedded) {
    const port = Number(auth.host.split(':')[1]);
    emulator = startAuthEmulator({ port, projectId: auth.projectId, logger, signal: stopping.signal });
    emulator.catch((error) => {
      if (!stopping.signal.aborted) logger.error({ err: error }, 'local sign-in is unavailable');
    });
  }
  let isAuthReady = !emulator;
  // Never rejects: a failed emulator is logged above and leaves the site running without sign-in.
  const authReady = emulator
    ? emulator.then(
        () => {
          isAuthReady = true;
          return true;
        },
        () => false,
      )
    : Promise.resolve(true);

  const database = await openDatabase({
    ...config,
    onIdleError: (error) => logger.warn({ err: error }, 'an idle database connection was closed by the server'),
    onNotice: (message) => logger.warn(message),
  });
  const identity = createFirebaseIdentityVerifier({
    projectId: auth.projectId,
    emulatorHost: auth.mode === 'emulator' ? auth.host : undefined,
  });
  const dataset = loadDataset();
  const ourNetworks = await loadTransitNetworks();
  const geocoder = createGeocoder(config, dataset, logger);
  const { uploads } = config;
  const fileStore = createFileStore({
    dataDir: config.dataDir,
    pinataJwt: uploads.pinataJwt,
    pinataGateway: uploads.pinataGateway,
  });
  const fileKey = loadOrCreateKey(config.dataDir, uploads.encryptionKey);
  const llm = createLlmProvider(config);
  const places = createPlacesProviders(config, { dataset, llm, geocoder, db: database.db, logger });
  const events = createEventsProviders(config, { dataset, llm });
  const services: Services = {
    config,
    logger,
    db: database.db,
    identity,
    dataset,
    geocoder,
    places,
    events,
    clock: config.clockStart ? clockFrom(config.clockStart) : systemClock,
    fileStore,
    fileKey,
    llm,
    transit: createTransitPlanner(createTransitService(database.db), ourNetworks.networks, dataset),
  };
  const placesBackground = startPlacesBackground(services);
  // After the server listens, not before: an unchanged feed costs a checksum, a new one a few seconds.
  const transitImport = importConfiguredFeeds(
    { db: database.db, logger, transit: services.transit.networks, cities: [...dataset.cities], ours: ourNetworks },
    config.transit.feeds,
    stopping.signal,
  );
  const retention = startRetentionJob(services, services.config.retention);
  const counterSweep = startCounterSweep(services, services.config.rateLimits.sweepEveryMs);
  const http = createHttpServer(createApp(services, { isAuthReady: () => isAuthReady }), services);
  const port = await http.listen(config.port, config.host);
  const url = `http://localhost:${port}`;
  logger.info({ url, database: database.engine, auth: auth.mode }, `Basera is running at ${url}`);

  return {
    url,
    port,
    logger,
    services,
    authReady,
    async stop() {
      stopping.abort();
      placesBackground.stop();
      await transitImport;
      retention.stop();
      counterSweep.stop();
      await http.close();
      await database.close();
      await identity.close();
      if (emulator) await (await emulator.catch(() => undefined))?.stop();
    },
  };
}

// A server for the benchmarks: the real app on a random port, a fresh database, one user
// users with real session rows. Prints `ready <url> <cookie>,<cookie>,…` and runs until killed.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app/create-app';
import { createHttpServer } from '../../server/app/http-server';
import { loadConfig } from '../../server/config';
import { loadDataset } from '../../server/data/load-dataset';
import { loadTransitNetworks } from '../../server/data/transit/load-networks';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { createFirebaseIdentityVerifier } from '../../server/features/auth/firebase-identity-verifier';
import { createSession, SESSION_COOKIE } from '../../server/features/auth/sessions';
import { createEventsProviders } from '../../server/features/events';
import { createGeocoder } from '../../server/features/geocoding/create-geocoder';
import { createPlacesProviders } from '../../server/features/places';
import { createTransitPlanner, createTransitService } from '../../server/features/transit';
import { createLocalFileStore } from '../../server/features/uploads/file-store/local-file-store';
import { systemClock } from '../../server/lib/clock';
import { createLogger } from '../../server/logger';
import { databaseUrlFor, dropDatabase, runAdmin } from '../../server/test/test-postgres';

const config = loadConfig({
  NODE_ENV: 'test',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  LOG_LEVEL: 'silent',
  PLACES_PROVIDER: 'curated',
});
// A fresh database: a new database on the PostgreSQL server at DATABASE_URL when it is set, else the
// embedded PostgreSQL in a temporary data folder, as `npm start` keeps it.
const dataDir = mkdtempSync(join(tmpdir(), 'basera-bench-db-'));
const serverUrl = process.env.DATABASE_URL;
const scratch = `basera_bench_${randomBytes(5).toString('hex')}`;
if (serverUrl) await runAdmin(serverUrl, `CREATE DATABASE ${scratch}`);
const database = await openDatabase({ dataDir, databaseUrl: serverUrl && databaseUrlFor(serverUrl, scratch) });
const dataset = loadDataset();
const ourNetworks = await loadTransitNetworks();
const filesDir = mkdtempSync(join(tmpdir(), 'basera-bench-files-'));
const services = {
  config,
  logger: createLogger('silent'),
  db: database.db,
  identity: createFirebaseIdentityVerifier({ projectId: config.auth.projectId, emulatorHost: '127.0.0.1:9099' }),
  dataset,
  geocoder: createGeocoder(config, dataset, createLogger('silent')),
  places: createPlacesProviders(config, {
    dataset,
    llm: null,
    geocoder: createGeocoder(config, dataset, createLogger('silent')),
    db: database.db,
    logger: createLogger('silent'),
  }),
  events: createEventsProviders(config, { dataset, llm: null }),
  clock: systemClock,
  fileStore: createLocalFileStore(filesDir),
  fileKey: randomBytes(32),
  llm: null,
  transit: createTransitPlanner(createTransitService(database.db), ourNetworks.networks, dataset),
};
// Many users, as in real traffic: per-user memos and the group commit get no help from one user.
const USERS = 50;
const cookies: string[] = [];
for (let i = 0; i < USERS; i++) {
  const [user] = await database.db
    .insert(users)
    .values({ firebaseUid: `bench-user-${i}`, displayName: `Bench ${i}` })
    .returning();
  cookies.push(`${SESSION_COOKIE}=${(await createSession(database.db, user!.id, 3_600_000)).token}`);
}
const http = createHttpServer(createApp(services, { isAuthReady: () => true }), services);
const port = await http.listen(0, '127.0.0.1');
console.log(`ready http://127.0.0.1:${port} ${cookies.join(',')}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await http.close(1000);
    await database.close();
    if (serverUrl) await dropDatabase(serverUrl, scratch);
    rmSync(filesDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

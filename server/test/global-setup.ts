import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../features/auth';
import { createLogger } from '../logger';
import { startTestPostgres, type TestPostgres } from './test-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    testPostgres: TestPostgres;
  }
}

/**
 * For the whole integration run, started side by side: one Firebase Auth emulator (the one
 * `npm test` already started, FIREBASE_AUTH_EMULATOR_HOST, or a fresh one on a test port); one
 * PostgreSQL with a migrated template (DATABASE_URL's server, or the embedded PostgreSQL); and the
 * server bundle, for the tests that run the server as a process as `npm start` does (esbuild: under
 * a second, so it is simply built again rather than checked for being current).
 */
export default async function setup(project: TestProject) {
  const given = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const [emulator, postgres] = await Promise.all([
    given
      ? undefined
      : startAuthEmulator({ port: 9399, projectId: 'demo-basera', logger: createLogger('warn'), timeoutMs: 110_000 }),
    startTestPostgres(),
    promisify(execFile)('npm', ['run', 'build:server', '--silent']),
  ]);
  project.provide('authEmulatorHost', given ?? emulator!.host);
  const { stop: _stop, ...testPostgres } = postgres;
  project.provide('testPostgres', testPostgres);
  return async () => {
    await postgres.stop();
    await emulator?.stop();
  };
}

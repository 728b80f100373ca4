import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests (shared/, client/, scripts/) and integration tests that run the real
// server against PostgreSQL (the embedded one, or DATABASE_URL's; a database per test file, copied
// from a migrated template) and the Auth emulator.
//
// Speed, on a 2-core machine: three workers (Vitest's default is one less than the cores, one here,
// and integration tests spend much of their time waiting on servers and sockets), and test files
// share their worker's modules (`isolate: false`) instead of importing the server again per file.
// So a test file leaves the process as it found it (process.env, globals: slow-clients.test.ts,
// vi.unstubAllGlobals); its database is its own either way.
export default defineConfig({
  test: {
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

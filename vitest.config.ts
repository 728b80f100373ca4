import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests (shared/, client/, scripts/) and integration tests that run the real
// server against PostgreSQL (the embedded one, or DATABASE_URL's; a database per test file, copied
// from a migrated template) and the Auth emulator.
export default defineConfig({
  test: {
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
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

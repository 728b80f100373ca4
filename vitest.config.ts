import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests (shared/, client/) and integration tests that run the real server
// against a real database (PGlite, or PostgreSQL when DATABASE_URL is set) and the Auth emulator.
export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

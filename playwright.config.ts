import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
// build served by the real server, with a fresh database and the local Firebase Auth emulator.
// Two workers, a file each at a time: every test signs in a person of its own (uniqueEmail), so
// files share no state but the server.
const PORT = Number(process.env.E2E_PORT ?? 3300);
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // No trace by default: recording one costs the browser a seventh more CPU in every test, on a
    // machine where the browser tests are CPU-bound. `npx playwright test --trace on` records them.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: `.tmp/e2e-${Date.now()}`,
      // Nothing in the browser uses transit timetables yet; importing them into each fresh database
      // would take half a minute of a core from the specs.
      TRANSIT_FEEDS: 'none',
      // The orchestrator (scripts/test.mjs) shares one emulator; run alone, the server starts its own.
      ...(emulatorHost ? { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost } : { AUTH_EMULATOR_PORT: '9499' }),
    },
  },
});

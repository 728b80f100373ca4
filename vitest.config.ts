import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (shared/, client/, scripts/); component tests (client/**/*.test.tsx:
// a feature's components rendered with React Testing Library in happy-dom, their server a fake tRPC
// link answering with contract-shaped data, client/lib/test/); and integration tests that run the
// real server against PostgreSQL (the embedded one, or DATABASE_URL's; a database per test file,
// copied from a migrated template) and the Auth emulator. What a test needs a real browser for stays
// in tests/e2e (docs/testing.md).
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
        // The JSX is compiled by Vitest's own esbuild (tsconfig's "jsx": "react-jsx"); CSS imports are
        // left out (`css: false`, the default): no test here judges a layout, the browser tests do.
        test: {
          name: 'component',
          include: ['client/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['client/lib/test/setup.ts'],
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

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Component tests (vitest.config.ts, project "component"): the DOM matchers; no network (the tRPC
// client's server is the test's fake link, fake-trpc.ts; any other request fails, as it would
// offline, so nothing reaches a server that happens to listen); and each test's page unmounted and
// the browser's storage emptied after it, as the browser tests' fixture does.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: unknown) => {
      throw new TypeError(`No network in component tests (${String(url)})`);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

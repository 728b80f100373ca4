import type { ReactNode } from 'react';
import { type AppLocation, Router } from '../router';

// The one place component tests meet the router: everything that renders a Link, a NavLink or reads
// the location goes through `WithRouter`, and a test reads where a click led with `currentPath`.
// When the app's router changes, this file is the one to change (a MemoryRouter here).

const NoPage = () => null;

/** `children` inside the app's router, at `path` (with its query). Links navigate in place. */
export function WithRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  const url = new URL(path, window.location.origin);
  window.history.replaceState(null, '', url);
  const location: AppLocation = { pathname: url.pathname, search: url.search, hash: url.hash };
  return (
    <Router routes={[]} initial={{ location, Page: NoPage }} fallback={NoPage}>
      {children}
    </Router>
  );
}

/** The path and query the page is at: where the last followed link led. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

// The one place component tests meet the router: everything that renders a Link, a NavLink or reads
// the location goes through \`WithRouter\`, and a test reads where a click led with \`currentPath\`.
// React Router's BrowserRouter over happy-dom's history, so a followed link changes window.location.

/** \`children\` inside the app's router, at \`path\` (with its query). Links navigate in place. */
export function WithRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  window.history.replaceState(null, '', new URL(path, window.location.origin));
  return <BrowserRouter>{children}</BrowserRouter>;
}

/** The path and query the page is at: where the last followed link led. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

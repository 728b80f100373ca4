import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { CitySummary } from '../../shared/contracts/cities';
import { provideHomeCities } from '../features/home';
import { type AppLocation, resolveRoute } from '../lib/router';
import { App } from './app';
import { NotFoundPage } from './error-page';
import { ROUTES } from './router';

const render = (location: AppLocation, Page: React.ComponentType) =>
  renderToString(
    <StrictMode>
      <App initial={{ location, Page }} />
    </StrictMode>,
  );

/**
 * The HTML of a page as a signed-out visitor first sees it, before any call to the server has
 * answered (decision 0028). Built by `vite build --ssr app/prerender.tsx`, run by scripts/prerender.ts.
 */
export async function prerender(pathname: string, data: { cities: readonly CitySummary[] }): Promise<string> {
  provideHomeCities(data.cities);
  const { location, Page } = await resolveRoute(ROUTES, { pathname, search: '', hash: '' }, NotFoundPage);
  return render(location, Page);
}

/**
 * The frame of a page (header, an empty main, footer) without the page: painted before the
 * JavaScript arrives, then rendered over (not hydrated) with the page in it.
 */
export function prerenderShell(pathname: string): string {
  return render({ pathname, search: '', hash: '' }, () => null);
}

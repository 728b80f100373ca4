import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { CitySummary } from '../../shared/contracts/cities';
import { provideHomeCities } from '../features/home';
import { resolveRoute } from '../lib/router';
import { App } from './app';
import { NotFoundPage } from './error-page';
import { ROUTES } from './router';

/**
 * The HTML of a page as a signed-out visitor first sees it, before any call to the server has
 * answered (decision 0028). Built by `vite build --ssr app/prerender.tsx`, run by scripts/prerender.ts.
 */
export async function prerender(pathname: string, data: { cities: readonly CitySummary[] }): Promise<string> {
  provideHomeCities(data.cities);
  const initial = await resolveRoute(ROUTES, { pathname, search: '', hash: '' }, NotFoundPage);
  return renderToString(
    <StrictMode>
      <App initial={initial} />
    </StrictMode>,
  );
}

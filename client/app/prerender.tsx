import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { CitySummary } from '../../shared/contracts/cities';
import { provideHomeCities } from '../features/home';
import { App } from './app';
import { preloadPageFor } from './router';

const render = (pathname: string, options: { sessionCookie?: boolean } = {}) =>
  renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App {...options} />
      </StaticRouter>
    </StrictMode>,
  );

/**
 * The HTML of a page as a signed-out visitor first sees it, before any call to the server has
 * answered (decision 0028), rendered by React Router's StaticRouter. Built by `vite build --ssr
 * app/prerender.tsx`, run by scripts/prerender.ts. The page is loaded first, so nothing suspends.
 */
export async function prerender(pathname: string, data: { cities: readonly CitySummary[] }): Promise<string> {
  provideHomeCities(data.cities);
  await preloadPageFor(pathname);
  return render(pathname);
}

/**
 * A main route's page as a signed-out visitor first sees it, before any call has answered: painted
 * from the HTML before the JavaScript arrives, then rendered over (not hydrated: a visitor with a
 * stored sign-in sees their own page at once), so its largest paint needs no JavaScript.
 */
export async function prerenderPage(pathname: string): Promise<string> {
  await preloadPageFor(pathname);
  return render(pathname);
}

/**
 * A route's signed-in variant, sent when the request carries a session cookie: the page as it
 * shows while the server is asked whose session it is (the finder: its frame, with the form's
 * first section). The browser renders over it as it expects the person (main.tsx), so nothing
 * moves when they arrive, and the page's largest paint needs no JavaScript (docs/performance.md).
 */
export async function prerenderSignedIn(pathname: string): Promise<string> {
  await preloadPageFor(pathname);
  return render(pathname, { sessionCookie: true });
}

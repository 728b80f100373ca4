import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import { withDataProviders } from '../lib/with-data-providers';
import { NotFoundPage } from './error-page';
import { type LazyPage, lazyPage } from './routing/lazy-page';
import { Redirect } from './routing/redirect';

// spec §2 routes plus the aliases SUPPLEMENT.md settles (footer paths, post-login target): each
// alias redirects to its nav-bar route so no link in the product leads to a 404. Every page is
// loaded when first shown (decision 0039). Pages that call the server load the data providers with
// them; the home page and the shell need none (docs/performance.md), nor the finder page until
// someone is signed in (it wraps its form itself).
const PAGES: Record<string, LazyPage> = {
  '/': lazyPage(() => import('../features/home/home-page')),
  '/place-recommender': lazyPage(() => import('../features/finder/finder-page')),
  '/places': lazyPage(withDataProviders(() => import('../features/places/places-page'))),
  '/relocation-assistant': lazyPage(withDataProviders(() => import('../features/assistant/assistant-page'))),
  '/social-connector': lazyPage(withDataProviders(() => import('../features/events/events-page'))),
  '/login': lazyPage(() => import('../features/auth/login-page')),
  '/your-data': lazyPage(withDataProviders(() => import('../features/privacy/your-data-page'))),
  '/business/register': lazyPage(withDataProviders(() => import('../features/business/register-page'))),
  '/business/contact': lazyPage(withDataProviders(() => import('../features/business/contact-page'))),
};

export const ALIASES: Record<string, string> = {
  '/neighborhood-finder': '/place-recommender',
  '/neighborhoods': '/place-recommender',
  '/assistant': '/relocation-assistant',
  '/social': '/social-connector',
};

export const ROUTES: RouteObject[] = [
  ...Object.entries(PAGES).map(([path, Page]) => ({ path, element: <Page /> })),
  ...Object.entries(ALIASES).map(([path, to]) => ({ path, element: <Redirect to={to} /> })),
  { path: '*', element: <NotFoundPage /> },
];

/** The page of the current address. */
export function RoutePage() {
  return useRoutes(ROUTES);
}

/**
 * Loads the page for a path (an alias's target) before the app first renders, so that render,
 * a hydration included, is whole (lazy-page.tsx).
 */
export async function preloadPageFor(pathname: string): Promise<void> {
  const path = matchRoutes(ROUTES, pathname)?.[0]?.route.path ?? '*';
  await PAGES[ALIASES[path] ?? path]?.preload();
}

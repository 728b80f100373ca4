import type { Routes } from '../lib/router';
import { withDataProviders } from '../lib/with-data-providers';

// spec §2 routes plus the aliases SUPPLEMENT.md settles (footer paths, post-login target): each
// alias redirects to its nav-bar route so no link in the product leads to a 404. Pages that call the
// server load the data providers with them; the home page and the shell need none (docs/performance.md), nor
// the finder page until someone is signed in (it wraps its form itself).
export const ROUTES: Routes = [
  { path: '/', load: () => import('../features/home/home-page') },
  { path: '/place-recommender', load: () => import('../features/finder/finder-page') },
  { path: '/places', load: withDataProviders(() => import('../features/places/places-page')) },
  { path: '/relocation-assistant', load: withDataProviders(() => import('../features/assistant/assistant-page')) },
  { path: '/social-connector', load: withDataProviders(() => import('../features/events/events-page')) },
  { path: '/login', load: () => import('../features/auth/login-page') },
  { path: '/your-data', load: withDataProviders(() => import('../features/privacy/your-data-page')) },
  { path: '/business/register', load: withDataProviders(() => import('../features/business/register-page')) },
  { path: '/business/contact', load: withDataProviders(() => import('../features/business/contact-page')) },
  { path: '/neighborhood-finder', redirect: '/place-recommender' },
  { path: '/neighborhoods', redirect: '/place-recommender' },
  { path: '/assistant', redirect: '/relocation-assistant' },
  { path: '/social', redirect: '/social-connector' },
];

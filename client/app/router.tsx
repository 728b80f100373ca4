import { createBrowserRouter, Navigate } from 'react-router-dom';
import { ErrorPage } from './error-page';
import { AppLayout } from './layout/app-layout';

// spec §2 routes plus the aliases SUPPLEMENT.md settles (footer paths, post-login target): each
// alias redirects to its nav-bar route so no link in the product leads to a 404.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, lazy: page(() => import('../features/home/home-page')) },
      { path: 'place-recommender', lazy: page(() => import('../features/finder/finder-page')) },
      { path: 'places', lazy: page(() => import('../features/places/places-page')) },
      { path: 'relocation-assistant', lazy: page(() => import('../features/assistant/assistant-page')) },
      { path: 'social-connector', lazy: page(() => import('../features/events/events-page')) },
      { path: 'login', lazy: page(() => import('../features/auth/login-page')) },
      { path: 'business/register', lazy: page(() => import('../features/business/register-page')) },
      { path: 'business/contact', lazy: page(() => import('../features/business/contact-page')) },
      { path: 'neighborhood-finder', element: <Navigate to="/place-recommender" replace /> },
      { path: 'neighborhoods', element: <Navigate to="/place-recommender" replace /> },
      { path: 'assistant', element: <Navigate to="/relocation-assistant" replace /> },
      { path: 'social', element: <Navigate to="/social-connector" replace /> },
      {
        path: '*',
        loader: () => {
          throw new Response('', { status: 404, statusText: 'Not Found' });
        },
      },
    ],
  },
]);

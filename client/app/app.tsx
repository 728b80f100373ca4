import { AuthProvider } from '../features/auth';
import { type ResolvedRoute, Router } from '../lib/router';
import { NotFoundPage } from './error-page';
import { AppLayout } from './layout/app-layout';
import { ROUTES } from './router';

/**
 * The whole app for a resolved first route: in the browser (main.tsx) and at build time (prerender.tsx).
 * `sessionCookie`: the page is the route's signed-in variant, sent for a session cookie (decision 0028).
 */
export function App({ initial, sessionCookie }: { initial: ResolvedRoute; sessionCookie?: boolean }) {
  return (
    <Router routes={ROUTES} initial={initial} fallback={NotFoundPage}>
      <AuthProvider sessionCookie={sessionCookie}>
        <AppLayout />
      </AuthProvider>
    </Router>
  );
}

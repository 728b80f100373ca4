import { AuthProvider } from '../features/auth';
import { type ResolvedRoute, Router } from '../lib/router';
import { NotFoundPage } from './error-page';
import { AppLayout } from './layout/app-layout';
import { ROUTES } from './router';

/** The whole app for a resolved first route: in the browser (main.tsx) and at build time (prerender.tsx). */
export function App({ initial }: { initial: ResolvedRoute }) {
  return (
    <Router routes={ROUTES} initial={initial} fallback={NotFoundPage}>
      <AuthProvider>
        <AppLayout />
      </AuthProvider>
    </Router>
  );
}

import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { ChatLauncher } from '../../features/chat';
import { PageErrorBoundary } from '../error-page';
import { useRouteDescription } from '../route-descriptions';
import { RoutePage } from '../router';
import { useScrollOnNavigation } from '../routing/scroll-on-navigation';
import { Footer } from './footer';
import { Header } from './header';

/** The frame of every page (spec §2): header, footer and the floating chat button. */
export function AppLayout() {
  useRouteDescription();
  useScrollOnNavigation();
  const { pathname } = useLocation();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" className="app__main">
        {/* Outside the page's boundary, so a navigation (a transition) keeps the old page until the next has loaded. */}
        <Suspense>
          <PageErrorBoundary key={pathname}>
            <RoutePage />
          </PageErrorBoundary>
        </Suspense>
      </main>
      <Footer />
      <ChatLauncher />
    </div>
  );
}

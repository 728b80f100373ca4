import { ChatLauncher } from '../../features/chat';
import { RoutePage, useLocation } from '../../lib/router';
import { PageErrorBoundary } from '../error-page';
import { useRouteDescription } from '../route-descriptions';
import { Footer } from './footer';
import { Header } from './header';

/** The frame of every page (spec §2): header, footer and the floating chat button. */
export function AppLayout() {
  useRouteDescription();
  const { pathname } = useLocation();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" className="app__main">
        <PageErrorBoundary key={pathname}>
          <RoutePage />
        </PageErrorBoundary>
      </main>
      <Footer />
      <ChatLauncher />
    </div>
  );
}

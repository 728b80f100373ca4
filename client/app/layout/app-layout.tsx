import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ChatLauncher } from '../../features/chat';
import { useRouteDescription } from '../route-descriptions';
import { Footer } from './footer';
import { Header } from './header';

/** The frame of every page (spec §2): header, footer and the floating chat button. */
export function AppLayout() {
  useRouteDescription();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" className="app__main">
        <Outlet />
      </main>
      <Footer />
      <ChatLauncher />
      <ScrollRestoration />
    </div>
  );
}

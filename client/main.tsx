import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { preloadPageFor } from './app/router';
import { watchFirstInteraction } from './lib/first-interaction';
import './styles/global.css';

watchFirstInteraction(); // the maps wait for it (MapSlot)

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first page is loaded before React renders, so the first render is whole. A page prerendered
// at build time for this very path (the home page, decision 0028) is hydrated; any other is rendered.
// A route's signed-in variant (`data-session-cookie`, sent for a session cookie) is rendered as the
// person it expects until the server says who they are.
await preloadPageFor(window.location.pathname);
const app = (
  <StrictMode>
    <BrowserRouter>
      <App sessionCookie={root.dataset.sessionCookie !== undefined} />
    </BrowserRouter>
  </StrictMode>
);
if (root.dataset.prerendered === window.location.pathname) hydrateRoot(root, app);
else if (root.dataset.sessionCookie !== undefined) {
  // The page already shows what this first render shows (its signed-in frame): no hurry, so React
  // renders it in slices, between which the page still answers (docs/performance.md: total blocking time).
  const page = createRoot(root);
  startTransition(() => page.render(app));
} else createRoot(root).render(app);

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
// at build time for this very path (the home page, decision 0028) is hydrated; any other, which
// shows its signed-out page or its signed-in frame (decision 0039), is rendered over. Either way
// the page is already painted: no hurry, so React works in a transition, in slices between which
// the page still answers (docs/performance.md: total blocking time), as React Router's own entry
// does. A route's signed-in variant (`data-session-cookie`, sent for a session cookie) is rendered
// as the person it expects until the server says who they are.
await preloadPageFor(window.location.pathname);
const app = (
  <StrictMode>
    <BrowserRouter>
      <App sessionCookie={root.dataset.sessionCookie !== undefined} />
    </BrowserRouter>
  </StrictMode>
);
if (root.dataset.prerendered === window.location.pathname) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  const page = createRoot(root);
  startTransition(() => page.render(app));
}

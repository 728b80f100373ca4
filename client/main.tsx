import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { NotFoundPage } from './app/error-page';
import { ROUTES } from './app/router';
import { watchFirstInteraction } from './lib/first-interaction';
import { resolveRoute } from './lib/router';
import './styles/global.css';

watchFirstInteraction(); // the maps wait for it (MapSlot)

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first page is loaded before React renders, so the first render is whole. A page prerendered
// at build time for this very path (the home page, decision 0028) is hydrated; any other is rendered.
const initial = await resolveRoute(ROUTES, window.location, NotFoundPage);
const app = (
  <StrictMode>
    <App initial={initial} />
  </StrictMode>
);
if (root.dataset.prerendered === initial.location.pathname) hydrateRoot(root, app);
else createRoot(root).render(app);

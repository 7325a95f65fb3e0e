import { friendlyZodMessage } from '@lantern/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// zod/mini's config is zod's one global configuration, without classic zod in the first load (docs/decisions/0027).
import { config } from 'zod/mini';
import { createApp } from './app/app.tsx';
import { preloadRoutePages } from './app/lazy-page.tsx';
import { routes } from './app/router.tsx';
import { requiredStudentSearch } from './lib/experience-mode.ts';
import { getPageConfig } from './lib/page-config.ts';
import { readServerRenderData } from './lib/server-render-data.ts';

config({ customError: friendlyZodMessage });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const serverData = readServerRenderData();
if (serverData) {
  // The server rendered a student page at the address the student guard leads to (entry-server.tsx): the router
  // starts there, so the guard finds nothing to change and the page hydrates as it was rendered.
  const { pathname, search, hash } = window.location;
  const studentSearch = requiredStudentSearch(pathname, search, getPageConfig().isStudent);
  if (studentSearch !== null)
    window.history.replaceState(window.history.state, '', `${pathname}${studentSearch}${hash}`);
}
const App = createApp(serverData);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (serverData) {
  // The server rendered this page (decision 0053): its page module is loaded before hydrating, so React
  // takes over the server's HTML as it is instead of showing the loading fallback in its place. Hydrating in a
  // transition lets React yield to the browser every few milliseconds instead of blocking it for the whole page
  // (one long task of up to a second on a slow phone; the page is already painted and readable meanwhile).
  void preloadRoutePages(routes, window.location).then(() =>
    startTransition(() => void hydrateRoot(root, app)),
  );
} else {
  createRoot(root).render(app);
}

import { friendlyZodMessage } from '@lantern/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// zod/mini's config is zod's one global configuration, without classic zod in the first load (docs/decisions/0027).
import { config } from 'zod/mini';
import { createApp } from './app/app.tsx';
import { preloadRoutePages } from './app/lazy-page.tsx';
import { routes } from './app/router.tsx';
import { readServerRenderData } from './lib/server-render-data.ts';

config({ customError: friendlyZodMessage });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const serverData = readServerRenderData();
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

import { friendlyZodMessage } from '@lantern/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// zod/mini's config is zod's one global configuration, without classic zod in the first load (docs/decisions/0027).
import { config } from 'zod/mini';
import { createApp } from './app/app.tsx';
import { holdEarlyPresses } from './app/early-presses.ts';
import { preloadRoutePages } from './app/lazy-page.tsx';
import { routes } from './app/router.tsx';
import { nextTask, runPreloadedChunksInTurns } from './app/start-in-turns.ts';
import { requiredStudentSearch } from './lib/experience-mode.ts';
import { getPageConfig } from './lib/page-config.ts';
import { readServerRenderData, type ServerRenderData } from './lib/server-render-data.ts';
import { installStaleBuildHandlers } from './lib/stale-build.ts';
import { hydratingServerPage } from './lib/use-hydrated.ts';

config({ customError: friendlyZodMessage });
// Before anything loads a chunk: a file of this build that is gone takes the tab to the new one (decision 0068).
installStaleBuildHandlers();

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
const appElement = (App: ReturnType<typeof createApp>) => (
  <StrictMode>
    <App />
  </StrictMode>
);
if (serverData) {
  holdEarlyPresses();
  void hydrateServerPage(root, serverData);
} else createRoot(root).render(appElement(createApp(null)));

/**
 * The server rendered this page (decision 0053): it is painted and readable, and nothing here may keep a tap
 * waiting. Its page module is loaded before hydrating, so React takes over the server's HTML as it is instead of
 * showing the loading fallback in its place. The work comes in turns (decision 0061): the page's chunks one
 * task each, then the route table, then hydration, in a transition so that React yields to the browser every few
 * milliseconds instead of blocking it for the whole page.
 */
async function hydrateServerPage(container: HTMLElement, data: ServerRenderData): Promise<void> {
  await runPreloadedChunksInTurns();
  await preloadRoutePages(routes, window.location);
  await nextTask();
  const App = createApp(data);
  await nextTask();
  hydratingServerPage();
  startTransition(() => void hydrateRoot(container, appElement(App)));
}

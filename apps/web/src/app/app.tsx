import { hydrate } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { installGradeGateStorage } from '../lib/grade-gate.ts';
import { createQueryClient } from '../lib/query-client.ts';
import type { ServerRenderData } from '../lib/server-render-data.ts';
import { restoreTypedValues } from '../lib/typed-values.ts';
import { releaseEarlyPresses } from './early-presses.ts';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

// The grade gate's choice comes back from the tab's session before any page reads it (decision 0047).
installGradeGateStorage();

/**
 * The app for this page load: one data cache for the pages and the route loaders that prefetch into it,
 * filled first with what the server fetched when it rendered the page (decision 0053).
 */
export function createApp(serverData: ServerRenderData | null) {
  const queryClient = createQueryClient();
  if (serverData) hydrate(queryClient, serverData.queries);
  const router = createAppRouter(queryClient, serverData?.router);
  return function App() {
    // Says the page now answers clicks and keys: before hydration a server-rendered page only shows itself.
    // The e2e journeys wait for it after each load, as a person waits for a page to respond.
    // What was typed before a reload to a new build comes back now that the page answers (decision 0068), and
    // presses held while it hydrated are made (early-presses.ts).
    useEffect(() => {
      document.documentElement.setAttribute('data-hydrated', '');
      restoreTypedValues();
      void releaseEarlyPresses();
    }, []);
    return (
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    );
  };
}

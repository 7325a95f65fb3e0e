import { hydrate } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { installGradeGateStorage } from '../lib/grade-gate.ts';
import { createQueryClient } from '../lib/query-client.ts';
import type { ServerRenderData } from '../lib/server-render-data.ts';
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
    return (
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    );
  };
}

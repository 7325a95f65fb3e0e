import { RouterProvider } from 'react-router';
import { installGradeGateStorage } from '../lib/grade-gate.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

// The grade gate's choice comes back from the tab's session before any page reads it (decision 0047).
installGradeGateStorage();

// One data cache for the pages and the route loaders that prefetch into it.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}

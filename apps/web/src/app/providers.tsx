import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';

/** App-wide providers around the router: the data cache (the app's, shared with the route loaders). */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  return <QueryClientProvider client={ownClient}>{children}</QueryClientProvider>;
}

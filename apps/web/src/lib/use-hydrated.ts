import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page renders on the server and while the browser hydrates that HTML, true after (and at
 * once on a page the browser renders itself). For parts that only the browser can show the same way
 * twice — web components that rewrite their children, what the browser can play (decision 0053).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether components mounting now may show what only the browser knows: false on the server, and in the browser
 * while a server-rendered page hydrates (main.tsx calls hydratingServerPage first); true once that hydration has
 * committed, and from the start in a page the browser renders itself.
 */
let hydrationDone = typeof window !== 'undefined';

export function hydratingServerPage(): void {
  hydrationDone = false;
}

/**
 * False while the page renders on the server and while the browser hydrates that HTML, true after (and at
 * once on a page the browser renders itself). For parts that only the browser can show the same way
 * twice — web components that rewrite their children, what the browser can play (decision 0053).
 *
 * The switch after hydration is a transition, so React renders what it changes in slices between which the
 * browser handles taps (decision 0061). A `useSyncExternalStore` whose server snapshot differs did the same
 * switch as a synchronous update: every such component re-rendered in one task, with the hydrated page's
 * effects flushed before it.
 */
export function useHydrated(): boolean {
  // True while this component hydrates: React renders a hydrating component with the server snapshot. Read
  // after hydration, it is still true until the first hydrated effect has run, so that no hydrated component
  // is re-rendered synchronously for it; a part hydrated later than the page (a Suspense boundary) still is.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => !hydrationDone,
    () => true,
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    hydrationDone = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Like useHydrated, but true only once the browser has painted the hydrated page and started a new task. For
 * parts whose first mount is heavy (the media player's controls measure themselves, forcing a layout): mounted
 * in the same task as hydration, they pay for laying out everything hydration changed in one long task.
 */
export function useHydratedAndPainted(): boolean {
  const hydrated = useHydrated();
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after hydration renders first; the timer then starts a task of its own.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [hydrated]);
  return painted;
}

import { useEffect, useState, useSyncExternalStore } from 'react';

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

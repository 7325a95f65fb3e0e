import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * Below the desktop breakpoint (spec 1 §9: 991/992 px) the header folds into the burger menu, the
 * search filters move behind a 'Filters' button and the resource media comes before its actions.
 * Same number as the stylesheets' `@media (max-width: 991px)`.
 */
export const SMALL_SCREEN_QUERY = '(max-width: 991px)';

/**
 * Whether a media query matches now, re-rendering when that changes. For layouts whose reading
 * order differs by width: moving an element in the markup keeps focus order and reading order the
 * same as what is seen, which CSS `order` would not.
 *
 * The server cannot know: it renders as if the query did not match, and so does hydration, which switches to
 * the browser's answer with useHydrated, in a transition (decision 0061).
 */
export function useMediaQuery(query: string): boolean {
  const hydrated = useHydrated();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hydrated && window.matchMedia(query).matches,
    () => false,
  );
}

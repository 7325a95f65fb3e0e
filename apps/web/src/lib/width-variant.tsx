import type { ReactNode } from 'react';
import { SMALL_SCREEN_QUERY, useMediaQuery } from './media-query.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * Markup for one side of the desktop breakpoint, where the two sides differ in reading order. A server-rendered
 * page cannot know the width (decision 0053), so it carries both variants until hydrated and CSS shows the one
 * that fits; hydrated, the variant in use stays as it was (same wrapper: remounting it would be a long task of
 * its own) and the other goes. Hydration ending re-renders this component only: a page that read the width
 * itself rendered everything on it again (decision 0061); `children`, made by the page, are the same elements, so
 * React does not render them again.
 */
export function WidthVariant({ width, children }: { width: 'small' | 'wide'; children: ReactNode }) {
  const hydrated = useHydrated();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  if (hydrated && small !== (width === 'small')) return null;
  return <div className={`${width}-only`}>{children}</div>;
}

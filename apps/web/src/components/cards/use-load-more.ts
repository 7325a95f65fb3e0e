import { useEffect, useRef } from 'react';
import { countText } from '../../lib/format-count.ts';

/** The part of an infinite query that "Load more" lists use: pages of objects with the overall total. */
interface PagedResults<T> {
  data?: { pages: { objects: T[]; meta: { total: number } }[] };
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Counts a number of resources: '1 resource', '1,204 resources'. */
export const resourceCountText = (n: number) => countText(n, 'resource');

/**
 * A card list that grows with "Load more": the items so far, the total, the list's ref and the
 * loadMore action, which moves keyboard focus to the first card it adds once that card renders.
 */
export function useLoadMore<T>(results: PagedResults<T>) {
  const list = useRef<HTMLOListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const items = results.data?.pages.flatMap((page) => page.objects) ?? [];
  const total = results.data?.pages.at(-1)?.meta.total ?? 0;

  // Keyboard users continue at the first card that was just added, not back at the button.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || items.length <= index) return;
    focusIndex.current = null;
    list.current
      ?.querySelectorAll<HTMLElement>(':scope > li')
      [index]?.querySelector<HTMLElement>('a')
      ?.focus();
  }, [items.length]);

  const loadMore = () => {
    if (results.isFetchingNextPage) return;
    focusIndex.current = items.length;
    void results.fetchNextPage();
  };

  return { list, items, total, loadMore };
}

/** Pure geometry of the scroll-snap carousel, kept apart from the DOM so it can be tested. */

export interface ScrollBox {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

export interface CarouselPosition {
  /** More items than fit: show the previous/next buttons. */
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
}

// Browsers report fractional scroll positions at some zoom levels.
const TOLERANCE_PX = 2;

export function carouselPosition({ scrollLeft, clientWidth, scrollWidth }: ScrollBox): CarouselPosition {
  const overflowing = scrollWidth - clientWidth > TOLERANCE_PX;
  return {
    overflowing,
    atStart: !overflowing || scrollLeft <= TOLERANCE_PX,
    atEnd: !overflowing || scrollLeft + clientWidth >= scrollWidth - TOLERANCE_PX,
  };
}

/** How far one press of previous/next moves: every item that is fully visible, at least one. */
export function pageDistance(clientWidth: number, itemWidth: number, gap: number): number {
  const step = itemWidth + gap;
  if (step <= 0) return clientWidth;
  return Math.max(1, Math.floor((clientWidth + gap) / step)) * step;
}

/** The 1-based range of items in view, for the polite announcement after a press. */
export function visibleRange(
  box: ScrollBox,
  itemWidth: number,
  gap: number,
  itemCount: number,
): { first: number; last: number } {
  const step = itemWidth + gap;
  if (itemCount === 0 || step <= 0) return { first: 0, last: 0 };
  const first = Math.min(itemCount, Math.floor((box.scrollLeft + TOLERANCE_PX) / step) + 1);
  const last = Math.min(
    itemCount,
    Math.max(first, Math.floor((box.scrollLeft + box.clientWidth + gap + TOLERANCE_PX) / step)),
  );
  return { first, last };
}

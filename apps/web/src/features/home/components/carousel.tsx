import {
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { type CarouselPosition, carouselPosition, pageDistance, visibleRange } from '../carousel-scroll.ts';
import styles from './carousel.module.css';

const GAP_PX = 16;

interface CarouselProps<T> {
  /** What the items are, for the buttons' names and the announcement ('featured resources'). */
  itemsName: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Slide size in pixels (spec 1 §9: featured 240 × 410, collections 210 × 280). */
  itemWidth: number;
  itemMinHeight: number;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A row of cards that scrolls sideways with CSS scroll snapping. It never moves by itself, so it needs
 * no pause control. Previous/next buttons page by the cards in view and keep focus (they are never
 * disabled, only marked aria-disabled at the ends, so focus is not dropped); Tab through the cards
 * scrolls each into view; after a press a polite status says which items are shown.
 */
export function Carousel<T>({
  itemsName,
  items,
  itemKey,
  renderItem,
  itemWidth,
  itemMinHeight,
}: CarouselProps<T>) {
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const announceNext = useRef(false);
  const [position, setPosition] = useState<CarouselPosition>({
    overflowing: false,
    atStart: true,
    atEnd: true,
  });
  const [announcement, setAnnouncement] = useState('');

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setPosition(carouselPosition(track));
    if (announceNext.current) {
      const { first, last } = visibleRange(track, itemWidth, GAP_PX, items.length);
      setAnnouncement(`Showing ${itemsName} ${first} to ${last} of ${items.length}`);
    }
  }, [itemWidth, items.length, itemsName]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    const resizeObserver = new ResizeObserver(onScroll);
    resizeObserver.observe(track);
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
      resizeObserver.disconnect();
    };
  }, [measure]);

  const page = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    if (direction < 0 ? position.atStart : position.atEnd) return;
    announceNext.current = true;
    track.scrollBy({
      left: direction * pageDistance(track.clientWidth, itemWidth, GAP_PX),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  // Focus entering a card brings it into view at once: the browser's own scrolling to a focused element can lose to
  // a button's smooth scroll that is still running.
  const revealFocusedSlide = (event: FocusEvent<HTMLUListElement>) => {
    if (event.target instanceof Element)
      event.target.closest('li')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  const trackStyle = {
    '--carousel-item-width': `${itemWidth}px`,
    '--carousel-item-min-height': `${itemMinHeight}px`,
    '--carousel-gap': `${GAP_PX}px`,
  } as CSSProperties;

  return (
    <div className={styles.carousel}>
      {position.overflowing && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-controls={trackId}
            aria-disabled={position.atStart}
            aria-label={`Previous ${itemsName}`}
            onClick={() => page(-1)}
          >
            <ChevronLeftIcon size={22} />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-controls={trackId}
            aria-disabled={position.atEnd}
            aria-label={`Next ${itemsName}`}
            onClick={() => page(1)}
          >
            <ChevronRightIcon size={22} />
          </button>
        </div>
      )}
      {/* A list: screen readers then say how many items there are and which one is read. */}
      <ul
        id={trackId}
        ref={trackRef}
        className={styles.track}
        style={trackStyle}
        onFocus={revealFocusedSlide}
      >
        {items.map((item) => (
          <li key={itemKey(item)} className={styles.slide}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}

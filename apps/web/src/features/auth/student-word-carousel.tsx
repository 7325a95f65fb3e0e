import { type PointerEvent, type Ref, useCallback, useEffect, useRef, useState } from 'react';
import { Fieldset } from '../../components/ui/form-field.tsx';
import styles from './student-auth.module.css';

/** Words moved by one arrow click and by one swipe (spec 2: a click scrolls 1 item, a swipe 3). */
const CLICK_STEP = 1;
const SWIPE_STEP = 3;
const SWIPE_MIN_PX = 40;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A row of words to choose one from. It is a radio group underneath, so the keyboard works as
 * everywhere else: Tab into it, arrows move and choose, and the chosen word scrolls into view.
 * The round arrows and swipes are for pointers only, which is why they stay out of the Tab order.
 */
export function StudentWordCarousel({
  legend,
  name,
  words,
  value,
  onChange,
  inputRef,
  errors,
}: {
  legend: string;
  name: string;
  words: readonly string[];
  value: string;
  onChange: (word: string) => void;
  /** Given the first word's radio, so a refused group can be focused. */
  inputRef?: Ref<HTMLInputElement>;
  errors: readonly string[];
}) {
  const track = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });

  const updateEnds = useCallback(() => {
    const element = track.current;
    if (!element) return;
    setEnds({
      atStart: element.scrollLeft <= 1,
      atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    updateEnds();
    const observer = new ResizeObserver(updateEnds);
    observer.observe(element);
    return () => observer.disconnect();
  }, [updateEnds]);

  function scrollByWords(count: number) {
    const element = track.current;
    const first = element?.firstElementChild as HTMLElement | null;
    if (!element || !first) return;
    const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
    element.scrollBy({
      left: count * (first.offsetWidth + gap),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_MIN_PX) scrollByWords(distance < 0 ? SWIPE_STEP : -SWIPE_STEP);
  }

  return (
    <Fieldset legend={legend} className={styles.carousel} errors={errors}>
      <div className={styles.frame}>
        <button
          type="button"
          className={styles.arrow}
          tabIndex={-1}
          aria-hidden="true"
          data-hidden={ends.atStart || undefined}
          onClick={() => scrollByWords(-CLICK_STEP)}
        >
          ‹
        </button>
        <div
          ref={track}
          className={styles.track}
          onScroll={updateEnds}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          {words.map((word, index) => (
            <label key={word} className={styles.word}>
              <input
                ref={index === 0 ? inputRef : undefined}
                type="radio"
                className="visually-hidden"
                name={name}
                value={word}
                checked={value === word}
                onChange={() => onChange(word)}
                onFocus={(event) =>
                  event.currentTarget.parentElement?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
                }
              />
              {word}
            </label>
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          tabIndex={-1}
          aria-hidden="true"
          data-hidden={ends.atEnd || undefined}
          onClick={() => scrollByWords(CLICK_STEP)}
        >
          ›
        </button>
      </div>
    </Fieldset>
  );
}

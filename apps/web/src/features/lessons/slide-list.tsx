import { type DragEvent, useEffect, useRef, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { type FormSlide, slideLabel, slideName } from './lesson-form.ts';
import styles from './lessons.module.css';
import { moveAnnouncement, stepTarget } from './slide-order.ts';

export interface SlideListItem {
  key: string;
  slide: FormSlide;
  hasErrors: boolean;
}

interface SlideListProps {
  items: readonly SlideListItem[];
  selected: number;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRequestDelete: (index: number) => void;
  /** Set by the page after a deletion: which slide (or the Add buttons, null) gets focus. */
  focusRequest: { index: number | null; seq: number } | null;
  onFocusEmpty: () => void;
}

type FocusTarget = { key: string; control: 'up' | 'down' | 'select' };

/**
 * The slides in order. Each reorders by drag and drop or by its Move up / Move down buttons; after a
 * move, focus stays on the moved slide's button (or its twin at an edge) and a live region says where
 * the slide went. Duplicate and Delete (confirmed by the page) sit beside them.
 */
export function SlideList({
  items,
  selected,
  onSelect,
  onMove,
  onDuplicate,
  onRequestDelete,
  focusRequest,
  onFocusEmpty,
}: SlideListProps) {
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<FocusTarget | null>(null);

  const ref = (key: string, control: FocusTarget['control']) => (element: HTMLButtonElement | null) => {
    if (element) controls.current.set(`${key}:${control}`, element);
    else controls.current.delete(`${key}:${control}`);
  };

  // Focus follows the moved slide once the list has re-rendered in its new order.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    controls.current.get(`${target.key}:${target.control}`)?.focus();
  });

  // Only a new request moves focus, not every change of the list: the list is read through a ref.
  const latest = useRef({ items, onFocusEmpty });
  latest.current = { items, onFocusEmpty };
  useEffect(() => {
    if (!focusRequest) return;
    const item = focusRequest.index === null ? undefined : latest.current.items[focusRequest.index];
    if (item) controls.current.get(`${item.key}:select`)?.focus();
    else latest.current.onFocusEmpty();
  }, [focusRequest]);

  const move = (from: number, to: number, control: FocusTarget['control']) => {
    const item = items[from];
    if (!item) return;
    onMove(from, to);
    onSelect(to);
    const atEdge = control === 'up' ? to === 0 : control === 'down' ? to === items.length - 1 : false;
    pendingFocus.current = { key: item.key, control: atEdge ? (control === 'up' ? 'down' : 'up') : control };
    setAnnouncement(moveAnnouncement(slideName(item.slide), to, items.length));
  };

  const step = (index: number, direction: -1 | 1) => {
    const target = stepTarget(items.length, index, direction);
    if (target !== null) move(index, target, direction === -1 ? 'up' : 'down');
  };

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragFrom !== null && dragFrom !== index) move(dragFrom, index, 'select');
    setDragFrom(null);
  };

  return (
    <>
      <ol className={styles.slideList} aria-label="Slides">
        {items.map((item, index) => {
          const label = slideLabel(item.slide, index);
          const unavailable = item.slide.type === 'Media' && item.slide.media?.available === false;
          return (
            <li
              key={item.key}
              className={[
                styles.slideItem,
                index === selected ? styles.slideItemSelected : '',
                dragFrom === index ? styles.slideItemDragging : '',
              ]
                .filter(Boolean)
                .join(' ')}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
                setDragFrom(index);
              }}
              onDragEnd={() => setDragFrom(null)}
              onDragOver={(event) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => drop(event, index)}
            >
              <span className={styles.dragHandle} aria-hidden="true">
                ⠿
              </span>
              <button
                ref={ref(item.key, 'select')}
                type="button"
                className={styles.slideSelect}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => onSelect(index)}
              >
                <span className={styles.slideSelectLabel}>{label}</span>
                {item.hasErrors && <span className={styles.badgeError}>Needs attention</span>}
                {unavailable && <span className={styles.badgeWarning}>Unavailable</span>}
              </button>
              <div className={styles.slideButtons}>
                <button
                  ref={ref(item.key, 'up')}
                  type="button"
                  className={buttonClass('ghost', 'small')}
                  aria-label={`Move up: ${label}`}
                  aria-disabled={index === 0 || undefined}
                  onClick={() => step(index, -1)}
                >
                  Move up
                </button>
                <button
                  ref={ref(item.key, 'down')}
                  type="button"
                  className={buttonClass('ghost', 'small')}
                  aria-label={`Move down: ${label}`}
                  aria-disabled={index === items.length - 1 || undefined}
                  onClick={() => step(index, 1)}
                >
                  Move down
                </button>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Duplicate: ${label}`}
                  onClick={() => onDuplicate(index)}
                >
                  Duplicate
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Delete: ${label}`}
                  onClick={() => onRequestDelete(index)}
                >
                  Delete
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

import { TIMINGS } from '@lantern/shared';
import { cloneElement, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import styles from './tooltip.module.css';

interface TooltipProps {
  text: string;
  /** One focusable element (link or button); it gets aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * A small hover/focus tooltip shown above its trigger after 300 ms (spec 1 §9). It stays while
 * hovered, and Escape hides it (WCAG 1.4.13). The text also describes the trigger for screen readers.
 */
export function Tooltip({ text, children }: TooltipProps) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(true), TIMINGS.tooltipDelayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setVisible(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        clearTimeout(timer.current);
        setVisible(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only tracks hover; the child is the control
    <span className={styles.anchor} onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {cloneElement(children, { 'aria-describedby': id })}
      <span id={id} role="tooltip" className={visible ? styles.tooltip : styles.hidden}>
        {text}
      </span>
    </span>
  );
}

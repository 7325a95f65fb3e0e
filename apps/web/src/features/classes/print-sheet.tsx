import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../components/ui/button.tsx';
import pageStyles from '../../components/ui/print-page.module.css';
import styles from './print.module.css';

/**
 * A print-ready sheet over the page (credential cards, the parent letter): it covers the screen, the
 * app behind it is inert, and when printed only the sheet is on paper (print.module.css hides every
 * other child of <body>). It stays in this page rather than a new tab because the sign-in secrets it
 * prints are shown once and never stored in the browser.
 */
/** Tab from the last button goes back to the first, and Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, a[href]')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !focusable.includes(active as HTMLElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function PrintSheet({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const root = document.getElementById('root');
    const returnTo = document.activeElement as HTMLElement | null;
    root?.setAttribute('inert', '');
    document.body.dataset.printSheet = 'open';
    heading.current?.focus();
    return () => {
      root?.removeAttribute('inert');
      delete document.body.dataset.printSheet;
      returnTo?.focus();
    };
  }, []);
  return createPortal(
    <div
      className={styles.sheet}
      role="dialog"
      aria-modal="true"
      aria-labelledby="print-sheet-title"
      data-print-sheet
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        if (event.key === 'Tab') keepFocusInside(event);
      }}
    >
      <div className={pageStyles.controls}>
        <h1 id="print-sheet-title" ref={heading} tabIndex={-1} className={pageStyles.controlsTitle}>
          {title}
        </h1>
        <Button onClick={() => window.print()}>Print</Button>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      <div className={pageStyles.paper}>{children}</div>
    </div>,
    document.body,
  );
}

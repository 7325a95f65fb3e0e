import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import styles from './print-page.module.css';

/**
 * A bare printable page (no site header or footer): a bar with its title, Print and a way back, which print
 * CSS leaves off the paper, above the paper itself.
 */
export function PrintPage({
  title,
  back,
  children,
}: {
  title: string;
  back: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <div className={styles.controls}>
        <p className={styles.controlsTitle}>{title}</p>
        <Button onClick={() => window.print()}>Print</Button>
        {back}
      </div>
      <div className={styles.paper}>{children}</div>
    </main>
  );
}

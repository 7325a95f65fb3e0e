import { Children, type ReactNode } from 'react';
import styles from './cards.module.css';

/** A list of cards in a responsive grid; each child becomes a list item (keys carry over). */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </ul>
  );
}

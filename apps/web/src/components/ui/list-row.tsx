import type { ReactNode } from 'react';
import styles from './list-row.module.css';

export { styles as listRowStyles };

interface ListRowProps {
  /** The row's heading: its name, usually a link. */
  title: ReactNode;
  /** Read as 'Actions for …': the name as text. */
  name: string;
  /** Under the heading: a description, dates, counts (listRowStyles.meta for the small line). */
  children: ReactNode;
  /** The action buttons and links, each in its own <li>. */
  actions: ReactNode;
}

/** One row of a teacher's list (a lesson, an assignment): what it is, then its actions as a labelled list. */
export function ListRow({ title, name, children, actions }: ListRowProps) {
  return (
    <li className={styles.row}>
      <div className={styles.summary}>
        <h3 className={styles.title}>{title}</h3>
        {children}
      </div>
      <ul className={styles.actions} aria-label={`Actions for ${name}`}>
        {actions}
      </ul>
    </li>
  );
}

import { NavLink } from 'react-router';
import styles from './bars.module.css';
import { GradesMenu, SubjectsMenu } from './browse-menus.tsx';
import { CodeEntry } from './code-entry.tsx';

export const STUDENT_LINKS = [
  { key: 'assignments', label: 'Assignments', href: '/student/assignments/?student=true' },
  { key: 'classes', label: 'Classes', href: '/student/classes/?student=true' },
  { key: 'favorites', label: 'Favorites', href: '/tools/favorites/?student=true' },
] as const;

/**
 * Student menu bar (students outside the add-on): Grades, Assignments with a badge for
 * assignments not started, Classes, Favorites, Subjects, and the code box.
 */
export function StudentBar({ notStartedCount = 0 }: { notStartedCount?: number }) {
  return (
    <nav className={styles.bar} aria-label="Student" data-on-dark>
      <div className={styles.inner}>
        <GradesMenu />
        {STUDENT_LINKS.map((link) => (
          <NavLink key={link.key} to={link.href} className={styles.barLink}>
            {link.label}
            {link.key === 'assignments' && notStartedCount > 0 && (
              <span className={styles.badge}>
                {notStartedCount}
                <span className="visually-hidden"> not started</span>
              </span>
            )}
          </NavLink>
        ))}
        <SubjectsMenu />
        <div className={styles.end}>
          <CodeEntry tone="onDark" />
        </div>
      </div>
    </nav>
  );
}

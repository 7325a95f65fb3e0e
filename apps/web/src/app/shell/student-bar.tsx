import { NavLink } from 'react-router';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { isAreaBuilt } from '../../lib/classroom-areas.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import styles from './bars.module.css';
import { GradesMenu, SubjectsMenu } from './browse-menus.tsx';
import { CodeEntry } from './code-entry.tsx';

const STUDENT_AREA_LINKS = [
  {
    key: 'assignments',
    label: 'Assignments',
    href: '/student/assignments/?student=true',
    noun: 'assignments',
  },
  { key: 'classes', label: 'Classes', href: '/student/classes/?student=true', noun: 'classes' },
  { key: 'favorites', label: 'Favorites', href: '/tools/favorites/?student=true', noun: 'favorites' },
] as const;

/** The student bar's area links whose pages are built (lib/classroom-areas.ts). */
export const STUDENT_LINKS = STUDENT_AREA_LINKS.filter((link) =>
  isAreaBuilt(link.key === 'assignments' ? 'studentAssignments' : link.key),
);

/**
 * Student menu bar (students outside the add-on): Grades, Assignments with a badge for
 * assignments not started, Classes, Favorites, Subjects, and the code box.
 */
export function StudentBar({ notStartedCount = 0 }: { notStartedCount?: number }) {
  const signedIn = getPageConfig().isLoggedIn;
  return (
    <nav className={styles.bar} aria-label="Student" data-on-dark>
      <div className={styles.inner}>
        <GradesMenu />
        {STUDENT_LINKS.map((link) => {
          const item = (
            <NavLink key={link.key} to={link.href} className={styles.barLink}>
              {link.label}
              {link.key === 'assignments' && notStartedCount > 0 && (
                <span className={styles.badge}>
                  {notStartedCount}
                  <span className="visually-hidden"> not started</span>
                </span>
              )}
            </NavLink>
          );
          // Visitors are told why these need an account (spec 1 §6).
          return signedIn ? (
            item
          ) : (
            <Tooltip key={link.key} text={`Sign in to see your ${link.noun}`}>
              {item}
            </Tooltip>
          );
        })}
        <SubjectsMenu />
        <div className={styles.end}>{isAreaBuilt('studentCode') && <CodeEntry tone="onDark" />}</div>
      </div>
    </nav>
  );
}

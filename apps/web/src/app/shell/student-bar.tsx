import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { isAreaBuilt } from '../../lib/classroom-areas.ts';
import { FallbackOnError } from '../../lib/fallback-on-error.tsx';
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

// The badge's call and schema load with the first signed-in student page, not with the shell.
const AssignmentsLinkLabel = lazy(() =>
  import('../../features/student/assignments-badge.tsx').then((m) => ({ default: m.AssignmentsLinkLabel })),
);

/**
 * A signed-in student's Assignments link text with the not-started badge (in the bar and the phone menu). Without
 * its file (a release removed it) the link keeps its text: the header must not fail with it (decision 0068).
 */
export function StudentAssignmentsLabel({ label }: { label: string }) {
  return (
    <FallbackOnError fallback={label}>
      <Suspense fallback={label}>
        <AssignmentsLinkLabel label={label} badgeClassName={styles.badge} />
      </Suspense>
    </FallbackOnError>
  );
}

/**
 * Student menu bar (students outside the add-on): Grades, Assignments with a badge for
 * assignments not started (signed-in students), Classes, Favorites, Subjects, and the code box.
 */
export function StudentBar() {
  const { isLoggedIn: signedIn, isStudent } = getPageConfig();
  return (
    <nav className={styles.bar} aria-label="Student" data-on-dark>
      <div className={styles.inner}>
        <GradesMenu />
        {STUDENT_LINKS.map((link) => {
          const item = (
            <NavLink key={link.key} to={link.href} className={styles.barLink}>
              {link.key === 'assignments' && isStudent ? (
                <StudentAssignmentsLabel label={link.label} />
              ) : (
                link.label
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

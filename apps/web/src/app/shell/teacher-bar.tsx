import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ExternalIcon } from '../../components/ui/icons.tsx';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import styles from './bars.module.css';
import { GradesMenu, SubjectsMenu } from './browse-menus.tsx';
import { studentSiteUrl } from './shell-links.ts';
import { useStudentSiteDisabled } from './student-site-state.ts';

/** Teacher main bar (desktop): Subjects, Grades and the Student site button. */
export function TeacherBar() {
  const mode = useExperienceMode();
  return (
    <nav className={styles.bar} aria-label="Browse" data-on-dark>
      <div className={styles.inner}>
        <SubjectsMenu />
        <GradesMenu />
        {!mode.addOn && (
          <div className={styles.end}>
            <StudentSiteButton variant="onDark" />
          </div>
        )}
      </div>
    </nav>
  );
}

/** Opens the current page in the student experience, in a new tab. */
export function StudentSiteButton({ variant }: { variant: 'onDark' | 'secondary' }) {
  const { pathname, search, hash } = useLocation();
  const disabled = useStudentSiteDisabled();
  return (
    <Button
      variant={variant}
      size="small"
      disabled={disabled}
      onClick={() => window.open(studentSiteUrl(pathname, search, hash), '_blank', 'noopener')}
    >
      Student site
      <ExternalIcon size={16} />
      <span className="visually-hidden">(opens in a new tab)</span>
    </Button>
  );
}

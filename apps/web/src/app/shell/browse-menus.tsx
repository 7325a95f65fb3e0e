import { GRADE_BROWSE } from '@lantern/shared';
import { MenuButton, type MenuItemSpec } from '../../components/ui/menu-button.tsx';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import styles from './bars.module.css';
import { useGradeGateOpener } from './grade-gate-opener.ts';
import { useNavigationSubjects } from './navigation-subjects.ts';
import { gradeHref, subjectHref } from './shell-links.ts';

/** Subjects dropdown: parent subjects linking to their browse pages (add-on: /add-on/subjects/…). */
export function SubjectsMenu() {
  const mode = useExperienceMode();
  const subjects = useNavigationSubjects(mode);
  const items: MenuItemSpec[] = subjects.map((subject) => ({
    key: String(subject.id),
    textValue: subject.name,
    href: subjectHref(subject.slug, mode.addOn, mode.student),
    label: (
      <>
        <span className={styles.swatch} style={{ background: subject.color }} aria-hidden="true" />
        {subject.name}
      </>
    ),
  }));
  return <MenuButton label="Subjects" items={items} triggerClassName={styles.barTrigger} />;
}

/** Grades dropdown: the five browse bands, linking to /grades/{uri}/; students get the grade gate. */
export function GradesMenu() {
  const mode = useExperienceMode();
  const openGradeGate = useGradeGateOpener();
  if (mode.student && openGradeGate) {
    return (
      <button type="button" className={`${styles.barLink} ${styles.barButton}`} onClick={openGradeGate}>
        Grades
      </button>
    );
  }
  const items: MenuItemSpec[] = GRADE_BROWSE.map((grade) => ({
    key: grade.slug,
    label: grade.label,
    textValue: grade.label,
    href: gradeHref(grade.slug, mode.addOn, mode.student),
  }));
  return <MenuButton label="Grades" items={items} triggerClassName={styles.barTrigger} />;
}

import { GRADE_BROWSE } from '@lantern/shared';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { toolsNavEntries } from '../../features/tools/tools-nav.ts';
import { isAreaBuilt } from '../../lib/classroom-areas.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { browseMenuReducer, INITIAL_BROWSE_STATE, initialBrowseEntries } from './browse-menu.ts';
import { CodeEntry } from './code-entry.tsx';
import { useGradeGateOpener } from './grade-gate-opener.ts';
import styles from './mobile-menu.module.css';
import { useNavigationSubjects } from './navigation-subjects.ts';
import { gradeHref, SHELL_PATHS, subjectHref } from './shell-links.ts';
import { StationButton } from './station-button.tsx';
import { STUDENT_LINKS, StudentAssignmentsLabel } from './student-bar.tsx';
import { StudentSiteButton } from './teacher-bar.tsx';

/** The burger menu below desktop width, with the browse-by views of spec 1 §2.7. */
export function MobileMenu() {
  const mode = useExperienceMode();
  const config = getPageConfig();
  const subjects = useNavigationSubjects(mode);
  const openGradeGate = useGradeGateOpener();
  const [open, setOpen] = useState(false);
  const [state, dispatch] = useReducer(
    (current: typeof INITIAL_BROWSE_STATE, action: Parameters<typeof browseMenuReducer>[1]) =>
      browseMenuReducer(current, action, { studentExperience: mode.student }),
    INITIAL_BROWSE_STATE,
  );
  const location = useLocation();
  const panelId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    dispatch({ type: 'reset' });
    if (returnFocus) burgerRef.current?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: close when navigation ends
  useEffect(() => {
    setOpen(false);
    dispatch({ type: 'reset' });
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !burgerRef.current?.contains(target)) {
        setOpen(false);
        dispatch({ type: 'reset' });
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as Node;
      if (event.key !== 'Escape') return;
      if (panelRef.current?.contains(target) || burgerRef.current?.contains(target)) {
        setOpen(false);
        dispatch({ type: 'reset' });
        burgerRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Moving between views puts focus on the new view's heading, so its context is announced.
  useEffect(() => {
    if (open && state.view !== 'initial') headingRef.current?.focus();
  }, [open, state.view]);

  const entries = initialBrowseEntries({
    studentExperience: mode.student,
    isStudentUser: config.isStudent,
    addOn: mode.addOn,
  });
  // The tools navigation (features/tools) for signed-in users; a student's bar links come first.
  const studentLinks = mode.student && !mode.addOn ? STUDENT_LINKS : [];
  const toolsLinks = config.isLoggedIn
    ? toolsNavEntries({ isStudent: config.isStudent }, mode).filter(
        (entry) => !studentLinks.some((link) => link.key === entry.key),
      )
    : [];
  const discipline = subjects.find((subject) => subject.id === state.subjectId);
  const back = (label: string) => (
    <button type="button" className={styles.back} onClick={() => dispatch({ type: 'back' })}>
      <ChevronLeftIcon size={18} /> Back<span className="visually-hidden"> to {label}</span>
    </button>
  );

  return (
    <>
      <button
        ref={burgerRef}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open}>
        {open && (
          <nav aria-label="Menu" className={styles.nav}>
            {state.view === 'initial' && (
              <ul className={styles.list}>
                {entries.includes('subjects') && (
                  <li>
                    <button
                      type="button"
                      className={styles.row}
                      onClick={() => dispatch({ type: 'showSubjects' })}
                    >
                      Subjects <ChevronRightIcon size={18} />
                    </button>
                  </li>
                )}
                {entries.includes('grades') && (
                  <li>
                    <button
                      type="button"
                      className={styles.row}
                      onClick={() => dispatch({ type: 'showGrades' })}
                    >
                      Grades <ChevronRightIcon size={18} />
                    </button>
                  </li>
                )}
                {/* The student bar's Grades control (spec 1 §2.7): the browse-by Grades view stays hidden in
                    the student experience, and this row opens the grade gate, as the bar's control does. */}
                {mode.student && !mode.addOn && openGradeGate && (
                  <li>
                    <button
                      type="button"
                      className={styles.row}
                      onClick={() => {
                        close(false);
                        openGradeGate();
                      }}
                    >
                      Grades
                    </button>
                  </li>
                )}
                {[...studentLinks, ...toolsLinks].map((link) => (
                  <li key={link.key}>
                    <Link to={link.href ?? '/tools/'} className={styles.row}>
                      {link.key === 'assignments' && config.isStudent ? (
                        <StudentAssignmentsLabel label={link.label} />
                      ) : (
                        link.label
                      )}
                    </Link>
                  </li>
                ))}
                {entries.includes('studentSite') && (
                  <li className={styles.action}>
                    <StudentSiteButton variant="secondary" />
                  </li>
                )}
                {mode.student && !mode.addOn && isAreaBuilt('studentCode') && (
                  <li className={styles.action}>
                    <CodeEntry />
                  </li>
                )}
                {!mode.addOn && (
                  <li>
                    <StationButton className={`${styles.row} ${styles.stationRow}`} inMenu />
                  </li>
                )}
                {!config.isLoggedIn && (
                  <li className={styles.action}>
                    <Link
                      to={mode.student ? SHELL_PATHS.studentSignUp : SHELL_PATHS.teacherSignUp}
                      className={styles.signUp}
                    >
                      Sign up for free!
                    </Link>
                  </li>
                )}
              </ul>
            )}
            {state.view === 'subjects' && (
              <>
                {back('menu')}
                <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
                  Subjects
                </h2>
                <ul className={styles.list}>
                  {subjects.map((subject) => (
                    <li key={subject.id}>
                      <button
                        type="button"
                        className={styles.row}
                        onClick={() => dispatch({ type: 'selectSubject', subjectId: subject.id })}
                      >
                        <span className={styles.label}>
                          <span
                            className={styles.swatch}
                            style={{ background: subject.color }}
                            aria-hidden="true"
                          />
                          {subject.name}
                        </span>
                        <ChevronRightIcon size={18} />
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {state.view === 'discipline' && discipline && (
              <>
                {back('Subjects')}
                <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
                  {discipline.name}
                </h2>
                <ul className={styles.list}>
                  <li>
                    <Link to={subjectHref(discipline.slug, mode.addOn, mode.student)} className={styles.row}>
                      All of {discipline.name}
                    </Link>
                  </li>
                  {discipline.children.map((child) => (
                    <li key={child.id}>
                      <Link to={subjectHref(child.slug, mode.addOn, mode.student)} className={styles.row}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {state.view === 'grades' && (
              <>
                {back('menu')}
                <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
                  Grades
                </h2>
                <ul className={styles.list}>
                  {GRADE_BROWSE.map((grade) => (
                    <li key={grade.slug}>
                      <Link to={gradeHref(grade.slug, mode.addOn, mode.student)} className={styles.row}>
                        {grade.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </nav>
        )}
      </div>
    </>
  );
}

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { registerGradeGateOpener } from '../../app/shell-api.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { isGradeGatedPath, storeGradeGate, useGradeGateChoice } from '../../lib/grade-gate.ts';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../lib/media-query.ts';
import styles from './grade-gate.module.css';

// The dialog (React Aria's modal) loads when the gate first opens, not with every page.
const GradeGateDialog = lazy(() =>
  import('./grade-gate-dialog.tsx').then((m) => ({ default: m.GradeGateDialog })),
);

/** Whether this page waits for a grade: a gated page in the student experience, nothing chosen yet. */
function useGradeGateHolds(): boolean {
  const { pathname } = useLocation();
  const mode = useExperienceMode();
  const choice = useGradeGateChoice();
  return mode.student && !mode.addOn && choice === null && isGradeGatedPath(pathname);
}

/**
 * Mounted once by the shell: opens the grade gate on the pages it guards until a grade is chosen, and
 * when the student's Grades control asks for it (spec 1 §2.10).
 * "Toggled on window resize" (spec 1 §2.10, decision 0047): when the window crosses the desktop
 * breakpoint, the Grades control that opened the gate moves between the bar and the phone menu, so a
 * gate opened by it closes; a gate that holds the page stays open until a grade is chosen.
 */
export function GradeGateHost() {
  const mode = useExperienceMode();
  const choice = useGradeGateChoice();
  const holding = useGradeGateHolds();
  const [asked, setAsked] = useState(false);
  const offered = mode.student && !mode.addOn;

  useEffect(() => (offered ? registerGradeGateOpener(() => setAsked(true)) : undefined), [offered]);

  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const layout = useRef(small);
  useEffect(() => {
    if (layout.current === small) return;
    layout.current = small;
    setAsked(false);
  }, [small]);

  if (!holding && !asked) return null;
  return (
    <Suspense fallback={null}>
      <GradeGateDialog
        current={choice}
        holding={holding}
        onChoose={(chosen) => {
          storeGradeGate(chosen);
          setAsked(false);
        }}
        onClose={() => setAsked(false)}
      />
    </Suspense>
  );
}

/**
 * A layout route around the gated pages: the page waits (is not rendered, so it asks the API nothing
 * without the grade) until the gate has a choice; the guard above then adds the grade to the address.
 */
export function GradeGateHold() {
  const holding = useGradeGateHolds();
  return holding ? <div className={styles.held} /> : <Outlet />;
}

import { GRADE_BROWSE, TIMINGS } from '@lantern/shared';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Modal } from '../../components/ui/modal.tsx';
import { ALL_GRADES, type GradeGateChoice } from '../../lib/grade-gate.ts';
import styles from './grade-gate.module.css';

export const GRADE_GATE_TITLE = 'Choose your grade to start exploring!';

const CHOICES: { value: GradeGateChoice; band: string; label: string }[] = [
  ...GRADE_BROWSE.map((grade) => ({ value: grade.bands[0], band: grade.bands[0], label: grade.label })),
  { value: ALL_GRADES, band: 'All', label: 'All grades' },
];

// A choice is accepted only by click or Enter (spec 1 §2.10): Space, which a button also takes, is not.
function ignoreSpace(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key === ' ') event.preventDefault();
}

/**
 * The grade gate (spec 1 §2.10): one circular choice per grade band and 'All grades'. `holding` means a
 * page waits for the choice, so the dialog cannot be dismissed without one.
 */
export function GradeGateDialog({
  current,
  holding,
  onChoose,
  onClose,
}: {
  current: GradeGateChoice | null;
  holding: boolean;
  onChoose: (choice: GradeGateChoice) => void;
  onClose: () => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // The delay lets the dialog's opening settle before the focus lands on a choice.
    const timer = window.setTimeout(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button');
      const chosen = [...(buttons ?? [])].find((button) => button.getAttribute('aria-pressed') === 'true');
      (chosen ?? buttons?.[0])?.focus();
    }, TIMINGS.gradeGateAutofocusMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Modal
      title={GRADE_GATE_TITLE}
      isOpen
      onClose={holding ? () => undefined : onClose}
      showCloseButton={!holding}
      dismissOnOutsideClick={!holding}
      size="medium"
    >
      <ul ref={list} className={styles.choices}>
        {CHOICES.map((choice) => (
          <li key={choice.value}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={current === choice.value}
              onClick={() => onChoose(choice.value)}
              onKeyDown={ignoreSpace}
              onKeyUp={ignoreSpace}
            >
              <span className={styles.circle} aria-hidden={choice.value === ALL_GRADES || undefined}>
                {choice.band}
              </span>
              <span className={styles.label}>{choice.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

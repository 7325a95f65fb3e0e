import type { AssignReply, Roster } from '@lantern/shared';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Fieldset } from '../../components/ui/form-field.tsx';
import { countText } from '../../lib/format-count.ts';
import styles from './assign.module.css';
import { ASSIGN_PAGES } from './assign-api.ts';
import { type AssignSelection, setAllStudents, toggleClass, toggleStudent } from './assign-selection.ts';
import { QuickCode } from './quick-code.tsx';

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

function CreateClassLink({ children }: { children: string }) {
  return (
    <a href={ASSIGN_PAGES.classes} target="_blank" rel="noopener">
      {children}
      {NEW_TAB}
    </a>
  );
}

interface StepProps {
  rosters: readonly Roster[];
  selection: AssignSelection;
  onChange: (selection: AssignSelection) => void;
}

/** Step 1: which classes (the teacher's active ones, spec 2 §7 tools/roster). */
export function ClassesStep({
  rosters,
  loading,
  failed,
  selection,
  onChange,
}: StepProps & { loading: boolean; failed: boolean }) {
  if (loading) return <p role="status">Loading your classes…</p>;
  if (failed) return <p role="alert">Your classes could not be loaded. Close this and try again.</p>;
  if (rosters.length === 0)
    return (
      <div className={styles.empty}>
        <p>You have no classes yet. Create a class and add students, then assign.</p>
        <p>
          <CreateClassLink>Create a class</CreateClassLink>
        </p>
      </div>
    );
  const checked = new Set(selection.classIds);
  return (
    <>
      <Fieldset legend="Choose classes" legendClassName={styles.legend}>
        <ul className={styles.choices}>
          {rosters.map((roster) => (
            <li key={roster.rosterId}>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  checked={checked.has(roster.rosterId)}
                  onChange={() => onChange(toggleClass(rosters, selection, roster))}
                />
                <span>
                  {roster.rosterName}{' '}
                  <span className={styles.count}>({countText(roster.students.length, 'student')})</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </Fieldset>
      <p className={styles.hint}>
        Need another class? <CreateClassLink>Create a class</CreateClassLink>, then come back here.
      </p>
    </>
  );
}

/** Step 2: which students of each chosen class; the first class is open, the others expand on demand. */
export function StudentsStep({ rosters, selection, onChange }: StepProps) {
  const chosen = rosters.filter((roster) => selection.classIds.includes(roster.rosterId));
  return (
    <div className={styles.groups}>
      <p className={styles.hint}>Choose the students who get this assignment.</p>
      {chosen.map((roster, index) => {
        const picked = new Set(selection.students[roster.rosterId] ?? []);
        return (
          <details key={roster.rosterId} open={index === 0} className={styles.group}>
            <summary className={styles.summary}>
              {roster.rosterName}{' '}
              <span className={styles.count}>
                ({picked.size} of {roster.students.length} selected)
              </span>
            </summary>
            {roster.students.length === 0 ? (
              <p>This class has no students yet.</p>
            ) : (
              <>
                <div className={styles.bulk}>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`Select all students of ${roster.rosterName}`}
                    onClick={() => onChange(setAllStudents(roster, selection, true))}
                  >
                    Select all
                  </Button>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`Deselect all students of ${roster.rosterName}`}
                    onClick={() => onChange(setAllStudents(roster, selection, false))}
                  >
                    Deselect all
                  </Button>
                </div>
                <Fieldset legend={`Students of ${roster.rosterName}`} legendClassName="visually-hidden">
                  <ul className={styles.choices}>
                    {roster.students.map((student) => (
                      <li key={student.studentRosterId}>
                        <label className={styles.choice}>
                          <input
                            type="checkbox"
                            checked={picked.has(student.studentRosterId)}
                            onChange={() =>
                              onChange(toggleStudent(roster, selection, student.studentRosterId))
                            }
                          />
                          <span>{student.studentDisplayName}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </Fieldset>
              </>
            )}
          </details>
        );
      })}
    </div>
  );
}

/** Step 4: who has it now (this call's classes and students), the quick-assign code, and the way on. */
export function ReviewStep({ reply }: { reply: AssignReply }) {
  return (
    <div className={styles.review}>
      <p>
        {reply.added === 0
          ? 'Every student you chose already had this assignment.'
          : `Assigned to ${countText(reply.added, 'new student')}.`}
      </p>
      <ul className={styles.reviewList} aria-label="Assigned classes">
        {reply.rosters.map((roster) => (
          <li key={roster.rosterId}>
            <strong>{roster.rosterName}</strong>:{' '}
            {roster.students.map((student) => student.studentDisplayName).join(', ')}
          </li>
        ))}
      </ul>
      <QuickCode code={reply.code} />
      <p>
        <Link to={ASSIGN_PAGES.assignments} className={buttonClass('primary')}>
          View Assignments
        </Link>
      </p>
    </div>
  );
}

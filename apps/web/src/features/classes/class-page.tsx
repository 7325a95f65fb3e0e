import { type ClassStudent, formatJoinCode, type StudentCredential } from '@lantern/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { countText } from '../../lib/format-count.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { BulkAddForm } from './bulk-add-form.tsx';
import { ChoiceDialog, ConfirmDialog } from './class-dialogs.tsx';
import styles from './classes.module.css';
import {
  useBulkCreate,
  useClassDetail,
  useClasses,
  useMoveStudent,
  useRemoveStudent,
  useResetSecret,
  useUnlockStudent,
} from './classes-api.ts';
import { CLASSES_PATHS } from './classes-paths.ts';
import { CredentialsPanel } from './credentials.tsx';
import { PrintClassSigninCards, StudentSigninCardActions } from './signin-cards.tsx';
import { useGuardedWrite } from './use-guarded-write.ts';

type Dialog = { kind: 'move' | 'remove' | 'reset'; student: ClassStudent } | null;

/**
 * A class (/tools/classes/:rosterId/): its students, adding students without email in bulk (their
 * sign-in details shown once, with cards and a parent letter to print), unlocking a locked-out
 * student, a new secret, sign-in cards with a QR code (decision 0074), moving to another class and
 * removing from the class.
 */
export function ClassPage() {
  const id = useParams().rosterId ?? '';
  const detail = useClassDetail(id);
  const classes = useClasses();
  const roster = detail.data;
  useDocumentTitle(pageTitle(roster ? `${roster.name} – Classes` : 'Class'));
  const [adding, setAdding] = useState(false);
  const [credentials, setCredentials] = useState<StudentCredential[] | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState('');
  const guarded = useGuardedWrite();
  const bulk = useBulkCreate();
  const unlock = useUnlockStudent();
  const reset = useResetSecret();
  const move = useMoveStudent();
  const remove = useRemoveStudent();
  const close = () => setDialog(null);

  if (detail.isPending) return <p role="status">Loading the class…</p>;
  if (detail.isError || !roster) {
    return (
      <div className={styles.error} role="alert">
        <p>This class could not be loaded. It may have been deleted, or it is not one of your classes.</p>
        <Link to={CLASSES_PATHS.list}>Back to your classes</Link>
      </div>
    );
  }
  const otherClasses = (classes.data?.results ?? []).filter((other) => other.id !== id && !other.archived);
  const students = roster.students;

  return (
    <section aria-labelledby="class-title">
      <Link className={styles.back} to={CLASSES_PATHS.list}>
        All classes
      </Link>
      <h1 id="class-title" className={styles.pageTitle}>
        {roster.name}
      </h1>
      <p className={styles.meta}>
        <span>School year {roster.school_year}</span>
        {roster.archived ? (
          <span>Archived</span>
        ) : (
          <span>
            Join code: <span className={styles.code}>{formatJoinCode(roster.join_code)}</span>
          </span>
        )}
      </p>
      <p role="status" className={styles.statusLine}>
        {status}
      </p>

      {credentials ? (
        <CredentialsPanel
          className={roster.name}
          credentials={credentials}
          onDone={() => setCredentials(null)}
        />
      ) : adding ? (
        <BulkAddForm
          onCancel={() => setAdding(false)}
          onSubmit={async (body) => {
            let refusal: string | null = null;
            const reply = await guarded(
              () => bulk.mutateAsync({ id, body }),
              (message) => {
                refusal = message;
              },
            );
            if (!reply) return refusal;
            setAdding(false);
            setCredentials(reply.value.results);
            setStatus(`${countText(reply.value.results.length, 'student account')} created.`);
            return null;
          }}
        />
      ) : (
        <div className={styles.toolbar}>
          {!roster.archived && <Button onClick={() => setAdding(true)}>Add students</Button>}
          <PrintClassSigninCards
            classId={id}
            className={roster.name}
            students={students}
            onStatus={setStatus}
          />
        </div>
      )}

      <section className={styles.section} aria-labelledby="students-title">
        <h2 id="students-title">Students ({students.length})</h2>
        {students.length === 0 ? (
          <div className={styles.empty}>
            <p>
              No students yet. Share the join code, or add students without email from a list of first names.
            </p>
          </div>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Students of {roster.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Student</th>
                  <th scope="col">Username</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {students.map((student) => (
                  <tr key={student.id}>
                    <th scope="row">{student.display_name}</th>
                    <td>{student.username}</td>
                    <td>
                      {student.locked ? <span className={styles.locked}>Locked out</span> : 'Can sign in'}
                      {student.has_signin_card && <span className={styles.cardNote}>Has a sign-in card</span>}
                    </td>
                    <td>
                      <div className={styles.actions}>
                        {student.locked && (
                          <Button
                            size="small"
                            onClick={async () => {
                              const reply = await guarded(() =>
                                unlock.mutateAsync({ id, studentId: student.id }),
                              );
                              if (reply) setStatus(`${student.display_name} can sign in again.`);
                            }}
                          >
                            Unlock<span className="visually-hidden"> {student.display_name}</span>
                          </Button>
                        )}
                        {/* Only for accounts this teacher made: a student's own account keeps its secret. */}
                        {student.can_reset_secret && (
                          <Button
                            variant="secondary"
                            size="small"
                            onClick={() => setDialog({ kind: 'reset', student })}
                          >
                            New answer<span className="visually-hidden"> for {student.display_name}</span>
                          </Button>
                        )}
                        {student.can_reset_secret && (
                          <StudentSigninCardActions
                            classId={id}
                            className={roster.name}
                            student={student}
                            onStatus={setStatus}
                          />
                        )}
                        <Button
                          variant="secondary"
                          size="small"
                          onClick={() => setDialog({ kind: 'move', student })}
                        >
                          Move<span className="visually-hidden"> {student.display_name}</span>
                        </Button>
                        <Button
                          variant="secondary"
                          size="small"
                          onClick={() => setDialog({ kind: 'remove', student })}
                        >
                          Remove<span className="visually-hidden"> {student.display_name}</span>
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          title={`Remove ${dialog.student.display_name} from ${roster.name}?`}
          confirmLabel="Remove from class"
          onClose={close}
          onConfirm={async () => {
            const reply = await guarded(() => remove.mutateAsync({ id, studentId: dialog.student.id }));
            close();
            if (reply) setStatus(`${dialog.student.display_name} removed from ${roster.name}.`);
          }}
        >
          <p>They leave this class; their account and the results of work they already did are kept.</p>
        </ConfirmDialog>
      )}
      {dialog?.kind === 'reset' && (
        <ConfirmDialog
          title={`A new answer for ${dialog.student.display_name}?`}
          confirmLabel="Make a new answer"
          onClose={close}
          onConfirm={async () => {
            const reply = await guarded(() => reset.mutateAsync({ id, studentId: dialog.student.id }));
            close();
            if (!reply) return;
            setCredentials([reply.value]);
            setStatus(`${dialog.student.display_name} has a new answer: print it now.`);
          }}
        >
          <p>
            Their old answer stops working and the account is unlocked. You will see the new answer once, to
            print or write down.
          </p>
        </ConfirmDialog>
      )}
      {dialog?.kind === 'move' && (
        <ChoiceDialog
          title={`Move ${dialog.student.display_name}`}
          label="Move to class"
          choices={otherClasses.map((other) => ({ value: other.id, label: other.name }))}
          submitLabel="Move student"
          empty="You have no other active class to move this student to."
          onClose={close}
          onChoose={async (value) => {
            const to = otherClasses.find((other) => other.id === value);
            const reply = await guarded(() =>
              move.mutateAsync({ id, studentId: dialog.student.id, to: value }),
            );
            close();
            if (reply) setStatus(`${dialog.student.display_name} moved to ${to?.name ?? 'the other class'}.`);
          }}
        />
      )}
    </section>
  );
}

import { CLASS_MESSAGES, joinRosterBodySchema, type StudentClass } from '@lantern/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Form, useAppForm } from '../../components/ui/form.tsx';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { ConfirmDialog } from './class-dialogs.tsx';
import styles from './classes.module.css';
import { joinFailureText, useJoinByCode, useJoinedClasses, useLeaveClass } from './classes-api.ts';

/**
 * The student's classes (/student/classes/, spec 1 §2.2): a code box to join a class (the class is
 * looked up by its code, then joined), and the joined classes, each with Leave class. Leaving keeps
 * the student's past results with their teacher.
 */
export function StudentClassesPage() {
  useDocumentTitle(pageTitle('My classes'));
  const joined = useJoinedClasses();
  const join = useJoinByCode();
  const leave = useLeaveClass();
  const [status, setStatus] = useState('');
  const [leaving, setLeaving] = useState<StudentClass | null>(null);
  const inputId = useId();
  const errorId = useId();
  // Made here rather than inside <Form>: a code handed over in the address is joined through it too.
  const form = useAppForm(joinRosterBodySchema, { defaultValues: { roster_code: '' } });

  const joinWith = async (code: string) => {
    try {
      const found = await join.mutateAsync({ code });
      form.reset({ roster_code: '' });
      setStatus(`You joined ${found.name}.`);
    } catch (failure) {
      form.setError('roster_code', { type: 'server', message: joinFailureText(failure) });
    }
  };

  // A class code from the student code box arrives as ?code= (after signing in, for a visitor): join it once.
  const [params, setParams] = useSearchParams();
  const handedCode = params.get('code');
  const handed = useRef<string | null>(null);
  useEffect(() => {
    if (!handedCode || handed.current === handedCode) return;
    handed.current = handedCode;
    setParams(
      (current) => {
        current.delete('code');
        return current;
      },
      { replace: true },
    );
    const typed = joinRosterBodySchema.safeParse({ roster_code: handedCode });
    if (typed.success) void joinWith(typed.data.roster_code);
    else form.setError('roster_code', { type: 'validate', message: typed.error.issues[0]?.message });
  });
  const classes = joined.data?.results ?? [];

  return (
    <div className={styles.studentPage}>
      <h1 className={styles.pageTitle}>My classes</h1>
      <Form
        schema={joinRosterBodySchema}
        form={form}
        pending={join.isPending}
        className={styles.codeForm}
        onSubmit={({ roster_code }) => joinWith(roster_code)}
      >
        {({ register, clearErrors, formState: { errors } }) => {
          const error = errors.roster_code?.message;
          return (
            <>
              <h2>Join a class</h2>
              <label htmlFor={inputId} className={styles.label}>
                Class code from your teacher
              </label>
              <div className={styles.codeRow}>
                <input
                  id={inputId}
                  className={styles.codeInput}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  {...register('roster_code', { onChange: () => error && clearErrors('roster_code') })}
                />
                <Button type="submit" aria-disabled={join.isPending || undefined}>
                  Join class
                </Button>
              </div>
              {error && (
                <p id={errorId} role="alert" className={styles.fieldError}>
                  {error === CLASS_MESSAGES.invalidCode ? (
                    <>
                      <span>Uh oh! </span>
                      {error}
                    </>
                  ) : (
                    error
                  )}
                </p>
              )}
            </>
          );
        }}
      </Form>
      <p role="status" className={styles.statusLine}>
        {status}
      </p>
      <section aria-labelledby="joined-title">
        <h2 id="joined-title">Classes you are in</h2>
        {joined.isPending ? (
          <p role="status">Loading your classes…</p>
        ) : joined.isError ? (
          <div className={styles.error} role="alert">
            <p>Your classes could not be loaded.</p>
            <Button variant="secondary" onClick={() => void joined.refetch()}>
              Try again
            </Button>
          </div>
        ) : classes.length === 0 ? (
          <div className={styles.empty}>
            <p>You are not in a class yet. Type the code your teacher gave you above.</p>
          </div>
        ) : (
          <ul className={styles.list} aria-label="Your classes">
            {classes.map((roster) => (
              <li key={roster.id} className={styles.card} aria-labelledby={`joined-${roster.id}`}>
                <h3 id={`joined-${roster.id}`}>{roster.name}</h3>
                <p className={styles.meta}>
                  <span>Teacher: {roster.teacher_name}</span>
                  <span>Joined {new Date(roster.date_created).toLocaleDateString()}</span>
                </p>
                <Button variant="secondary" size="small" onClick={() => setLeaving(roster)}>
                  Leave class<span className="visually-hidden"> {roster.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {leaving && (
        <ConfirmDialog
          title={`Leave ${leaving.name}?`}
          confirmLabel="Leave class"
          onClose={() => setLeaving(null)}
          onConfirm={async () => {
            const roster = leaving;
            try {
              await leave.mutateAsync({ url: roster.leave_roster_url });
              setStatus(`You left ${roster.name}.`);
            } catch {
              setStatus(`You could not leave ${roster.name}. Please try again.`);
            }
            setLeaving(null);
          }}
        >
          <p>
            You will not get new work from this class. The work you already did stays with your teacher. You
            can join again with the class code.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

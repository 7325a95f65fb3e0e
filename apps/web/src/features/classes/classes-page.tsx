import { type ClassSummary, formatJoinCode } from '@lantern/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { isPrivacyGateRefusal, usePrivacyGate } from '../privacy/index.ts';
import { ChoiceDialog, ClassNameDialog, ConfirmDialog } from './class-dialogs.tsx';
import styles from './classes.module.css';
import {
  useArchiveClass,
  useClasses,
  useCreateClass,
  useDeleteClass,
  useRegenerateCode,
  useRenameClass,
  useRollover,
} from './classes-api.ts';
import { CLASSES_PATHS, schoolYearsOf } from './classes-paths.ts';
import { useGuardedWrite } from './use-guarded-write.ts';

type Dialog =
  | { kind: 'create' | 'rollover' }
  | { kind: 'rename' | 'delete' | 'regenerate'; roster: ClassSummary }
  | null;

/**
 * /tools/classes (issue 19): the teacher's classes, active or archived, each with its join code and
 * printable join sheet; create, rename, archive, restore, delete; year-end rollover.
 */
export function ClassesPage() {
  useDocumentTitle(pageTitle('Classes'));
  const classes = useClasses();
  const [showArchived, setShowArchived] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState('');
  const { ensureAcknowledged } = usePrivacyGate();
  const guarded = useGuardedWrite();
  const create = useCreateClass();
  const rename = useRenameClass();
  const archive = useArchiveClass();
  const remove = useDeleteClass();
  const regenerate = useRegenerateCode();
  const rollover = useRollover();
  const close = () => setDialog(null);

  const all = classes.data?.results ?? [];
  const shown = all.filter((roster) => roster.archived === showArchived);
  const activeCount = all.filter((roster) => !roster.archived).length;
  const gated = classes.isError && isPrivacyGateRefusal(classes.error);

  const openCreate = async () => {
    // Classes hold student information: the acknowledgement comes first (spec 2 §1).
    if (await ensureAcknowledged()) setDialog({ kind: 'create' });
  };
  const acknowledge = async () => {
    if (await ensureAcknowledged()) void classes.refetch();
  };
  const done = (message: string) => {
    close();
    setStatus(message);
  };

  return (
    <section aria-labelledby="classes-title">
      <h1 id="classes-title" className={styles.pageTitle}>
        Classes
      </h1>
      <p className={styles.lead}>
        Students join a class with its join code, or you add students without email and print their sign-in
        cards.
      </p>
      <p role="status" className={styles.statusLine}>
        {status}
      </p>
      <div className={styles.toolbar}>
        <Button onClick={() => void openCreate()}>New class</Button>
        <Link className={buttonClass('secondary')} to={CLASSES_PATHS.importClasses}>
          Import classes
        </Link>
        {activeCount > 0 && (
          <Button variant="secondary" onClick={() => setDialog({ kind: 'rollover' })}>
            Year-end rollover
          </Button>
        )}
      </div>
      {gated ? (
        <div className={styles.notice}>
          <p>
            Classes hold your students' information, so they open once you have completed the student privacy
            acknowledgement.
          </p>
          <Button onClick={() => void acknowledge()}>Complete student privacy</Button>
        </div>
      ) : classes.isPending ? (
        <p role="status">Loading your classes…</p>
      ) : classes.isError ? (
        <div className={styles.error} role="alert">
          <p>Your classes could not be loaded.</p>
          <Button variant="secondary" onClick={() => void classes.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <fieldset className={styles.filter}>
            <legend>Show</legend>
            <Button
              variant={showArchived ? 'secondary' : 'primary'}
              size="small"
              aria-pressed={!showArchived}
              onClick={() => setShowArchived(false)}
            >
              Active classes ({activeCount})
            </Button>
            <Button
              variant={showArchived ? 'primary' : 'secondary'}
              size="small"
              aria-pressed={showArchived}
              onClick={() => setShowArchived(true)}
            >
              Archived classes ({all.length - activeCount})
            </Button>
          </fieldset>
          {shown.length === 0 ? (
            <div className={styles.empty}>
              <p>
                {showArchived
                  ? 'No archived classes. Archived classes keep their students and results.'
                  : 'You have no active classes yet. Create one, then share its join code with your students.'}
              </p>
            </div>
          ) : (
            <ul className={styles.list} aria-label={showArchived ? 'Archived classes' : 'Active classes'}>
              {shown.map((roster) => (
                <ClassCard
                  key={roster.id}
                  roster={roster}
                  onRename={() => setDialog({ kind: 'rename', roster })}
                  onRegenerate={() => setDialog({ kind: 'regenerate', roster })}
                  onDelete={() => setDialog({ kind: 'delete', roster })}
                  onArchive={async (archived) => {
                    const reply = await guarded(() => archive.mutateAsync({ id: roster.id, archived }));
                    if (reply) setStatus(`${roster.name} ${archived ? 'archived' : 'restored'}.`);
                  }}
                />
              ))}
            </ul>
          )}
        </>
      )}

      {dialog?.kind === 'create' && (
        <ClassNameDialog
          title="New class"
          submitLabel="Create class"
          onClose={close}
          onSubmit={async (name) => {
            const made = (await guarded(() => create.mutateAsync({ name })))?.value;
            if (made) {
              setShowArchived(false);
              done(`${made.name} created. Its join code is ${formatJoinCode(made.join_code)}.`);
            }
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <ClassNameDialog
          title={`Rename ${dialog.roster.name}`}
          submitLabel="Rename"
          initial={dialog.roster.name}
          onClose={close}
          onSubmit={async (name) => {
            const reply = await guarded(() => rename.mutateAsync({ id: dialog.roster.id, name }));
            if (reply) done(`Renamed to ${name}.`);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete ${dialog.roster.name}?`}
          confirmLabel="Delete class"
          onClose={close}
          onConfirm={async () => {
            const reply = await guarded(() => remove.mutateAsync({ id: dialog.roster.id }));
            if (reply) done(`${dialog.roster.name} deleted.`);
          }}
        >
          <p>
            The class and its join code go away, and its students leave it. Their accounts stay, and the
            results of work they already did are kept with each assignment.
          </p>
        </ConfirmDialog>
      )}
      {dialog?.kind === 'regenerate' && (
        <ConfirmDialog
          title="Make a new join code?"
          confirmLabel="Make a new code"
          onClose={close}
          onConfirm={async () => {
            const reply = await guarded(() => regenerate.mutateAsync({ id: dialog.roster.id }));
            if (reply)
              done(`The new join code of ${reply.value.name} is ${formatJoinCode(reply.value.join_code)}.`);
          }}
        >
          <p>
            The old code <span className={styles.code}>{formatJoinCode(dialog.roster.join_code)}</span> stops
            working at once. Students already in {dialog.roster.name} stay in it; print or share the new code
            for anyone still to join.
          </p>
        </ConfirmDialog>
      )}
      {dialog?.kind === 'rollover' && (
        <ChoiceDialog
          title="Year-end rollover"
          label="School year to archive"
          choices={schoolYearsOf(all).map((year) => ({ value: year, label: year }))}
          submitLabel="Archive these classes"
          empty="There are no active classes to archive."
          onClose={close}
          onChoose={async (schoolYear) => {
            const reply = await guarded(() => rollover.mutateAsync({ schoolYear }));
            if (!reply) return;
            const count = reply.value.archived;
            done(`${count} ${count === 1 ? 'class' : 'classes'} of ${schoolYear} archived.`);
          }}
        >
          <p>
            Every active class of that school year is archived in one step. Archived classes keep their
            students and results, and you can restore any of them.
          </p>
        </ChoiceDialog>
      )}
    </section>
  );
}

function ClassCard({
  roster,
  onRename,
  onRegenerate,
  onDelete,
  onArchive,
}: {
  roster: ClassSummary;
  onRename: () => void;
  onRegenerate: () => void;
  onDelete: () => void;
  onArchive: (archived: boolean) => Promise<void>;
}) {
  const headingId = `class-${roster.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={CLASSES_PATHS.roster(roster.id)}>{roster.name}</Link>
      </h2>
      <p className={styles.meta}>
        <span>
          {roster.student_count} {roster.student_count === 1 ? 'student' : 'students'}
        </span>
        <span>School year {roster.school_year}</span>
        {!roster.archived && (
          <span>
            Join code: <span className={styles.code}>{formatJoinCode(roster.join_code)}</span>
          </span>
        )}
      </p>
      <div className={styles.actions}>
        {!roster.archived && (
          <>
            <a
              className={buttonClass('secondary', 'small')}
              href={CLASSES_PATHS.joinSheet(roster.id)}
              target="_blank"
              rel="noopener"
            >
              Print join sheet<span className="visually-hidden"> of {roster.name} (opens in a new tab)</span>
            </a>
            <Button variant="secondary" size="small" onClick={onRegenerate}>
              New join code<span className="visually-hidden"> for {roster.name}</span>
            </Button>
          </>
        )}
        <Button variant="secondary" size="small" onClick={onRename}>
          Rename<span className="visually-hidden"> {roster.name}</span>
        </Button>
        <Button variant="secondary" size="small" onClick={() => void onArchive(!roster.archived)}>
          {roster.archived ? 'Restore' : 'Archive'}
          <span className="visually-hidden"> {roster.name}</span>
        </Button>
        <Button variant="secondary" size="small" onClick={onDelete}>
          Delete<span className="visually-hidden"> {roster.name}</span>
        </Button>
      </div>
    </li>
  );
}

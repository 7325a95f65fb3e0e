import type { StudentCredential } from '@lantern/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { pageTitle, useDocumentTitle } from '../../../lib/page-title.ts';
import styles from '../classes.module.css';
import { CLASSES_KEY } from '../classes-api.ts';
import { CLASSES_PATHS } from '../classes-paths.ts';
import { CredentialsPanel } from '../credentials.tsx';
import { useGuardedWrite } from '../use-guarded-write.ts';
import { type ImportReply, issueClassSecrets, sendImport } from './import-api.ts';
import { ImportCounts, ImportLines } from './import-report.tsx';

type Cards = { className: string; credentials: readonly StudentCredential[] };

/**
 * /tools/classes/import (issue 19; decision 0039): choose a OneRoster 1.2 CSV zip or a plain CSV, check it (the
 * dry run's report, line by line), import it all or nothing, then print each class's sign-in cards — imported
 * students get their first secret answer from that step.
 */
export function ImportClassesPage() {
  useDocumentTitle(pageTitle('Import classes'));
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const guarded = useGuardedWrite();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | 'cards' | null>(null);
  const [error, setError] = useState('');
  const [report, setReport] = useState<ImportReply | null>(null);
  const [result, setResult] = useState<ImportReply | null>(null);
  const [cards, setCards] = useState<Cards | null>(null);

  const run = async (dryRun: boolean) => {
    if (!file) {
      setError('Choose a file first.');
      input.current?.focus();
      return;
    }
    setError('');
    setBusy(dryRun ? 'check' : 'import');
    const done = await guarded(() => sendImport(file, dryRun), setError);
    setBusy(null);
    if (!done) return;
    if (dryRun) setReport(done.value);
    else {
      setResult(done.value);
      setReport(null);
      await queryClient.invalidateQueries({ queryKey: CLASSES_KEY });
    }
  };

  const printCards = async (classId: string, className: string) => {
    setBusy('cards');
    const done = await guarded(() => issueClassSecrets(classId), setError);
    setBusy(null);
    if (done) setCards({ className, credentials: done.value.results });
  };

  if (cards) {
    return (
      <section aria-labelledby="import-title">
        <h1 id="import-title" className={styles.pageTitle}>
          Sign-in cards: {cards.className}
        </h1>
        <CredentialsPanel
          className={cards.className}
          credentials={cards.credentials}
          onDone={() => setCards(null)}
        />
      </section>
    );
  }

  return (
    <section aria-labelledby="import-title">
      <p className={styles.back}>
        <Link to={CLASSES_PATHS.list}>Back to classes</Link>
      </p>
      <h1 id="import-title" className={styles.pageTitle}>
        Import classes
      </h1>
      <p className={styles.lead}>
        Import the classes and students of a OneRoster 1.2 CSV export (a .zip from your student information
        system) or of a plain CSV with the columns class name, first name, last initial and grade. Check the
        file first: nothing is imported until you choose Import, and then everything is, or nothing.
      </p>
      {result ? (
        <ImportResult result={result} busy={busy === 'cards'} onPrint={printCards} />
      ) : (
        <>
          <div className={styles.form}>
            <label htmlFor={inputId} className={styles.label}>
              Roster file (.zip or .csv)
            </label>
            <input
              id={inputId}
              ref={input}
              type="file"
              accept=".zip,.csv,application/zip,text/csv"
              aria-describedby={hintId}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReport(null);
                setError('');
              }}
            />
            <p id={hintId}>Importing the same file again changes nothing.</p>
          </div>
          <div className={styles.toolbar}>
            <Button onClick={() => void run(true)} disabled={busy !== null}>
              Check file
            </Button>
            {report?.can_apply && (
              <Button onClick={() => void run(false)} disabled={busy !== null}>
                Import
              </Button>
            )}
          </div>
        </>
      )}
      <div role="status" className={styles.statusLine}>
        {busy === 'check' && 'Checking the file…'}
        {busy === 'import' && (
          <>
            Importing… <progress aria-label="Importing" />
          </>
        )}
        {busy === 'cards' && 'Making sign-in cards…'}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {report && (
        <section className={styles.section} aria-labelledby="report-title">
          <h2 id="report-title">
            {report.can_apply ? 'Ready to import' : 'This file cannot be imported yet'}
          </h2>
          {!report.can_apply && <p>Fix the refused lines below in the file, then check it again.</p>}
          <ImportCounts report={report} />
          <ImportLines report={report} />
        </section>
      )}
    </section>
  );
}

function ImportResult({
  result,
  busy,
  onPrint,
}: {
  result: ImportReply;
  busy: boolean;
  onPrint: (classId: string, className: string) => Promise<void>;
}) {
  return (
    <section className={styles.section} aria-labelledby="result-title">
      <h2 id="result-title">Imported</h2>
      <p>
        Imported students sign in once you print their class's cards: each student gets a new answer there,
        shown only then.
      </p>
      <ImportCounts report={result} />
      <ul className={styles.list} aria-label="Imported classes">
        {(result.classes ?? []).map((roster) => (
          <li key={roster.id} className={styles.card}>
            <h3>
              <Link to={CLASSES_PATHS.roster(roster.id)}>{roster.name}</Link>
            </h3>
            <Button
              variant="secondary"
              size="small"
              disabled={busy}
              onClick={() => void onPrint(roster.id, roster.name)}
            >
              Print sign-in cards<span className="visually-hidden"> for {roster.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

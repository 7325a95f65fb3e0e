import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import listStates from '../../components/ui/list-states.module.css';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { TeacherOnly } from '../lessons/index.ts';
import { useAssignmentResults } from './api.ts';
import styles from './assignments.module.css';
import { ClassResults } from './class-results.tsx';
import { ASSIGNMENT_PAGES, pageLoadError, pickClass } from './view.ts';

const SubmissionPanel = lazy(() =>
  import('./submission-panel.tsx').then((m) => ({ default: m.SubmissionPanel })),
);

/**
 * /tools/assignments/{code} (spec 3 §2): the results per class and 'No class (Quick Assign)', picked with
 * ?roster=; a student's submission with ?result= (where the results proxy link lands, spec 1 §2.6). The
 * results refresh every 10 s while the tab is visible (decision 0043), so work appears as students answer.
 */
export function ResultsPage() {
  return (
    <TeacherOnly>
      <ResultsPageContent />
    </TeacherOnly>
  );
}

function ResultsPageContent() {
  const { code = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const results = useAssignmentResults(code);
  const rosterParam = params.get('roster');
  const resultParam = Number.parseInt(params.get('result') ?? '', 10);
  const openResult = Number.isInteger(resultParam) && resultParam > 0 ? resultParam : null;
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(pageTitle(results.data ? `Results: ${results.data.title}` : 'Results'));

  const go = (next: { roster?: string | null; result?: number | null }) => {
    const query = new URLSearchParams(search);
    for (const [key, value] of Object.entries(next)) {
      if (value === null || value === undefined) query.delete(key);
      else query.set(key, String(value));
    }
    const text = query.toString();
    navigate({ search: text ? `?${text}` : '' });
  };

  useEffect(() => {
    if (openResult === null) headingRef.current?.focus({ preventScroll: true });
  }, [openResult]);

  if (results.isPending) return <p role="status">Loading the results…</p>;
  if (results.isError) {
    const shown = pageLoadError(results.error);
    return (
      <section aria-labelledby="results-title">
        <h1 id="results-title" className={styles.pageTitle}>
          Results
        </h1>
        <div className={listStates.error} role="alert">
          <p>
            <strong>{shown.title}</strong>
          </p>
          <p>{shown.message}</p>
        </div>
        <p>
          <Link to={ASSIGNMENT_PAGES.assigned}>Back to your assignments</Link>
        </p>
      </section>
    );
  }
  const data = results.data;
  const selected = pickClass(data.classes, rosterParam);
  return (
    <section aria-labelledby="results-title">
      <p className={styles.back}>
        <Link to={ASSIGNMENT_PAGES.assigned}>Assignments</Link>
      </p>
      <h1 id="results-title" className={styles.pageTitle}>
        {data.title || 'Untitled lesson'}
      </h1>
      <p className={styles.meta}>
        Quick-assign code <code className={styles.code}>{data.code}</code> · Students with the code can open
        it from the code box. Results refresh by themselves while this page is open.
      </p>
      <p role="status" className={styles.statusLine}>
        {status}
      </p>
      {data.classes.length === 0 || !selected ? (
        <div className={listStates.empty}>
          <p>No students yet: assign it to a class, or share the code.</p>
        </div>
      ) : (
        <>
          <label className={styles.field}>
            <span>Class</span>
            <select
              value={selected.id}
              onChange={(event) => go({ roster: event.target.value, result: null })}
            >
              {data.classes.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name} ({entry.results.length})
                </option>
              ))}
            </select>
          </label>
          <h2 ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
            {selected.name}
          </h2>
          <ClassResults
            code={data.code}
            entry={selected}
            hasQuestions={data.has_questions}
            refreshing={results.isFetching}
            onOpen={(resultId) => go({ roster: selected.id, result: resultId })}
            onStatus={setStatus}
          />
          {openResult !== null && (
            <Suspense fallback={<p role="status">Loading the answers…</p>}>
              <SubmissionPanel code={data.code} resultId={openResult} onClose={() => go({ result: null })} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}

import type { ClassResult, ResultRow } from '@lantern/shared';
import { type CSSProperties, lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { richTextAsPlain } from '../../lib/rich-text.ts';
import { usePrivacyGate } from '../privacy/index.ts';
import styles from './assignments.module.css';
import {
  correctRate,
  missedCount,
  mostMissed,
  STATUS_LABELS,
  scoreDistribution,
  shortDate,
  statusCounts,
} from './view.ts';

const ResetDialog = lazy(() => import('./reset-dialog.tsx').then((m) => ({ default: m.ResetDialog })));

const bar = (count: number, total: number) => ({ '--fraction': total ? count / total : 0 }) as CSSProperties;

/** A wide table scrolls in its own box, focusable so a keyboard can scroll it too (axe scrollable-region-focusable). */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    // biome-ignore lint/a11y/useSemanticElements: a scroll box around one table, not a section of the document
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/**
 * One class's results: progress at a glance (tables whose bars are drawn in CSS; the numbers are the text
 * equivalent), each student's row, the per-question view, the downloads and the resets.
 */
export function ClassResults({
  code,
  entry,
  hasQuestions,
  refreshing,
  onOpen,
  onStatus,
}: {
  code: string;
  entry: ClassResult;
  hasQuestions: boolean;
  refreshing: boolean;
  onOpen: (resultId: number) => void;
  onStatus: (message: string) => void;
}) {
  const [reset, setReset] = useState<{ row?: ResultRow } | null>(null);
  const { ensureAcknowledged } = usePrivacyGate();
  const rows = entry.results;
  const progress = statusCounts(rows);
  const scores = scoreDistribution(rows);
  const scored = scores.reduce((sum, band) => sum + band.count, 0);
  const missed = mostMissed(entry.questions);
  const startReset = async (target: { row?: ResultRow }) => {
    if (await ensureAcknowledged()) setReset(target);
  };
  return (
    <div aria-busy={refreshing || undefined}>
      <div className={styles.downloads}>
        <a href={entry.download_csv} download className={styles.download}>
          Download CSV<span className="visually-hidden"> of {entry.name}</span>
        </a>
        <a href={entry.download_google_sheet} download className={styles.download}>
          Download spreadsheet (.xlsx)<span className="visually-hidden"> of {entry.name}</span>
        </a>
        <Button variant="secondary" size="small" onClick={() => void startReset({})}>
          Reset class results
        </Button>
      </div>

      <div className={styles.glance}>
        <table className={styles.chart}>
          <caption>Progress</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Students</th>
            </tr>
          </thead>
          <tbody>
            {progress.map(({ status, count }) => (
              <tr key={status}>
                <th scope="row">{STATUS_LABELS[status]}</th>
                <td>
                  <span
                    className={styles.bar}
                    data-status={status}
                    style={bar(count, rows.length)}
                    aria-hidden="true"
                  />
                  {count} of {rows.length}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {hasQuestions && (
          <table className={styles.chart}>
            <caption>Scores</caption>
            <thead>
              <tr>
                <th scope="col">Score</th>
                <th scope="col">Students</th>
              </tr>
            </thead>
            <tbody>
              {scores.map((band) => (
                <tr key={band.label}>
                  <th scope="row">{band.label}</th>
                  <td>
                    <span className={styles.bar} style={bar(band.count, scored)} aria-hidden="true" />
                    {band.count}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      <ScrollBox label={`Students of ${entry.name}`}>
        <table className={styles.results}>
          <caption className="visually-hidden">Students of {entry.name}</caption>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Assigned via</th>
              <th scope="col">Status</th>
              <th scope="col">Submitted</th>
              <th scope="col">Score</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.student_id ?? ''}-${row.result_id ?? ''}`}>
                <th scope="row">{row.student_name}</th>
                <td>
                  <abbr title={row.assigned_via === 'GC' ? 'Google Classroom' : 'Lantern'}>
                    {row.assigned_via}
                  </abbr>
                </td>
                <td>{STATUS_LABELS[row.status]}</td>
                <td>
                  {row.submission_date ? (
                    <time dateTime={row.submission_date}>{shortDate(row.submission_date)}</time>
                  ) : (
                    '—'
                  )}
                </td>
                <td>{row.score === null ? '—' : `${row.score}%`}</td>
                <td>
                  {row.result_id !== null && (
                    <div className={styles.rowActions}>
                      <Button
                        variant="secondary"
                        size="small"
                        aria-label={`Answers of ${row.student_name}`}
                        onClick={() => onOpen(row.result_id as number)}
                      >
                        Answers
                      </Button>
                      <Button
                        variant="secondary"
                        size="small"
                        aria-label={`Reset ${row.student_name}`}
                        onClick={() => void startReset({ row })}
                      >
                        Reset
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>

      {hasQuestions && (
        <section aria-labelledby="questions-title" className={styles.questions}>
          <h3 id="questions-title">Questions</h3>
          <p>
            {missed
              ? `Most missed: question ${missed.index + 1}, “${richTextAsPlain(missed.question.text)}” (${missedCount(missed.question)} of ${missed.question.answered} wrong).`
              : 'No question has been missed yet.'}
          </p>
          <ScrollBox label={`Answers per question in ${entry.name}`}>
            <table className={styles.results}>
              <caption className="visually-hidden">Answers per question in {entry.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">Answered</th>
                  <th scope="col">Correct</th>
                  <th scope="col">To grade</th>
                  <th scope="col">Correct rate</th>
                </tr>
              </thead>
              <tbody>
                {entry.questions.map((question, index) => {
                  const rate = correctRate(question);
                  return (
                    <tr key={question.id}>
                      <th scope="row">
                        {index + 1}. {richTextAsPlain(question.text)}
                      </th>
                      <td>{question.answered}</td>
                      <td>{question.correct}</td>
                      <td>{question.ungraded}</td>
                      <td>
                        <span className={styles.bar} style={bar(rate ?? 0, 100)} aria-hidden="true" />
                        {rate === null ? '—' : `${rate}%`}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollBox>
        </section>
      )}

      {reset && (
        <Suspense fallback={null}>
          <ResetDialog
            code={code}
            entry={entry}
            row={reset.row}
            onClose={() => setReset(null)}
            onDone={(message) => {
              setReset(null);
              onStatus(message);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

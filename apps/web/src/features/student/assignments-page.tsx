import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { countText } from '../../lib/format-count.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import styles from './student.module.css';
import { useStudentAssignments } from './student-api.ts';
import {
  dateText,
  playerLink,
  resultLink,
  scoreText,
  WORK_STATUS_LABELS,
} from './student-assignment-view.ts';

export const NO_ASSIGNMENTS_TEXT = 'No assignments yet. When your teacher gives you one, it shows up here.';

function loadFailureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 403) {
    return 'Assignments are for student accounts. Sign in with your student account to see yours.';
  }
  return 'We could not load your assignments.';
}

/**
 * The student's assignments (/student/assignments, spec 3 "Student assignments and results"): each with its
 * status, score, date and teacher, a link into the player (start, or continue the started result) and to the
 * student's own result view; more pages through `next`.
 */
export function StudentAssignmentsPage() {
  useDocumentTitle(pageTitle('My assignments'));
  const assignments = useStudentAssignments();
  const items = assignments.data?.pages.flatMap((page) => page.results) ?? [];
  const total = assignments.data?.pages[0]?.count ?? 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>My assignments</h1>
      {assignments.status === 'pending' && <p role="status">Loading your assignments…</p>}
      {assignments.status === 'error' && items.length === 0 && (
        <div role="alert" className={styles.error}>
          <p>{loadFailureText(assignments.error)}</p>
          <Button variant="secondary" onClick={() => void assignments.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {assignments.status === 'success' && items.length === 0 && (
        <p className={styles.empty}>{NO_ASSIGNMENTS_TEXT}</p>
      )}
      {items.length > 0 && (
        <>
          <p className={styles.count}>{countText(total, 'assignment')}</p>
          <ul className={styles.list} aria-label="Assignments">
            {items.map((assignment) => {
              const play = playerLink(assignment);
              const result = resultLink(assignment);
              const headingId = `assignment-${assignment.id}`;
              return (
                <li key={assignment.id}>
                  <article className={styles.card} aria-labelledby={headingId}>
                    <h2 id={headingId} className={styles.cardTitle}>
                      {assignment.activity.name}
                    </h2>
                    <dl className={styles.facts}>
                      <div>
                        <dt>Status</dt>
                        <dd data-status={assignment.status}>{WORK_STATUS_LABELS[assignment.status]}</dd>
                      </div>
                      <div>
                        <dt>Score</dt>
                        <dd>{scoreText(assignment.score)}</dd>
                      </div>
                      <div>
                        <dt>Assigned</dt>
                        <dd>{dateText(assignment.date_created)}</dd>
                      </div>
                      <div>
                        <dt>Teacher</dt>
                        <dd>{assignment.activity.teacher_name}</dd>
                      </div>
                    </dl>
                    <div className={styles.actions}>
                      {play && (
                        <Link to={play.href} className={styles.primaryLink}>
                          {play.label}
                          <span className="visually-hidden"> {assignment.activity.name}</span>
                        </Link>
                      )}
                      {result && (
                        <Link to={result} className={styles.secondaryLink}>
                          See my answers
                          <span className="visually-hidden"> for {assignment.activity.name}</span>
                        </Link>
                      )}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
          {assignments.hasNextPage && (
            <Button
              variant="secondary"
              aria-disabled={assignments.isFetchingNextPage || undefined}
              onClick={() => {
                if (!assignments.isFetchingNextPage) void assignments.fetchNextPage();
              }}
            >
              {assignments.isFetchingNextPage ? 'Loading…' : 'Show more assignments'}
            </Button>
          )}
          {assignments.isFetchNextPageError && (
            <p role="alert" className={styles.error}>
              We could not load more assignments. Try again.
            </p>
          )}
        </>
      )}
    </div>
  );
}

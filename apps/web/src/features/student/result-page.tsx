import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { richTextAsPlain } from '../../lib/rich-text.ts';
import styles from './student.module.css';
import { useStudentResult } from './student-api.ts';
import { dateText, markText, scoreText, WORK_STATUS_LABELS } from './student-assignment-view.ts';

function loadFailureText(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
    return 'We could not find this result. It may belong to someone else, or the assignment was removed.';
  }
  if (error instanceof ApiRequestError && error.status === 403) {
    return 'Results are for student accounts. Sign in with your student account to see yours.';
  }
  return 'We could not load this result.';
}

/**
 * The student's own result (/student/results/{resultId}/, the `student_result_url` of the list): each question
 * with their answer, whether it was correct (or still with the teacher), and the teacher's comment.
 */
export function StudentResultPage() {
  const resultId = Number(useParams().resultId);
  const result = useStudentResult(resultId);
  const view = result.data;
  useDocumentTitle(pageTitle(view ? `My answers: ${view.assignment_title}` : 'My answers'));
  const back = (
    <Link to="/student/assignments/?student=true" className={styles.back}>
      Back to my assignments
    </Link>
  );

  if (!Number.isSafeInteger(resultId) || resultId <= 0 || result.status === 'error') {
    return (
      <div className={styles.page}>
        {back}
        <h1 className={styles.title}>My answers</h1>
        <div role="alert" className={styles.error}>
          <p>{result.status === 'error' ? loadFailureText(result.error) : loadFailureText(null)}</p>
          {result.status === 'error' && (
            <Button variant="secondary" onClick={() => void result.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </div>
    );
  }
  if (!view) {
    return (
      <div className={styles.page}>
        {back}
        <p role="status">Loading your answers…</p>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {back}
      <h1 className={styles.title}>{view.assignment_title}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd data-status={view.status}>{WORK_STATUS_LABELS[view.status]}</dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd>{scoreText(view.score)}</dd>
        </div>
        {view.submitted && (
          <div>
            <dt>Submitted</dt>
            <dd>{dateText(view.submitted)}</dd>
          </div>
        )}
      </dl>
      {!view.completed && (
        <p>
          <Link
            to={`/student/code/${encodeURIComponent(view.assignment_code)}/?result_id=${view.result_id}&student=true`}
            className={styles.primaryLink}
          >
            Continue the assignment
          </Link>
        </p>
      )}
      {view.questions.length === 0 ? (
        <p className={styles.empty}>This assignment has no questions.</p>
      ) : (
        <ol className={styles.questions} aria-label="Questions">
          {view.questions.map((question, index) => {
            const mark = markText(question.is_correct, question.answer !== null);
            return (
              <li key={question.id} className={styles.question}>
                <h2 className={styles.questionTitle}>
                  Question {index + 1}:{' '}
                  <span className={styles.questionText}>{richTextAsPlain(question.text)}</span>
                </h2>
                <dl className={styles.answer}>
                  <div>
                    <dt>Your answer</dt>
                    <dd className={styles.answerText}>{question.answer ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>Mark</dt>
                    <dd data-mark={question.is_correct === null ? 'pending' : String(question.is_correct)}>
                      {mark}
                    </dd>
                  </div>
                  {question.comment && (
                    <div>
                      <dt>Teacher's comment</dt>
                      <dd className={styles.answerText}>{question.comment}</dd>
                    </div>
                  )}
                </dl>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

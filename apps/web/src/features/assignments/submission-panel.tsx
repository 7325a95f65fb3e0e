import { gradeBodySchema, type StudentSubmission } from '@lantern/shared';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { Fieldset, FormAlert, TextAreaField } from '../../components/ui/form-field.tsx';
import { richTextAsPlain } from '../../lib/rich-text.ts';
import { useGrade, useSubmission } from './api.ts';
import styles from './assignments.module.css';
import { pageLoadError, shortDate } from './view.ts';

const GRADED_TYPES = new Set(['Short', 'Essay']);

/** A student's submission (spec 3 §3): each question, the answer, whether it is correct; Short/Essay are graded here. */
export function SubmissionPanel({
  code,
  resultId,
  onClose,
}: {
  code: string;
  resultId: number;
  onClose: () => void;
}) {
  const submission = useSubmission(code, resultId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = submission.data !== undefined;
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  if (submission.isPending) return <p role="status">Loading the answers…</p>;
  if (submission.isError) {
    const shown = pageLoadError(submission.error);
    return (
      <div role="alert" className={styles.panel}>
        <p>
          <strong>{shown.title}</strong> {shown.message}
        </p>
        <Button variant="secondary" size="small" onClick={onClose}>
          Close
        </Button>
      </div>
    );
  }
  const data = submission.data;
  return (
    <section className={styles.panel} aria-labelledby="submission-title">
      <div className={styles.panelHead}>
        <h3 id="submission-title" ref={headingRef} tabIndex={-1}>
          {data.student_name}’s answers
        </h3>
        <Button variant="secondary" size="small" onClick={onClose}>
          Close answers
        </Button>
      </div>
      <p className={styles.meta}>
        {data.assignment_title} ·{' '}
        {data.submitted ? (
          <>
            Submitted <time dateTime={data.submitted}>{shortDate(data.submitted)}</time>
          </>
        ) : (
          'Not submitted yet'
        )}
        {data.download_link && (
          <>
            {' · '}
            <a href={data.download_link}>Download</a>
          </>
        )}
      </p>
      <ol className={styles.answers}>
        {data.questions.map((question) => (
          <li key={question.id}>
            <p className={styles.questionText}>{richTextAsPlain(question.text)}</p>
            <p>
              <span className={styles.answerLabel}>Answer: </span>
              {question.answer ?? <em>No answer</em>}
            </p>
            <p>{verdict(question)}</p>
            {question.comment && <p>Comment: {question.comment}</p>}
            {GRADED_TYPES.has(question.type) && question.answer !== null && (
              <GradeForm code={code} resultId={resultId} question={question} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function verdict(question: StudentSubmission['questions'][number]): string {
  if (question.answer === null) return 'Not answered';
  if (question.is_correct === null) return 'Not graded yet';
  return question.is_correct ? 'Correct' : 'Not correct';
}

type Question = StudentSubmission['questions'][number];

/** Decision 0016: react-hook-form over the grade call's schema; the score on the page follows the grade. */
function GradeForm({ code, resultId, question }: { code: string; resultId: number; question: Question }) {
  const grade = useGrade(code, resultId);
  return (
    <Form
      schema={gradeBodySchema}
      className={styles.gradeForm}
      aria-label={`Grade: ${richTextAsPlain(question.text)}`}
      serverFields={['is_correct', 'comment']}
      options={{
        defaultValues: { is_correct: question.is_correct ?? undefined, comment: question.comment ?? '' },
      }}
      onSubmit={(body) => grade.mutateAsync({ questionId: question.id, body })}
    >
      {({ control, register, formState: { errors }, pending }) => (
        <>
          <FormAlert messages={fieldMessages(errors.root?.server)} />
          <Controller
            control={control}
            name="is_correct"
            render={({ field }) => (
              <Fieldset
                legend="Grade"
                errors={fieldMessages(errors.is_correct)}
                className={styles.gradeChoices}
              >
                {[
                  { value: true, label: 'Correct' },
                  { value: false, label: 'Not correct' },
                ].map((choice) => (
                  <label key={choice.label}>
                    <input
                      type="radio"
                      name={`grade-${question.id}`}
                      ref={choice.value ? field.ref : undefined}
                      checked={field.value === choice.value}
                      onChange={() => field.onChange(choice.value)}
                      onBlur={field.onBlur}
                    />{' '}
                    {choice.label}
                  </label>
                ))}
              </Fieldset>
            )}
          />
          <TextAreaField
            label="Comment (optional)"
            rows={2}
            {...register('comment')}
            errors={fieldMessages(errors.comment)}
          />
          <Button type="submit" size="small" aria-disabled={pending || undefined}>
            {pending ? 'Saving…' : 'Save grade'}
          </Button>
          <p role="status" className={styles.statusLine}>
            {grade.isSuccess && !pending ? 'Grade saved.' : ''}
          </p>
        </>
      )}
    </Form>
  );
}

import {
  type AnswerBody,
  answerFormSchema,
  ESSAY_ANSWER_MAX_LENGTH,
  type PlayerAssignment,
  SHORT_ANSWER_MAX_LENGTH,
} from '@lantern/shared';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import styles from './player.module.css';
import type { KnownAnswer } from './player-progress.ts';
import { StoredRichText } from './slide-content.tsx';

type QuestionSlide = Extract<PlayerAssignment['slides'][number], { type: 'Question' }>;
export type PlayerQuestion = QuestionSlide['questions'][number];

/** Where one question's latest answer stands: on its way, or refused by the server (with its message). */
export type QuestionState = { kind: 'saving' } | { kind: 'refused'; message: string } | undefined;

const MAX_LENGTH = {
  Fill: SHORT_ANSWER_MAX_LENGTH,
  Short: SHORT_ANSWER_MAX_LENGTH,
  Essay: ESSAY_ANSWER_MAX_LENGTH,
};
/** How long typing pauses before the counter is read out (so it does not talk over every key). */
const COUNTER_ANNOUNCE_DELAY_MS = 1000;

function feedbackText(question: PlayerQuestion, answer: KnownAnswer | undefined, state: QuestionState) {
  if (state?.kind === 'saving') return 'Saving your answer…';
  if (!answer || state?.kind === 'refused') return '';
  if (answer.correct === true) return 'Correct!';
  if (answer.correct === false) return 'Not quite. You can try again.';
  return question.type === 'Essay' || question.type === 'Short'
    ? 'Saved. Your teacher will read your answer.'
    : 'Saved.';
}

/** A live character count: shown as typed, read out politely once typing pauses. */
function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(`${max - length} characters left.`), COUNTER_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [length, max]);
  return (
    <>
      <p id={id} className={styles.hint}>
        {length} of {max} characters
      </p>
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
    </>
  );
}

/**
 * One question as a labelled group (fieldset named by its number and text): choices as radios, Fill as a line,
 * Short and Essay as text areas with their limits (spec 3 §5). Checking sends the answer through the queue; the
 * result (correct, not, saved for the teacher) is announced in the question's live region.
 */
export function QuestionForm({
  question,
  number,
  answer,
  state,
  onAnswer,
}: {
  question: PlayerQuestion;
  number: number;
  answer: KnownAnswer | undefined;
  state: QuestionState;
  onAnswer: (body: AnswerBody) => void;
}) {
  const id = useId();
  const choosing = question.type === 'Multiple' || question.type === 'True_false';
  const max = choosing ? 0 : MAX_LENGTH[question.type as keyof typeof MAX_LENGTH];

  const feedback = feedbackText(question, answer, state);
  const tone =
    state?.kind === 'saving'
      ? ''
      : answer?.correct === true
        ? styles.correct
        : answer?.correct === false
          ? styles.incorrect
          : '';
  const problemId = `${id}-problem`;
  const counterId = `${id}-count`;
  return (
    <Form
      schema={answerFormSchema}
      className={styles.question}
      options={{
        defaultValues: {
          kind: choosing ? 'choice' : 'text',
          choice: answer?.choice ?? null,
          input: answer?.input ?? '',
        },
      }}
      onSubmit={(body) => onAnswer(body)}
    >
      {({ register, watch, setValue, formState: { errors } }) => {
        const problem = fieldMessages(choosing ? errors.choice : errors.input)[0];
        const choice = watch('choice');
        const text = watch('input');
        return (
          <fieldset
            className={styles.questionGroup}
            aria-labelledby={`${id}-legend ${id}-text`}
            aria-describedby={problem ? problemId : undefined}
          >
            <legend id={`${id}-legend`} className={styles.questionNumber}>
              Question {number}
            </legend>
            <StoredRichText id={`${id}-text`} html={question.text} />
            {choosing ? (
              <div className={styles.choices}>
                {question.choices.map((option) => (
                  <label key={option.id} className={styles.choice}>
                    <input
                      type="radio"
                      name={`${id}-choice`}
                      value={option.id}
                      checked={choice === option.id}
                      onChange={() =>
                        setValue('choice', option.id, { shouldValidate: errors.choice != null })
                      }
                    />
                    <span>{option.text}</span>
                  </label>
                ))}
              </div>
            ) : (
              <div className={styles.answerField}>
                <label htmlFor={`${id}-input`} className={styles.answerLabel}>
                  Your answer
                </label>
                {question.type === 'Fill' ? (
                  <input
                    id={`${id}-input`}
                    className={styles.input}
                    maxLength={max}
                    autoComplete="off"
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? problemId : undefined}
                    {...register('input')}
                  />
                ) : (
                  <>
                    <textarea
                      id={`${id}-input`}
                      className={styles.input}
                      rows={question.type === 'Essay' ? 8 : 3}
                      maxLength={max}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={[counterId, problem && problemId].filter(Boolean).join(' ')}
                      {...register('input')}
                    />
                    <CharacterCount id={counterId} length={text.length} max={max} />
                  </>
                )}
              </div>
            )}
            {problem && (
              <p id={problemId} className={styles.problem}>
                {problem}
              </p>
            )}
            <div className={styles.questionActions}>
              <Button type="submit" variant="secondary" aria-disabled={state?.kind === 'saving' || undefined}>
                {question.type === 'Short' || question.type === 'Essay' ? 'Save answer' : 'Check answer'}
              </Button>
              <p role="status" className={[styles.feedback, tone].filter(Boolean).join(' ')}>
                {feedback}
              </p>
            </div>
            {state?.kind === 'refused' && (
              <p role="alert" className={styles.problem}>
                Couldn't save this answer: {state.message}
              </p>
            )}
          </fieldset>
        );
      }}
    </Form>
  );
}

import type { ResourceQuestionAnswer } from '@lantern/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useAnswerResourceQuestion, useResourceQuestion } from './engagement-api.ts';
import styles from './resource-actions.module.css';

/** The short question about how useful the resource is; signed-in users answer it (and may change it). */
export function ResourceQuestion({ code }: { code: string }) {
  const question = useResourceQuestion(code);
  const answer = useAnswerResourceQuestion(code);
  const [chosen, setChosen] = useState<ResourceQuestionAnswer | null>(null);
  const name = useId();

  const data = question.data;
  if (!data?.can_answer) return null;
  const selected = chosen ?? data.answer;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected || answer.isPending) return;
    answer.mutate(selected, { onSuccess: () => setChosen(null) });
  };

  let note = '';
  if (answer.isError) note = 'Your answer could not be saved. Please try again.';
  else if (answer.isSuccess && chosen === null) note = 'Thank you, your answer is saved.';
  else if (data.answer && chosen === null)
    note = 'You answered this question before; you can change your answer.';

  return (
    <form className={styles.feedbackItem} onSubmit={submit}>
      <fieldset className={styles.question}>
        <legend className={styles.feedbackLabel}>{data.question.text}</legend>
        <div className={styles.choices}>
          {data.question.choices.map((choice) => (
            <label key={choice.value} className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={selected === choice.value}
                onChange={() => setChosen(choice.value)}
              />
              {choice.label}
            </label>
          ))}
          <Button
            type="submit"
            variant="secondary"
            size="small"
            aria-disabled={!selected || answer.isPending || undefined}
          >
            {answer.isPending ? 'Saving…' : 'Send answer'}
          </Button>
        </div>
      </fieldset>
      <p className={styles.feedbackNote} role="status">
        {note}
      </p>
    </form>
  );
}

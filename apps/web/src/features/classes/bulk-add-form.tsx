import { zodResolver } from '@hookform/resolvers/zod';
import {
  BULK_STUDENTS_MAX,
  type BulkStudentsBody,
  SECRET_ANSWER_MIN_LENGTH,
  SECRET_QUESTIONS,
} from '@lantern/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import {
  Fieldset,
  FormAlert,
  FormField,
  SelectField,
  TextAreaField,
} from '../../components/ui/form-field.tsx';
import { parseBulkNames } from './bulk-names.ts';
import styles from './classes.module.css';

// The typed list is read line by line (bulk-names.ts) so a refusal names its line; the call's own
// schema checks the rows again on the server, whose messages show above the buttons.
const bulkFormSchema = z
  .object({
    names: z.string(),
    secret_question: z.string(),
    answers: z.enum(['made_up', 'mine']),
    answer: z.string(),
  })
  .superRefine((form, context) => {
    for (const message of parseBulkNames(form.names, BULK_STUDENTS_MAX).errors)
      context.addIssue({ code: 'custom', path: ['names'], message });
    if (form.answers === 'mine' && form.answer.trim().length < SECRET_ANSWER_MIN_LENGTH)
      context.addIssue({
        code: 'custom',
        path: ['answer'],
        message: `A secret answer has at least ${SECRET_ANSWER_MIN_LENGTH} characters.`,
      });
  });
type BulkForm = z.infer<typeof bulkFormSchema>;
const resolver = zodResolver(bulkFormSchema);

/**
 * Add students without email (docs/decisions/0037-students-without-email.md): a typed list of first
 * names (optional last initial and grade), the secret question they will answer when signing in, and
 * either an easy answer the server makes up for each student or one answer the teacher sets.
 * `onSubmit` resolves to the server's refusal text, or null once the accounts exist.
 */
export function BulkAddForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (body: BulkStudentsBody) => Promise<string | null>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, watch, setError, formState } = useForm<BulkForm>({
    resolver,
    criteriaMode: 'all',
    defaultValues: { names: '', secret_question: SECRET_QUESTIONS[0].id, answers: 'made_up', answer: '' },
  });
  const { errors, isSubmitting } = formState;
  const answers = watch('answers');
  const submit = handleSubmit(async (form) => {
    const { rows } = parseBulkNames(form.names, BULK_STUDENTS_MAX);
    const answer = form.answers === 'mine' ? form.answer.trim() : undefined;
    const refusal = await onSubmit({
      secret_question: form.secret_question,
      students: rows.map((row) => (answer ? { ...row, secret_answer: answer } : row)),
    });
    if (refusal) setError('root.server', { message: refusal });
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => (isSubmitting ? event.preventDefault() : void submit(event))}
      aria-labelledby="bulk-add-title"
    >
      <h2 id="bulk-add-title">Add students</h2>
      <TextAreaField
        label="Students, one per line"
        hint={`A first name, then if you like a last initial and a grade: “Maria G 3” or “Mary Ann, R, K”. Up to ${BULK_STUDENTS_MAX} at a time.`}
        rows={10}
        autoFocus
        {...register('names')}
        errors={fieldMessages(errors.names)}
      />
      <SelectField
        label="Secret question"
        hint="Each student signs in with their username and their answer to this question."
        {...register('secret_question')}
      >
        {SECRET_QUESTIONS.map((question) => (
          <option key={question.id} value={question.id}>
            {question.text}
          </option>
        ))}
      </SelectField>
      <Fieldset legend="Answers">
        <div className={styles.radios}>
          <label>
            <input type="radio" value="made_up" {...register('answers')} /> Make up an easy answer for each
            student (a word and two digits)
          </label>
          <label>
            <input type="radio" value="mine" {...register('answers')} /> Use one answer I choose for all of
            them
          </label>
        </div>
      </Fieldset>
      {answers === 'mine' && (
        <FormField
          label="Answer for these students"
          autoComplete="off"
          {...register('answer')}
          errors={fieldMessages(errors.answer)}
        />
      )}
      <FormAlert messages={fieldMessages(errors.root?.server)} />
      <div className={styles.toolbar}>
        <Button type="submit" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Creating accounts…' : 'Create student accounts'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

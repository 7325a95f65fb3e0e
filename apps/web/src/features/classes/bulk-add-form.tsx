import { zodResolver } from '@hookform/resolvers/zod';
import { SECRET_QUESTIONS } from '@lantern/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { Fieldset, FormField, SelectField, TextAreaField } from '../../components/ui/form-field.tsx';
import { type BulkNameRow, parseBulkNames } from './bulk-names.ts';
import styles from './classes.module.css';
import { BULK_LIMIT } from './classes-api.ts';

const bulkFormSchema = z
  .object({
    names: z.string(),
    sign_in: z.enum(['code', 'question']),
    question: z.string(),
    answer: z.string(),
  })
  .superRefine((form, context) => {
    const { errors } = parseBulkNames(form.names, BULK_LIMIT);
    for (const message of errors) context.addIssue({ code: 'custom', path: ['names'], message });
    if (form.sign_in === 'question' && form.answer.trim().length < 3)
      context.addIssue({
        code: 'custom',
        path: ['answer'],
        message: 'The answer needs at least 3 characters.',
      });
  });
type BulkForm = z.infer<typeof bulkFormSchema>;
const resolver = zodResolver(bulkFormSchema);

export interface BulkAddRequest {
  students: BulkNameRow[];
  sign_in: 'code' | 'question';
  question?: string;
  answer?: string;
}

/**
 * Add students without email: a typed list of first names (optional last initial and grade), and how
 * they will sign in — a one-time code each, or a secret question and answer the teacher sets.
 */
export function BulkAddForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (request: BulkAddRequest) => Promise<void>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, watch, formState } = useForm<BulkForm>({
    resolver,
    criteriaMode: 'all',
    defaultValues: { names: '', sign_in: 'code', question: SECRET_QUESTIONS[0].id, answer: '' },
  });
  const { errors, isSubmitting } = formState;
  const signIn = watch('sign_in');
  const submit = handleSubmit(async (form) => {
    const { rows } = parseBulkNames(form.names, BULK_LIMIT);
    await onSubmit(
      form.sign_in === 'code'
        ? { students: rows, sign_in: 'code' }
        : { students: rows, sign_in: 'question', question: form.question, answer: form.answer.trim() },
    );
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
        hint={`A first name, then if you like a last initial and a grade: “Maria G 3”. Up to ${BULK_LIMIT} at a time.`}
        rows={10}
        autoFocus
        {...register('names')}
        errors={fieldMessages(errors.names)}
      />
      <Fieldset legend="How they sign in">
        <div className={styles.radios}>
          <label>
            <input type="radio" value="code" {...register('sign_in')} /> A one-time sign-in code for each
            student
          </label>
          <label>
            <input type="radio" value="question" {...register('sign_in')} /> A secret question and answer you
            set
          </label>
        </div>
      </Fieldset>
      {signIn === 'question' && (
        <>
          <SelectField label="Secret question" {...register('question')}>
            {SECRET_QUESTIONS.map((question) => (
              <option key={question.id} value={question.id}>
                {question.text}
              </option>
            ))}
          </SelectField>
          <FormField
            label="Answer"
            hint="The same answer for each of these students; at least 3 characters."
            autoComplete="off"
            {...register('answer')}
            errors={fieldMessages(errors.answer)}
          />
        </>
      )}
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

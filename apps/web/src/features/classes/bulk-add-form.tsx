import {
  BULK_STUDENTS_MAX,
  type BulkStudentsBody,
  bulkStudentsBodySchema,
  SECRET_QUESTIONS,
  secretAnswerSchema,
} from '@lantern/shared';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
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

// The typed list is read line by line (bulk-names.ts) so a misread line is named; the rows, the
// question and the teacher's answer are then checked by the call's own schema (the only rules), its
// messages put under the field they came from. The server checks the body again; its refusal shows
// above the buttons.
const bulkFormSchema = z
  .object({
    names: z.string(),
    secret_question: z.string(),
    answers: z.enum(['made_up', 'mine']),
    answer: z.string(),
  })
  .transform((form, context): BulkStudentsBody => {
    const read = parseBulkNames(form.names, BULK_STUDENTS_MAX);
    for (const message of read.errors) context.addIssue({ code: 'custom', path: ['names'], message });
    if (form.answers === 'mine') {
      const answer = secretAnswerSchema.safeParse(form.answer);
      for (const issue of answer.error?.issues ?? [])
        context.addIssue({ code: 'custom', path: ['answer'], message: issue.message });
    }
    const answer = form.answers === 'mine' ? form.answer.trim() : undefined;
    const body = {
      secret_question: form.secret_question,
      students: read.rows.map((row) => (answer ? { ...row, secret_answer: answer } : row)),
    };
    const checked = bulkStudentsBodySchema.safeParse(body);
    for (const issue of checked.error?.issues ?? []) {
      const [field, , rowField] = issue.path;
      // The answer was checked once above; the list's own count was named by the reader already.
      if (rowField === 'secret_answer' || (field === 'students' && read.errors.length > 0)) continue;
      const path = field === 'secret_question' ? ['secret_question'] : ['names'];
      context.addIssue({ code: 'custom', path, message: issue.message });
    }
    return body;
  });

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
  return (
    <Form
      schema={bulkFormSchema}
      className={styles.form}
      options={{
        criteriaMode: 'all',
        defaultValues: { names: '', secret_question: SECRET_QUESTIONS[0].id, answers: 'made_up', answer: '' },
      }}
      onSubmit={async (body, form) => {
        const refusal = await onSubmit(body);
        if (refusal) form.setError('root.server', { message: refusal });
      }}
      aria-labelledby="bulk-add-title"
    >
      {({ register, watch, formState: { errors }, pending }) => (
        <>
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
            errors={fieldMessages(errors.secret_question)}
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
                <input type="radio" value="made_up" {...register('answers')} /> Make up an easy answer for
                each student (a word and two digits)
              </label>
              <label>
                <input type="radio" value="mine" {...register('answers')} /> Use one answer I choose for all
                of them
              </label>
            </div>
          </Fieldset>
          {watch('answers') === 'mine' && (
            <FormField
              label="Answer for these students"
              autoComplete="off"
              {...register('answer')}
              errors={fieldMessages(errors.answer)}
            />
          )}
          <FormAlert messages={fieldMessages(errors.root?.server)} />
          <div className={styles.toolbar}>
            <Button type="submit" aria-disabled={pending || undefined}>
              {pending ? 'Creating accounts…' : 'Create student accounts'}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}

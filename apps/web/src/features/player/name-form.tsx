import { ANONYMOUS_NAME_MAX_LENGTH, quickAssignNameSchema } from '@lantern/shared';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormAlert, FormField } from '../../components/ui/form-field.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './player.module.css';

/**
 * An anonymous student's first step (spec 3 "Anonymous students enter a name and start"). The schema trims the
 * name; `onStart` starts the result with it, and its failure is shown here (spec 3 §8: start errors reach the caller).
 */
export function NameForm({
  assignmentName,
  onStart,
}: {
  assignmentName: string;
  onStart: (name: string) => Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  // Server-rendered (decision 0053), the form waits for its script: a name typed before it runs would be lost and
  // Start would send the page's plain form instead.
  const hydrated = useHydrated();
  return (
    <section className={styles.start} aria-labelledby="player-start-title">
      <h1 id="player-start-title" className={styles.title}>
        {assignmentName}
      </h1>
      <Form
        schema={quickAssignNameSchema}
        className={styles.nameForm}
        options={{ defaultValues: { student_name: '' } }}
        onSubmit={async ({ student_name }) => {
          setFailure(null);
          try {
            await onStart(student_name);
          } catch (error) {
            setFailure(
              error instanceof Error ? error.message : 'Something went wrong, please try again later.',
            );
          }
        }}
      >
        {({ register, formState: { errors }, pending }) => (
          <>
            <FormField
              label="Your name"
              hint="Your teacher sees this name with your answers."
              autoComplete="name"
              maxLength={ANONYMOUS_NAME_MAX_LENGTH}
              errors={fieldMessages(errors.student_name)}
              {...register('student_name')}
              disabled={!hydrated}
            />
            <FormAlert messages={failure ? [failure] : []} />
            <Button type="submit" disabled={!hydrated} aria-disabled={pending || undefined}>
              Start
            </Button>
          </>
        )}
      </Form>
    </section>
  );
}

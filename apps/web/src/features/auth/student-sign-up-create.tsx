import { buildStudentUsername, STUDENT_FIRST_NAME_MAX, studentCreateRequestSchema } from '@lantern/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormAlert, FormField, SelectField } from '../../components/ui/form-field.tsx';
import styles from './student-auth.module.css';
import { studentUsernameQueryOptions } from './student-auth-api.ts';
import type { CaptchaStatus } from './student-captcha.ts';
import { StudentCaptchaNotice } from './student-captcha-notice.tsx';
import {
  type StudentSignUpFormApi,
  type StudentSignUpValues,
  useFirstNameInput,
} from './student-sign-up-form.ts';
import { StudentWordCarousel } from './student-word-carousel.tsx';
import { usernamePreviewRequest, usernameWordsKey } from './username-preview.ts';

const PREVIEW_DELAY_MS = 300;

/**
 * The username the server suggests for the words (them plus a random number nobody has; decision 0071),
 * asked once the student pauses on a complete set of words. The query is keyed by the words it asks about,
 * so an answer always belongs to the words on screen; a request for words left behind is cancelled.
 * `suggested` is null until the server's answer for the words on screen has come: the plain joined words
 * (and an ellipsis for the number to come) stand in for it meanwhile; `failed` when asking failed.
 */
export function useUsernamePreview(
  values: StudentSignUpValues,
  canAsk: boolean,
): { username: string; suggested: string | null; failed: boolean; retry: () => void } {
  const chosen = {
    custom_word: values.custom_word,
    first_word: values.first_word,
    second_word: values.second_word,
  };
  const key = usernameWordsKey(chosen);
  const [settledKey, setSettledKey] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(key), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const asked = usernamePreviewRequest(chosen, settledKey, canAsk);
  const query = useQuery(studentUsernameQueryOptions(asked));
  const suggested = asked && query.data ? query.data : null;
  const local = buildStudentUsername(values.custom_word, values.first_word, values.second_word);
  return {
    username: suggested ?? (canAsk ? `${local}…` : local),
    suggested,
    failed: asked !== null && query.isError,
    retry: () => void query.refetch(),
  };
}

export interface CreateViewProps {
  form: StudentSignUpFormApi;
  descriptionWords: readonly string[];
  thingWords: readonly string[];
  questions: readonly { id: string; text: string }[];
  username: string;
  serverError: string | null;
  captchaStatus: CaptchaStatus;
  onCaptchaRetry: () => void;
  /** Next, once the shared schema accepted the values (when refused, focus goes to the first field to fix). */
  onNext: () => void;
}

/**
 * The create view (spec 2): name, two words, secret question and answer, and the live username.
 * Field messages show once the student has tried to go on, then follow what is changed.
 */
export function StudentSignUpCreate(props: CreateViewProps) {
  const { control, register, formState } = props.form;
  const { errors } = formState;
  const name = useController({ control, name: 'custom_word' });
  const firstName = useFirstNameInput(name.field.value, name.field.onChange);
  const description = useController({ control, name: 'first_word' });
  const thing = useController({ control, name: 'second_word' });

  return (
    <Form
      schema={studentCreateRequestSchema}
      raw
      form={props.form}
      className={formStyles.form}
      onSubmit={() => props.onNext()}
    >
      {() => (
        <>
          <FormAlert messages={props.serverError ? [props.serverError] : []} />
          <FormField
            label="Step 1: Type your first name"
            name="custom_word"
            hint="Letters, numbers and hyphens only."
            autoComplete="off"
            maxLength={STUDENT_FIRST_NAME_MAX}
            required
            data-autofocus
            ref={name.field.ref}
            onBlur={name.field.onBlur}
            {...firstName}
            errors={fieldMessages(errors.custom_word)}
          />
          <StudentWordCarousel
            legend="Step 2: Choose a word that describes you"
            name="first_word"
            words={props.descriptionWords}
            value={description.field.value}
            onChange={description.field.onChange}
            inputRef={description.field.ref}
            errors={fieldMessages(errors.first_word)}
          />
          <StudentWordCarousel
            legend="Step 3: Choose a thing you like"
            name="second_word"
            words={props.thingWords}
            value={thing.field.value}
            onChange={thing.field.onChange}
            inputRef={thing.field.ref}
            errors={fieldMessages(errors.second_word)}
          />
          <p className={styles.preview} role="status">
            Your username is: <span className={styles.username}>{props.username}</span>
          </p>
          <SelectField
            label="Secret question"
            required
            {...register('secure_secret_question')}
            errors={fieldMessages(errors.secure_secret_question)}
          >
            <option value="">Choose a secret question</option>
            {props.questions.map((question) => (
              <option key={question.id} value={question.text}>
                {question.text}
              </option>
            ))}
          </SelectField>
          <FormField
            label="Answer to your secret question"
            autoComplete="off"
            // Serves as a password: never kept for a reload (lib/typed-values.ts).
            data-no-restore
            required
            {...register('secure_secret_answer')}
            errors={fieldMessages(errors.secure_secret_answer)}
          />
          <StudentCaptchaNotice status={props.captchaStatus} onRetry={props.onCaptchaRetry} />
          <div className={styles.buttons}>
            <Button type="submit">Next</Button>
          </div>
        </>
      )}
    </Form>
  );
}

import { buildStudentUsername, STUDENT_FIRST_NAME_MAX } from '@lantern/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import formStyles from './auth-form.module.css';
import { FormAlert, FormField } from './form-field.tsx';
import styles from './student-auth.module.css';
import { previewStudentUsername } from './student-auth-api.ts';
import type { CaptchaStatus } from './student-captcha.ts';
import { StudentCaptchaNotice } from './student-captcha-notice.tsx';
import {
  type FieldMessages,
  type SignUpField,
  type StudentSignUpValues,
  useFirstNameInput,
} from './student-sign-up-form.ts';
import { StudentWordCarousel } from './student-word-carousel.tsx';
import { type UsernameWords, usernamePreviewRequest, usernameWordsKey } from './username-preview.ts';

const PREVIEW_DELAY_MS = 300;

/**
 * The username as the server would give it now (with a number when taken), asked once the student
 * pauses on a complete set of words. The query is keyed by the words it asks about, so an answer
 * always belongs to the words on screen; a request for words left behind is cancelled.
 */
export function useUsernamePreview(values: StudentSignUpValues, canAsk: boolean) {
  const chosen = {
    custom_word: values.firstName,
    first_word: values.descriptionWord,
    second_word: values.thingWord,
  };
  const key = usernameWordsKey(chosen);
  const [settledKey, setSettledKey] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(key), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const asked = usernamePreviewRequest(chosen, settledKey, canAsk);
  const query = useQuery({
    queryKey: ['student-username', asked],
    queryFn: ({ signal }) => previewStudentUsername(asked as UsernameWords, signal),
    enabled: asked !== null,
    staleTime: 0,
    retry: false,
  });
  const local = buildStudentUsername(values.firstName, values.descriptionWord, values.thingWord);
  // The server's answer for these words; the plain joined words until it comes.
  return asked && query.data ? query.data : local;
}

export interface CreateViewProps {
  values: StudentSignUpValues;
  onChange: (change: Partial<StudentSignUpValues>) => void;
  descriptionWords: readonly string[];
  thingWords: readonly string[];
  questions: readonly { id: string; text: string }[];
  username: string;
  /** Field messages, shown once the student has tried to go on. */
  messages: FieldMessages<SignUpField>;
  serverError: string | null;
  captchaStatus: CaptchaStatus;
  onCaptchaRetry: () => void;
  onNext: () => void;
}

/** The create view (spec 2): name, two words, secret question and answer, and the live username. */
export function StudentSignUpCreate(props: CreateViewProps) {
  const { values, onChange, messages } = props;
  const questionId = useId();
  const firstName = useFirstNameInput(values.firstName, (firstName) => onChange({ firstName }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onNext();
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <FormAlert messages={props.serverError ? [props.serverError] : []} />
      <FormField
        label="Step 1: Type your first name"
        name="custom_word"
        hint="Letters, numbers and hyphens only."
        autoComplete="off"
        maxLength={STUDENT_FIRST_NAME_MAX}
        required
        data-autofocus
        {...firstName}
        errors={messages.firstName ? [messages.firstName] : []}
      />
      <StudentWordCarousel
        legend="Step 2: Choose a word that describes you"
        name="first_word"
        words={props.descriptionWords}
        value={values.descriptionWord}
        onChange={(descriptionWord) => onChange({ descriptionWord })}
        error={messages.descriptionWord}
      />
      <StudentWordCarousel
        legend="Step 3: Choose a thing you like"
        name="second_word"
        words={props.thingWords}
        value={values.thingWord}
        onChange={(thingWord) => onChange({ thingWord })}
        error={messages.thingWord}
      />
      <p className={styles.preview} role="status">
        Your username is: <span className={styles.username}>{props.username}</span>
      </p>
      <div className={formStyles.field}>
        <label htmlFor={questionId} className={formStyles.label}>
          Secret question
        </label>
        <select
          id={questionId}
          name="secure_secret_question"
          className={styles.select}
          value={values.question}
          required
          aria-invalid={messages.question ? true : undefined}
          aria-describedby={messages.question ? `${questionId}-error` : undefined}
          onChange={(event) => onChange({ question: event.target.value })}
        >
          <option value="">Choose a secret question</option>
          {props.questions.map((question) => (
            <option key={question.id} value={question.text}>
              {question.text}
            </option>
          ))}
        </select>
        {messages.question && (
          <p id={`${questionId}-error`} className={styles.fieldError}>
            {messages.question}
          </p>
        )}
      </div>
      <FormField
        label="Answer to your secret question"
        name="secure_secret_answer"
        autoComplete="off"
        required
        value={values.answer}
        onChange={(event) => onChange({ answer: event.target.value })}
        errors={messages.answer ? [messages.answer] : []}
      />
      <StudentCaptchaNotice status={props.captchaStatus} onRetry={props.onCaptchaRetry} />
      <div className={styles.buttons}>
        <Button type="submit">Next</Button>
      </div>
    </form>
  );
}

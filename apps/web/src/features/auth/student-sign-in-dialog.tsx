import { SECRET_QUESTIONS } from '@lantern/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { reloadTo } from './auth-api.ts';
import formStyles from './auth-form.module.css';
import { FormAlert, FormField } from './form-field.tsx';
import styles from './student-auth.module.css';
import { signInStudent, studentSignInFailure } from './student-auth-api.ts';
import { useStudentCaptcha } from './student-captcha.ts';
import { StudentCaptchaNotice } from './student-captcha-notice.tsx';
import { StudentProviderLinks } from './student-provider-links.tsx';
import {
  type SignInField,
  type StudentSignInValues,
  signInRequest,
  validateSignIn,
} from './student-sign-up-form.ts';

const CAPTCHA_FAILED_TEXT = 'Captcha failed. Please try again';

/**
 * 'Sign in to student site' (spec 2): username, secret question and answer. Sign In stays
 * disabled while the form is invalid; a field's message shows once it has been left.
 * It closes by its close button or Escape, never by a click outside.
 */
export default function StudentSignInDialog({
  next,
  onClose,
  onSignUp,
  onTeacherSignIn,
}: {
  next: string;
  onClose: () => void;
  onSignUp: () => void;
  onTeacherSignIn: () => void;
}) {
  const [values, setValues] = useState<StudentSignInValues>({ username: '', question: '', answer: '' });
  const [visited, setVisited] = useState<Partial<Record<SignInField, boolean>>>({});
  const [revealed, setRevealed] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const captcha = useStudentCaptcha('studentSignin');
  const submitButton = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const answerId = useId();

  const messages = validateSignIn(values);
  const isValid = Object.keys(messages).length === 0;
  const shown = (field: SignInField) => (visited[field] ? messages[field] : undefined);
  const leave = (field: SignInField) => () => setVisited((current) => ({ ...current, [field]: true }));
  const change = (field: SignInField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !isValid) return;
    setPending(true);
    setFailure(null);
    let payload: string;
    try {
      payload = await captcha.takePayload();
    } catch {
      setFailure(CAPTCHA_FAILED_TEXT);
      setPending(false);
      return;
    }
    try {
      await signInStudent(signInRequest(values, payload));
      reloadTo(next);
    } catch (error) {
      setFailure(studentSignInFailure(error));
      setPending(false);
      submitButton.current?.focus();
    }
  }

  const usernameMessage = shown('username');
  const questionMessage = shown('question');
  const answerMessage = shown('answer');
  return (
    <Modal isOpen title="Sign in to student site" dismissOnOutsideClick={false} onClose={onClose}>
      <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={pending}>
        <FormAlert messages={failure ? [failure] : []} />
        <FormField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          onChange={change('username')}
          onBlur={leave('username')}
          errors={usernameMessage ? [usernameMessage] : []}
        />
        <div className={formStyles.field}>
          <label htmlFor={questionId} className={formStyles.label}>
            Secret question
          </label>
          <select
            id={questionId}
            name="questionType"
            className={styles.select}
            value={values.question}
            required
            aria-invalid={questionMessage ? true : undefined}
            aria-describedby={questionMessage ? `${questionId}-error` : undefined}
            onChange={change('question')}
            onBlur={leave('question')}
          >
            <option value="">Choose your secret question</option>
            {SECRET_QUESTIONS.map((question) => (
              <option key={question.id} value={question.id}>
                {question.text}
              </option>
            ))}
          </select>
          {questionMessage && (
            <p id={`${questionId}-error`} className={styles.fieldError}>
              {questionMessage}
            </p>
          )}
        </div>
        <div className={formStyles.field}>
          <label htmlFor={answerId} className={formStyles.label}>
            Secret answer
          </label>
          <div className={formStyles.control}>
            <input
              id={answerId}
              name="questionAnswer"
              type={revealed ? 'text' : 'password'}
              className={formStyles.input}
              autoComplete="off"
              required
              value={values.answer}
              onChange={change('answer')}
              onBlur={leave('answer')}
              aria-invalid={answerMessage ? true : undefined}
              aria-describedby={answerMessage ? `${answerId}-error` : undefined}
            />
            <button
              type="button"
              className={formStyles.reveal}
              aria-pressed={revealed}
              onClick={() => setRevealed((value) => !value)}
            >
              {revealed ? 'Hide' : 'Show'}
              <span className="visually-hidden"> secret answer</span>
            </button>
          </div>
          {answerMessage && (
            <p id={`${answerId}-error`} className={styles.fieldError}>
              {answerMessage}
            </p>
          )}
        </div>
        <StudentCaptchaNotice status={captcha.status} onRetry={captcha.retry} />
        <button
          ref={submitButton}
          type="submit"
          className={`${buttonClass('primary')} ${formStyles.submit}`}
          disabled={!isValid}
          aria-disabled={pending || undefined}
        >
          {pending ? 'Signing in…' : 'Sign In'}
        </button>
        <StudentProviderLinks verb="Sign in" next={next} />
        <p className={formStyles.footnote}>
          <button type="button" className={formStyles.linkButton} onClick={onSignUp}>
            I need to sign up!
          </button>
        </p>
        <p className={formStyles.footnote}>
          Are you a teacher?{' '}
          <button type="button" className={formStyles.linkButton} onClick={onTeacherSignIn}>
            Sign in to the teacher site
          </button>
        </p>
      </form>
    </Modal>
  );
}

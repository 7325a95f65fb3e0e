import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '@lantern/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { type FormErrors, formErrorsFrom } from '../auth/auth-api.ts';
import formStyles from '../auth/auth-form.module.css';
import { FormAlert, FormField, useFocusFirstInvalid } from '../auth/form-field.tsx';
import { confirmPasswordReset, PASSWORD_RESET_PAGE } from './password-api.ts';
import styles from './password-reset-page.module.css';

const NO_ERRORS: FormErrors = { fields: {}, general: [] };

/**
 * Sets a new password from a mailed link. A used or expired link says so and offers a new one;
 * success signs the teacher in (the server ends every older session of the account).
 */
export function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [linkRefused, setLinkRefused] = useState(false);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      await confirmPasswordReset(token, password);
      setDone(true);
    } catch (error) {
      const found = formErrorsFrom(error, ['token', 'password']);
      if (found.fields.token) setLinkRefused(true);
      else setErrors(found);
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <div role="status" className={styles.outcome}>
        <p>Your password has been changed and you are signed in. Other browsers were signed out.</p>
        {/* A full page load, so the whole page sees the new session. */}
        <a href="/">Continue to the home page</a>
      </div>
    );
  }

  if (linkRefused) {
    return (
      <div role="alert" className={styles.outcome}>
        <p>{ACCOUNT_MESSAGES.resetLinkInvalid}</p>
        <Link to={PASSWORD_RESET_PAGE}>Ask for a new reset link</Link>
      </div>
    );
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={submit} noValidate aria-busy={pending}>
      <p>Choose a new password for your account.</p>
      <FormAlert messages={errors.general} />
      <FormField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`Use ${PASSWORD_MIN_LENGTH} or more characters. A phrase of a few words is easy to remember.`}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errors={errors.fields.password}
      />
      <Button type="submit" className={formStyles.submit} aria-disabled={pending || undefined}>
        {pending ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}

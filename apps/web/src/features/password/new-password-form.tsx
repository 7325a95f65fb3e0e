import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH, passwordResetConfirmSchema } from '@lantern/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { Form } from '../../components/ui/form.tsx';
import { applyServerErrors, fieldMessages, serverFormErrors } from '../../components/ui/form-errors.ts';
import { FormAlert, FormField } from '../../components/ui/form-field.tsx';
import { confirmPasswordReset, PASSWORD_RESET_PAGE } from './password-api.ts';
import styles from './password-reset-page.module.css';

/**
 * Sets a new password from a mailed link. A used or expired link says so and offers a new one;
 * success signs the teacher in (the server ends every older session of the account).
 */
export function NewPasswordForm({ token }: { token: string }) {
  const [linkRefused, setLinkRefused] = useState(false);
  const [done, setDone] = useState(false);
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
    // The token is part of the request the schema checks, though it is not a field on screen.
    <Form
      schema={passwordResetConfirmSchema}
      raw
      className={formStyles.form}
      busy
      options={{ defaultValues: { token, password: '' } }}
      onSubmit={async (values, form) => {
        try {
          await confirmPasswordReset(values.token, values.password);
          setDone(true);
        } catch (error) {
          if (serverFormErrors(error, ['token']).fields.token) setLinkRefused(true);
          else applyServerErrors(error, form.setError, ['password']);
        }
      }}
      // A link whose token the schema refuses cannot work either: say so rather than nothing.
      onInvalid={(invalid) => {
        if (invalid.token) setLinkRefused(true);
      }}
    >
      {({ register, formState: { errors }, pending }) => (
        <>
          <p>Choose a new password for your account.</p>
          <FormAlert messages={fieldMessages(errors.root?.server)} />
          <FormField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint={`Use ${PASSWORD_MIN_LENGTH} or more characters. A phrase of a few words is easy to remember.`}
            {...register('password')}
            errors={fieldMessages(errors.password)}
          />
          <Button type="submit" className={formStyles.submit} aria-disabled={pending || undefined}>
            {pending ? 'Saving…' : 'Set new password'}
          </Button>
        </>
      )}
    </Form>
  );
}

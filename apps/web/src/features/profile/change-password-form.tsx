import { PASSWORD_MIN_LENGTH } from '@lantern/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNotifications } from '../../app/shell/notifications.tsx';
import { Button } from '../../components/ui/button.tsx';
import { type FormErrors, formErrorsFrom } from '../auth/auth-api.ts';
import formStyles from '../auth/auth-form.module.css';
import { FormAlert, FormField, useFocusFirstInvalid } from '../auth/form-field.tsx';
import { useChangePassword } from './profile-api.ts';
import styles from './profile-page.module.css';

const FIELDS = ['current_password', 'new_password'] as const;
const NO_ERRORS: FormErrors = { fields: {}, general: [] };

/**
 * Change the password with the current one. It offers (checked by default) to sign out every other
 * session, the usual step after a password may have been seen by someone else.
 */
export function ChangePasswordForm() {
  const id = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [endOtherSessions, setEndOtherSessions] = useState(true);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  const change = useChangePassword();
  const { notify } = useNotifications();
  useFocusFirstInvalid(formRef, errors);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    setErrors(NO_ERRORS);
    try {
      await change.mutateAsync({
        current_password: currentPassword,
        new_password: newPassword,
        end_other_sessions: endOtherSessions,
      });
      setCurrentPassword('');
      setNewPassword('');
      notify({
        message: endOtherSessions
          ? 'Your password has been changed and your other sessions were signed out.'
          : 'Your password has been changed.',
        tone: 'success',
      });
    } catch (error) {
      setErrors(formErrorsFrom(error, FIELDS));
    }
  }

  return (
    <form
      ref={formRef}
      className={`${formStyles.form} ${styles.group}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={change.isPending}
    >
      <h3 id={`${id}-title`} className={styles.legend}>
        Change password
      </h3>
      <FormAlert messages={errors.general} />
      <FormField
        label="Current password"
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
        errors={errors.fields.current_password}
      />
      <FormField
        label="New password"
        name="new_password"
        type="password"
        autoComplete="new-password"
        required
        hint={`Use ${PASSWORD_MIN_LENGTH} or more characters.`}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        errors={errors.fields.new_password}
      />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name="end_other_sessions"
          checked={endOtherSessions}
          onChange={(event) => setEndOtherSessions(event.target.checked)}
        />
        <span>Sign out of all other browsers and devices</span>
      </label>
      <Button type="submit" className={formStyles.submit} aria-disabled={change.isPending || undefined}>
        {change.isPending ? 'Changing password…' : 'Change password'}
      </Button>
    </form>
  );
}

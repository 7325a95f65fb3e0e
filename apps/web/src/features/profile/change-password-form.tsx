import {
  PASSWORD_MIN_LENGTH,
  type PasswordChangeRequest,
  passwordChangeRequestSchema,
} from '@lantern/shared';
import { useId } from 'react';
import { useNotifications } from '../../app/shell-api.ts';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormAlert, FormField } from '../../components/ui/form-field.tsx';
import { useChangePassword } from './profile-api.ts';
import styles from './profile-page.module.css';

const FIELDS = ['current_password', 'new_password'] as const;
const EMPTY: PasswordChangeRequest = { current_password: '', new_password: '', end_other_sessions: true };

/**
 * Change the password with the current one. It offers (checked by default) to sign out every other
 * session, the usual step after a password may have been seen by someone else.
 */
export function ChangePasswordForm() {
  const id = useId();
  const change = useChangePassword();
  const { notify } = useNotifications();

  return (
    <Form
      schema={passwordChangeRequestSchema}
      raw
      className={`${formStyles.form} ${styles.group}`}
      busy
      pending={change.isPending}
      serverFields={FIELDS}
      options={{ defaultValues: EMPTY }}
      onSubmit={async (values, form) => {
        await change.mutateAsync(values);
        // The choice to sign out elsewhere stays as it was; the passwords are cleared.
        form.reset({ ...EMPTY, end_other_sessions: values.end_other_sessions });
        notify({
          message: values.end_other_sessions
            ? 'Your password has been changed and your other sessions were signed out.'
            : 'Your password has been changed.',
          tone: 'success',
        });
      }}
      aria-labelledby={`${id}-title`}
    >
      {({ register, formState: { errors }, pending }) => (
        <>
          <h3 id={`${id}-title`} className={styles.legend}>
            Change password
          </h3>
          <FormAlert messages={fieldMessages(errors.root?.server)} />
          <FormField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            {...register('current_password')}
            errors={fieldMessages(errors.current_password)}
          />
          <FormField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint={`Use ${PASSWORD_MIN_LENGTH} or more characters.`}
            {...register('new_password')}
            errors={fieldMessages(errors.new_password)}
          />
          <label className={styles.checkbox}>
            <input type="checkbox" {...register('end_other_sessions')} />
            <span>Sign out of all other browsers and devices</span>
          </label>
          <Button type="submit" className={formStyles.submit} aria-disabled={pending || undefined}>
            {pending ? 'Changing password…' : 'Change password'}
          </Button>
        </>
      )}
    </Form>
  );
}

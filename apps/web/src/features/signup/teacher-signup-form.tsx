import { PASSWORD_MIN_LENGTH, SIGNUP_LINK_HOURS, teacherSignupRequestSchema } from '@lantern/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormAlert, FormField } from '../../components/ui/form-field.tsx';
import { signUpTeacher } from '../auth/index.ts';
import styles from './page.module.css';

const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;

/**
 * The teacher sign-up form: the shared schema checks every field before sending, the server again
 * (and the password against its common-password list). The server answers every acceptable sign-up
 * alike and mails the address (docs/decisions/0071-sign-up-without-revealing-accounts.md), so success
 * is 'check your email': the mailed link makes the account and signs in. The address is shown, so a
 * mistyped one is seen and can be corrected at once.
 */
export function TeacherSignupForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <CheckYourEmail email={sentTo} onUseAnother={() => setSentTo(null)} />;

  return (
    <Form
      schema={teacherSignupRequestSchema}
      raw
      className={formStyles.form}
      busy
      serverFields={FIELDS}
      options={{ defaultValues: { first_name: '', last_name: '', email: '', password: '' } }}
      onSubmit={async (values) => {
        await signUpTeacher(values);
        setSentTo(values.email.trim().toLowerCase());
      }}
    >
      {({ register, formState: { errors }, pending }) => {
        const bind = (field: (typeof FIELDS)[number]) => ({
          ...register(field),
          errors: fieldMessages(errors[field]),
          required: true,
        });
        return (
          <>
            <FormAlert messages={fieldMessages(errors.root?.server)} />
            <FormField label="First name" autoComplete="given-name" {...bind('first_name')} />
            <FormField label="Last name" autoComplete="family-name" {...bind('last_name')} />
            <FormField label="Email address" type="email" autoComplete="email" {...bind('email')} />
            <FormField
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={`Use ${PASSWORD_MIN_LENGTH} or more characters.`}
              {...bind('password')}
            />
            <Button type="submit" className={formStyles.submit} aria-disabled={pending || undefined}>
              {pending ? 'Creating your account…' : 'Create teacher account'}
            </Button>
          </>
        );
      }}
    </Form>
  );
}

/** What a sign-up leads to, for a newcomer and for an address that has an account alike. */
function CheckYourEmail({ email, onUseAnother }: { email: string; onUseAnother: () => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus goes to what replaced it, so a screen reader reads it next.
  useEffect(() => title.current?.focus(), []);
  return (
    <div className={styles.sent}>
      <h3 className={styles.sentTitle} ref={title} tabIndex={-1}>
        Check your email
      </h3>
      <p>
        We have sent a message to <strong>{email}</strong>. Open the link in it within {SIGNUP_LINK_HOURS}{' '}
        hours to finish creating your account; it signs you in.
      </p>
      <p>
        If this address already has an account, the message says so and how to sign in. Nothing after a few
        minutes? Look in your spam folder, or{' '}
        <button type="button" className={formStyles.linkButton} onClick={onUseAnother}>
          sign up with another address
        </button>
        .
      </p>
    </div>
  );
}

import { teacherSigninRequestSchema } from '@lantern/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import styles from '../../components/ui/form.module.css';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormAlert, FormField } from '../../components/ui/form-field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import { reloadTo, signInTeacher } from './auth-api.ts';
import { fieldMessage } from './student-auth-api.ts';
import { solveCaptchaOnce } from './student-captcha.ts';

const asksForCaptcha = (error: unknown) => fieldMessage(error, 'captcha') !== undefined;

/** /signup, carrying `next` unless it is the home page. */
function signupHref(next: string): string {
  return next === '/' ? '/signup' : `/signup?${new URLSearchParams({ next }).toString()}`;
}

const FIELDS = ['email', 'password'] as const;

/** The teacher sign-in dialog (spec 1 §2.7): email and password; success reloads at `next`. */
export default function TeacherSignInDialog({
  next,
  onClose,
  onLeave,
}: {
  next: string;
  onClose: () => void;
  /** Called when a link in the dialog leads to another page (which closes the dialog). */
  onLeave: () => void;
}) {
  const { productName } = getPageConfig();
  // Success reloads the page, so the form stays busy until it goes.
  const [leaving, setLeaving] = useState(false);

  return (
    <Modal isOpen title={`Sign in to ${productName}`} onClose={onClose}>
      <Form
        schema={teacherSigninRequestSchema}
        raw
        className={styles.form}
        busy
        pending={leaving}
        serverFields={FIELDS}
        options={{ defaultValues: { email: '', password: '' } }}
        onSubmit={async (values) => {
          try {
            await signInTeacher(values);
          } catch (error) {
            // After many failed sign-ins to this account the server asks for a captcha: the browser
            // solves one (a few seconds of work, no puzzle to answer) and tries once more.
            if (!asksForCaptcha(error)) throw error;
            await signInTeacher({ ...values, captcha: await solveCaptchaOnce('teacherSignin') });
          }
          setLeaving(true);
          reloadTo(next);
        }}
      >
        {({ register, formState: { errors }, pending }) => (
          <>
            <FormAlert messages={fieldMessages(errors.root?.server)} />
            <FormField
              label="Email address"
              type="email"
              autoComplete="email"
              required
              {...register('email')}
              errors={fieldMessages(errors.email)}
            />
            <FormField
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              {...register('password')}
              errors={fieldMessages(errors.password)}
            />
            <p className={styles.footnote}>
              <Link to="/password-reset" onClick={onLeave}>
                Forgot your password?
              </Link>
            </p>
            <Button type="submit" className={styles.submit} aria-disabled={pending || undefined}>
              {pending ? 'Signing in…' : 'Sign in'}
            </Button>
            <p className={styles.footnote}>
              New to {productName}?{' '}
              <Link to={signupHref(next)} onClick={onLeave}>
                Create a free teacher account
              </Link>
            </p>
          </>
        )}
      </Form>
    </Modal>
  );
}

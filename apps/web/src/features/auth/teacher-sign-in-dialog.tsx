import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import { type FormErrors, formErrorsFrom, reloadTo, signInTeacher } from './auth-api.ts';
import styles from './auth-form.module.css';
import { FormAlert, FormField, useFocusFirstInvalid } from './form-field.tsx';
import { fieldMessage } from './student-auth-api.ts';
import { solveCaptchaOnce } from './student-captcha.ts';

const asksForCaptcha = (error: unknown) => fieldMessage(error, 'captcha') !== undefined;

/** /signup, carrying `next` unless it is the home page. */
function signupHref(next: string): string {
  return next === '/' ? '/signup' : `/signup?${new URLSearchParams({ next }).toString()}`;
}

const FIELDS = ['email', 'password'] as const;
const NO_ERRORS: FormErrors = { fields: {}, general: [] };

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      try {
        await signInTeacher({ email, password });
      } catch (error) {
        // After many failed sign-ins to this account the server asks for a captcha: the browser
        // solves one (a few seconds of work, no puzzle to answer) and tries once more.
        if (!asksForCaptcha(error)) throw error;
        await signInTeacher({ email, password, captcha: await solveCaptchaOnce('teacherSignin') });
      }
      reloadTo(next);
    } catch (error) {
      setErrors(formErrorsFrom(error, FIELDS));
      setPending(false);
    }
  }

  return (
    <Modal isOpen title={`Sign in to ${productName}`} onClose={onClose}>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={pending}>
        <FormAlert messages={errors.general} />
        <FormField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={errors.fields.email}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={errors.fields.password}
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
      </form>
    </Modal>
  );
}

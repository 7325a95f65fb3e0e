import { studentCodeSigninRequestSchema } from '@lantern/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormAlert, FormField } from '../../components/ui/form-field.tsx';
import pageStyles from '../../components/ui/page.module.css';
import { signInHref } from '../../lib/auth-links.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { reloadTo } from './auth-api.ts';
import { cardTokenOf, signInWithCard, signInWithCode } from './signin-card-api.ts';
import styles from './student-auth.module.css';
import { studentSignInFailure } from './student-auth-api.ts';

const AFTER_SIGN_IN = '/student/?student=true';

/**
 * The student card sign-in page (/student/card/, decision 0074). Opened by scanning a sign-in card, its address
 * carries the card's token in the fragment: the page signs the child in at once (one step) and takes the token
 * out of the address first, so it stays in neither the history nor a bookmark. Opened without one, it is
 * 'Use my sign-in code': the username and the short code printed on the card.
 */
export function SigninCardPage() {
  useDocumentTitle(pageTitle('Sign in with your card'));
  const [scan, setScan] = useState<'idle' | 'signing-in' | 'failed'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = cardTokenOf(window.location.hash);
    if (!token) return;
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}`,
    );
    setScan('signing-in');
    signInWithCard(token).then(
      () => {
        setLeaving(true);
        reloadTo(AFTER_SIGN_IN);
      },
      (error: unknown) => {
        setScan('failed');
        setFailure(studentSignInFailure(error));
        heading.current?.focus();
      },
    );
  }, []);

  if (scan === 'signing-in') {
    return (
      <section className={pageStyles.page} aria-labelledby="card-title">
        <h1 id="card-title">Signing you in…</h1>
        <p role="status">Checking your sign-in card.</p>
      </section>
    );
  }

  return (
    <section className={pageStyles.page} aria-labelledby="card-title">
      <h1 id="card-title" ref={heading} tabIndex={-1}>
        {scan === 'failed' ? 'That card did not work' : 'Use my sign-in code'}
      </h1>
      <p className={pageStyles.lead}>
        Scan the QR code on your sign-in card with a camera, or type the username and the sign-in code printed
        on it.
      </p>
      <div className={styles.cardForm}>
        <Form
          schema={studentCodeSigninRequestSchema}
          className={formStyles.form}
          busy
          pending={leaving}
          options={{ mode: 'onTouched', defaultValues: { username: '', code: '' } }}
          onSubmit={async (values) => {
            setFailure(null);
            try {
              await signInWithCode(values);
              setLeaving(true);
              reloadTo(AFTER_SIGN_IN);
            } catch (error) {
              setFailure(studentSignInFailure(error));
            }
          }}
        >
          {({ register, formState: { errors }, pending }) => (
            <>
              <FormAlert messages={failure ? [failure] : []} />
              <FormField
                label="Username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                {...register('username')}
                errors={fieldMessages(errors.username)}
              />
              <FormField
                label="Sign-in code"
                hint="8 letters and numbers, like ABCD-2345"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
                {...register('code')}
                errors={fieldMessages(errors.code)}
              />
              <button
                type="submit"
                className={`${buttonClass('primary')} ${formStyles.submit}`}
                aria-disabled={pending || undefined}
              >
                {pending ? 'Signing in…' : 'Sign In'}
              </button>
            </>
          )}
        </Form>
        <p className={formStyles.footnote}>
          No card? <Link to={signInHref('student', '/student/')}>Sign in with your secret answer</Link>
        </p>
      </div>
    </section>
  );
}

import { ACCOUNT_MESSAGES, COOKIE_NAMES } from '@lantern/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import pageStyles from '../../components/ui/page.module.css';
import { ApiRequestError } from '../../lib/api-client.ts';
import { safeNextPath, signInHref } from '../../lib/auth-links.ts';
import { readCookie } from '../../lib/cookies.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { confirmTeacherSignup, reloadTo } from '../auth/index.ts';
import styles from './page.module.css';

/**
 * /signup/confirm?token=…, where the mailed sign-up link lands (decision 0071). The person presses the
 * button: a mail scanner that opens every link makes no account. Success signs in and loads the page the
 * sign-up started from (the `next` cookie the sign-up page keeps for a day), else the home page.
 */
export function SignupConfirmPage() {
  const { productName } = getPageConfig();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  useDocumentTitle(pageTitle('Finish creating your account'));
  const confirm = useMutation({
    mutationFn: () => confirmTeacherSignup(token),
    onSuccess: () => reloadTo(safeNextPath(readCookie(COOKIE_NAMES.next)) ?? '/'),
  });
  const error = confirm.error;
  const linkRefused = !token || (error instanceof ApiRequestError && error.status === 400);
  const busy = confirm.isPending || confirm.isSuccess;

  return (
    <section className={pageStyles.page} aria-labelledby="signup-confirm-title">
      <h1 id="signup-confirm-title">Finish creating your account</h1>
      <div className={styles.confirmPanel}>
        {linkRefused ? (
          <div role="alert" className={styles.sent}>
            <p>{ACCOUNT_MESSAGES.signupLinkInvalid}</p>
            <p>
              <Link to="/signup">Sign up again</Link> or <Link to={signInHref('teacher', null)}>sign in</Link>
              .
            </p>
          </div>
        ) : (
          <>
            <p>One more step: create your {productName} teacher account. You will be signed in.</p>
            <Button onClick={() => !busy && confirm.mutate()} aria-disabled={busy || undefined}>
              {busy ? 'Creating your account…' : 'Create my account'}
            </Button>
            {error && (
              <p role="alert">
                {error instanceof ApiRequestError && error.status === 429
                  ? error.message
                  : ACCOUNT_MESSAGES.somethingWrong}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}

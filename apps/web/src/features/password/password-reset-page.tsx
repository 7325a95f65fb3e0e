import { useSearchParams } from 'react-router';
import pageStyles from '../../components/ui/page.module.css';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { NewPasswordForm } from './new-password-form.tsx';
import styles from './password-reset-page.module.css';
import { PasswordResetRequestForm } from './password-reset-request-form.tsx';

/**
 * /password-reset: without a token, ask for a reset link by email; with `?token=` (the mailed
 * link), choose the new password.
 */
export function PasswordResetPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const title = token ? 'Choose a new password' : 'Reset your password';
  useDocumentTitle(pageTitle(title));
  return (
    <section className={pageStyles.page} aria-labelledby="password-reset-title">
      <h1 id="password-reset-title">{title}</h1>
      <div className={styles.panel}>
        {token ? <NewPasswordForm key={token} token={token} /> : <PasswordResetRequestForm />}
      </div>
    </section>
  );
}

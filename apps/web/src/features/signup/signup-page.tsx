import { Link } from 'react-router';
import { signInHref } from '../../lib/auth-links.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import styles from './page.module.css';

/** /signup, the teacher sign-up landing page (visitors only, see router). */
export function SignupPage() {
  const { productName } = getPageConfig();
  useDocumentTitle(pageTitle('Sign Up'));
  return (
    <section className={styles.page} aria-labelledby="signup-title">
      <h1 id="signup-title">Join {productName} for free</h1>
      <p className={styles.lead}>
        Save and organize resources, build lessons, and assign them to your classes with a free teacher
        account.
      </p>
      <ul className={styles.links}>
        <li>
          <Link to={signInHref('teacher', '/')}>Already have an account? Sign in</Link>
        </li>
      </ul>
    </section>
  );
}

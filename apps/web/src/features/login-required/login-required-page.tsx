import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { signInHref } from '../../lib/auth-links.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import {
  isResultsProxyPath,
  LAUNCH_DATA_ELEMENT_ID,
  loginRequiredHeading,
  parseLaunchData,
} from './launch-data.ts';
import styles from './login-required.module.css';

/**
 * The login-required page for assignment and results links (spec 1 §2.6). Signed-in users never
 * see it: the router sends them on to the assignment.
 */
export function LoginRequiredPage() {
  const { pathname } = useLocation();
  const [launch] = useState(() =>
    parseLaunchData(document.getElementById(LAUNCH_DATA_ELEMENT_ID)?.textContent),
  );
  const heading = loginRequiredHeading(launch.name, isResultsProxyPath(pathname) ? 'results' : 'assignment');
  useDocumentTitle(pageTitle('Sign In Required'));
  return (
    <section className={styles.page} aria-labelledby="login-required-title">
      {launch.posterUrl && <img className={styles.poster} src={launch.posterUrl} alt="" />}
      <h1 id="login-required-title">{heading}</h1>
      {!getPageConfig().isStudent && (
        <p className={styles.actions}>
          <Link className={buttonClass('primary')} to={signInHref('teacher', pathname)}>
            Teacher Sign In
          </Link>
          <span className={styles.or}>or</span>
          <Link className={buttonClass('secondary')} to={signInHref('student', pathname)}>
            Student Sign In
          </Link>
        </p>
      )}
    </section>
  );
}

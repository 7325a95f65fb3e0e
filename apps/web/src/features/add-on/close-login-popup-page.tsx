import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { addOnNextPath } from './add-on-login.ts';
import styles from './add-on-login-page.module.css';

/**
 * Where the provider's sign-in pop-up returns: the add-on frame that opened it goes on to `next` (an
 * add-on address; the add-on search by default) as the signed-in user, and the pop-up closes. Opened
 * directly, it offers the link.
 */
export function CloseLoginPopupPage() {
  const target = addOnNextPath(useSearchParams()[0].get('next'));
  useDocumentTitle(pageTitle('Signed In'));
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener || opener === window) return;
    try {
      opener.location.assign(target);
      window.close();
    } catch {
      // A cross-origin opener cannot be steered; the link below still works.
    }
  }, [target]);
  return (
    <section className={styles.page} aria-labelledby="close-popup-title">
      <h1 id="close-popup-title">You are signed in</h1>
      <p className={styles.message}>
        You can close this window. <Link to={target}>Continue</Link>
      </p>
    </section>
  );
}

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { LanternMark } from '../../components/ui/logo.tsx';
import { SiteLink } from '../../components/ui/site-link.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { helpArticleHref } from '../../lib/help-links.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import {
  ADD_ON_HOME_PATH,
  addOnLoginMessage,
  CLASSROOM_ACCOUNT,
  COOKIES_DISABLED_TEXT,
  classroomProvider,
  cookiesEnabled,
  emailSignInHref,
  LOGOUT_API_PATH,
  providerLoginHref,
  TRACKING_NOTICES,
  trackingProtectionBrowser,
} from './add-on-login.ts';
import styles from './add-on-login-page.module.css';

const POPUP_FEATURES = 'popup,width=520,height=640';

/** /add-on/log-in (spec 1 §2.4); `logOut=true` when a student account was rejected. */
export function AddOnLoginPage() {
  const { productName, accountProviders, siteLinks } = getPageConfig();
  const [params] = useSearchParams();
  const logOut = params.get('logOut') === 'true';
  const next = params.get('next');
  const provider = classroomProvider(accountProviders);
  const [cookiesOn] = useState(() => cookiesEnabled(document, navigator));
  const [browser] = useState(() => trackingProtectionBrowser(navigator.userAgent));
  const [signOutFailed, setSignOutFailed] = useState(false);
  const cookieHelp = helpArticleHref(siteLinks.help, 'turning-cookies-on');
  useDocumentTitle(pageTitle('Sign In'));

  function openProviderSignIn(providerId: string) {
    window.open(providerLoginHref(providerId, next), 'lantern-add-on-sign-in', POPUP_FEATURES);
  }

  async function signOut() {
    setSignOutFailed(false);
    try {
      await apiRequest(LOGOUT_API_PATH, z.unknown(), { method: 'POST' });
      window.location.assign(ADD_ON_HOME_PATH);
    } catch {
      setSignOutFailed(true);
    }
  }

  return (
    <section className={styles.page} aria-labelledby="add-on-login-title">
      <LanternMark size={64} />
      <h1 id="add-on-login-title">Sign in to {productName}</h1>
      <p className={styles.message}>{addOnLoginMessage(productName, logOut)}</p>
      {!cookiesOn && (
        <p className={styles.notice} role="alert">
          {COOKIES_DISABLED_TEXT}{' '}
          {cookieHelp && <SiteLink href={cookieHelp}>How to turn cookies on</SiteLink>}
        </p>
      )}
      {browser && <p className={styles.notice}>{TRACKING_NOTICES[browser]}</p>}
      {logOut ? (
        <Button variant="primary" onClick={signOut}>
          Sign out
        </Button>
      ) : provider ? (
        <Button variant="primary" onClick={() => openProviderSignIn(provider.id)}>
          Sign in with {provider.label}
        </Button>
      ) : (
        // Without a configured provider, a teacher can still use a password account here.
        <>
          <p className={styles.notice}>
            Signing in with a {CLASSROOM_ACCOUNT} account is not set up on this site.
          </p>
          <Link to={emailSignInHref(next)} className={buttonClass('primary')}>
            Sign in with your {productName} account
          </Link>
        </>
      )}
      {signOutFailed && (
        <p className={styles.error} role="alert">
          Something went wrong. Please try again later.
        </p>
      )}
    </section>
  );
}

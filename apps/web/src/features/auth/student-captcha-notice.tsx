import { getPageConfig } from '../../lib/page-config.ts';
import styles from './student-auth.module.css';
import type { CaptchaStatus } from './student-captcha.ts';

const STATUS_TEXT: Record<CaptchaStatus, string> = {
  solving: 'Checking that this is a real browser…',
  ready: 'Browser check complete.',
  failed: 'The browser check did not finish.',
};

/**
 * Where the spec shows the reCAPTCHA notice: what the check is, that it stays on our server, and
 * its progress (a polite status, so screen readers hear when it is done or has failed).
 */
export function StudentCaptchaNotice({ status, onRetry }: { status: CaptchaStatus; onRetry: () => void }) {
  return (
    <div className={styles.captcha}>
      <p className={styles.captchaStatus} role="status">
        {STATUS_TEXT[status]}{' '}
        {status === 'failed' && (
          <button type="button" className={styles.linkButton} onClick={onRetry}>
            Check again
          </button>
        )}
      </p>
      <p>
        This form is protected by a small puzzle your browser solves on its own. It runs on our site only: no
        other company sees who you are.
        <LegalLinks />
      </p>
    </div>
  );
}

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

/** ' See our Privacy Policy and Terms of Use.', naming only the pages the deployment has (siteLinks). */
function LegalLinks() {
  const { privacy, terms } = getPageConfig().siteLinks;
  const links = [
    privacy && (
      <a key="privacy" href={privacy} target="_blank" rel="noopener">
        Privacy Policy{NEW_TAB}
      </a>
    ),
    terms && (
      <a key="terms" href={terms} target="_blank" rel="noopener">
        Terms of Use{NEW_TAB}
      </a>
    ),
  ].filter(Boolean);
  if (links.length === 0) return null;
  return (
    <>
      {' '}
      See our {links[0]}
      {links[1] && <> and {links[1]}</>}.
    </>
  );
}

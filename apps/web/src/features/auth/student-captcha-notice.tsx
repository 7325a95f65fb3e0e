import { SHELL_PATHS } from '../../app/shell/shell-links.ts';
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
        other company sees who you are. See our{' '}
        <a href={SHELL_PATHS.privacy} target="_blank" rel="noopener">
          Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
        </a>{' '}
        and{' '}
        <a href={SHELL_PATHS.terms} target="_blank" rel="noopener">
          Terms of Use<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </p>
    </div>
  );
}

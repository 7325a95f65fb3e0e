import { buttonClass } from '../../components/ui/button.tsx';
import { providerSignInHref } from '../../lib/auth-links.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import styles from './student-auth.module.css';

/**
 * 'Sign in with Google' (or any other configured account provider) for students, after an 'or'
 * divider; nothing at all when the server has no provider set up, so no link leads to a 404.
 */
export function StudentProviderLinks({ verb, next }: { verb: 'Sign in' | 'Continue'; next: string | null }) {
  const { accountProviders } = getPageConfig();
  if (accountProviders.length === 0) return null;
  return (
    <>
      <p className={styles.divider}>or</p>
      {accountProviders.map((provider) => (
        <a
          key={provider.id}
          className={`${buttonClass('secondary')} ${styles.providerLink}`}
          href={providerSignInHref(provider.id, { next, kind: 'student' })}
        >
          {verb} with {provider.label}
        </a>
      ))}
    </>
  );
}

import { getPageConfig } from '../../lib/page-config.ts';
import styles from './banners.module.css';
import { impersonationNotice, SHELL_PATHS } from './shell-links.ts';

/** Admin header bar for admin-display users (spec 1 §2.7). */
export function AdminBar() {
  const config = getPageConfig();
  if (!config.hasAdminDisplay) return null;
  return (
    <nav className={styles.admin} aria-label="Admin">
      <ul className={styles.adminLinks}>
        <li>
          <a href={SHELL_PATHS.admin}>Admin Home</a>
        </li>
        {config.adminLinks.map((link) => (
          <li key={link.url}>
            <a href={link.url}>{link.title}</a>
          </li>
        ))}
      </ul>
      {config.isUserImpersonated && (
        <p className={styles.impersonation}>
          {/* While impersonating, the page config describes the impersonated user. */}
          {impersonationNotice({ active: config.isImpersonatedUserActive, staff: config.isSuperUser })}
        </p>
      )}
      {config.version && <span className={styles.version}>Version {config.version}</span>}
    </nav>
  );
}

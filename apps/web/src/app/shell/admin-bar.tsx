import { getPageConfig } from '../../lib/page-config.ts';
import styles from './banners.module.css';
import { impersonationNotice } from './shell-links.ts';

/**
 * Admin header bar for admin-display users (spec 1 §2.7). Its 'Admin Home' (/admin) comes with the admin
 * pages; until then the bar links only to what exists: the server's admin links and the version.
 */
export function AdminBar() {
  const config = getPageConfig();
  if (!config.hasAdminDisplay) return null;
  return (
    <nav className={styles.admin} aria-label="Admin">
      <ul className={styles.adminLinks}>
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

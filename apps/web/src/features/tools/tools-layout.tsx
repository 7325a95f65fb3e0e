import { NavLink, Outlet } from 'react-router';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { usePageConfig } from '../../lib/page-config.ts';
import styles from './tools.module.css';
import { TOOLS_PATHS, toolsNavEntries } from './tools-nav.ts';

/**
 * The frame of every /tools/* page (docs/decisions/0023): the tools navigation beside the page on
 * desktop; below desktop width the same entries are in the burger menu (app/shell/mobile-menu.tsx).
 * The login guard sits above it in the router.
 */
export function ToolsLayout() {
  const config = usePageConfig();
  const mode = useExperienceMode();
  const entries = toolsNavEntries({ isStudent: config.isStudent }, mode);
  return (
    <div className={styles.frame}>
      {entries.length > 0 && (
        <nav className={styles.nav} aria-label="Tools">
          <ul className={styles.navList}>
            {entries.map((entry) => (
              <li key={entry.key}>
                <NavLink
                  to={entry.href ?? TOOLS_PATHS.dashboard}
                  end={entry.href === TOOLS_PATHS.dashboard}
                  className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navLinkCurrent : ''}`}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}

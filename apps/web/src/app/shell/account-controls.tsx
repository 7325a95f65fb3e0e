import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { UserIcon } from '../../components/ui/icons.tsx';
import { MenuButton, type MenuItemSpec } from '../../components/ui/menu-button.tsx';
import { useTeacherSignIn } from '../../features/auth/teacher-sign-in.tsx';
import { signInHref } from '../../lib/auth-links.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { usePageConfig } from '../../lib/page-config.ts';
import styles from './account-controls.module.css';
import { useNotifications } from './notifications.tsx';
import { SHELL_PATHS, userMenuEntries } from './shell-links.ts';
import { signOut } from './sign-out.ts';

/** Sign in / sign up for visitors; the user menu for signed-in people. */
export function AccountControls() {
  const config = usePageConfig();
  const mode = useExperienceMode();
  const items = useUserMenuItems();
  const { pathname, search } = useLocation();
  const { openTeacherSignIn } = useTeacherSignIn();

  if (config.isLoggedIn) {
    return (
      <div className={styles.account}>
        <MenuButton
          label={<span className={styles.userName}>{config.firstName || 'Account'}</span>}
          menuLabel="Account"
          icon={<UserIcon size={20} />}
          items={items}
          align="end"
          triggerClassName={styles.userTrigger}
        />
      </div>
    );
  }

  const signIn = signInHref(mode.student ? 'student' : 'teacher', `${pathname}${search}`);
  const signUp = mode.student ? SHELL_PATHS.studentSignUp : SHELL_PATHS.teacherSignUp;
  return (
    <div className={styles.account}>
      {mode.student ? (
        <Link to={signIn} className={`${buttonClass('ghost', 'small')} ${styles.signIn}`}>
          <UserIcon size={20} className={styles.signInIcon} />
          <span className={styles.signInText}>Sign in</span>
        </Link>
      ) : (
        <Button
          variant="ghost"
          size="small"
          className={styles.signIn}
          onClick={() => openTeacherSignIn({ next: `${pathname}${search}` })}
        >
          <UserIcon size={20} className={styles.signInIcon} />
          <span className={styles.signInText}>Sign in</span>
        </Button>
      )}
      <Link to={signUp} className={`${buttonClass('primary', 'small')} ${styles.signUp}`}>
        <span className={styles.longLabel}>Sign up for free!</span>
        <span className={styles.shortLabel}>Sign up</span>
      </Link>
    </div>
  );
}

/** The user menu's items as menu entries, with Sign Out wired to the logout call. */
export function useUserMenuItems(): MenuItemSpec[] {
  const config = usePageConfig();
  const mode = useExperienceMode();
  const { notify } = useNotifications();
  return userMenuEntries({ isStudent: config.isStudent }, mode).map((entry) => ({
    key: entry.key,
    label: entry.label,
    textValue: entry.label,
    href: entry.href,
    onAction:
      entry.key === 'sign-out'
        ? () =>
            void signOut().catch(() =>
              notify({ message: 'We could not sign you out. Please try again.', tone: 'error' }),
            )
        : undefined,
  }));
}

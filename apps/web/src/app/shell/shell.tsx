import '../../styles/global.css';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { StudentAuthProvider } from '../../features/auth/student-auth.tsx';
import { TeacherSignInProvider } from '../../features/auth/teacher-sign-in.tsx';
import { RouteErrorPage } from '../../features/errors/route-error-page.tsx';
import { StaleBuildView, useStaleBuildState } from '../../features/errors/stale-build-view.tsx';
import { PrivacyGateHost } from '../../features/privacy/privacy-gate-host.tsx';
import { StationPrompts } from '../../features/stations/station-prompts.tsx';
import { GradeGateHost } from '../../features/student/grade-gate-host.tsx';
import { FallbackOnError } from '../../lib/fallback-on-error.tsx';
import { AdminBar } from './admin-bar.tsx';
import { BackToTop } from './back-to-top.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ModalsProvider } from './modals.tsx';
import { NotificationsProvider } from './notifications.tsx';
import { PreviewBanner } from './preview-banner.tsx';
import { ServerMessages } from './server-messages.ts';
import styles from './shell.module.css';

/** What the header and the pages reach through the shell's API: notifications, modals, the sign-in dialogs. */
function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <NotificationsProvider>
      <ModalsProvider>
        <TeacherSignInProvider>
          <StudentAuthProvider>{children}</StudentAuthProvider>
        </TeacherSignInProvider>
      </ModalsProvider>
    </NotificationsProvider>
  );
}

function SkipLink() {
  return (
    <a href="#main-content" className={styles.skipLink}>
      Skip to main content
    </a>
  );
}

/**
 * The application shell (spec 1 §2.7): the root layout of every route. It provides
 * notifications (`useNotifications`) and modals (`useModals`) to the pages inside it.
 * When the page's scripts cannot be loaded even after a reload to the new build, its main region says so
 * (lib/stale-build.ts): whatever failed, a page, a dialog or a code the form wanted to send.
 */
export function Shell() {
  const staleBuild = useStaleBuildState();
  return (
    <ShellProviders>
      <ServerMessages />
      <SkipLink />
      <AdminBar />
      <Header />
      <StationPrompts />
      <PreviewBanner />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {staleBuild === 'failed' ? <StaleBuildView /> : <Outlet />}
      </main>
      <Footer />
      <BackToTop />
      <PrivacyGateHost />
      <GradeGateHost />
    </ShellProviders>
  );
}

/**
 * The error element of the shell itself: something in it failed to render, most often a lazy part (the footer's
 * newsletter form, a dialog) whose file a release removed. The header stays, so the page is still the site; the
 * parts that may have failed are left out. Should the header fail too, the error stands alone, as it did before.
 */
export function ShellError() {
  const main = (
    <main id="main-content" tabIndex={-1} className={styles.main}>
      <RouteErrorPage />
    </main>
  );
  return (
    <FallbackOnError fallback={main}>
      <ShellProviders>
        <SkipLink />
        <Header />
        {main}
      </ShellProviders>
    </FallbackOnError>
  );
}

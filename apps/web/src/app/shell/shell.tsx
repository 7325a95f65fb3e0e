import '../../styles/global.css';
import { Outlet } from 'react-router';
import { StudentAuthProvider } from '../../features/auth/student-auth.tsx';
import { TeacherSignInProvider } from '../../features/auth/teacher-sign-in.tsx';
import { PrivacyGateHost } from '../../features/privacy/privacy-gate-host.tsx';
import { StationPrompts } from '../../features/stations/station-prompts.tsx';
import { GradeGateHost } from '../../features/student/grade-gate-host.tsx';
import { AdminBar } from './admin-bar.tsx';
import { BackToTop } from './back-to-top.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ModalsProvider } from './modals.tsx';
import { NotificationsProvider } from './notifications.tsx';
import { PreviewBanner } from './preview-banner.tsx';
import { ServerMessages } from './server-messages.ts';
import styles from './shell.module.css';

/**
 * The application shell (spec 1 §2.7): the root layout of every route. It provides
 * notifications (`useNotifications`) and modals (`useModals`) to the pages inside it.
 */
export function Shell() {
  return (
    <NotificationsProvider>
      <ModalsProvider>
        <TeacherSignInProvider>
          <StudentAuthProvider>
            <ServerMessages />
            <a href="#main-content" className={styles.skipLink}>
              Skip to main content
            </a>
            <AdminBar />
            <Header />
            <StationPrompts />
            <PreviewBanner />
            <main id="main-content" tabIndex={-1} className={styles.main}>
              <Outlet />
            </main>
            <Footer />
            <BackToTop />
            <PrivacyGateHost />
            <GradeGateHost />
          </StudentAuthProvider>
        </TeacherSignInProvider>
      </ModalsProvider>
    </NotificationsProvider>
  );
}

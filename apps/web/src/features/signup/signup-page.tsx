import { useEffect } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { useModals } from '../../app/shell/modals.tsx';
import { Button } from '../../components/ui/button.tsx';
import pageStyles from '../../components/ui/page.module.css';
import { safeNextPath } from '../../lib/auth-links.ts';
import { writeCookie } from '../../lib/cookies.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import formStyles from '../auth/auth-form.module.css';
import { useTeacherSignIn } from '../auth/teacher-sign-in.tsx';
import styles from './page.module.css';
import { TeacherSignupForm } from './teacher-signup-form.tsx';

export const STUDENT_SIGNUP_SOON =
  'Student sign-up is coming soon. Until then, ask your teacher for a class code.';

/** /signup, the teacher sign-up landing page (visitors only, see router). */
export function SignupPage() {
  const { productName } = getPageConfig();
  const [searchParams] = useSearchParams();
  const givenNext = safeNextPath(searchParams.get('next'));
  const next = givenNext ?? '/';
  const open = searchParams.get('open');
  const { openTeacherSignIn } = useTeacherSignIn();
  const { showInformation } = useModals();
  useDocumentTitle(pageTitle('Educational Resources For Teachers And Students'));

  // Spec 3: `next` is kept for a day in a cookie named next (path /), for sign-in flows that leave the site.
  useEffect(() => {
    if (givenNext) writeCookie('next', givenNext, { days: 1, path: '/' });
  }, [givenNext]);

  // ?open=teacher opens the teacher sign-in dialog; ?open=student shows the Student tab.
  useEffect(() => {
    if (open === 'teacher') openTeacherSignIn({ next });
  }, [open, next, openTeacherSignIn]);

  return (
    <section className={pageStyles.page} aria-labelledby="signup-title">
      <h1 id="signup-title">Join {productName} for free</h1>
      <p className={pageStyles.lead}>
        Save and organize resources, build lessons, and assign them to your classes with a free teacher
        account.
      </p>
      <div className={styles.panel}>
        <h2 id="signup-join" className={styles.panelTitle}>
          Join {productName} as a
        </h2>
        <Tabs defaultSelectedKey={open === 'student' ? 'student' : 'teacher'}>
          <TabList aria-labelledby="signup-join" className={styles.tabs}>
            <Tab id="teacher" className={styles.tab}>
              Teacher
            </Tab>
            <Tab id="student" className={styles.tab}>
              Student
            </Tab>
          </TabList>
          <TabPanel id="teacher" className={styles.tabPanel}>
            <p className={styles.panelText}>Create your teacher account with your email address.</p>
            <TeacherSignupForm next={next} />
            <p className={formStyles.footnote}>
              Already have an account?{' '}
              <button
                type="button"
                className={formStyles.linkButton}
                onClick={() => openTeacherSignIn({ next })}
              >
                Sign in here.
              </button>
            </p>
          </TabPanel>
          <TabPanel id="student" className={styles.tabPanel}>
            <p className={styles.panelText}>
              Students use {productName} with their class: join with the code your teacher gives you.
            </p>
            <Button
              variant="secondary"
              onClick={() => void showInformation({ title: 'Student sign-up', message: STUDENT_SIGNUP_SOON })}
            >
              Create a student account
            </Button>
          </TabPanel>
        </Tabs>
      </div>
    </section>
  );
}

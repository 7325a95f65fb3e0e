import { useEffect, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { signInHref } from '../../lib/auth-links.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { useTeacherSignIn } from '../auth/index.ts';
import styles from './page.module.css';
import { providerSignupHref, type SignupTab, signupTabFrom, studentDialogSearch } from './signup-links.ts';
import { TeacherSignupForm } from './teacher-signup-form.tsx';

/**
 * 'Join {product} as a' with the Teacher and Student tabs. Each tab has its own description, a
 * Google link and an email-based way in: the teacher form here, or the student sign-up dialog.
 */
export function SignupPanel({
  productName,
  open,
  givenNext,
  next,
}: {
  productName: string;
  /** The `open` query parameter. */
  open: string | null;
  /** `next` from the address, when it is a same-site path. */
  givenNext: string | null;
  /** Where to go after signing up or in. */
  next: string;
}) {
  const navigate = useNavigate();
  const { openTeacherSignIn } = useTeacherSignIn();
  const [tab, setTab] = useState<SignupTab>(() => signupTabFrom(open));

  useEffect(() => {
    if (open === 'student') setTab('student');
  }, [open]);

  return (
    <div className={styles.panel} id="signup-panel">
      <h2 id="signup-join" className={styles.panelTitle}>
        Join {productName} as a
      </h2>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key === 'student' ? 'student' : 'teacher')}>
        <TabList aria-labelledby="signup-join" className={styles.tabs}>
          <Tab id="teacher" className={styles.tab}>
            Teacher
          </Tab>
          <Tab id="student" className={styles.tab}>
            Student
          </Tab>
        </TabList>
        <TabPanel id="teacher" className={styles.tabPanel}>
          <p className={styles.panelText}>
            Use one of the services below to create an account. Teacher accounts are free: save favorites,
            build lessons and assign them to your classes.
          </p>
          <ProviderLinks tab="teacher" next={givenNext} />
          {getPageConfig().accountProviders.length > 0 && (
            <p className={styles.divider}>or sign up with your email address</p>
          )}
          <TeacherSignupForm />
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
            Use one of the services below to create a student account. You can make up a username with a
            secret question, so no email address is needed, and join your class with your teacher's code.
          </p>
          <ProviderLinks tab="student" next={givenNext} />
          {/* The student sign-up dialog (student-accounts-web) opens from `open=student`. */}
          <Button onClick={() => void navigate(studentDialogSearch(givenNext))}>
            Create a student account
          </Button>
          <p className={formStyles.footnote}>
            Already have an account? <Link to={signInHref('student', next)}>Sign in here.</Link>
          </p>
        </TabPanel>
      </Tabs>
    </div>
  );
}

/** 'Sign up with Google' (and any other configured provider); none when no provider is configured. */
function ProviderLinks({ tab, next }: { tab: SignupTab; next: string | null }) {
  const { accountProviders } = getPageConfig();
  if (accountProviders.length === 0) return null;
  return (
    <ul className={styles.providerLinks}>
      {accountProviders.map((provider) => (
        <li key={provider.id}>
          <a className={buttonClass('secondary')} href={providerSignupHref(provider.id, tab, next)}>
            Sign up with {provider.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

import { Suspense, useId, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { errorPageHref } from '../../lib/error-navigation.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { PrivacyProfileSection } from '../privacy/index.ts';
import { ActiveSessions } from './active-sessions.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { useUserProfile } from './profile-api.ts';
import { ProfileForm } from './profile-form.tsx';
import styles from './profile-page.module.css';
import { PROFILE_SECTIONS, useScrollToSection } from './profile-sections.ts';

/**
 * /profile/ and /add-on/profile: the teacher profile page (spec 2). Desktop shows a left navigation
 * to the sections; small screens show two accordion panels, User Profile and Student Privacy.
 */
export function ProfilePage() {
  const { isStudent } = getPageConfig();
  const { pathname, search } = useLocation();
  const mode = useExperienceMode();
  const profile = useUserProfile({ enabled: !isStudent });
  const id = useId();
  const [userPanelOpen, setUserPanelOpen] = useState(true);
  const [privacyPanelOpen, setPrivacyPanelOpen] = useState(false);
  // Remounting the form is how collapsing the User Profile panel discards unsaved changes.
  const [formGeneration, setFormGeneration] = useState(0);
  useDocumentTitle(pageTitle('Profile'));
  useScrollToSection(profile.isSuccess);

  // Students may not use the profile; they get the sign-in page like visitors (spec 2 §8).
  if (isStudent)
    return <Navigate replace to={errorPageHref({ status: 401, next: `${pathname}${search}` })} />;

  const toggleUserPanel = () => {
    if (userPanelOpen) setFormGeneration((generation) => generation + 1);
    setUserPanelOpen(!userPanelOpen);
  };

  return (
    <div className={styles.layout}>
      <nav className={styles.sideNav} aria-label="Profile sections">
        <ul>
          <li>
            <Link to={{ hash: PROFILE_SECTIONS.userProfile }} preventScrollReset>
              User Profile
            </Link>
          </li>
          <li>
            <Link to={{ hash: PROFILE_SECTIONS.professionalInformation }} preventScrollReset>
              Professional Information
            </Link>
          </li>
          <li>
            <Link to={{ hash: PROFILE_SECTIONS.accountSecurity }} preventScrollReset>
              Password and Sessions
            </Link>
          </li>
          {!mode.addOn && (
            <li>
              <Link to={{ hash: PROFILE_SECTIONS.studentPrivacy }} preventScrollReset>
                Student Privacy
              </Link>
            </li>
          )}
        </ul>
      </nav>

      <div className={styles.content}>
        <h1 className={styles.title}>Profile</h1>

        <AccordionToggle
          label="User Profile"
          panelId={`${id}-user-panel`}
          open={userPanelOpen}
          onToggle={toggleUserPanel}
        />
        <div id={`${id}-user-panel`} className={userPanelOpen ? undefined : styles.collapsed}>
          {profile.isPending && <p role="status">Loading your profile…</p>}
          {profile.isError && (
            <p role="alert" className={styles.loadError}>
              We could not load your profile. Please reload the page to try again.
            </p>
          )}
          {profile.data && <ProfileForm key={formGeneration} profile={profile.data} />}
          {profile.data && (
            <section
              id={PROFILE_SECTIONS.accountSecurity}
              className={styles.section}
              aria-labelledby={`${id}-security`}
              tabIndex={-1}
            >
              <h2 id={`${id}-security`}>Password and Sessions</h2>
              {!profile.data.has_public_media_account && <ChangePasswordForm />}
              <ActiveSessions />
            </section>
          )}
        </div>

        <AccordionToggle
          label="Student Privacy"
          panelId={`${id}-privacy-panel`}
          open={privacyPanelOpen}
          onToggle={() => setPrivacyPanelOpen(!privacyPanelOpen)}
        />
        <div id={`${id}-privacy-panel`} className={privacyPanelOpen ? undefined : styles.collapsed}>
          <section
            id={PROFILE_SECTIONS.studentPrivacy}
            className={styles.section}
            aria-labelledby={`${id}-privacy`}
            tabIndex={-1}
          >
            <h2 id={`${id}-privacy`}>Student Privacy</h2>
            <Suspense fallback={<p role="status">Loading your student privacy settings…</p>}>
              <PrivacyProfileSection />
            </Suspense>
          </section>
        </div>
      </div>
    </div>
  );
}

/** The header of an accordion panel; shown on small screens only (the CSS hides it on desktop). */
function AccordionToggle({
  label,
  panelId,
  open,
  onToggle,
}: {
  label: string;
  panelId: string;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <h2 className={styles.accordionHeading}>
      <button
        type="button"
        className={styles.accordionButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span>{label}</span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
    </h2>
  );
}

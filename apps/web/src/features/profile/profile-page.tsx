import styles from '../../components/ui/page.module.css';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';

/** /profile and /add-on/profile (signed-in only, see router). */
export function ProfilePage() {
  const { firstName } = getPageConfig();
  useDocumentTitle(pageTitle('Profile'));
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      <p className={styles.lead}>
        {firstName ? `${firstName}, your` : 'Your'} account details and preferences will be shown here.
      </p>
    </section>
  );
}

import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { ExternalIcon } from '../../components/ui/icons.tsx';
import { LanternMark } from '../../components/ui/logo.tsx';
import { signInHref } from '../../lib/auth-links.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import styles from './footer.module.css';
import { NewsletterForm } from './newsletter-form.tsx';
import { SHELL_PATHS, teacherViewUrl } from './shell-links.ts';
import { StudentSiteButton } from './teacher-bar.tsx';

const LEARN_MORE = [
  { label: 'About', href: SHELL_PATHS.about },
  { label: 'Blog', href: '/blog/' },
  { label: 'Educator Recognition', href: '/educator-recognition/' },
  { label: 'Contact Us', href: '/help/contact/' },
  { label: 'Newsletters', href: SHELL_PATHS.newsletter },
  { label: 'Help', href: SHELL_PATHS.help },
];

const LEGAL = [
  { label: 'About', href: SHELL_PATHS.about },
  { label: 'Privacy', href: SHELL_PATHS.privacy },
  { label: 'Terms of Use', href: SHELL_PATHS.terms },
  { label: 'Help', href: SHELL_PATHS.help },
];

/* Deployment-specific accounts; replace with the operator's own pages. */
const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'Pinterest', href: 'https://www.pinterest.com/' },
];

/** Teacher or student footer (spec 1 §2.7). */
export function Footer() {
  const mode = useExperienceMode();
  return (
    <footer className={styles.footer} data-on-dark>
      {mode.student ? <StudentFooterContent /> : <TeacherFooterContent addOn={mode.addOn} />}
      <LegalRow />
    </footer>
  );
}

function TeacherFooterContent({ addOn }: { addOn: boolean }) {
  const { productName } = getPageConfig();
  return (
    <div className={styles.inner}>
      <div className={styles.brandColumn}>
        <p className={styles.brand}>
          <LanternMark size={32} />
          <span>{productName}</span>
        </p>
        <p className={styles.tagline}>
          Free, curriculum-aligned media from public media, for every classroom.
        </p>
        {!addOn && <StudentSiteButton variant="onDark" />}
      </div>
      <NewsletterForm />
      <nav aria-label="Learn more" className={styles.column}>
        <h2 className={styles.heading}>Learn More</h2>
        <ul className={styles.links}>
          {LEARN_MORE.map((link) => (
            <li key={link.label}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.column}>
        <h2 className={styles.heading}>Follow Us</h2>
        <ul className={styles.links}>
          {SOCIAL.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <ExternalIcon size={14} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function StudentFooterContent() {
  const config = getPageConfig();
  const { pathname, search } = useLocation();
  // Visitors get the teachers' sign-in; a signed-in teacher viewing the student site goes back.
  if (config.isStudent) return null;
  return (
    <div className={`${styles.inner} ${styles.studentInner}`}>
      {config.isLoggedIn ? (
        <Link to={teacherViewUrl(pathname, search)} className={buttonClass('onDark', 'small')}>
          Return to Teacher view
        </Link>
      ) : (
        <Link
          to={signInHref('teacher', teacherViewUrl(pathname, search))}
          className={buttonClass('onDark', 'small')}
        >
          Teachers sign-in
        </Link>
      )}
    </div>
  );
}

function LegalRow() {
  const { productName } = getPageConfig();
  return (
    <div className={styles.legal}>
      <nav aria-label="Legal">
        <ul className={styles.legalLinks}>
          {LEGAL.map((link) => (
            <li key={link.label}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {productName}. All rights reserved.
      </p>
    </div>
  );
}

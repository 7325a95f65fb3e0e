import type { SiteLinks } from '@lantern/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { ExternalIcon } from '../../components/ui/icons.tsx';
import { LanternMark } from '../../components/ui/logo.tsx';
import { SiteLink } from '../../components/ui/site-link.tsx';
import newsletterStyles from '../../features/newsletter/newsletter-form.module.css';
import { signInHref } from '../../lib/auth-links.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import styles from './footer.module.css';
import { SHELL_PATHS, teacherViewUrl } from './shell-links.ts';
import { StudentSiteButton } from './teacher-bar.tsx';

// Lazy: the form brings react-hook-form, which stays out of every page's first load (decision 0016).
const NewsletterForm = lazy(() =>
  import('../../features/newsletter/newsletter-form.tsx').then((module) => ({
    default: module.NewsletterForm,
  })),
);

type FooterLink = { label: string; href: string | null };

/*
 * Learn More and the legal row (spec 1 §2.7). Blog, Educator Recognition and Contact Us are the
 * deployment's own pages (page config siteLinks, set by BLOG_URL … in the README); Help, Privacy and Terms
 * default to Lantern's /help/ pages. An entry without an address is left out rather than lead to a page
 * that does not exist.
 */
function learnMoreLinks(links: SiteLinks): FooterLink[] {
  return [
    { label: 'About', href: SHELL_PATHS.about },
    { label: 'Blog', href: links.blog },
    { label: 'Educator Recognition', href: links.educatorRecognition },
    { label: 'Contact Us', href: links.contact },
    { label: 'Newsletters', href: SHELL_PATHS.newsletter },
    { label: 'Help', href: links.help },
  ];
}

function legalLinks(links: SiteLinks): FooterLink[] {
  return [
    { label: 'About', href: SHELL_PATHS.about },
    { label: 'Privacy', href: links.privacy },
    { label: 'Terms of Use', href: links.terms },
    { label: 'Help', href: links.help },
  ];
}

function FooterLinks({ links, className }: { links: FooterLink[]; className: string | undefined }) {
  return (
    <ul className={className}>
      {links.map(({ label, href }) =>
        href ? (
          <li key={label}>
            <SiteLink href={href}>{label}</SiteLink>
          </li>
        ) : null,
      )}
    </ul>
  );
}

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
  const { productName, siteLinks } = getPageConfig();
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
      <Suspense fallback={<div className={newsletterStyles.form} />}>
        <NewsletterForm />
      </Suspense>
      <nav aria-label="Learn more" className={styles.column}>
        <h2 className={styles.heading}>Learn More</h2>
        <FooterLinks links={learnMoreLinks(siteLinks)} className={styles.links} />
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

const FeedbackModal = lazy(() => import('./feedback-modal.tsx'));

/** 'Send feedback' opens the feedback form modal about the page it was pressed on. */
function FeedbackButton() {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.feedbackButton} onClick={() => setOpen(true)}>
        Send feedback
      </button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackModal pagePath={`${pathname}${search}`} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function LegalRow() {
  const { productName, siteLinks } = getPageConfig();
  return (
    <div className={styles.legal}>
      <nav aria-label="Legal">
        <FooterLinks links={legalLinks(siteLinks)} className={styles.legalLinks} />
      </nav>
      <FeedbackButton />
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {productName}. All rights reserved.
      </p>
    </div>
  );
}

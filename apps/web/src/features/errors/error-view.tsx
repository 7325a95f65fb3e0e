import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { contentAdminLink } from '../../lib/content-admin.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { type ErrorPageContent, errorPageSubjects } from './error-content.ts';
import styles from './error-page.module.css';
import type { RelatedResourceLink } from './error-state.ts';

interface ErrorViewProps {
  content: ErrorPageContent;
  relatedResources?: readonly RelatedResourceLink[];
  adminLink?: string | null;
}

/** The error page's body; shared by the error route, the catch-all page and the route error boundary. */
export function ErrorView({ content, relatedResources = [], adminLink = null }: ErrorViewProps) {
  const titleId = useId();
  const subjectsId = useId();
  const relatedId = useId();
  const { student } = useExperienceMode();
  const showAdminLink = Boolean(contentAdminLink(adminLink)) && getPageConfig().hasAdminDisplay;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={content.title.length <= 3 ? styles.code : styles.title}>
        {content.title}
      </h1>
      <p className={styles.message}>{content.message}</p>

      {content.signIn && (
        <p className={styles.signIn}>
          <Link className={buttonClass('primary')} to={content.signIn.teacherHref}>
            Teacher Sign In
          </Link>
          <span className={styles.or}>or</span>
          <Link className={buttonClass('secondary')} to={content.signIn.studentHref}>
            Student Sign In
          </Link>
        </p>
      )}

      {content.showRelatedResources && relatedResources.length > 0 && (
        <section className={styles.section} aria-labelledby={relatedId}>
          <h2 id={relatedId}>Similar resources</h2>
          <ul className={styles.related}>
            {relatedResources.map((resource) => (
              <li key={resource.href}>
                <Link to={resource.href}>{resource.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {(content.showHomeLink || content.showSearchLink) && (
        <ul className={styles.links}>
          {content.showSearchLink && (
            <li>
              <Link to="/search/">Search classroom resources</Link>
            </li>
          )}
          {content.showHomeLink && (
            <li>
              <Link to="/">Go to the home page</Link>
            </li>
          )}
        </ul>
      )}

      {content.showSubjects && (
        <nav className={styles.section} aria-labelledby={subjectsId}>
          <h2 id={subjectsId}>Browse by subject</h2>
          <ul className={styles.subjects}>
            {errorPageSubjects(student).map((subject) => (
              <li key={subject.id} style={{ borderColor: subject.color }}>
                <Link to={subject.href}>{subject.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {showAdminLink && adminLink && (
        <p className={styles.admin}>
          <a href={adminLink}>Open this item in the content admin</a>
        </p>
      )}
    </section>
  );
}

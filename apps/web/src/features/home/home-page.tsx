import { GRADE_BROWSE, TOP_SUBJECTS } from '@lantern/shared';
import type { CSSProperties } from 'react';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import styles from './home-page.module.css';

const BENEFITS = [
  'Save and organize your favorite resources',
  'See the standards for your state',
  'Manage classes and assignments',
  'Sync with your classroom platform',
  'Create your own lessons',
  'Get a dashboard customized for you',
];

/**
 * The homepage (spec 1 §2.5). The hero, browse buttons and sign-up block are here now; the
 * carousels, news and events, and localization blocks arrive with the home issue.
 */
export function HomePage() {
  const { productName, isLoggedIn } = getPageConfig();
  useDocumentTitle(`${productName} | Teaching Resources For Students And Teachers`);
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">Bring the World to Your Classroom</h1>
        <p className={styles.subtitle}>
          {productName} and your local public-media stations have curated FREE, curriculum-aligned videos,
          interactives, lesson plans, and more for teachers like you.
        </p>
        <Form method="get" action="/search" role="search" className={styles.search}>
          <label htmlFor="home-search" className="visually-hidden">
            Search classroom resources
          </label>
          <input id="home-search" type="search" name="q" placeholder="Search classroom resources..." />
          <button type="submit">Search</button>
        </Form>
      </section>

      <div className={styles.content}>
        <nav className={styles.section} aria-labelledby="browse-subject-title">
          <h2 id="browse-subject-title">Browse by Subject</h2>
          <ul className={styles.browse}>
            {TOP_SUBJECTS.map((subject) => (
              <li key={subject.id}>
                <Link
                  to={`/subjects/${subject.slug}/`}
                  style={{ '--subject-color': subject.color } as CSSProperties}
                >
                  {subject.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className={styles.section} aria-labelledby="browse-grade-title">
          <h2 id="browse-grade-title">Browse by Grade</h2>
          <ul className={styles.browse}>
            {GRADE_BROWSE.map((grade) => (
              <li key={grade.slug}>
                <Link to={`/grades/${grade.slug}/`}>{grade.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        {!isLoggedIn && (
          <section className={`${styles.section} ${styles.unlock}`} aria-labelledby="unlock-title">
            <h2 id="unlock-title">Unlock the Power of {productName}</h2>
            <p>Create a free account to get more out of {productName}:</p>
            <ul>
              {BENEFITS.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            <Link className={buttonClass('primary')} to="/signup">
              Get More Features Free
            </Link>
          </section>
        )}
      </div>
    </>
  );
}

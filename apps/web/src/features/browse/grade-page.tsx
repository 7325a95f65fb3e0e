import { GRADE_BROWSE } from '@lantern/shared';
import { Link, useParams, useSearchParams } from 'react-router';
import pageStyles from '../../components/ui/page.module.css';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { resultHref } from '../search/index.ts';
import styles from './browse.module.css';
import { BrowseResults } from './browse-results.tsx';
import { BrowseStationBanner } from './browse-station-banner.tsx';

/** /grades/{uri}/ and /add-on/grades/{uri}/: the resources of one grade band, 12 at a time. */
export function GradePage() {
  const uri = useParams().uri ?? '';
  const [params] = useSearchParams();
  const mode = useExperienceMode();
  const grade = GRADE_BROWSE.find((entry) => entry.slug === uri);
  useDocumentTitle(pageTitle(grade?.label ?? 'Grade not found'));
  const gradeLinks = (
    <ul className={styles.gradeLinks}>
      {GRADE_BROWSE.map((entry) => (
        <li key={entry.slug}>
          <Link
            to={resultHref(`/grades/${entry.slug}/`, mode)}
            aria-current={entry.slug === uri ? 'page' : undefined}
          >
            {entry.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  if (!grade) {
    return (
      <section className={pageStyles.page} aria-labelledby="grade-title">
        <h1 id="grade-title">Grade not found</h1>
        <p className={pageStyles.lead}>We don't have a grade at this address. Choose one of these:</p>
        {gradeLinks}
      </section>
    );
  }

  // Other filters in the address (e.g. a subject) narrow the list further.
  const extra = params
    .getAll('selected_facet')
    .filter((facet) => /^[a-z_]+:.+/.test(facet) && !facet.startsWith('grades:'));
  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <h1>{grade.label}</h1>
        <p>
          Classroom resources for {grade.label}, grades {grade.bands.join(', ')}.
        </p>
        <nav aria-label="Grades">{gradeLinks}</nav>
      </header>
      <BrowseResults
        key={grade.slug}
        selected={[...grade.bands.map((band) => `grades:${band}`), ...extra]}
        mode={mode}
        label={`${grade.label} resources`}
      />
      <BrowseStationBanner />
    </div>
  );
}

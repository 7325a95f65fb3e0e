import { GRADE_BROWSE } from '@lantern/shared';
import { Link, useParams } from 'react-router';
import styles from '../../components/ui/page.module.css';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { gradeLabelFromUri } from './browse-names.ts';

/** /grades/{uri}/ and /add-on/grades/{uri}/. */
export function GradePage() {
  const label = gradeLabelFromUri(useParams().uri ?? '');
  const { addOn } = useExperienceMode();
  const prefix = addOn ? '/add-on/grades' : '/grades';
  useDocumentTitle(pageTitle(label ?? 'Grade not found'));
  if (!label) {
    return (
      <section className={styles.page} aria-labelledby="grade-title">
        <h1 id="grade-title">Grade not found</h1>
        <p className={styles.lead}>We don't have a grade at this address. Choose one of these:</p>
        <ul className={styles.links}>
          {GRADE_BROWSE.map((grade) => (
            <li key={grade.slug}>
              <Link to={`${prefix}/${grade.slug}/`}>{grade.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="grade-title">
      <h1 id="grade-title">{label}</h1>
      <p className={styles.lead}>Resources for {label} will be listed here.</p>
    </section>
  );
}

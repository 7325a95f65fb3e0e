import { useParams } from 'react-router';
import styles from '../../components/ui/page.module.css';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { subjectNameFromPath } from './browse-names.ts';

/** /subjects/{slug}/ and /add-on/subjects/{slug}/: the subject tree and results come with browse. */
export function SubjectPage() {
  const name = subjectNameFromPath(useParams()['*'] ?? '') ?? 'Subjects';
  useDocumentTitle(pageTitle(name));
  return (
    <section className={styles.page} aria-labelledby="subject-title">
      <h1 id="subject-title">{name}</h1>
      <p className={styles.lead}>Resources for {name} will be listed here.</p>
    </section>
  );
}

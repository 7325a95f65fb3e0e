import { useParams } from 'react-router';
import styles from '../../components/ui/page.module.css';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';

/** /resource/* and /add-on/resource/*: remounted on every navigation (see router). */
export function ResourcePage() {
  const id = (useParams()['*'] ?? '').split('/').filter(Boolean).join('/');
  useDocumentTitle(pageTitle('Resource'));
  return (
    <section className={styles.page} aria-labelledby="resource-title">
      <h1 id="resource-title">Resource</h1>
      <p className={styles.lead}>{id ? `Resource ${id} will be shown here.` : 'No resource was named.'}</p>
    </section>
  );
}

import { useParams } from 'react-router';
import styles from '../../components/ui/page.module.css';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';

/** /collection/* (including /collection/preview/… for reviewers). */
export function CollectionPage() {
  const id = (useParams()['*'] ?? '').split('/').filter(Boolean).join('/');
  useDocumentTitle(pageTitle('Collection'));
  return (
    <section className={styles.page} aria-labelledby="collection-title">
      <h1 id="collection-title">Collection</h1>
      <p className={styles.lead}>
        {id ? `Collection ${id} will be shown here.` : 'No collection was named.'}
      </p>
    </section>
  );
}

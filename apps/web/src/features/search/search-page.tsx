import { useSearchParams } from 'react-router';
import styles from '../../components/ui/page.module.css';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';

/** /search and /add-on/search: results arrive with the search issue. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  useDocumentTitle(pageTitle(query ? `Search: ${query}` : 'Search'));
  return (
    <section className={styles.page} aria-labelledby="search-title">
      <h1 id="search-title">{query ? `Search results for “${query}”` : 'Search classroom resources'}</h1>
      <p className={styles.lead}>Search results will be listed here.</p>
    </section>
  );
}

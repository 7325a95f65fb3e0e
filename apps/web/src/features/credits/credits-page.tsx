import { useParams } from 'react-router';
import styles from '../../components/ui/page.module.css';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';

/** /credits/{resource_code}: the credits of a resource group (brand, funders, roles). */
export function CreditsPage() {
  const code = useParams().code ?? '';
  useDocumentTitle(pageTitle('Credits'));
  return (
    <section className={styles.page} aria-labelledby="credits-title">
      <h1 id="credits-title">Credits</h1>
      <p className={styles.lead}>{`Credits for ${code} will be shown here.`}</p>
    </section>
  );
}

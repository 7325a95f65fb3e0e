import styles from '../../components/ui/page.module.css';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';

/** /newsletter (and /newsletters, redirected here). */
export function NewsletterPage() {
  const { productName } = getPageConfig();
  useDocumentTitle(pageTitle('Newsletter'));
  return (
    <section className={styles.page} aria-labelledby="newsletter-title">
      <h1 id="newsletter-title">{productName} Newsletter</h1>
      <p className={styles.lead}>
        New resources, classroom ideas and events from {productName} and your local station, in your inbox.
        Sign up with the form at the bottom of any page.
      </p>
    </section>
  );
}

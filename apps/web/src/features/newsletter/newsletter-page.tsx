import { NEWSLETTER_SIGNUP_OPEN } from '../../app/shell/newsletter-form.tsx';
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
        New resources, classroom ideas and events from {productName} and your local station, in your inbox.{' '}
        {NEWSLETTER_SIGNUP_OPEN
          ? 'Sign up with the form at the bottom of any page.'
          : 'Sign-up is not open yet; this page will tell you how once it is.'}
      </p>
    </section>
  );
}

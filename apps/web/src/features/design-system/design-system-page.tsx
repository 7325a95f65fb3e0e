import { Button } from '../../components/ui/button.tsx';
import styles from '../../components/ui/page.module.css';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';

/** Internal page showing the design-system primitives (spec 1 §2.2 admin/design-system). */
export function DesignSystemPage() {
  useDocumentTitle(pageTitle('Design System'));
  return (
    <section className={styles.page} aria-labelledby="design-system-title">
      <h1 id="design-system-title">Design System</h1>
      <p className={styles.lead}>The building blocks every page is made of.</p>
      <h2>Buttons</h2>
      <p className={styles.links}>
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="accent">Accent</Button>
        <Button variant="ghost">Ghost</Button>
      </p>
    </section>
  );
}

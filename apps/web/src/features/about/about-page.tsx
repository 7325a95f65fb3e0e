import { Link } from 'react-router';
import styles from '../../components/ui/page.module.css';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';

export function AboutPage() {
  const { productName } = getPageConfig();
  useDocumentTitle(pageTitle('About'));
  return (
    <section className={styles.page} aria-labelledby="about-title">
      <h1 id="about-title">About {productName}</h1>
      <p className={styles.lead}>
        {productName} is a free library of curriculum-aligned teaching resources: videos, interactives, lesson
        plans and collections, brought to teachers and students together with local public-media stations.
      </p>
      <ul className={styles.links}>
        <li>
          <Link to="/search/">Search classroom resources</Link>
        </li>
        <li>
          <Link to="/signup">Create a free teacher account</Link>
        </li>
      </ul>
      <h2>Credits</h2>
      <p>ZIP code locations: GeoNames (geonames.org), CC BY 4.0.</p>
    </section>
  );
}

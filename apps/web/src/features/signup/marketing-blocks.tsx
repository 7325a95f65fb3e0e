import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { SiteLink } from '../../components/ui/site-link.tsx';
import { helpArticleHref } from '../../lib/help-links.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import styles from './page.module.css';
import {
  CLASSROOM_READY_COLLECTIONS,
  type CollectionLink,
  collectionPath,
  EARLY_LEARNER_COLLECTIONS,
  TESTIMONIALS,
} from './signup-content.ts';

function CollectionLinks({ label, collections }: { label: string; collections: readonly CollectionLink[] }) {
  return (
    <ul className={styles.collectionLinks} aria-label={label}>
      {collections.map((collection) => (
        <li key={collection.slug}>
          <Link to={collectionPath(collection.slug)}>{collection.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Back to the sign-up panel at the top; focus goes to its selected tab for keyboard users. */
function scrollToSignup() {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  document.querySelector<HTMLElement>('#signup-panel [role="tab"][aria-selected="true"]')?.focus({
    preventScroll: true,
  });
}

/** The three marketing blocks, the testimonials and the call to action of /signup (spec 3). */
export function MarketingBlocks({ productName }: { productName: string }) {
  const sharingHelp = helpArticleHref(getPageConfig().siteLinks.help, 'sharing-content-across-platforms');
  return (
    <>
      <section className={styles.block} aria-labelledby="signup-classroom-ready">
        <h2 id="signup-classroom-ready">Classroom-ready content</h2>
        <p>
          Videos, interactives and lesson plans from public media, aligned to standards and sorted by grade.
          Start with a collection:
        </p>
        <CollectionLinks label="Classroom-ready collections" collections={CLASSROOM_READY_COLLECTIONS} />
      </section>
      <section className={styles.block} aria-labelledby="signup-early-learners">
        <h2 id="signup-early-learners">For early learners</h2>
        <p>Games, songs and stories that build early literacy, math and social skills through play.</p>
        <CollectionLinks label="Early learner collections" collections={EARLY_LEARNER_COLLECTIONS} />
      </section>
      <section className={styles.block} aria-labelledby="signup-features">
        <h2 id="signup-features">Teacher-friendly features</h2>
        <p>
          Save favorites into folders, build lessons from any resource, assign them to your classes and see
          results, and share to the classroom platforms you already use.
        </p>
        {/* The spec's sharing help page, on Lantern's own help pages (or the deployment's HELP_URL). */}
        {sharingHelp && (
          <p>
            <SiteLink href={sharingHelp}>Learn how to share {productName} content across platforms</SiteLink>
          </p>
        )}
      </section>
      <section className={styles.block} aria-labelledby="signup-testimonials">
        <h2 id="signup-testimonials">What teachers tell us</h2>
        <ul className={styles.testimonials}>
          {TESTIMONIALS.map((item) => (
            <li key={item.teacher}>
              <figure>
                <blockquote>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption>{item.teacher}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.callToAction}>
        <Button onClick={scrollToSignup}>Create an Account Now</Button>
      </div>
    </>
  );
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import pageStyles from '../../components/ui/page.module.css';
import { safeNextPath } from '../../lib/auth-links.ts';
import { writeCookie } from '../../lib/cookies.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { useTeacherSignIn } from '../auth/index.ts';
import { MarketingBlocks } from './marketing-blocks.tsx';
import styles from './page.module.css';
import { SignupPanel } from './signup-panel.tsx';

/** /signup, the teacher sign-up landing page (visitors only, see router). */
export function SignupPage() {
  const { productName } = getPageConfig();
  const [searchParams] = useSearchParams();
  const givenNext = safeNextPath(searchParams.get('next'));
  const next = givenNext ?? '/';
  const open = searchParams.get('open');
  const { openTeacherSignIn } = useTeacherSignIn();
  useDocumentTitle(pageTitle('Educational Resources For Teachers And Students'));

  // Spec 3: `next` is kept for a day in a cookie named next (path /), for sign-in flows that leave the site.
  useEffect(() => {
    if (givenNext) writeCookie('next', givenNext, { days: 1, path: '/' });
  }, [givenNext]);

  // ?open=teacher opens the teacher sign-in dialog; ?open=student shows the Student tab.
  useEffect(() => {
    if (open === 'teacher') openTeacherSignIn({ next });
  }, [open, next, openTeacherSignIn]);

  return (
    <div className={pageStyles.page}>
      <section className={styles.hero} aria-labelledby="signup-title">
        <div className={styles.heroText}>
          <h1 id="signup-title">Join {productName} for free</h1>
          <p className={pageStyles.lead}>
            Free videos, interactives and lesson plans from your local public-media station, ready for your
            classroom. Save and organize resources, build lessons, and assign them to your classes.
          </p>
        </div>
        <SignupPanel productName={productName} open={open} givenNext={givenNext} next={next} />
      </section>
      <MarketingBlocks productName={productName} />
    </div>
  );
}

import { getPageConfig } from '../../lib/page-config.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { StationBanner } from '../stations/localized/station-banner.tsx';
import { BrowseTabs } from './components/browse-tabs.tsx';
import { FeaturesBlock } from './components/features-block.tsx';
import {
  FeaturedResourcesSection,
  RecommendationsSection,
  SeriesAndCollectionsSection,
} from './components/home-carousel-sections.tsx';
import { HomeHero } from './components/home-hero.tsx';
import { LocalizationBlock } from './components/localization-block.tsx';
import { NewsAndEvents } from './components/news-and-events.tsx';
import styles from './home-page.module.css';
import { HOME_HEADLINE, HOME_TITLE_SUFFIX, heroSubtitle } from './home-texts.ts';

/**
 * The homepage (spec 1 §2.5), its sections in the spec's order. Every data section loads, fails and
 * retries on its own. The homepage shows the teacher experience (the router drops student=true here).
 */
export function HomePage() {
  const { productName, isLoggedIn, features, station } = getPageConfig();
  useDocumentTitle(`${productName}${HOME_TITLE_SUFFIX}`);
  return (
    <>
      <HomeHero
        headline={HOME_HEADLINE}
        subtitle={heroSubtitle(
          productName,
          station ? { name: station.commonName, stateName: station.stateName } : null,
        )}
      />
      <div className={styles.content}>
        <StationBanner />
        <FeaturedResourcesSection />
        <BrowseTabs />
        <NewsAndEvents />
        <SeriesAndCollectionsSection />
        <RecommendationsSection enabled={features.recommendations} />
        {!isLoggedIn && <FeaturesBlock productName={productName} />}
        <LocalizationBlock />
      </div>
    </>
  );
}

// One chunk for both homes: they share nearly all their code, and a split chunk costs more bytes.
export { StudentHomePage } from './student-home-page.tsx';

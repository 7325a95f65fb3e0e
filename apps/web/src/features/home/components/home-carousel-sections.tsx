import type { HomepageCollection } from '@lantern/shared';
import { Link } from 'react-router';
import {
  useFeaturedResources,
  useHomepageCollections,
  useHomepageSeries,
  useRecommendations,
} from '../api.ts';
import { SEE_ALL_COLLECTIONS_HREF } from '../home-texts.ts';
import { CollectionCarousel, ResourceCarousel } from './card-carousels.tsx';
import { HomeSection, SectionContent } from './home-section.tsx';

export function FeaturedResourcesSection() {
  const featured = useFeaturedResources();
  const resources = featured.data?.objects ?? [];
  return (
    <HomeSection titleId="home-featured-title" title="Featured Resources" carousel>
      <SectionContent
        itemsName="featured resources"
        reserve="resources"
        status={featured.status}
        isEmpty={resources.length === 0}
        onRetry={() => void featured.refetch()}
      >
        <ResourceCarousel itemsName="featured resources" resources={resources} />
      </SectionContent>
    </HomeSection>
  );
}

/** Series first, then the other featured collections, each collection once. */
function seriesThenCollections(
  series: readonly HomepageCollection[],
  collections: readonly HomepageCollection[],
): HomepageCollection[] {
  const seen = new Set<string>();
  return [...series, ...collections].filter((item) => !seen.has(item.slug) && seen.add(item.slug));
}

/**
 * 'Award Winning Series and Collections': the series and collections calls together. If only one of
 * them fails, the other's cards are still shown.
 */
export function SeriesAndCollectionsSection() {
  const series = useHomepageSeries();
  const collections = useHomepageCollections();
  const items = seriesThenCollections(series.data?.objects ?? [], collections.data?.objects ?? []);
  const status =
    series.isPending || collections.isPending
      ? items.length > 0
        ? 'success'
        : 'pending'
      : series.isError && collections.isError
        ? 'error'
        : 'success';
  return (
    <HomeSection
      titleId="home-collections-title"
      title="Award Winning Series and Collections"
      carousel
      action={<Link to={SEE_ALL_COLLECTIONS_HREF}>See All Collections</Link>}
    >
      <SectionContent
        itemsName="series and collections"
        reserve="collections"
        status={status}
        isEmpty={items.length === 0}
        onRetry={() => {
          if (series.isError) void series.refetch();
          if (collections.isError) void collections.refetch();
        }}
      >
        <CollectionCarousel itemsName="series and collections" collections={items} />
      </SectionContent>
    </HomeSection>
  );
}

/**
 * 'What Similar Users Have Viewed:' — only with the recommendations feature on and something to show;
 * a failed call leaves the section out, as an empty one would be.
 */
export function RecommendationsSection({ enabled }: { enabled: boolean }) {
  const recommendations = useRecommendations(enabled);
  const results = recommendations.data?.results ?? [];
  if (!enabled || results.length === 0) return null;
  return (
    <HomeSection titleId="home-recommendations-title" title="What Similar Users Have Viewed:" carousel>
      <ResourceCarousel itemsName="recommended resources" resources={results} />
    </HomeSection>
  );
}

import type { HomepageCollection, SearchCard } from '@lantern/shared';
import { lazy, Suspense } from 'react';
import { CollectionCard, ResourceCard } from '../../../components/cards/index.ts';
import { usePageConfig } from '../../../lib/page-config.ts';
import styles from './carousel.module.css';
import { Carousel } from './carousel.tsx';

// Favorite and Add to folder load after the first paint: with them the home route's first load would be over its
// JS budget (decision 0027). The folder picker stays lazy within them.
const CardActions = lazy(() => import('../../tools/index.ts').then((m) => ({ default: m.CardActions })));

/**
 * A carousel card's actions; until they load, their space is kept, so the cards do not grow under the reader:
 * a signed-in user's two buttons take two rows at carousel width, a visitor's inactive Favorite one.
 */
function CarouselCardActions({ card }: { card: SearchCard }) {
  const { isLoggedIn } = usePageConfig();
  const placeholder = isLoggedIn ? styles.actionsPlaceholderTwoRows : styles.actionsPlaceholder;
  return (
    <Suspense fallback={<span className={placeholder} aria-hidden="true" />}>
      <CardActions card={card} />
    </Suspense>
  );
}

/** Spec 1 §9 carousel item sizes. */
const FEATURED_ITEM = { width: 240, minHeight: 410 };
const COLLECTION_ITEM = { width: 210, minHeight: 280 };

/** Resource cards in a carousel (featured resources and recommendations). */
export function ResourceCarousel({
  itemsName,
  resources,
}: {
  itemsName: string;
  resources: readonly SearchCard[];
}) {
  return (
    <Carousel
      itemsName={itemsName}
      items={resources}
      itemKey={(resource) => resource.resource_code}
      itemWidth={FEATURED_ITEM.width}
      itemMinHeight={FEATURED_ITEM.minHeight}
      renderItem={(resource) => (
        <ResourceCard resource={resource} actions={<CarouselCardActions card={resource} />} />
      )}
    />
  );
}

/** Collection and series cards in a carousel. */
export function CollectionCarousel({
  itemsName,
  collections,
}: {
  itemsName: string;
  collections: readonly HomepageCollection[];
}) {
  return (
    <Carousel
      itemsName={itemsName}
      items={collections}
      itemKey={(collection) => collection.slug}
      itemWidth={COLLECTION_ITEM.width}
      itemMinHeight={COLLECTION_ITEM.minHeight}
      renderItem={(collection) => (
        <CollectionCard
          collection={{
            title: collection.title,
            url: collection.url,
            // Posters are stored at 640 × 360: sharp on high-density screens at card size, no resizing.
            poster: collection.poster,
            description: collection.description,
            type: collection.type,
            resources_count: collection.resource_count,
            grades: collection.grades,
          }}
        />
      )}
    />
  );
}

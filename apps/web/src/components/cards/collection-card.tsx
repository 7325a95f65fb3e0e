import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { countText } from '../../lib/format-count.ts';
import type { CardHeadingLevel, CollectionCardData } from './card-data.ts';
import { gradesDisplay, truncateAtWord } from './card-format.ts';
import { CardPoster } from './card-poster.tsx';
import styles from './cards.module.css';
import { MediaTypeIcon } from './media-type-icon.tsx';

interface CollectionCardProps {
  collection: CollectionCardData;
  headingLevel?: CardHeadingLevel;
  /** Buttons acting on the collection (folders), as on a resource card. */
  actions?: ReactNode;
  /** The first card of a page: its poster loads at once (card-poster.tsx). */
  priority?: boolean;
}

const typeLabel = (type: string | null | undefined) => (type === 'series' ? 'Series' : 'Collection');

/**
 * A collection card: stacked 16:9 poster, 'Collection' or 'Series', title link, the number of
 * resources, grades and a description cut at 130 characters.
 */
export function CollectionCard({ collection, headingLevel = 3, actions, priority }: CollectionCardProps) {
  const Heading = `h${headingLevel}` as const;
  const grades = gradesDisplay(collection.grades ?? []);
  const count = collection.resources_count;
  return (
    <article className={`${styles.card} ${styles.collection}`}>
      <div className={styles.media}>
        <CardPoster src={collection.poster} priority={priority} />
      </div>
      <div className={styles.body}>
        <p className={styles.type}>
          <MediaTypeIcon type="Collection" />
          {typeLabel(collection.type)}
          {typeof count === 'number' && (
            <span className={styles.typeCount}>{countText(count, 'resource')}</span>
          )}
        </p>
        <Heading className={styles.title}>
          <Link to={collection.url} className={styles.titleLink}>
            {collection.title}
          </Link>
        </Heading>
        {collection.description && (
          <p className={styles.description}>{truncateAtWord(collection.description)}</p>
        )}
        {grades && (
          <div className={styles.footer}>
            <p className={styles.meta}>
              <span className={styles.metaLabel}>Grades</span> {grades}
            </p>
          </div>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </article>
  );
}

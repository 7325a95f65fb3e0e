import type { SearchCollectionsReply } from '@lantern/shared';
import { Link } from 'react-router';
import { CollectionCard } from '../../components/cards/collection-card.tsx';
import { ChevronRightIcon } from '../../components/ui/icons.tsx';
import { countText, formatCount } from '../../lib/format-count.ts';
import { WidthVariant } from '../../lib/width-variant.tsx';
import styles from './collection-preview.module.css';
import { COLLECTION_FACET } from './collection-search.ts';
import { resultHref, type SearchMode, toggleSelected } from './search-url.ts';

interface CollectionPreviewProps {
  reply: SearchCollectionsReply | undefined;
  q: string;
  params: URLSearchParams;
  mode: SearchMode;
}

/**
 * The first few collections matching the search, above the resources, with a link to the
 * collections-only results (the search with the Collection type chosen). On a phone, one line leading to the
 * collections instead, so the resources and their count stay in view.
 */
export function CollectionPreview({ reply, q, params, mode }: CollectionPreviewProps) {
  if (!reply || reply.meta.total === 0) return null;
  const { total } = reply.meta;
  const seeAll = `?${toggleSelected(params, COLLECTION_FACET).toString()}`;
  return (
    <>
      <WidthVariant width="small">
        <p className={styles.compact}>
          <Link to={seeAll} className={styles.seeAll}>
            {countText(total, 'collection')}
            {q ? ` matching “${q}”` : ''}
            <ChevronRightIcon size={16} />
          </Link>
        </p>
      </WidthVariant>
      <WidthVariant width="wide">
        <section className={styles.collections} aria-labelledby="collections-title">
          <div className={styles.collectionsHeading}>
            <h2 id="collections-title">
              {q ? `Collections matching “${q}”` : 'Collections'}{' '}
              <span className={styles.collectionsCount}>({formatCount(total)})</span>
            </h2>
            {total > reply.objects.length && (
              <Link to={seeAll} className={styles.seeAll}>
                See all {formatCount(total)} collections
                <ChevronRightIcon size={16} />
              </Link>
            )}
          </div>
          <ul className={styles.collectionList} aria-labelledby="collections-title">
            {reply.objects.map((collection) => (
              <li key={collection.slug}>
                <CollectionCard collection={{ ...collection, url: resultHref(collection.url, mode) }} />
              </li>
            ))}
          </ul>
        </section>
      </WidthVariant>
    </>
  );
}

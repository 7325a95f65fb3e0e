import type { CollectionCard as CollectionCardReply } from '@lantern/shared';
import { CollectionCard } from '../../components/cards/collection-card.tsx';
import styles from './collection.module.css';
import { linkInMode } from './collection-url.ts';

/** The collections (series, themes) inside this one, as browse cards. */
export function Subcollections({
  collections,
  student,
}: {
  collections: CollectionCardReply[];
  student: boolean;
}) {
  if (collections.length === 0) return null;
  return (
    <section aria-labelledby="subcollections-title" className={styles.section}>
      <h2 id="subcollections-title">Collections in this collection</h2>
      <ul className={styles.grid} aria-labelledby="subcollections-title">
        {collections.map((collection) => (
          <li key={collection.slug}>
            <CollectionCard
              collection={{
                title: collection.title,
                url: linkInMode(collection.url, student),
                poster: collection.poster,
                description: collection.description,
                type: collection.type,
                resources_count: collection.resources_count,
                grades: collection.grades,
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

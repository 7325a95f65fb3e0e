import type { ResourceDetail } from '@lantern/shared';
import { Link } from 'react-router';
import { CardGrid, ResourceCard } from '../../../components/cards/index.ts';
import { CardActions } from '../../tools/index.ts';
import styles from '../resource-page.module.css';

/**
 * Related resources, then the collections holding this one (the first with its first five resources). Their cards
 * have Favorite and Add to folder as search cards do; a card asks whether it is a favorite only once the user comes
 * near its Favorite button, so the page still makes no request of its own before the user acts (decision 0021).
 */
export function RelatedContent({ resource }: { resource: ResourceDetail }) {
  const { firstCollection, collections } = resource.collection;
  const otherCollections = collections.filter((collection) => collection.slug !== firstCollection?.slug);
  return (
    <>
      {resource.related_resources.length > 0 ? (
        <section className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title" className={styles.sectionTitle}>
            Related resources
          </h2>
          <CardGrid label="Related resources">
            {resource.related_resources.map((card) => (
              <ResourceCard
                key={card.resource_code}
                resource={card}
                actions={<CardActions card={card} lookup="interaction" />}
              />
            ))}
          </CardGrid>
        </section>
      ) : null}
      {firstCollection ? (
        <section className={styles.related} aria-labelledby="collections-title">
          <h2 id="collections-title" className={styles.sectionTitle}>
            Part of these collections
          </h2>
          <h3 className={styles.subTitle}>
            <Link to={firstCollection.url}>{firstCollection.title}</Link>
          </h3>
          {firstCollection.resources.length > 0 ? (
            <CardGrid label={`From ${firstCollection.title}`}>
              {firstCollection.resources.map((card) => (
                <ResourceCard
                  key={card.resource_code}
                  resource={card}
                  headingLevel={4}
                  actions={<CardActions card={card} lookup="interaction" />}
                />
              ))}
            </CardGrid>
          ) : null}
          {otherCollections.length > 0 ? (
            <>
              <h3 className={styles.subTitle}>More collections</h3>
              <ul className={styles.tags}>
                {otherCollections.map((collection) => (
                  <li key={collection.slug}>
                    <Link to={collection.url}>{collection.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

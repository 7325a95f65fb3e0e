import { COLLECTION_GRADE_ALL, type CollectionDetail } from '@lantern/shared';
import type { ReactNode } from 'react';
import { ResourceCard } from '../../components/cards/resource-card.tsx';
import { resourceCountText, useLoadMore } from '../../components/cards/use-load-more.ts';
import { Button } from '../../components/ui/button.tsx';
import { CardActions } from '../tools/index.ts';
import styles from './collection.module.css';
import { useCollectionResources } from './collection-api.ts';
import { type CollectionAddress, type CollectionGrade, linkInMode } from './collection-url.ts';
import { GradeFilter } from './grade-filter.tsx';

interface CollectionResourcesProps {
  address: CollectionAddress;
  detail: CollectionDetail;
  grade: CollectionGrade;
  onGradeChange: (grade: CollectionGrade) => void;
  student: boolean;
}

/** The collection's resources for the chosen grade, a page at a time; 'Load more' keeps the keyboard in place. */
export function CollectionResources({
  address,
  detail,
  grade,
  onGradeChange,
  student,
}: CollectionResourcesProps) {
  const results = useCollectionResources(address, grade, student, detail);
  const { list, items, total, loadMore } = useLoadMore(results);

  let status: string;
  if (results.isError && items.length === 0) status = 'Resources could not be loaded';
  else if (results.isPending) status = 'Loading resources…';
  else if (total === 0) status = 'No resources';
  else status = `Showing ${items.length} of ${resourceCountText(total)}`;

  let body: ReactNode;
  if (results.isPending) {
    body = (
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={styles.placeholder} />
        ))}
      </ul>
    );
  } else if (results.isError && items.length === 0) {
    body = (
      <div className={styles.notice} role="alert">
        <p>We could not load the resources of this collection. Please try again.</p>
        <Button variant="secondary" onClick={() => void results.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (total === 0) {
    body = (
      <div className={styles.notice}>
        {grade === COLLECTION_GRADE_ALL ? (
          <p>This collection has no resources to show yet.</p>
        ) : (
          <>
            <p>No resources in this collection match the grade you chose.</p>
            <Button variant="secondary" onClick={() => onGradeChange(COLLECTION_GRADE_ALL)}>
              Show all grades
            </Button>
          </>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <ol ref={list} className={styles.grid} aria-labelledby="collection-resources-title">
          {items.map((resource) => (
            <li key={resource.resource_code}>
              <ResourceCard
                resource={{ ...resource, url: linkInMode(resource.url, student) }}
                actions={<CardActions card={resource} />}
              />
            </li>
          ))}
        </ol>
        {results.isFetchNextPageError && (
          <p className={styles.error} role="alert">
            More resources could not be loaded. Please try again.
          </p>
        )}
        {results.hasNextPage && (
          <div className={styles.more}>
            <Button
              variant="secondary"
              onClick={loadMore}
              aria-disabled={results.isFetchingNextPage || undefined}
            >
              {results.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="collection-resources-title" className={styles.section}>
      <div className={styles.sectionHeading}>
        <h2 id="collection-resources-title">Resources</h2>
        <GradeFilter options={detail.grade_options} value={grade} onChange={onGradeChange} />
        <p role="status" className={styles.count}>
          {status}
        </p>
      </div>
      {body}
    </section>
  );
}

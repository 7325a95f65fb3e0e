import { ResourceCard } from '../../components/cards/resource-card.tsx';
import { resourceCountText, useLoadMore } from '../../components/cards/use-load-more.ts';
import { Button } from '../../components/ui/button.tsx';
import { resultHref, type SearchMode } from '../search/index.ts';
import { CardActions } from '../tools/index.ts';
import styles from './browse.module.css';
import { useBrowseResults } from './browse-api.ts';

interface BrowseResultsProps {
  /** selected_facet values of this page (subject:{id} or grades:{band}, plus a student's grade). */
  selected: readonly string[];
  mode: SearchMode;
  /** What the list is of, for its heading ('Science resources'). */
  label: string;
}

/** A browse page's resources, 12 at a time; 'Load more' appends and moves focus to the first new card. */
export function BrowseResults({ selected, mode, label }: BrowseResultsProps) {
  const results = useBrowseResults(selected, mode);
  const { list, items, total, loadMore } = useLoadMore(results);

  let status: string;
  if (results.isError && items.length === 0) status = 'Resources could not be loaded';
  else if (results.isPending) status = 'Loading resources…';
  else if (total === 0) status = 'No resources yet';
  else status = `Showing ${items.length} of ${resourceCountText(total)}`;

  return (
    <section aria-labelledby="browse-results-title" className={styles.results}>
      <div className={styles.resultsHeading}>
        <h2 id="browse-results-title">{label}</h2>
        <p role="status" className={styles.count}>
          {status}
        </p>
      </div>
      {results.isPending ? (
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className={styles.placeholder} />
          ))}
        </ul>
      ) : results.isError && items.length === 0 ? (
        <div className={styles.notice} role="alert">
          <p>We could not load these resources. Please try again.</p>
          <Button variant="secondary" onClick={() => void results.refetch()}>
            Try again
          </Button>
        </div>
      ) : total === 0 ? (
        <div className={styles.notice}>
          <p>There are no resources here yet. Try another subject or grade, or search the whole library.</p>
        </div>
      ) : (
        <>
          <ol ref={list} className={styles.grid} aria-labelledby="browse-results-title">
            {items.map((resource, index) => (
              <li key={resource.resource_code}>
                <ResourceCard
                  priority={index === 0}
                  resource={{ ...resource, url: resultHref(resource.url, mode) }}
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
      )}
    </section>
  );
}

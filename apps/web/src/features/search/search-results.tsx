import type { SearchSuggestions } from '@lantern/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { countText } from '../../lib/format-count.ts';
import { Pagination } from './pagination.tsx';
import styles from './search-page.module.css';
import { pageCount, type SearchState, withPage } from './search-url.ts';
import { EmptySearchSuggestions } from './standard-header.tsx';

/** A page of results of either search call: resources or collections. */
interface ResultPage<T> {
  objects: T[];
  meta: { total: number; suggestions?: SearchSuggestions };
}

interface SearchResultsProps<T> {
  state: SearchState;
  params: URLSearchParams;
  results: UseQueryResult<ResultPage<T>>;
  /** What is listed, singular and plural ('resource', 'resources'). */
  noun: readonly [string, string];
  itemKey: (item: T) => string;
  /** index: the item's place on the page (the first one's poster loads at once). */
  renderItem: (item: T, index: number) => ReactNode;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClearFilters: () => void;
}

/** The result list with its loading, empty and error states, and the pages. */
export function SearchResults<T>({
  state,
  params,
  results,
  noun,
  itemKey,
  renderItem,
  headingRef,
  onClearFilters,
}: SearchResultsProps<T>) {
  const { data, error, isPending, isPlaceholderData, refetch } = results;
  const focusAfterPaging = useRef(false);

  // After a page link, keyboard and screen-reader users start at the new page's results.
  useEffect(() => {
    if (!focusAfterPaging.current || isPlaceholderData || !data) return;
    focusAfterPaging.current = false;
    headingRef.current?.focus();
  }, [data, isPlaceholderData, headingRef]);

  const hasFilters = state.selected.length > 0 || state.excluded.length > 0;
  const lastPage = data ? pageCount(data.meta.total) : 0;

  let status: string;
  if (error) status = 'Search failed';
  else if (!data) status = 'Searching…';
  else if (data.meta.total === 0) status = `No ${noun[1]} found`;
  else
    status = `${countText(data.meta.total, noun[0], noun[1])}${lastPage > 1 ? `, page ${state.page} of ${lastPage}` : ''}`;

  return (
    <>
      <h2 id="results-title" ref={headingRef} tabIndex={-1} className={styles.resultsTitle}>
        <span role="status">{status}</span>
      </h2>
      {error ? (
        <SearchError
          error={error}
          hasFilters={hasFilters}
          onClearFilters={onClearFilters}
          onRetry={refetch}
        />
      ) : isPending ? (
        <ul className={styles.resultList} aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className={styles.placeholder} />
          ))}
        </ul>
      ) : data && data.objects.length === 0 ? (
        <EmptyResults
          q={state.q}
          pastTheEnd={data.meta.total > 0}
          firstPage={`?${withPage(params, 1).toString()}`}
          hasFilters={hasFilters}
          onClearFilters={onClearFilters}
          suggestions={data.meta.suggestions}
        />
      ) : (
        data && (
          <>
            <ol className={styles.resultList} aria-busy={isPlaceholderData} aria-labelledby="results-title">
              {data.objects.map((item, index) => (
                <li key={itemKey(item)}>{renderItem(item, index)}</li>
              ))}
            </ol>
            <Pagination
              page={state.page}
              lastPage={lastPage}
              params={params}
              onNavigate={() => {
                focusAfterPaging.current = true;
              }}
            />
          </>
        )
      )}
    </>
  );
}

function EmptyResults(props: {
  q: string;
  pastTheEnd: boolean;
  firstPage: string;
  hasFilters: boolean;
  onClearFilters: () => void;
  suggestions?: SearchSuggestions;
}) {
  if (props.pastTheEnd) {
    return (
      <div className={styles.notice}>
        <p>This page is past the last page of results.</p>
        <Link to={props.firstPage}>Go to the first page</Link>
      </div>
    );
  }
  return (
    <div className={styles.notice}>
      <p className={styles.noticeTitle}>
        {props.q ? (
          <>
            Nothing matches “{props.q}”{props.hasFilters ? ' with these filters' : ''}.
          </>
        ) : (
          'Nothing matches these filters.'
        )}
      </p>
      <ul>
        <li>Check the spelling, or try a shorter or more general word.</li>
        <EmptySearchSuggestions suggestions={props.suggestions} />
        {props.hasFilters && <li>Remove a filter to widen the search.</li>}
      </ul>
      {props.hasFilters && (
        <Button variant="secondary" onClick={props.onClearFilters}>
          Clear all filters
        </Button>
      )}
    </div>
  );
}

function SearchError(props: {
  error: Error;
  hasFilters: boolean;
  onClearFilters: () => void;
  onRetry: () => void;
}) {
  // A 4xx carries the server's own explanation (e.g. a search text that is too long).
  const refused = props.error instanceof ApiRequestError && props.error.status < 500;
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.noticeTitle}>
        {refused ? props.error.message : 'We could not load the results. Please try again.'}
      </p>
      {refused ? (
        props.hasFilters && (
          <Button variant="secondary" onClick={props.onClearFilters}>
            Clear all filters
          </Button>
        )
      ) : (
        <Button variant="secondary" onClick={() => props.onRetry()}>
          Try again
        </Button>
      )}
    </div>
  );
}

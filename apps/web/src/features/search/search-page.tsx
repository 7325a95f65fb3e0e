import { COLLECTION_RANK_BY, SEARCH_FACET_NAMES, SEARCH_RANK_BY, type SearchRankBy } from '@lantern/shared';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CollectionCard } from '../../components/cards/collection-card.tsx';
import { ResourceCard } from '../../components/cards/resource-card.tsx';
import { FilterIcon } from '../../components/ui/icons.tsx';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { countText } from '../../lib/format-count.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { WidthVariant } from '../../lib/width-variant.tsx';
import { CardActions } from '../tools/index.ts';
import { ActiveFilters } from './active-filters.tsx';
import { CollectionPreview } from './collection-preview.tsx';
import {
  COLLECTION_FACET,
  collectionSearchQuery,
  collectionView,
  resourceSearchState,
  withCollectionType,
} from './collection-search.ts';
import { DidYouMean, RelaxedNotice } from './did-you-mean.tsx';
import { facetValueLabel } from './facet-labels.ts';
import { FacetPanel } from './facet-panel.tsx';
import { useCollectionResults, useSearchResults } from './search-api.ts';
import styles from './search-page.module.css';
import { SearchResults } from './search-results.tsx';
import {
  clearFacets,
  excludeFacet,
  readSearchState,
  removeFacet,
  resultHref,
  splitFacetParam,
  toggleSelected,
  withRankBy,
} from './search-url.ts';
import { StandardHeader } from './standard-header.tsx';
import { atSpokenLine, TranscriptExcerpt } from './transcript-excerpt.tsx';

// React Aria's dialog loads only when a phone opens the filters.
const FiltersDialog = lazy(() => import('./filters-dialog.tsx'));

const FACET_NAMES_BUT_TYPE = SEARCH_FACET_NAMES.filter((name) => name !== 'media_type');

const RANK_LABELS: Record<SearchRankBy, string> = {
  relevance: 'Most relevant',
  newest: 'Newest',
  title: 'Title (A to Z)',
  popularity: 'Most popular',
};

/**
 * /search and /add-on/search/: resources and collections, filters with counts, order and pages, all
 * read from and written to the address (spec 1 §2.2, §7, §9). Below the desktop breakpoint the results
 * come first and the filters wait behind a 'Filters' button, the chosen ones shown as chips.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const mode = useExperienceMode();
  const { student } = mode;
  const view = collectionView(state, mode);
  const collectionsOnly = view === 'only';
  const results = useSearchResults(resourceSearchState(state, view), mode, collectionsOnly);
  const collections = useCollectionResults(collectionSearchQuery(state, mode));
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  useDocumentTitle(pageTitle(state.q ? `Search: ${state.q}` : 'Search'));

  // A student's grade comes from the grade gate; it is changed there, not removed here.
  const isGateGrade = (facet: string) => student && facet.startsWith('grades:');
  const gateGrades = state.selected.filter(isGateGrade);
  const facets = withCollectionType(
    results.data?.meta.facets,
    collections.data?.meta.total,
    state.selected.includes(COLLECTION_FACET),
  );
  const update = (next: URLSearchParams) => setParams(next);
  const clear = () => update(clearFacets(params, isGateGrade));
  // Collections are ordered by relevance, date or title only.
  const ranks = collectionsOnly ? COLLECTION_RANK_BY : SEARCH_RANK_BY;
  const rank =
    state.rankBy && (ranks as readonly string[]).includes(state.rankBy) ? state.rankBy : 'relevance';

  const what = collectionsOnly ? 'collections' : 'classroom resources';
  const gateGrade = gateGrades.length > 0 && (
    <p className={styles.gateGrade}>
      Your grade:{' '}
      <strong>
        {gateGrades
          .map((facet) => facetValueLabel(facets, 'grades', splitFacetParam(facet).value))
          .join(', ')}
      </strong>
    </p>
  );
  const chosen = state.selected.filter((facet) => !isGateGrade(facet));
  const chips = (
    <ActiveFilters
      selected={chosen}
      excluded={state.excluded}
      facets={facets}
      onRemove={(kind, facet) => update(removeFacet(params, kind, facet))}
      onClear={clear}
      // The Filters button is there only on a phone (WidthVariant).
      focusWhenEmpty={() => (filtersButton.current ?? resultsHeading.current)?.focus()}
    />
  );
  const facetPanel = facets && (
    <FacetPanel
      facets={facets}
      selected={state.selected}
      excluded={state.excluded}
      mode={mode}
      hidden={student ? ['grades'] : []}
      // Beside collections, the other filters still narrow, but their counts are of resources.
      uncounted={collectionsOnly ? FACET_NAMES_BUT_TYPE : []}
      onToggle={(facet) => update(toggleSelected(params, facet))}
      onExclude={(facet) => update(excludeFacet(params, facet))}
    />
  );
  const chosenCount = chosen.length + state.excluded.length;
  const total = (collectionsOnly ? collections.data : results.data)?.meta.total;
  const sort = (
    <label className={styles.sort}>
      <span>Sort by</span>
      <select
        value={rank}
        onChange={(event) => {
          const value = event.target.value as SearchRankBy;
          update(withRankBy(params, value === 'relevance' ? null : value));
        }}
      >
        {ranks.map((option) => (
          <option key={option} value={option}>
            {RANK_LABELS[option]}
          </option>
        ))}
      </select>
    </label>
  );
  const smallTools = (
    <div className={styles.tools}>
      <button
        ref={filtersButton}
        type="button"
        className={styles.filtersButton}
        aria-haspopup="dialog"
        onClick={() => setFiltersOpen(true)}
      >
        <FilterIcon size={18} />
        {/* The chosen ones show as chips right below; a count here would not fit beside the sort. */}
        Filters
      </button>
      {sort}
    </div>
  );
  const chosenBar = (
    <div className={styles.chosenBar}>
      {gateGrade}
      {chips}
    </div>
  );
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 id="search-title">{state.q ? `Results for “${state.q}”` : `All ${what}`}</h1>
        <WidthVariant width="small">{smallTools}</WidthVariant>
        <WidthVariant width="wide">{sort}</WidthVariant>
      </div>
      <WidthVariant width="small">{chosenBar}</WidthVariant>
      {filtersOpen && (
        <WidthVariant width="small">
          <Suspense fallback={null}>
            <FiltersDialog
              onClose={() => setFiltersOpen(false)}
              showLabel={total === undefined ? 'Show results' : `Show ${resultsText(total, collectionsOnly)}`}
              onClear={chosenCount > 0 ? clear : null}
            >
              {facetPanel}
            </FiltersDialog>
          </Suspense>
        </WidthVariant>
      )}
      <div className={styles.layout}>
        <WidthVariant width="wide">
          <aside className={styles.filters} aria-labelledby="filters-title">
            <h2 id="filters-title">Filters</h2>
            {gateGrade}
            {chips}
            {facetPanel}
          </aside>
        </WidthVariant>
        <section className={styles.results} aria-labelledby="results-title">
          {collectionsOnly ? (
            <SearchResults
              state={state}
              params={params}
              results={collections}
              noun={['collection', 'collections']}
              itemKey={(collection) => collection.slug}
              renderItem={(collection, index) => (
                <CollectionCard
                  collection={{ ...collection, url: resultHref(collection.url, mode) }}
                  priority={index === 0}
                />
              )}
              headingRef={resultsHeading}
              onClearFilters={clear}
            />
          ) : (
            <>
              {results.data?.meta.did_you_mean && (
                <DidYouMean q={state.q} suggestion={results.data.meta.did_you_mean} params={params} />
              )}
              {results.data?.meta.relaxed && (
                <RelaxedNotice q={state.q} relaxed={results.data.meta.relaxed} />
              )}
              {view === 'preview' && state.page === 1 && (
                <CollectionPreview reply={collections.data} q={state.q} params={params} mode={mode} />
              )}
              <StandardHeader standards={results.data?.meta.standards} />
              <SearchResults
                state={state}
                params={params}
                results={results}
                noun={['resource', 'resources']}
                itemKey={(resource) => resource.resource_code}
                renderItem={(resource, index) => (
                  <ResourceCard
                    priority={index === 0}
                    resource={{
                      ...resource,
                      url: resultHref(atSpokenLine(resource.url, resource.transcript_match), mode),
                    }}
                    actions={<CardActions card={resource} />}
                    excerpt={
                      resource.transcript_match && <TranscriptExcerpt match={resource.transcript_match} />
                    }
                  />
                )}
                headingRef={resultsHeading}
                onClearFilters={clear}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

const resultsText = (total: number, collections: boolean) =>
  countText(total, collections ? 'collection' : 'resource');

import { SEARCH_RANK_BY, type SearchRankBy } from '@lantern/shared';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { ActiveFilters } from './active-filters.tsx';
import { FacetPanel } from './facet-panel.tsx';
import { useSearchResults } from './search-api.ts';
import styles from './search-page.module.css';
import { SearchResults } from './search-results.tsx';
import {
  clearFacets,
  excludeFacet,
  readSearchState,
  removeFacet,
  toggleSelected,
  withRankBy,
} from './search-url.ts';

const RANK_LABELS: Record<SearchRankBy, string> = {
  relevance: 'Most relevant',
  newest: 'Newest',
  title: 'Title (A to Z)',
  popularity: 'Most popular',
};

/**
 * /search and /add-on/search/: results, filters with counts, order and pages, all read from and
 * written to the address (spec 1 §2.2, §7, §9).
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const mode = useExperienceMode();
  const { student, addOn } = mode;
  const results = useSearchResults(state, { student, addOn });
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(pageTitle(state.q ? `Search: ${state.q}` : 'Search'));

  // A student's grade comes from the grade gate; it is changed there, not removed here.
  const isGateGrade = (facet: string) => student && facet.startsWith('grades:');
  const facets = results.data?.meta.facets;
  const update = (next: URLSearchParams) => setParams(next);

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 id="search-title">{state.q ? `Results for “${state.q}”` : 'All classroom resources'}</h1>
        <label className={styles.sort}>
          <span>Sort by</span>
          <select
            value={state.rankBy ?? 'relevance'}
            onChange={(event) => {
              const value = event.target.value as SearchRankBy;
              update(withRankBy(params, value === 'relevance' ? null : value));
            }}
          >
            {SEARCH_RANK_BY.map((rank) => (
              <option key={rank} value={rank}>
                {RANK_LABELS[rank]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.layout}>
        <aside className={styles.filters} aria-labelledby="filters-title">
          <h2 id="filters-title">Filters</h2>
          <ActiveFilters
            selected={state.selected.filter((facet) => !isGateGrade(facet))}
            excluded={state.excluded}
            facets={facets}
            onRemove={(kind, facet) => update(removeFacet(params, kind, facet))}
            onClear={() => update(clearFacets(params, isGateGrade))}
          />
          {facets && (
            <FacetPanel
              facets={facets}
              selected={state.selected}
              excluded={state.excluded}
              mode={mode}
              hidden={student ? ['grades'] : []}
              onToggle={(facet) => update(toggleSelected(params, facet))}
              onExclude={(facet) => update(excludeFacet(params, facet))}
            />
          )}
        </aside>
        <section className={styles.results} aria-labelledby="results-title">
          <SearchResults
            state={state}
            params={params}
            results={results}
            mode={mode}
            headingRef={resultsHeading}
            onClearFilters={() => update(clearFacets(params, isGateGrade))}
          />
        </section>
      </div>
    </div>
  );
}

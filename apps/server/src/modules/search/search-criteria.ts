import type { SearchFacetName, SearchFilter, SearchRankBy } from '@lantern/shared';
import type { Audience } from '../cards/index.ts';

/** A search after parsing and checking: what the repositories are asked for. */
export interface SearchCriteria {
  q: string;
  selected: SearchFilter[];
  excluded: SearchFilter[];
  collectionSlug: string | null;
  rankBy: SearchRankBy;
  start: number;
  count: number;
  facetBy: SearchFacetName[];
  /**
   * q also matches state standards (their codes and statements): only for signed-in callers, as state standards are
   * visible only to them (spec 2). Absent or false: national standards only.
   */
  stateStandards?: boolean;
  /**
   * Ranks the matches of q by this text instead of q: a relaxed query (relaxed-search.ts) ranks its one word's
   * matches by all the words typed, so that those holding more of them come first. Counts never depend on it.
   */
  rankText?: string;
  /**
   * Who searches (their filters are already in selected and excluded): what the empty-results page may offer them
   * (search-suggestions.ts). Absent: counted as a teacher's whole catalog.
   */
  audience?: Audience;
}

/** Whether a search reaches state standards: part of every key its counts are kept under (a visitor's differ). */
export const reachesStateStandards = (criteria: Pick<SearchCriteria, 'q' | 'stateStandards'>): boolean =>
  Boolean(criteria.stateStandards && criteria.q);

import type { SearchFacetName, SearchFilter, SearchRankBy } from '@lantern/shared';

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
}

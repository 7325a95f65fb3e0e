/** The public surface of the search module: other modules import from here only (docs/decisions/0020-module-boundaries.md). */

export { indexCaptionTracks } from './caption-cues.repo.ts';
export { type ResolvedSearch, resolveSearch, type SearchCriteria, whereClause } from './search.repo.ts';
export { runSearch, type SearchCaller, searchCriteria, studentGradeFilter } from './search.service.ts';
export { countFromBitmaps } from './search-bitmaps.repo.ts';
export { documentWhere } from './search-document-filters.ts';
export { countParts } from './search-facet-cache.repo.ts';
export { type CountedSearch, facetLabels, labelCounts } from './search-facets.repo.ts';
export { typedCodeKey } from './standard-codes.ts';
export { correctedText } from './typo-correction.ts';

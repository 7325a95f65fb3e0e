/** The public surface of the search module: other modules import from here only (docs/decisions/0020-module-boundaries.md). */
export { type SearchCriteria, whereClause } from './search.repo.ts';
export { runSearch, type SearchCaller, searchCriteria } from './search.service.ts';

/** The public surface of the search feature: other features import from here only (docs/decisions/0020-module-boundaries.md). */
export { Pagination } from './pagination.tsx';
export { resultHref, type SearchMode, searchApiQuery } from './search-url.ts';

/** The public surface of the errors feature: other features import from here only (docs/decisions/0020-module-boundaries.md). */
export { EmbedPage } from './embed-page.tsx';
export { errorDocumentTitle } from './error-content.ts';

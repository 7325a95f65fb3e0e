/** The public surface of the collection feature: other features import from here only (docs/decisions/0020-module-boundaries.md). */
export { linkInMode } from './collection-url.ts';

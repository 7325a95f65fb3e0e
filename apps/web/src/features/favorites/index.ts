/** The public surface of the favorites feature: other features import from here only (docs/decisions/0020-module-boundaries.md). */
export { type FavoriteTarget, useFavoriteToggle } from './use-favorite-toggle.ts';

/** The public surface of the favorites feature: other features import from here only (docs/decisions/0020-module-boundaries.md). */
export { fetchFavoriteOf, useAddFavorite, useFavoriteOf, useRemoveFavorite } from './favorites-api.ts';
export {
  FAVORITE_FAILURES,
  FAVORITE_SIGN_IN_TIP,
  type FavoriteTarget,
  useFavoriteToggle,
} from './use-favorite-toggle.ts';

/** The public surface of the favorites module: other modules import from here only (docs/decisions/0020-module-boundaries.md). */
export { favoritableResource } from './favorites.repo.ts';

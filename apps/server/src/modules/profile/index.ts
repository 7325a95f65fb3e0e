/** The public surface of the profile module: other modules import from here only (docs/decisions/0020-module-boundaries.md). */
export { profileRoutes } from './profile.routes.ts';

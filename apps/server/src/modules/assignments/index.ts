/** The public surface of the assignments module (docs/decisions/0020-module-boundaries.md). */
export { assignmentsRoutes } from './assignments.routes.ts';
export { launchDataByCode } from './launch-data.repo.ts';
export { assignmentForPlayer } from './player-assignment.ts';
export { QUICK_ASSIGN_COOKIE } from './quick-assign-cookie.ts';

/** The public surface of the assignments feature (docs/decisions/0020-module-boundaries.md). */
export { useAssignmentCount } from './api.ts';
export { RecentAssignments } from './recent-assignments.tsx';

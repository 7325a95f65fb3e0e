/** The public surface of the stations module: other modules import from here only (docs/decisions/0020-module-boundaries.md). */
export { userStationId } from './stations.repo.ts';
export { currentStation, keepVisitorStation } from './stations.service.ts';

/** The public surface of the classes module: other modules import from here only (docs/decisions/0020-module-boundaries.md). */

export { studentDisplayName } from './classes.presenter.ts';
export { activeClassIdByCode, joinClass } from './joining.service.ts';
export { classesRoutes } from './routes.ts';

/** The public surface of the student feature: other features import from here only (docs/decisions/0020-module-boundaries.md). */
export { invalidateStudentWork } from './work-queries.ts';

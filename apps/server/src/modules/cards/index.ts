/**
 * Cards and audience: the public surface of this module (docs/decisions/0019-cards-and-audience.md). Other
 * modules import from here only; the linter refuses imports of another module's files (decision 0020).
 */
export {
  type Audience,
  audienceFilters,
  audienceKey,
  audienceOf,
  EVERYONE,
  isStudent,
  isStudentViewer,
  shownTo,
  studentContent,
  visibleResource,
} from './audience.ts';
export { presentCard } from './card.presenter.ts';
export { type CardRow, cardColumn, cardRowSchema, cardRows, cardRowsWithIds } from './card.repo.ts';

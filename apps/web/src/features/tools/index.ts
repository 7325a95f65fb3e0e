/** The public surface of the tools feature (the teacher library): other features import from here only (docs/decisions/0020-module-boundaries.md). */
export { AddToFolderButton, CardActions } from './card-actions.tsx';

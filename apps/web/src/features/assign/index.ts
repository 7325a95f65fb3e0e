/** The public surface of the assign feature (docs/decisions/0020-module-boundaries.md; decision 0042). */
export { AssignButton } from './assign-button.tsx';

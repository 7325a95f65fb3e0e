/** The public surface of the player feature: other features import from here only (docs/decisions/0020-module-boundaries.md). */
export { StoredRichText } from './slide-content.tsx';

/** The public surface of the resource feature: other features import from here only (docs/decisions/0020-module-boundaries.md). */
export { HeartIcon } from './actions/action-icons.tsx';
export { LazyMediaPlayer } from './media/lazy-media-player.tsx';
export { resourceApiPath } from './resource-load.ts';

import { lazy } from 'react';

/**
 * The resource page's media player (media-chrome, captions, transcript) as its own chunk, for other features
 * that show a catalog video or audio only sometimes (the assignment player's Media slides, issue 21): their
 * first load stays without media-chrome. Render it inside a Suspense boundary.
 */
export const LazyMediaPlayer = lazy(() =>
  import('./media-player.tsx').then((module) => ({ default: module.MediaPlayer })),
);

/**
 * The first script of a page rendered on the server (decision 0063). The page is readable as it arrives: its
 * text and its largest image (the poster, hero or first result, `fetchpriority="high"`) should reach the screen
 * before the app's code competes with it, for the connection and for the main thread. The server holds the app's
 * module preloads back (`<link rel="lantern-modulepreload">`, spa.ts deferModulePreloads); this script waits for
 * a frame, for that image (at most two seconds), and for the frame that shows it, then lets the preloads go and
 * runs them one task each (decision 0061), the app's entry last.
 */
import { holdEarlyPresses } from './app/early-presses.ts';
import { nextTask, runPreloadedChunksInTurns } from './app/start-in-turns.ts';
import { handleChunkLoadFailure, isChunkLoadError } from './lib/stale-build.ts';
import { showStaleBuildNotice } from './lib/stale-build-notice.ts';

const MAX_IMAGE_WAIT_MS = 2000;
// A hidden tab paints no frame; the timer lets it start anyway (timers there run at most once a second).
const MAX_FRAME_WAIT_MS = 1000;

function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, MAX_FRAME_WAIT_MS);
  });
}

/** Resolves once the largest image is decoded (ready for the next frame), has failed, or took too long. */
function largestImageReady(): Promise<unknown> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) return Promise.resolve();
  const timeout = new Promise((resolve) => setTimeout(resolve, MAX_IMAGE_WAIT_MS));
  return Promise.race([image.decode().catch(() => undefined), timeout]);
}

async function startAfterPaint(entry: string): Promise<void> {
  await afterNextFrame();
  await largestImageReady();
  await afterNextFrame();
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="lantern-modulepreload"]')) {
    link.rel = 'modulepreload';
  }
  // The entry's chunks and the page's, each in a task of its own, the entry last (decision 0061). Most page
  // chunks import the entry, so it runs earlier, with the first of them; main.tsx then takes the rest in turns.
  await runPreloadedChunksInTurns(new URL(entry, document.baseURI).href);
  await nextTask();
  try {
    await import(/* @vite-ignore */ entry);
  } catch (error) {
    // The HTML names a build whose files are not all there (a release on its way, or half done across servers):
    // reload once; if that does not help, the page says so, for no app will take it over (decision 0068).
    if (!isChunkLoadError(error)) throw error;
    if (handleChunkLoadFailure(error) === 'failed') showStaleBuildNotice();
  }
}

// A press before the app has hydrated waits for it instead of being lost (early-presses.ts).
holdEarlyPresses();
const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
if (entry) void startAfterPaint(entry);

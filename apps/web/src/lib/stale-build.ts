/**
 * After a release the old build's hashed files are gone (404), so a tab opened before it fails wherever it next
 * loads a script: a page on a client-side navigation, a dialog, a part of the shell, or, on a server-rendered
 * page, the app's entry itself (issue 38, docs/decisions/0068). Every such failure comes here, from wherever it
 * is noticed (lazy pages, the router's error elements, Vite's `vite:preloadError`, unhandled rejections,
 * after-paint.ts): the page reloads once to the new build, keeping what was typed (typed-values.ts), and a second
 * failure soon after is shown as a message with a button to reload, never as a reload loop.
 *
 * No React, no zod, nothing the server must not run at import: after-paint.ts (the first script of a
 * server-rendered page, decision 0063) carries this module too.
 */
import { saveTypedValues } from './typed-values.ts';

export const STALE_BUILD_TEXTS = {
  title: 'Part of this page did not load',
  message:
    'A new version of the site may have come out while this page was open, or the connection dropped. ' +
    'Reload the page to get the latest version. If it still does not load, check your internet connection ' +
    'and try again in a few minutes.',
  button: 'Reload page',
  documentTitle: 'Page did not load',
} as const;

/** Chromium, Firefox and Safari's words for a module that could not be fetched, and Vite's for a stylesheet. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Errors Vite reported as a failed preload, whatever their words. */
const reportedByVite = new WeakSet<object>();

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && reportedByVite.has(error)) return true;
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/**
 * A failure within this long of the last reload for one is not helped by another: the new build is there, and a
 * file still missing means a broken release or a broken connection. Later, it can be the next release.
 */
export const RELOAD_AGAIN_AFTER_MS = 10 * 60_000;

/** Whether the tab may reload, given when it last reloaded for a missing chunk (null: never). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null) return true;
  const since = now - lastReloadAt;
  // A mark from the future (the clock was set back) says nothing: the reload writes a new one.
  return since < 0 || since >= RELOAD_AGAIN_AFTER_MS;
}

const RELOADED_AT_KEY = 'lantern-reloaded-for-chunk';

/**
 * Marks a reload in the tab's session storage and says whether it may go ahead. It may not when the last one was
 * recent, nor when the mark cannot be kept (storage blocked, as in some third-party frames): without the mark,
 * the next page could not tell it had already reloaded, and would loop.
 */
function claimReload(now: number): boolean {
  try {
    const last = Number.parseInt(sessionStorage.getItem(RELOADED_AT_KEY) ?? '', 10);
    if (!mayReload(Number.isFinite(last) ? last : null, now)) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    return sessionStorage.getItem(RELOADED_AT_KEY) === String(now);
  } catch {
    return false;
  }
}

/** 'reloading': the page is on its way to the new build; 'failed': it says so and offers a reload. */
export type StaleBuildState = 'idle' | 'reloading' | 'failed';

let state: StaleBuildState = 'idle';
const listeners = new Set<() => void>();

function setState(next: StaleBuildState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function staleBuildState(): StaleBuildState {
  return state;
}

export function subscribeToStaleBuild(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A reload that has not happened by then was held back (a 'leave this page?' answered no): say so instead. */
const RELOAD_HELD_BACK_MS = 10_000;

/**
 * The one handler for a script or stylesheet of the build that failed to load: reloads once (the first failure of
 * this page load decides; later ones get the same answer), else moves to 'failed'. What was typed is kept either
 * way: the reload restores it, and so does the reload button after a failure (which may have unmounted the form).
 */
export function handleChunkLoadFailure(error: unknown): StaleBuildState {
  if (state !== 'idle') return state;
  console.warn('A script of this page failed to load (a new release?)', error);
  saveTypedValues();
  if (!claimReload(Date.now())) {
    setState('failed');
    return state;
  }
  setState('reloading');
  window.location.reload();
  setTimeout(() => setState('failed'), RELOAD_HELD_BACK_MS);
  return state;
}

/** The message's button: keeps what is still typed on the page, then reloads (this does not reset the mark). */
export function reloadForNewBuild(): void {
  saveTypedValues();
  window.location.reload();
}

/**
 * Listens where chunk failures surface outside React: Vite's event for a dynamic import or one of its preloads
 * (module or stylesheet) that failed, and promises nobody handled (an import in an event handler). Vite's event is
 * not cancelled, so the import still rejects and its caller (a lazy component, a route) sees the error.
 */
export function installStaleBuildHandlers(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (typeof error === 'object' && error !== null) reportedByVite.add(error);
    handleChunkLoadFailure(error);
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) handleChunkLoadFailure(event.reason);
  });
}

import { useEffect, useId, useSyncExternalStore } from 'react';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import {
  reloadForNewBuild,
  STALE_BUILD_TEXTS,
  type StaleBuildState,
  staleBuildState,
  subscribeToStaleBuild,
} from '../../lib/stale-build.ts';

/** Where the page's scripts stand after a failed load (lib/stale-build.ts); the server renders 'idle'. */
export function useStaleBuildState(): StaleBuildState {
  return useSyncExternalStore(subscribeToStaleBuild, staleBuildState, () => 'idle');
}

/**
 * Says that part of the page did not load and offers a reload (docs/decisions/0068), in the shell's main region
 * under the header. Its classes are global (global.css): the server's page shows the same markup when the app
 * itself could not start (lib/stale-build-notice.ts).
 */
export function StaleBuildView() {
  const titleId = useId();
  useDocumentTitle(pageTitle(STALE_BUILD_TEXTS.documentTitle));
  useEffect(() => {
    // The failure may have taken away what had the focus (a dialog, a button of the page): start here instead.
    if (document.activeElement === document.body || document.activeElement === null)
      document.getElementById('main-content')?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="stale-build" aria-labelledby={titleId}>
      <h1 id={titleId}>{STALE_BUILD_TEXTS.title}</h1>
      <p>{STALE_BUILD_TEXTS.message}</p>
      <button type="button" onClick={reloadForNewBuild}>
        {STALE_BUILD_TEXTS.button}
      </button>
    </section>
  );
}

import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';

function PageLoading() {
  return (
    <p role="status" aria-live="polite" style={{ padding: '2rem 1rem', textAlign: 'center' }}>
      Loading…
    </p>
  );
}

function LazyRoutePage({ page: Page, fresh }: { page: LazyExoticComponent<ComponentType>; fresh: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <Suspense fallback={<PageLoading />}>
      <Page key={fresh ? `${pathname}${search}` : undefined} />
    </Suspense>
  );
}

const RELOADED_FOR_CHUNK = 'lantern-reloaded-for-chunk';

/** The flag, or null when session storage is blocked (e.g. in a third-party frame). */
function readReloadFlag(): boolean | null {
  try {
    return sessionStorage.getItem(RELOADED_FOR_CHUNK) !== null;
  } catch {
    return null;
  }
}

function writeReloadFlag(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(RELOADED_FOR_CHUNK, '1');
    else sessionStorage.removeItem(RELOADED_FOR_CHUNK);
  } catch {
    // blocked storage: readReloadFlag reports null and no reload happens
  }
}

/**
 * Loads a page module. After a new release the old hashed files are gone, so a tab opened before
 * it fails to load pages: reload once to pick up the new release, then let the error page show.
 * It reloads only when the flag can be kept, so a page that keeps failing never reloads in a loop.
 */
async function loadPageModule(load: () => Promise<ComponentType>): Promise<{ default: ComponentType }> {
  try {
    const page = await load();
    writeReloadFlag(false);
    return { default: page };
  } catch (error) {
    if (readReloadFlag() !== false) throw error;
    writeReloadFlag(true);
    if (readReloadFlag() !== true) throw error;
    window.location.reload();
    return new Promise(() => {}); // the reload replaces this page
  }
}

/**
 * A route element whose page module is loaded on first visit, so the first load carries only the
 * shell and the page shown. `fresh` remounts the page whenever the address changes other than in
 * its fragment (resource pages are never reused between navigations, spec 1 §2.2).
 */
export function lazyPage(load: () => Promise<ComponentType>, { fresh = false } = {}) {
  const page = lazy(() => loadPageModule(load));
  return <LazyRoutePage page={page} fresh={fresh} />;
}

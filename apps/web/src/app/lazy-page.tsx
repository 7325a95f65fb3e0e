import { type ComponentType, isValidElement, type LazyExoticComponent, lazy, Suspense } from 'react';
import { type Location, matchRoutes, type RouteObject, useLocation } from 'react-router';

function PageLoading() {
  return (
    <p role="status" aria-live="polite" style={{ padding: '2rem 1rem', textAlign: 'center' }}>
      Loading…
    </p>
  );
}

interface LazyRoutePageProps {
  page: LazyExoticComponent<ComponentType>;
  fresh: boolean;
  /** Loads the page's module now, so its first render does not suspend (preloadRoutePages). */
  preload: () => Promise<void>;
}

function LazyRoutePage({ page: Page, fresh }: LazyRoutePageProps) {
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
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded ??= await load();
  };
  // A module already preloaded is handed over synchronously (a thenable that resolves at once), so React
  // renders the page in the same pass: hydration finds it, and the server renders it without waiting.
  const page = lazy(() => {
    const ready = loaded;
    if (ready)
      return {
        // biome-ignore lint/suspicious/noThenProperty: a thenable React reads synchronously, on purpose
        then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: ready }),
      } as Promise<{ default: ComponentType }>;
    return loadPageModule(load);
  });
  return <LazyRoutePage page={page} fresh={fresh} preload={preload} />;
}

/**
 * Loads the page modules of the routes matching `location` (docs/decisions/0053): before hydrating, so
 * the server's HTML is hydrated by the page itself rather than replaced by the loading fallback, and on
 * the server before rendering. A module that fails to load here is left to the page's own loading.
 */
export async function preloadRoutePages(
  routes: RouteObject[],
  location: string | Partial<Location>,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const element = route.element;
      if (!isValidElement<LazyRoutePageProps>(element) || element.type !== LazyRoutePage) return undefined;
      return element.props.preload().catch(() => undefined);
    }),
  );
}

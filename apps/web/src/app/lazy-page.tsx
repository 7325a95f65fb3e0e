import { type ComponentType, isValidElement, type LazyExoticComponent, lazy, Suspense } from 'react';
import { type Location, matchRoutes, type RouteObject, useLocation } from 'react-router';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { handleChunkLoadFailure, isChunkLoadError } from '../lib/stale-build.ts';

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

/**
 * Loads a page module. After a new release the old hashed files are gone, so a tab opened before it fails to load
 * pages: the shared handler reloads once to the new build (lib/stale-build.ts), and meanwhile the page stays
 * 'Loading…' rather than flash an error. When it does not reload, the router's error element says what happened.
 */
async function loadPageModule(load: () => Promise<ComponentType>): Promise<{ default: ComponentType }> {
  try {
    return { default: await load() };
  } catch (error) {
    if (isChunkLoadError(error) && handleChunkLoadFailure(error) === 'reloading')
      return new Promise(() => {});
    throw error;
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

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
  const { key } = useLocation();
  return (
    <Suspense fallback={<PageLoading />}>
      <Page key={fresh ? key : undefined} />
    </Suspense>
  );
}

/**
 * A route element whose page module is loaded on first visit, so the first load carries only the
 * shell and the page shown. `fresh` remounts the page on every navigation (resource pages are
 * never reused between navigations, spec 1 §2.2).
 */
export function lazyPage(load: () => Promise<ComponentType>, { fresh = false } = {}) {
  const page = lazy(async () => ({ default: await load() }));
  return <LazyRoutePage page={page} fresh={fresh} />;
}

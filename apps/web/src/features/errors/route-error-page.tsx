import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { handleChunkLoadFailure, isChunkLoadError } from '../../lib/stale-build.ts';
import { errorDocumentTitle, errorPageContent } from './error-content.ts';
import { ErrorView } from './error-view.tsx';
import { StaleBuildView, useStaleBuildState } from './stale-build-view.tsx';

/**
 * The router's error boundary: a page that failed to render or load shows the error page's 500, unless what
 * failed is a file of the build that is gone (a new release, lib/stale-build.ts): then the tab reloads once, and
 * says what happened if that did not help.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return isChunkLoadError(error) ? <MissingChunk error={error} /> : <PageFailed error={error} />;
}

function MissingChunk({ error }: { error: unknown }) {
  const state = useStaleBuildState();
  // Usually the handler has already heard of it (Vite's event, the lazy page); if not, it decides now.
  useEffect(() => void handleChunkLoadFailure(error), [error]);
  return state === 'failed' ? <StaleBuildView /> : <PageLoading />;
}

function PageFailed({ error }: { error: unknown }) {
  const { addOn } = useExperienceMode();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const content = errorPageContent({ status, addOn });
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error('Page failed to render', error);
  }, [error]);
  useDocumentTitle(errorDocumentTitle(content.status, getPageConfig().productName));
  return <ErrorView content={content} />;
}

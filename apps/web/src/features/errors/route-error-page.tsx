import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { errorDocumentTitle, errorPageContent } from './error-content.ts';
import { ErrorView } from './error-view.tsx';

/** The router's error boundary: a page that failed to render or load shows the error page's 500. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { addOn } = useExperienceMode();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const content = errorPageContent({ status, addOn });
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error('Page failed to render', error);
  }, [error]);
  useDocumentTitle(errorDocumentTitle(content.status, getPageConfig().productName));
  return <ErrorView content={content} />;
}

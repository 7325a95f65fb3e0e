import { useLocation, useSearchParams } from 'react-router';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { errorDocumentTitle, errorPageContent } from './error-content.ts';
import { readErrorState } from './error-state.ts';
import { ErrorView } from './error-view.tsx';

/** /error?status=…&customErrorMessage=…&next=… with optional navigation state (spec 3). */
export function ErrorPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { addOn } = useExperienceMode();
  const state = readErrorState(location.state);
  const content = errorPageContent({
    status: params.get('status'),
    customErrorMessage: params.get('customErrorMessage'),
    next: params.get('next'),
    addOn,
    expirationDate: state.expirationDate,
    errorStatus: state.errorStatus,
    resourceType: state.resourceType,
  });
  useDocumentTitle(errorDocumentTitle(content.status, getPageConfig().productName));
  return (
    <ErrorView content={content} relatedResources={state.relatedResources} adminLink={state.adminLink} />
  );
}

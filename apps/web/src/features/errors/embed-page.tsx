import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { errorDocumentTitle, errorPageContent } from './error-content.ts';
import { ErrorView } from './error-view.tsx';

/**
 * The catch-all ('embed') route: any address the app does not know. It shows the error page's
 * generic 404 at the address itself, so a reload shows the same page.
 */
export function EmbedPage() {
  const { addOn } = useExperienceMode();
  const content = errorPageContent({ status: 404, addOn });
  useDocumentTitle(errorDocumentTitle(content.status, getPageConfig().productName));
  return <ErrorView content={content} />;
}

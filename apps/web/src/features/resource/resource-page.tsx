import { isResourceRedirect, type ResourceDetail } from '@lantern/shared';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.ts';
import { safeNextPath } from '../../lib/auth-links.ts';
import { errorPageHref } from '../../lib/error-navigation.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { WidthVariant } from '../../lib/width-variant.tsx';
import { ResourceActions } from './actions/resource-actions.tsx';
import { ContentWarnings } from './components/content-warnings.tsx';
import { RelatedContent } from './components/related-content.tsx';
import { ResourceFacts } from './components/resource-facts.tsx';
import { ResourceHeader } from './components/resource-header.tsx';
import { ResourceTabs } from './components/resource-tabs.tsx';
import { MediaStage } from './layouts/media-stage.tsx';
import { resourceErrorReply, useRecordView, useResourceDetail } from './resource-api.ts';
import { resourceLayoutKind } from './resource-layout.ts';
import { type ResourceAddress, readResourceAddress, resourceErrorDestination } from './resource-load.ts';
import styles from './resource-page.module.css';

/**
 * /resource/{code}/, /resource/preview/{code}/ and /add-on/resource/{code}/: remounted on every
 * navigation (see router). Loads the resource (preview and student calls by address), follows a
 * redirect_url, and sends failures to the error page with their status and detail.
 */
export function ResourcePage() {
  const { pathname, search } = useLocation();
  const address = readResourceAddress(useParams()['*'] ?? '', search, getPageConfig().isStudent);
  const detail = useResourceDetail(address);
  const navigate = useNavigate();

  useEffect(() => {
    if (!detail.error) return;
    const status = detail.error instanceof ApiRequestError ? detail.error.status : 500;
    const destination = resourceErrorDestination(
      status,
      resourceErrorReply(detail.error),
      `${pathname}${search}`,
    );
    navigate(destination.href, { replace: true, state: destination.state });
  }, [detail.error, navigate, pathname, search]);

  const reply = detail.data;
  const redirectTo = reply && isResourceRedirect(reply) ? reply.redirect_url : null;
  useEffect(() => {
    if (!redirectTo) return;
    const path = safeNextPath(redirectTo);
    if (path) navigate(path, { replace: true });
    else window.location.replace(redirectTo);
  }, [redirectTo, navigate]);

  if (!address.code) return <Navigate replace to={errorPageHref({ status: 404 })} />;
  if (reply && !isResourceRedirect(reply)) return <ResourceView resource={reply} address={address} />;
  return <ResourceLoading leaving={Boolean(detail.error || redirectTo)} />;
}

function ResourceLoading({ leaving }: { leaving: boolean }) {
  useDocumentTitle(pageTitle('Resource'));
  return (
    <section className={styles.page} aria-labelledby="resource-title" aria-busy="true">
      <h1 id="resource-title" className="visually-hidden">
        Resource
      </h1>
      <p role="status" className={styles.loading}>
        {leaving ? 'Opening…' : 'Loading the resource…'}
      </p>
    </section>
  );
}

function ResourceView({ resource, address }: { resource: ResourceDetail; address: ResourceAddress }) {
  const { addOn } = useExperienceMode();
  useDocumentTitle(pageTitle(resource.title));
  useRecordView(resource);
  const layout = resourceLayoutKind(resource);
  // On a phone the media is what the page is for: it comes right after the title, the actions after it.
  const actions = <ResourceActions resource={resource} />;
  const headerActions = <WidthVariant width="wide">{actions}</WidthVariant>;
  const mainActions = <WidthVariant width="small">{actions}</WidthVariant>;

  if (address.focus) {
    return (
      <article className={styles.page} aria-labelledby="resource-title" data-layout-kind={layout}>
        <ResourceHeader resource={resource} />
        <ContentWarnings resource={resource} />
        <MediaStage resource={resource} layout={layout} />
      </article>
    );
  }
  return (
    <article className={styles.page} aria-labelledby="resource-title" data-layout-kind={layout}>
      <ResourceHeader resource={resource} actions={headerActions} />
      <ContentWarnings resource={resource} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <MediaStage resource={resource} layout={layout} />
          {mainActions}
          <ResourceTabs
            resource={resource}
            studentView={address.student}
            initialTab={address.standardsTab ? 'standards' : null}
          />
        </div>
        <ResourceFacts resource={resource} addOn={addOn} />
      </div>
      <RelatedContent resource={resource} />
    </article>
  );
}

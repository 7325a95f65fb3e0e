import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePublishPreviewAdminLink } from '../../app/shell/preview-admin-link.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { type ErrorPageState, errorPageHref } from '../../lib/error-navigation.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import styles from './collection.module.css';
import { useCollectionDetail } from './collection-api.ts';
import { CollectionHeader } from './collection-header.tsx';
import { CollectionResources } from './collection-resources.tsx';
import {
  collectionAdminLink,
  parseCollectionPath,
  readCollectionGrade,
  withCollectionGrade,
} from './collection-url.ts';
import { Subcollections } from './subcollections.tsx';

type CollectionFailure = 'not-found' | 'unpublished' | 401 | 403;

/** What kind of failure sends the visitor to the error page (others are retried in place). */
function failureOf(error: unknown): CollectionFailure | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 404) {
    const body = error.body as { status?: unknown; error?: { status?: unknown } };
    return body.status === 'UNPUBLISHED' || body.error?.status === 'UNPUBLISHED'
      ? 'unpublished'
      : 'not-found';
  }
  return error.status === 401 || error.status === 403 ? error.status : null;
}

/** The error page address and navigation state for a failure, so it can explain what happened. */
function errorDestination(failure: CollectionFailure, here: string): { href: string; state: ErrorPageState } {
  if (failure === 'not-found' || failure === 'unpublished') {
    return {
      href: errorPageHref({ status: 404 }),
      state: { resourceType: 'collection', errorStatus: failure === 'unpublished' ? 'unpublished' : 404 },
    };
  }
  return { href: errorPageHref({ status: failure, next: here }), state: { resourceType: 'collection' } };
}

/**
 * /collection/{slug}/ and /collection/preview/{slug}/ (spec 3 "Collection page"): the header, the
 * resources with the grade filter (kept in the address), and the collections inside this one.
 */
export function CollectionPage() {
  const address = parseCollectionPath(useParams()['*'] ?? '');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const mode = useExperienceMode();
  const grade = readCollectionGrade(params);
  const detail = useCollectionDetail(address, mode.student);
  const collection = detail.data;

  useDocumentTitle(pageTitle(collection?.title ?? 'Collection'));
  usePublishPreviewAdminLink(
    address?.preview && collection && getPageConfig().hasAdminDisplay
      ? collectionAdminLink(collection.id)
      : null,
  );

  const failure = address === null ? 'not-found' : failureOf(detail.error);
  useEffect(() => {
    if (!failure) return;
    const destination = errorDestination(failure, `${window.location.pathname}${window.location.search}`);
    void navigate(destination.href, { replace: true, state: destination.state });
  }, [failure, navigate]);

  if (failure || !address) return null;

  if (detail.isPending) {
    return (
      <div className={styles.page}>
        <p role="status" className={styles.loading}>
          Loading the collection…
        </p>
      </div>
    );
  }

  if (!collection) {
    return (
      <div className={styles.page}>
        <div className={styles.notice} role="alert">
          <h1>This collection could not be loaded</h1>
          <p>Something went wrong on our side or on the network. Please try again.</p>
          <Button variant="secondary" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }

  const changeGrade = (next: typeof grade) => {
    setParams(new URLSearchParams(withCollectionGrade(params.toString(), next)), {
      preventScrollReset: true,
    });
  };

  return (
    <article className={styles.page} aria-labelledby="collection-title">
      <CollectionHeader collection={collection} />
      <CollectionResources
        key={address.slug}
        address={address}
        detail={collection}
        grade={grade}
        onGradeChange={changeGrade}
        student={mode.student}
      />
      <Subcollections collections={collection.subcollections} student={mode.student} />
    </article>
  );
}

import { FOLDER_ITEM_TYPES } from '@lantern/shared';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePublishPreviewExit } from '../../app/shell-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { type ErrorPageState, errorPageHref } from '../../lib/error-navigation.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { AddToFolderButton } from '../tools/index.ts';
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

type CollectionFailure =
  | { kind: 'not-found' }
  | { kind: 'unpublished' }
  | { kind: 401 }
  | { kind: 403; detail?: string };

/** What kind of failure sends the visitor to the error page (others are retried in place). */
function failureOf(error: unknown): CollectionFailure | null {
  if (!(error instanceof ApiRequestError)) return null;
  const body = error.body as { detail?: unknown; error?: { status?: unknown } };
  if (error.status === 404 || error.status === 400) {
    return body.error?.status === 'UNPUBLISHED' ? { kind: 'unpublished' } : { kind: 'not-found' };
  }
  if (error.status === 401) return { kind: 401 };
  if (error.status === 403)
    return { kind: 403, detail: typeof body.detail === 'string' ? body.detail : undefined };
  return null;
}

/**
 * The error page address and navigation state: an unknown slug is the generic 404; an unpublished
 * collection says so; a preview the reader may not see asks for sign-in (401) or explains (403).
 */
function errorDestination(
  failure: CollectionFailure,
  here: string,
): { href: string; state?: ErrorPageState } {
  if (failure.kind === 'not-found') return { href: errorPageHref({ status: 404 }) };
  if (failure.kind === 'unpublished') {
    return {
      href: errorPageHref({ status: 404 }),
      state: { resourceType: 'collection', errorStatus: 'unpublished' },
    };
  }
  if (failure.kind === 401) return { href: errorPageHref({ status: 401, next: here }) };
  return { href: errorPageHref({ status: 403, customErrorMessage: failure.detail }) };
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
  usePublishPreviewExit(
    Boolean(address?.preview && collection),
    collection && getPageConfig().hasAdminDisplay ? collectionAdminLink(collection.id) : null,
    collection?.status === 'published',
  );

  const failure: CollectionFailure | null =
    address === null ? { kind: 'not-found' } : failureOf(detail.error);
  const failureKey = failure ? JSON.stringify(failure) : null;
  useEffect(() => {
    if (!failureKey) return;
    const destination = errorDestination(
      JSON.parse(failureKey) as CollectionFailure,
      `${window.location.pathname}${window.location.search}`,
    );
    void navigate(destination.href, { replace: true, state: destination.state });
  }, [failureKey, navigate]);

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
      <CollectionHeader
        collection={collection}
        actions={
          // Signed-in users file a published collection (item type 3); the add-on keeps no folders.
          getPageConfig().isLoggedIn && !mode.addOn && collection.status === 'published' ? (
            <AddToFolderButton
              title={collection.title}
              itemId={collection.id}
              type={FOLDER_ITEM_TYPES.collection}
            />
          ) : undefined
        }
      />
      {/* A collection made only of other collections has no resource list of its own. */}
      {(collection.resources.meta.total > 0 || collection.subcollections.length === 0) && (
        <CollectionResources
          key={address.slug}
          address={address}
          detail={collection}
          grade={grade}
          onGradeChange={changeGrade}
          student={mode.student}
        />
      )}
      <Subcollections collections={collection.subcollections} student={mode.student} />
    </article>
  );
}

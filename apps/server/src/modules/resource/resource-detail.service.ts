import {
  expiredDetail,
  FIRST_COLLECTION_RESOURCES,
  RESOURCE_ERROR_DETAILS,
  type ResourceDetail,
  type ResourceErrorStatus,
  type ResourceRedirect,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import type { Audience } from '../cards/index.ts';
import { presentCard } from '../cards/index.ts';
import { detailVisibility, isAdmin, isStudentView, mayPreview } from './resource.policy.ts';
import { loadAssets } from './resource-assets.repo.ts';
import { adminLinkOf, presentResourceDetail } from './resource-detail.presenter.ts';
import * as repo from './resource-detail.repo.ts';
import * as links from './resource-links.repo.ts';

/** The resource detail and preview calls (spec 3 §4 "Resource load"; the error table in the shared contract). */

export interface DetailRequest {
  code: string;
  user: SessionUser | null;
  student: string | undefined;
  preview: boolean;
  /** The station in the organization cookie: related and collection lists leave out what it opted out of. */
  optOutOrganizationId: number | null;
}

async function resourceError(
  orm: Orm,
  status: 403 | 404,
  errorStatus: ResourceErrorStatus,
  detail: string,
  resource: repo.ResourceRow | null,
  code: string,
  options: { user: SessionUser | null; audience: Audience },
): Promise<AppError> {
  let suggestions: Awaited<ReturnType<typeof links.relatedResourceCards>> = [];
  if (resource) {
    const { audience } = options;
    suggestions = await links.relatedResourceCards(orm, resource.id, audience);
    if (suggestions.length === 0) suggestions = await links.similarResourceCards(orm, resource.id, audience);
  }
  return new AppError(status === 404 ? 'not_found' : 'forbidden', detail, status, {
    status,
    error: { resource_code: code, status: errorStatus, media_type: resource?.media_type ?? null },
    related_resources: suggestions.map(presentCard),
    expiration_date: errorStatus === 'EXPIRED' ? (resource?.expiration_date ?? null) : null,
    admin_link: resource && isAdmin(options.user) ? adminLinkOf(resource.id) : null,
  });
}

export async function resourceDetail(
  orm: Orm,
  request: DetailRequest,
): Promise<ResourceDetail | ResourceRedirect> {
  const { code, user, preview } = request;
  const studentView = isStudentView(user, request.student);
  // Who the lists of other resources (related, collection, error suggestions) are for.
  const audience: Audience = {
    student: studentView,
    addOn: false,
    optOutOrganizationId: request.optOutOrganizationId,
  };
  const context = { user, audience };
  const resource = await repo.findResourceByCode(orm, code);
  if (!resource) {
    const target = await repo.findRedirectTarget(orm, code);
    if (target) return { redirect_url: `/resource/${target}/${studentView ? '?student=true' : ''}` };
    throw await resourceError(orm, 404, 'NOT_FOUND', RESOURCE_ERROR_DETAILS.NOT_FOUND, null, code, context);
  }

  if (preview) {
    const member =
      user !== null &&
      resource.owner_organization_id !== null &&
      (await repo.isOrganizationMember(orm, resource.owner_organization_id, user.id));
    if (!mayPreview(user, member)) {
      throw await resourceError(
        orm,
        403,
        'UNPUBLISHED',
        RESOURCE_ERROR_DETAILS.PREVIEW_FORBIDDEN,
        resource,
        code,
        context,
      );
    }
  }

  switch (detailVisibility(resource, { studentView, preview })) {
    case 'unpublished':
      throw await resourceError(
        orm,
        404,
        'UNPUBLISHED',
        RESOURCE_ERROR_DETAILS.UNPUBLISHED,
        resource,
        code,
        context,
      );
    case 'expired':
      throw await resourceError(
        orm,
        404,
        'EXPIRED',
        expiredDetail(String(resource.expiration_date)),
        resource,
        code,
        context,
      );
    case 'not_for_students':
      throw await resourceError(
        orm,
        403,
        'NOT_FOR_STUDENTS',
        RESOURCE_ERROR_DETAILS.NOT_FOR_STUDENTS,
        resource,
        code,
        context,
      );
    case 'visible':
      break;
  }

  // Independent reads go out together (on PostgreSQL they run side by side on the pool); only the first
  // collection's cards wait, for the collection (docs/decisions/0021-resource-page-data.md).
  const [parts, assets, related, collections] = await Promise.all([
    repo.loadResourceParts(orm, resource.id, user?.id ?? null),
    loadAssets(orm, resource.id),
    links.relatedResourceCards(orm, resource.id, audience),
    links.collectionsOfResource(orm, resource.id, preview),
  ]);
  const first = collections[0];
  const firstCollectionCards = first
    ? await links.collectionResourceCards(orm, first.id, audience, FIRST_COLLECTION_RESOURCES)
    : [];
  return presentResourceDetail(
    resource,
    parts,
    assets,
    { related, collections, firstCollectionCards },
    { studentView, isPreview: preview, isAdmin: isAdmin(user) },
  );
}

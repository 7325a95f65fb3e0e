import type { AlignedStandard, ResourceStandardsReply } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { userStationId } from '../stations/index.ts';
import { detailVisibility, mayPreview } from './resource.policy.ts';
import { findResourceByCode, isOrganizationMember } from './resource-detail.repo.ts';
import * as repo from './resource-standards.repo.ts';

/**
 * The standards tab (spec 3 §3 "Standards"): national standards for everyone; state standards of the
 * station's authorities (organizationId, else the user's own station) for signed-in users only.
 */

function present(row: repo.AlignedStandardRow): AlignedStandard {
  return {
    id: row.id,
    code: row.code,
    statement: row.statement,
    education_levels: row.education_levels as AlignedStandard['education_levels'],
    framework: { key: row.framework_key, title: row.framework_title, authority_name: row.authority_name },
  };
}

/** A resource whose page the caller may open: visible to all, or previewable by this user. */
async function shownResourceId(orm: Orm, code: string, user: SessionUser | null): Promise<number> {
  const resource = await findResourceByCode(orm, code);
  const missing = notFound(`No published resource has the code '${code}'.`);
  if (!resource) throw missing;
  if (detailVisibility(resource, { studentView: false, preview: false }) === 'visible') return resource.id;
  const member =
    user !== null &&
    resource.owner_organization_id !== null &&
    (await isOrganizationMember(orm, resource.owner_organization_id, user.id));
  if (mayPreview(user, member)) return resource.id;
  throw missing;
}

export async function resourceStandards(
  orm: Orm,
  request: { code: string; organizationId: number | null; user: SessionUser | null },
): Promise<ResourceStandardsReply> {
  const { user } = request;
  const resourceId = await shownResourceId(orm, request.code, user);
  let authorities: string[] = [];
  if (request.organizationId !== null) {
    const found = await repo.stationAuthorities(orm, request.organizationId);
    if (found === null) {
      throw notFound(
        `No station has the id ${request.organizationId}. Choose your local station again, or leave the id out.`,
      );
    }
    authorities = found;
  } else if (user) {
    const own = await userStationId(orm, user.id);
    authorities = own === null ? [] : ((await repo.stationAuthorities(orm, own)) ?? []);
  }

  const rows = await repo.alignedStandards(orm, resourceId);
  const stateRows = rows.filter((row) => row.scope === 'state');
  const [primary = null, secondary = null] = authorities;
  const signedIn = user !== null;
  const ofAuthority = (name: string | null) =>
    signedIn && name !== null ? stateRows.filter((row) => row.authority_name === name).map(present) : [];
  const primaryStandards = ofAuthority(primary);
  const secondaryStandards = ofAuthority(secondary);
  return {
    meta: {
      state_standards_exist: stateRows.length > 0,
      state_standards_available: primaryStandards.length + secondaryStandards.length > 0,
      primary_auth_name: primary,
      secondary_auth_name: secondary,
      sign_in_required: !signedIn && stateRows.length > 0,
    },
    standards: {
      national: rows.filter((row) => row.scope === 'national').map(present),
      primary_state_standards: primaryStandards,
      secondary_state_standards: secondaryStandards,
    },
  };
}

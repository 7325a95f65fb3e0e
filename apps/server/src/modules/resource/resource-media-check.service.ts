import type { MediaCheckReply } from '@lantern/shared';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { detailVisibility, mayPreview } from './resource.policy.ts';
import { assetFileByUrl } from './resource-assets.repo.ts';
import { findResourceByCode, isOrganizationMember } from './resource-detail.repo.ts';

/** The geographic restriction check of one media file (spec 3 §3 "Media models"). */

/** Where georestricted files are licensed (the player's message names the United States). */
const LICENSED_COUNTRIES = new Set(['US']);

/** Country headers set by common CDNs and load balancers; only trusted behind a proxy (TRUST_PROXY). */
const COUNTRY_HEADERS = ['cloudfront-viewer-country', 'cf-ipcountry', 'x-country-code'];

export function viewerCountry(request: FastifyRequest, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  for (const name of COUNTRY_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  return null;
}

export async function checkMediaFile(
  orm: Orm,
  input: { guid: string; url: string; user: SessionUser | null; country: string | null },
): Promise<MediaCheckReply> {
  const missing = notFound('This asset has no such media file. Reload the resource page and try again.');
  const file = await assetFileByUrl(orm, input.guid.toLowerCase(), input.url);
  if (!file) throw missing;
  const resource = await findResourceByCode(orm, file.resource_code);
  if (!resource) throw missing;
  if (detailVisibility(resource, { studentView: false, preview: false }) !== 'visible') {
    const member =
      input.user !== null &&
      resource.owner_organization_id !== null &&
      (await isOrganizationMember(orm, resource.owner_organization_id, input.user.id));
    if (!mayPreview(input.user, member)) throw missing;
  }
  if (file.is_georestricted && input.country !== null && !LICENSED_COUNTRIES.has(input.country)) {
    return {
      url: null,
      error: { code: 'georestricted', message: 'This media is only available in the United States.' },
    };
  }
  return { url: input.url, error: null };
}

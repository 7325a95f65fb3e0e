import { ORGANIZATION_COOKIE } from '@lantern/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The station (organization) id in the cookie search reads too: lists of resources leave out what it opted out of.
 * A value that is not an id is ignored, as search does: a cookie the browser keeps is no reason to refuse a page.
 */
export function cookieOrganization(request: FastifyRequest): number | null {
  const value = request.cookies[ORGANIZATION_COOKIE];
  return value && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null;
}

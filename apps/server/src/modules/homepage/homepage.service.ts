import {
  COLLECTION_PREVIEW_RESOURCES,
  type HeroImagesReply,
  HOMEPAGE_LIST_MAX,
  type HomepageCollectionsReply,
  type HomepageResourcesReply,
  type PromoAdsReply,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Audience } from '../cards/index.ts';
import { presentAd, presentCard, presentCollection, presentHeroImage } from './homepage.presenters.ts';
import * as repo from './homepage.repo.ts';

/** The homepage's sections (spec 1 §2.5, §7). */

export async function featuredResources(orm: Orm, audience: Audience): Promise<HomepageResourcesReply> {
  const rows = await repo.featuredResources(orm, audience, HOMEPAGE_LIST_MAX);
  return { objects: rows.map(presentCard) };
}

export async function studentPopularResources(
  orm: Orm,
  options: { grade: string | null; count: number; optOutOrganizationId: number | null },
): Promise<HomepageResourcesReply> {
  const rows = await repo.studentPopularResources(orm, {
    grade: options.grade,
    limit: options.count,
    optOutOrganizationId: options.optOutOrganizationId,
  });
  return { objects: rows.map(presentCard) };
}

/** An id the client took from a station cookie; a station that does not exist is a 404, not national content. */
async function requireStation(orm: Orm, organizationId: number) {
  const station = await repo.findStation(orm, organizationId);
  if (!station) throw notFound(`There is no station with id ${organizationId}.`);
  return station;
}

async function collections(
  orm: Orm,
  pick: repo.CollectionPick,
  audience: Audience,
): Promise<HomepageCollectionsReply> {
  // The add-on view offers no collections (spec 1 §6).
  if (audience.addOn) return { objects: [] };
  const rows = await repo.collectionsFor(orm, pick, audience, {
    limit: HOMEPAGE_LIST_MAX,
    previewSize: COLLECTION_PREVIEW_RESOURCES,
  });
  return { objects: rows.map(presentCollection) };
}

export async function featuredCollections(
  orm: Orm,
  audience: Audience,
  organizationId?: number,
): Promise<HomepageCollectionsReply> {
  if (organizationId === undefined) return collections(orm, { kind: 'featured' }, audience);
  const station = await requireStation(orm, organizationId);
  // The station's page leaves out what the station opted out of, cookie or not.
  const stationAudience = { ...audience, optOutOrganizationId: audience.optOutOrganizationId ?? station.id };
  return collections(orm, { kind: 'station', organizationId: station.id }, stationAudience);
}

export function awardWinningCollections(orm: Orm, audience: Audience): Promise<HomepageCollectionsReply> {
  return collections(orm, { kind: 'award_winning' }, audience);
}

export async function subjectCollections(
  orm: Orm,
  subject: string,
  audience: Audience,
): Promise<HomepageCollectionsReply> {
  const found = await repo.findSubject(orm, subject);
  if (!found)
    throw notFound(`There is no subject '${subject}'. Use a subject id or slug from the subject tree.`);
  return collections(orm, { kind: 'subject', subjectId: found.id }, audience);
}

/**
 * A station's ads when it has any running, else the national ones; always sorted by spot. The station comes
 * from the address (an unknown one is a 404) or from the organization cookie (an unknown one is ignored).
 */
export async function promoAds(
  orm: Orm,
  station: { organizationId?: number; cookieOrganizationId?: number | null } = {},
): Promise<PromoAdsReply> {
  const chosen =
    station.organizationId !== undefined
      ? await requireStation(orm, station.organizationId)
      : station.cookieOrganizationId
        ? await repo.findStation(orm, station.cookieOrganizationId)
        : null;
  if (chosen) {
    const own = await repo.activeAds(orm, chosen.id);
    if (own.length > 0) return { ads: own.map(presentAd) };
  }
  return { ads: (await repo.activeAds(orm, null)).map(presentAd) };
}

/** A station's hero images when it has any, else the national ones, for the teacher or student home. */
export async function heroImages(
  orm: Orm,
  options: { student: boolean; organizationId?: number },
): Promise<HeroImagesReply> {
  const audience = options.student ? 'student' : 'teacher';
  if (options.organizationId !== undefined) {
    const station = await requireStation(orm, options.organizationId);
    const own = await repo.activeHeroImages(orm, { organizationId: station.id, audience });
    if (own.length > 0) return { results: own.map(presentHeroImage) };
  }
  const national = await repo.activeHeroImages(orm, { organizationId: null, audience });
  return { results: national.map(presentHeroImage) };
}

import { COLLECTION_TYPES } from '@lantern/shared';
import { and, asc, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { heroImages, organizations, promoAds, subjects } from '../../db/schema.ts';
import { column, jsonColumn, queryRows } from '../../db/sql-rows.ts';
import { type Audience, type CardRow, cardColumn, cardRows, shownTo } from '../cards/index.ts';

/** SQL of the homepage calls: featured resources and collections, ads, hero images, popular with students. */

export async function featuredResources(orm: Orm, audience: Audience, limit: number): Promise<CardRow[]> {
  return cardRows(
    orm,
    sql`SELECT ${cardColumn}
    FROM featured_resources f JOIN resources r ON r.id = f.resource_id
    WHERE f.organization_id IS NULL AND ${shownTo(audience)}
    ORDER BY f.sort_order, r.id
    LIMIT ${limit}`,
  );
}

/** Popular with students: their views and favorites of the last 90 days, then the catalog's popularity. */
export async function studentPopularResources(
  orm: Orm,
  options: { grade: string | null; limit: number; optOutOrganizationId: number | null },
): Promise<CardRow[]> {
  const grade = options.grade
    ? sql`AND EXISTS (SELECT 1 FROM resource_grades g WHERE g.resource_id = r.id AND g.grade_band = ${options.grade})`
    : sql``;
  return cardRows(
    orm,
    sql`WITH student_engagement AS (
      SELECT e.resource_id, sum(e.weight) AS score FROM (
        SELECT v.resource_id, 1 AS weight FROM resource_views v JOIN users u ON u.id = v.user_id
        WHERE u.role = 'student' AND v.viewed_at > now() - interval '90 days'
        UNION ALL
        SELECT f.resource_id, 3 FROM favorites f JOIN users u ON u.id = f.user_id
        WHERE u.role = 'student' AND f.created_at > now() - interval '90 days'
      ) e GROUP BY e.resource_id
    )
    SELECT ${cardColumn}
    FROM resources r LEFT JOIN student_engagement se ON se.resource_id = r.id
    WHERE ${shownTo({ student: true, addOn: false, optOutOrganizationId: options.optOutOrganizationId })} ${grade}
    ORDER BY coalesce(se.score, 0) DESC, r.popularity DESC, r.id
    LIMIT ${options.limit}`,
  );
}

const collectionRow = z.object({
  slug: z.string(),
  title: z.string(),
  type: z.enum(COLLECTION_TYPES),
  description: z.string(),
  poster_path: z.string().nullable(),
  grades: z.array(z.string()),
  resource_count: column.int8,
  resources:
    jsonColumn<{ resource_code: string; title: string; media_type: string; poster: string | null }[]>(),
});
export type CollectionRow = z.output<typeof collectionRow>;

/** Which collections a homepage carousel shows, in order. */
export type CollectionPick =
  | { kind: 'featured' }
  | { kind: 'station'; organizationId: number }
  | { kind: 'award_winning' }
  | { kind: 'subject'; subjectId: number };

function pickCondition(pick: CollectionPick): { where: SQL; order: SQL } {
  switch (pick.kind) {
    case 'featured':
      return { where: sql`c.is_featured AND c.type <> 'station'`, order: sql`c.published_at DESC, c.id` };
    case 'station':
      // The station's own collections first, then the national featured ones.
      return {
        where: sql`(c.organization_id = ${pick.organizationId} OR (c.is_featured AND c.type <> 'station'))`,
        order: sql`(c.organization_id IS NOT DISTINCT FROM ${pick.organizationId}) DESC, c.published_at DESC, c.id`,
      };
    case 'award_winning':
      return { where: sql`c.is_award_winning`, order: sql`c.title, c.id` };
    case 'subject':
      return {
        where: sql`c.type <> 'station' AND EXISTS (SELECT 1 FROM collection_subjects cs
          JOIN subjects s ON s.id = cs.subject_id JOIN subjects f ON f.id = ${pick.subjectId}
          WHERE cs.collection_id = c.id AND (s.path = f.path OR s.path LIKE f.path || '/%'))`,
        order: sql`c.is_featured DESC, c.title, c.id`,
      };
  }
}

/**
 * Published collections of a carousel with their visible resources (their own and their subcollections'):
 * the count and the first few. Collections with nothing to show to this audience are left out.
 */
export async function collectionsFor(
  orm: Orm,
  pick: CollectionPick,
  audience: Audience,
  options: { limit: number; previewSize: number },
): Promise<CollectionRow[]> {
  const { where, order } = pickCondition(pick);
  return queryRows(
    orm,
    collectionRow,
    sql`SELECT c.slug, c.title, c.type, c.description, c.poster_path,
      (SELECT coalesce(json_agg(cg.grade_band ORDER BY gb.sort_order), '[]'::json)
         FROM collection_grades cg JOIN grade_bands gb ON gb.code = cg.grade_band
         WHERE cg.collection_id = c.id) AS grades,
      m.n AS resource_count, m.preview AS resources
    FROM collections c
    JOIN LATERAL (
      SELECT count(*) AS n,
        coalesce(json_agg(json_build_object('resource_code', d.resource_code, 'title', d.title,
          'media_type', d.media_type, 'poster', d.poster) ORDER BY d.k1, d.k2, d.k3, d.id)
          FILTER (WHERE d.rn <= ${options.previewSize}), '[]'::json) AS preview
      FROM (
        SELECT u.*, row_number() OVER (ORDER BY u.k1, u.k2, u.k3, u.id) AS rn FROM (
          SELECT DISTINCT ON (r.id) r.id, r.resource_code, r.title, r.media_type,
            coalesce(r.search_display_image_path, r.poster_path) AS poster, src.k1, src.k2, src.k3
          FROM (
            SELECT cr.resource_id, 0 AS k1, 0 AS k2, cr.sort_order AS k3
            FROM collection_resources cr WHERE cr.collection_id = c.id
            UNION ALL
            SELECT cr.resource_id, 1, sc.sort_order, cr.sort_order
            FROM collection_subcollections sc
            JOIN collections sub ON sub.id = sc.subcollection_id AND sub.status = 'published'
            JOIN collection_resources cr ON cr.collection_id = sc.subcollection_id
            WHERE sc.collection_id = c.id
          ) src JOIN resources r ON r.id = src.resource_id
          WHERE ${shownTo(audience)}
          ORDER BY r.id, src.k1, src.k2, src.k3
        ) u
      ) d
    ) m ON true
    WHERE c.status = 'published' AND m.n > 0 AND ${where}
    ORDER BY ${order}
    LIMIT ${options.limit}`,
  );
}

export async function findStation(orm: Orm, organizationId: number): Promise<{ id: number } | null> {
  const [row] = await orm
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.kind, 'station')));
  return row ?? null;
}

/** A subject by id, or by slug (a top subject's path first, then any discipline with that slug). */
export async function findSubject(orm: Orm, subject: string): Promise<{ id: number } | null> {
  const byId = /^[0-9]{1,9}$/.test(subject);
  const [row] = await orm
    .select({ id: subjects.id })
    .from(subjects)
    .where(
      byId ? eq(subjects.id, Number(subject)) : or(eq(subjects.path, subject), eq(subjects.slug, subject)),
    )
    .orderBy(desc(eq(subjects.path, subject)), subjects.sortOrder, subjects.id)
    .limit(1);
  return row ?? null;
}

export type AdRow = Awaited<ReturnType<typeof activeAds>>[number];

/** Active ads inside their date window for one station, or the national ones (null), by spot. */
export function activeAds(orm: Orm, organizationId: number | null) {
  const now = sql`now()`;
  return orm
    .select({
      spot: promoAds.spot,
      image_path: promoAds.imagePath,
      image_alt: promoAds.imageAlt,
      description: promoAds.description,
      call_to_action_link: promoAds.callToActionLink,
      call_to_action_text: promoAds.callToActionText,
    })
    .from(promoAds)
    .where(
      and(
        organizationId === null
          ? isNull(promoAds.organizationId)
          : eq(promoAds.organizationId, organizationId),
        eq(promoAds.isActive, true),
        or(isNull(promoAds.startsAt), lte(promoAds.startsAt, now)),
        or(isNull(promoAds.endsAt), gt(promoAds.endsAt, now)),
      ),
    )
    .orderBy(asc(promoAds.spot));
}

export type HeroRow = Awaited<ReturnType<typeof activeHeroImages>>[number];

export function activeHeroImages(
  orm: Orm,
  options: { organizationId: number | null; audience: 'teacher' | 'student' },
) {
  return orm
    .select({ image_path: heroImages.imagePath, alt_text: heroImages.altText })
    .from(heroImages)
    .where(
      and(
        options.organizationId === null
          ? isNull(heroImages.organizationId)
          : eq(heroImages.organizationId, options.organizationId),
        eq(heroImages.audience, options.audience),
        eq(heroImages.isActive, true),
      ),
    )
    .orderBy(heroImages.sortOrder, heroImages.id);
}

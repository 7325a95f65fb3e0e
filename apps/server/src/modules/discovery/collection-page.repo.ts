import { COLLECTION_TYPES, PUBLISH_STATUSES } from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, jsonColumn, queryRow, queryRows } from '../../db/sql-rows.ts';
import { type CardRow, cardColumn, cardRows } from '../cards/index.ts';
import { type CollectionCardRow, collectionCardColumns, collectionCardRow } from './collections.repo.ts';

/** SQL of the collection page: the header, its own resources (paged, by grade) and its subcollections. */

const collectionHeaderRow = z.object({
  id: column.int8,
  guid: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(COLLECTION_TYPES),
  status: z.enum(PUBLISH_STATUSES),
  poster: z.string().nullable(),
  canonical_url: z.string(),
  grades: jsonColumn<string[]>(),
  subjects: jsonColumn<{ id: number; title: string }[]>(),
  organization: jsonColumn<{ entity_id: number; name: string; logo_color: string | null }>().nullable(),
  project: jsonColumn<{ slug: string; title: string }>().nullable(),
  has_search_filters: z.boolean(),
});
export type CollectionHeaderRow = z.output<typeof collectionHeaderRow>;

/** The collection whatever its status: the service decides who may see an unpublished one. */
export async function collectionHeader(orm: Orm, slug: string): Promise<CollectionHeaderRow | null> {
  const row = await queryRow(
    orm,
    collectionHeaderRow,
    sql`
    SELECT c.id, c.guid, c.slug, c.title, c.description, c.type, c.status, c.poster_path AS poster, c.canonical_url,
      (SELECT coalesce(json_agg(g.grade_band ORDER BY gb.sort_order), '[]'::json)
         FROM collection_grades g JOIN grade_bands gb ON gb.code = g.grade_band WHERE g.collection_id = c.id) AS grades,
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'title', s.name) ORDER BY s.sort_order, s.id), '[]'::json)
         FROM collection_subjects cs JOIN subjects s ON s.id = cs.subject_id WHERE cs.collection_id = c.id) AS subjects,
      (SELECT json_build_object('entity_id', o.id, 'name', o.name, 'logo_color', o.logo_color)
         FROM organizations o WHERE o.id = c.organization_id) AS organization,
      (SELECT json_build_object('slug', p.slug, 'title', p.title) FROM projects p WHERE p.id = c.project_id) AS project,
      EXISTS (SELECT 1 FROM collection_search_filters f WHERE f.collection_id = c.id) AS has_search_filters
    FROM collections c WHERE c.slug = ${slug}`,
  );
  return row ?? null;
}

export interface CollectionResourcesCriteria {
  collectionId: number;
  /** The rules over resources r the caller's view imposes (visibility, student content, opt-outs). */
  resourceWhere: SQL;
  /** Grade band codes to keep; empty keeps all. */
  bands: readonly string[];
  start: number;
  count: number;
}

/** Resources r placed directly in the collection that the caller may see, optionally of some grades. */
function ownResources(criteria: CollectionResourcesCriteria): SQL {
  const grade = criteria.bands.length
    ? sql`AND EXISTS (SELECT 1 FROM resource_grades g WHERE g.resource_id = r.id AND g.grade_band IN (${sql.join(
        criteria.bands.map((band) => sql`${band}`),
        sql`, `,
      )}))`
    : sql``;
  return sql`collection_resources cr JOIN resources r ON r.id = cr.resource_id
    WHERE cr.collection_id = ${criteria.collectionId} AND ${criteria.resourceWhere} ${grade}`;
}

/** One page of the collection's resources in the editors' order, as search cards. */
export async function collectionResourcePage(
  orm: Orm,
  criteria: CollectionResourcesCriteria,
): Promise<CardRow[]> {
  return cardRows(
    orm,
    sql`
    SELECT ${cardColumn}
    FROM ${ownResources(criteria)}
    ORDER BY cr.sort_order, r.id
    LIMIT ${criteria.count} OFFSET ${criteria.start}`,
  );
}

export async function collectionResourceTotal(
  orm: Orm,
  criteria: CollectionResourcesCriteria,
): Promise<number> {
  const row = await queryRow(
    orm,
    z.object({ n: z.number().int() }),
    sql`SELECT count(*)::int AS n FROM ${ownResources(criteria)}`,
  );
  return row?.n ?? 0;
}

/** How many of the collection's visible resources each grade band has (bands without any are left out). */
export async function collectionGradeCounts(
  orm: Orm,
  collectionId: number,
  resourceWhere: SQL,
): Promise<Map<string, number>> {
  const rows = await queryRows(
    orm,
    z.object({ band: z.string(), n: z.number().int() }),
    sql`SELECT g.grade_band AS band, count(*)::int AS n
      FROM collection_resources cr JOIN resources r ON r.id = cr.resource_id
      JOIN resource_grades g ON g.resource_id = r.id
      WHERE cr.collection_id = ${collectionId} AND ${resourceWhere}
      GROUP BY g.grade_band`,
  );
  return new Map(rows.map((row) => [row.band, row.n]));
}

/** Subcollections in the editors' order; unpublished ones only in preview. */
export async function subcollectionCards(
  orm: Orm,
  collectionId: number,
  resourceWhere: SQL,
  preview: boolean,
): Promise<CollectionCardRow[]> {
  return queryRows(
    orm,
    collectionCardRow,
    sql`
    SELECT ${collectionCardColumns(resourceWhere)}
    FROM collection_subcollections sc JOIN collections c ON c.id = sc.subcollection_id
    WHERE sc.collection_id = ${collectionId} ${preview ? sql`` : sql`AND c.status = 'published'`}
    ORDER BY sc.sort_order, c.id`,
  );
}

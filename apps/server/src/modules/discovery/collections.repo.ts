import { COLLECTION_TYPES, type CollectionType } from '@lantern/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { collections } from '../../db/schema.ts';
import { jsonColumn, queryRow, queryRows } from '../../db/sql-rows.ts';

/** SQL of collection search and a collection's search info. */

export interface CollectionCriteria {
  q: string;
  /** The search rules over resources r (visibility, student content, facet filters) a collection must meet once. */
  resourceWhere: SQL;
  /** Search only the subcollections of this collection. */
  parentSlug: string | null;
  rankBy: 'relevance' | 'newest' | 'title';
  start: number;
  count: number;
}

/** The row of collectionCardColumns. */
export const collectionCardRow = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(COLLECTION_TYPES),
  poster: z.string().nullable(),
  grades: jsonColumn<string[]>(),
  subjects: jsonColumn<{ id: number; title: string }[]>(),
  resources_count: z.number().int(),
});
export type CollectionCardRow = z.output<typeof collectionCardRow>;

const tsQuery = (q: string) => sql`websearch_to_tsquery('english'::regconfig, lantern_unaccent(${q}))`;

/** Resources r held by collection c directly or through its subcollections. */
export const heldBy = (collection: SQL) => sql`r.id IN (
  SELECT cr.resource_id FROM collection_resources cr WHERE cr.collection_id = ${collection}
  UNION
  SELECT cr.resource_id FROM collection_subcollections sc
  JOIN collections sub ON sub.id = sc.subcollection_id AND sub.status = 'published'
  JOIN collection_resources cr ON cr.collection_id = sub.id
  WHERE sc.collection_id = ${collection})`;

function whereClause(criteria: CollectionCriteria): SQL {
  const conditions: SQL[] = [
    sql`c.status = 'published'`,
    // An empty collection (or one whose resources the caller may not see) is not worth a card.
    sql`EXISTS (SELECT 1 FROM resources r WHERE ${heldBy(sql`c.id`)} AND ${criteria.resourceWhere})`,
  ];
  if (criteria.q) conditions.push(sql`c.search_vector @@ ${tsQuery(criteria.q)}`);
  if (criteria.parentSlug) {
    conditions.push(sql`c.id IN (SELECT sc.subcollection_id FROM collection_subcollections sc
      JOIN collections p ON p.id = sc.collection_id
      WHERE p.slug = ${criteria.parentSlug} AND p.status = 'published')`);
  }
  return sql.join(conditions, sql` AND `);
}

function orderBy(criteria: CollectionCriteria): SQL {
  if (criteria.rankBy === 'newest') return sql`c.published_at DESC NULLS LAST, c.id DESC`;
  if (criteria.rankBy === 'title') return sql`lower(c.title), c.id`;
  const editorial = sql`c.is_featured DESC, c.is_award_winning DESC, c.published_at DESC NULLS LAST, c.id`;
  // ts_rank weighs title words (A) above description words (B).
  return criteria.q ? sql`ts_rank(c.search_vector, ${tsQuery(criteria.q)}) DESC, ${editorial}` : editorial;
}

/** The card fields of collection c; resources_count counts the held resources r that meet resourceWhere. */
export const collectionCardColumns = (resourceWhere: SQL) => sql`c.slug, c.title, c.description, c.type,
      c.poster_path AS poster,
      (SELECT coalesce(json_agg(g.grade_band ORDER BY gb.sort_order), '[]'::json)
         FROM collection_grades g JOIN grade_bands gb ON gb.code = g.grade_band WHERE g.collection_id = c.id) AS grades,
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'title', s.name) ORDER BY s.sort_order, s.id), '[]'::json)
         FROM collection_subjects cs JOIN subjects s ON s.id = cs.subject_id WHERE cs.collection_id = c.id) AS subjects,
      (SELECT count(*) FROM resources r WHERE ${heldBy(sql`c.id`)} AND ${resourceWhere})::int AS resources_count`;

export async function collectionPage(orm: Orm, criteria: CollectionCriteria): Promise<CollectionCardRow[]> {
  return queryRows(
    orm,
    collectionCardRow,
    sql`
    SELECT ${collectionCardColumns(criteria.resourceWhere)}
    FROM collections c
    WHERE ${whereClause(criteria)}
    ORDER BY ${orderBy(criteria)}
    LIMIT ${criteria.count} OFFSET ${criteria.start}`,
  );
}

export async function collectionTotal(orm: Orm, criteria: CollectionCriteria): Promise<number> {
  const row = await queryRow(
    orm,
    z.object({ n: z.number().int() }),
    sql`SELECT count(*)::int AS n FROM collections c WHERE ${whereClause(criteria)}`,
  );
  return row?.n ?? 0;
}

export interface PublishedCollectionRow {
  id: number;
  slug: string;
  title: string;
  type: CollectionType;
}

export async function publishedCollectionBySlug(
  orm: Orm,
  slug: string,
): Promise<PublishedCollectionRow | null> {
  const [row] = await orm
    .select({ id: collections.id, slug: collections.slug, title: collections.title, type: collections.type })
    .from(collections)
    .where(and(eq(collections.slug, slug), eq(collections.status, 'published')));
  return row ?? null;
}

const searchFilterRow = z.object({
  kind: z.enum(['ch', 'cp', 'custom']),
  value: z.string(),
  title: z.string(),
  subject_id: z.number().int().nullable(),
  project_slug: z.string().nullable(),
  n: z.number().int(),
});
export type SearchFilterRow = z.output<typeof searchFilterRow>;

/**
 * The collection's ch, cp and custom filters, each with the resources of the collection it keeps that the
 * caller's search would show (resourceWhere: the search rules over resources r).
 */
export async function collectionSearchFilters(
  orm: Orm,
  collectionId: number,
  resourceWhere: SQL,
): Promise<SearchFilterRow[]> {
  return queryRows(
    orm,
    searchFilterRow,
    sql`
    SELECT f.kind, f.value, f.title, f.subject_id, p.slug AS project_slug,
      (SELECT count(*) FROM resources r
        WHERE ${heldBy(sql`f.collection_id`)} AND ${resourceWhere} AND CASE f.kind
          WHEN 'custom' THEN EXISTS (SELECT 1 FROM collection_custom_filter_resources x
            WHERE x.filter_id = f.id AND x.resource_id = r.id)
          WHEN 'ch' THEN EXISTS (SELECT 1 FROM resource_subjects rs JOIN subjects s ON s.id = rs.subject_id
            WHERE rs.resource_id = r.id AND (s.path = fs.path OR s.path LIKE fs.path || '/%'))
          ELSE p.id IN (r.project_id, r.content_project_id) END)::int AS n
    FROM collection_search_filters f
    LEFT JOIN subjects fs ON fs.id = f.subject_id
    LEFT JOIN projects p ON p.id = f.project_id
    WHERE f.collection_id = ${collectionId}
    ORDER BY f.kind, f.sort_order, f.title, f.id`,
  );
}

import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, jsonColumn, queryRow, queryRows } from '../../db/sql-rows.ts';

/** SQL of findability (issue 24): the sitemaps' lists and what a page's head says about one item. */

/** Published and not expired: what the public pages show and the sitemaps list. */
const RESOURCE_LISTED = sql`r.status = 'published' AND (r.expiration_date IS NULL OR r.expiration_date > now())`;
const COLLECTION_LISTED = sql`c.status = 'published'`;

const ISO_UTC = (expression: SQL) =>
  sql`to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const countRow = z.object({ resources: column.int8, collections: column.int8 });

export async function listedCounts(orm: Orm): Promise<{ resources: number; collections: number }> {
  const row = await queryRow(
    orm,
    countRow,
    sql`SELECT (SELECT count(*) FROM resources r WHERE ${RESOURCE_LISTED}) AS resources,
      (SELECT count(*) FROM collections c WHERE ${COLLECTION_LISTED}) AS collections`,
  );
  return row ?? { resources: 0, collections: 0 };
}

const sitemapRow = z.object({ key: z.string(), lastmod: z.string() });
export type SitemapRow = z.output<typeof sitemapRow>;

/** One page of listed resources (code, last change), in a stable order. */
export function listedResources(orm: Orm, offset: number, limit: number): Promise<SitemapRow[]> {
  return queryRows(
    orm,
    sitemapRow,
    sql`SELECT r.resource_code AS key, ${ISO_UTC(sql`greatest(r.updated_at, coalesce(r.published_at, r.updated_at))`)} AS lastmod
      FROM resources r WHERE ${RESOURCE_LISTED} ORDER BY r.id LIMIT ${limit} OFFSET ${offset}`,
  );
}

export function listedCollections(orm: Orm, offset: number, limit: number): Promise<SitemapRow[]> {
  return queryRows(
    orm,
    sitemapRow,
    sql`SELECT c.slug AS key, ${ISO_UTC(sql`greatest(c.updated_at, coalesce(c.published_at, c.updated_at))`)} AS lastmod
      FROM collections c WHERE ${COLLECTION_LISTED} ORDER BY c.id LIMIT ${limit} OFFSET ${offset}`,
  );
}

const resourceHeadRow = z.object({
  resource_code: z.string(),
  title: z.string(),
  description: z.string(),
  media_type: z.string(),
  listed: z.boolean(),
  published: z.boolean(),
  expiration_date: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  poster: z.string().nullable(),
  date_published: z.string().nullable(),
  date_modified: z.string(),
  grades: jsonColumn<string[]>(),
  languages: jsonColumn<string[]>(),
  accessibility: jsonColumn<string[]>(),
  standards: jsonColumn<{ code: string | null; statement: string; framework: string }[]>(),
  subjects: jsonColumn<string[]>(),
});
export type ResourceHeadRow = z.output<typeof resourceHeadRow>;

/** What the head of a resource page says: text, state, and the facts of its JSON-LD. */
export async function resourceHead(orm: Orm, code: string): Promise<ResourceHeadRow | null> {
  const row = await queryRow(
    orm,
    resourceHeadRow,
    sql`SELECT r.resource_code, r.title, r.description, r.media_type, (${RESOURCE_LISTED}) AS listed,
      r.status = 'published' AS published, ${ISO_UTC(sql`r.expiration_date`)} AS expiration_date, r.duration_seconds, r.poster_path AS poster,
      ${ISO_UTC(sql`r.published_at`)} AS date_published, ${ISO_UTC(sql`r.updated_at`)} AS date_modified,
      coalesce((SELECT json_agg(b.label ORDER BY b.sort_order) FROM resource_grades g
        JOIN grade_bands b ON b.code = g.grade_band WHERE g.resource_id = r.id), '[]') AS grades,
      coalesce((SELECT json_agg(l.language_code ORDER BY l.sort_order) FROM resource_languages l
        WHERE l.resource_id = r.id), '[]') AS languages,
      coalesce((SELECT json_agg(f.label ORDER BY f.sort_order) FROM resource_features rf
        JOIN catalog_features f ON f.code = rf.feature_code
        WHERE rf.resource_id = r.id AND f.kind = 'accessibility'), '[]') AS accessibility,
      coalesce((SELECT json_agg(json_build_object('code', s.human_coding_scheme, 'statement', s.full_statement,
          'framework', fw.title) ORDER BY fw.title, s.human_coding_scheme, s.id)
        FROM resource_standards rs JOIN standard_items s ON s.id = rs.standard_item_id
        JOIN standard_frameworks fw ON fw.id = s.framework_id WHERE rs.resource_id = r.id), '[]') AS standards,
      coalesce((SELECT json_agg(su.name ORDER BY su.sort_order, su.name) FROM resource_subjects rs
        JOIN subjects su ON su.id = rs.subject_id WHERE rs.resource_id = r.id), '[]') AS subjects
    FROM resources r WHERE r.resource_code = ${code}`,
  );
  return row ?? null;
}

const redirectRow = z.object({ resource_code: z.string() });

/** The resource a renamed code now points to. */
export async function renamedResource(orm: Orm, oldCode: string): Promise<string | null> {
  const row = await queryRow(
    orm,
    redirectRow,
    sql`SELECT r.resource_code FROM resource_code_redirects x JOIN resources r ON r.id = x.resource_id
      WHERE x.old_code = ${oldCode}`,
  );
  return row?.resource_code ?? null;
}

const collectionHeadRow = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  listed: z.boolean(),
  poster: z.string().nullable(),
});
export type CollectionHeadRow = z.output<typeof collectionHeadRow>;

export async function collectionHead(orm: Orm, slug: string): Promise<CollectionHeadRow | null> {
  const row = await queryRow(
    orm,
    collectionHeadRow,
    sql`SELECT c.slug, c.title, c.description, c.type, (${COLLECTION_LISTED}) AS listed, c.poster_path AS poster
      FROM collections c WHERE c.slug = ${slug}`,
  );
  return row ?? null;
}

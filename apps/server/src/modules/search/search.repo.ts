import {
  DURATION_BUCKETS,
  type FacetEntry,
  type SearchFacetName,
  type SearchFilter,
  type SearchFilterName,
  type SearchRankBy,
} from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';

/** SQL of the search and subject-tree calls. Everything else about search lives in the service. */

export interface SearchCriteria {
  q: string;
  selected: SearchFilter[];
  excluded: SearchFilter[];
  collectionSlug: string | null;
  rankBy: SearchRankBy;
  start: number;
  count: number;
  facetBy: SearchFacetName[];
}

export interface CardRow {
  resource_code: string;
  title: string;
  media_type: string;
  description: string;
  duration_seconds: number | null;
  poster: string | null;
  grades: string[];
  subjects: { id: number; title: string }[];
  languages: string[];
}

/** Rows of a raw query; node-postgres and PGlite both answer { rows }. */
async function rowsOf<T>(orm: Orm, query: SQL): Promise<T[]> {
  const result = (await orm.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const list = (values: readonly (string | number)[]): SQL =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** Published and not expired: what search and browse may show. */
export const visibleResource = (alias: SQL) =>
  sql`${alias}.status = 'published' AND ${alias}.scope <> 'support_material' AND (${alias}.expiration_date IS NULL OR ${alias}.expiration_date > now())`;

/** The condition one facet name puts on resource r, for the given values (any of them). */
function facetCondition(name: SearchFilterName, values: string[]): SQL {
  switch (name) {
    case 'subject':
      return sql`EXISTS (SELECT 1 FROM resource_subjects rs JOIN subjects s ON s.id = rs.subject_id
        JOIN subjects f ON f.id IN ${list(values.map(Number))}
        WHERE rs.resource_id = r.id AND (s.path = f.path OR s.path LIKE f.path || '/%'))`;
    case 'media_type':
      return sql`r.media_type IN ${list(values)}`;
    case 'grades':
      return sql`EXISTS (SELECT 1 FROM resource_grades g WHERE g.resource_id = r.id AND g.grade_band IN ${list(values)})`;
    case 'language':
      return sql`EXISTS (SELECT 1 FROM resource_languages rl JOIN languages l ON l.code = rl.language_code
        WHERE rl.resource_id = r.id AND (l.code IN ${list(values)} OR l.name IN ${list(values)}))`;
    case 'accessibility':
    case 'additional_features':
      return sql`EXISTS (SELECT 1 FROM resource_features rf WHERE rf.resource_id = r.id AND rf.feature_code IN ${list(values)})`;
    case 'cp':
      return sql`EXISTS (SELECT 1 FROM projects p WHERE p.id IN (r.project_id, r.content_project_id) AND p.slug IN ${list(values)})`;
    case 'cs':
      return sql`EXISTS (SELECT 1 FROM collection_resources cr JOIN collections c ON c.id = cr.collection_id
        WHERE cr.resource_id = r.id AND c.status = 'published' AND c.slug IN ${list(values)})`;
    case 'ct':
      return sql`EXISTS (SELECT 1 FROM resource_curriculum_tags rct JOIN curriculum_tags t ON t.id = rct.curriculum_tag_id
        WHERE rct.resource_id = r.id AND (t.path IN ${list(values)} OR t.id::text IN ${list(values)}))`;
    case 'duration': {
      const ranges = values.map((value) => {
        const bucket = DURATION_BUCKETS.find((b) => b.value === value);
        if (!bucket) return sql`false`;
        return bucket.to === null
          ? sql`r.duration_seconds >= ${bucket.from}`
          : sql`(r.duration_seconds >= ${bucket.from} AND r.duration_seconds < ${bucket.to})`;
      });
      return sql`(${sql.join(ranges, sql` OR `)})`;
    }
    case 'student_content':
      return values.includes('true')
        ? sql`(r.is_available_for_students AND r.media_type <> 'Lesson Plan')`
        : sql`true`;
    case 'scope':
      return sql`r.scope IN ${list(values)}`;
    case 'resource_opt_out_organizations':
      return sql`EXISTS (SELECT 1 FROM resource_opt_outs o JOIN organizations org ON org.id = o.organization_id
        WHERE o.resource_id = r.id AND (org.id::text IN ${list(values)} OR org.slug IN ${list(values)}))`;
  }
}

function groupByName(filters: SearchFilter[]): Map<SearchFilterName, string[]> {
  const groups = new Map<SearchFilterName, string[]>();
  for (const { name, value } of filters) groups.set(name, [...(groups.get(name) ?? []), value]);
  return groups;
}

const tsQuery = (q: string) => sql`websearch_to_tsquery('english'::regconfig, lantern_unaccent(${q}))`;

/** The WHERE clause over resources r. */
export function whereClause(criteria: SearchCriteria): SQL {
  const conditions: SQL[] = [visibleResource(sql`r`)];
  if (criteria.q) {
    // Words of the title or description, or a standard's code or statement the resource is aligned to.
    // Each branch can use its own index (GIN on the vectors, the code index on standard items).
    conditions.push(sql`r.id IN (
      SELECT r2.id FROM resources r2 WHERE r2.search_vector @@ ${tsQuery(criteria.q)}
      UNION
      SELECT rs.resource_id FROM resource_standards rs JOIN standard_items si ON si.id = rs.standard_item_id
      WHERE upper(si.human_coding_scheme) = upper(${criteria.q}) OR si.search_vector @@ ${tsQuery(criteria.q)})`);
  }
  for (const [name, values] of groupByName(criteria.selected)) conditions.push(facetCondition(name, values));
  for (const [name, values] of groupByName(criteria.excluded)) {
    conditions.push(sql`NOT ${facetCondition(name, values)}`);
  }
  if (criteria.collectionSlug) {
    conditions.push(sql`EXISTS (SELECT 1 FROM collections c
      LEFT JOIN collection_subcollections sc ON sc.collection_id = c.id
      JOIN collection_resources cr ON cr.collection_id = c.id OR cr.collection_id = sc.subcollection_id
      WHERE c.slug = ${criteria.collectionSlug} AND c.status = 'published' AND cr.resource_id = r.id)`);
  }
  return sql.join(conditions, sql` AND `);
}

function orderBy(criteria: SearchCriteria): SQL {
  switch (criteria.rankBy) {
    case 'newest':
      return sql`r.published_at DESC NULLS LAST, r.id DESC`;
    case 'title':
      return sql`lower(r.title), r.id`;
    case 'popularity':
      return sql`r.popularity DESC, r.id`;
    default:
      // ts_rank weighs title words (A) above description words (B).
      return criteria.q
        ? sql`ts_rank(r.search_vector, ${tsQuery(criteria.q)}) DESC, r.popularity DESC, r.id`
        : sql`r.popularity DESC, r.published_at DESC NULLS LAST, r.id`;
  }
}

export async function searchPage(orm: Orm, criteria: SearchCriteria): Promise<CardRow[]> {
  return rowsOf<CardRow>(
    orm,
    sql`
    SELECT r.resource_code, r.title, r.media_type, r.description, r.duration_seconds,
      coalesce(r.search_display_image_path, r.poster_path) AS poster,
      (SELECT coalesce(json_agg(g.grade_band ORDER BY gb.sort_order), '[]'::json)
         FROM resource_grades g JOIN grade_bands gb ON gb.code = g.grade_band WHERE g.resource_id = r.id) AS grades,
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'title', s.name) ORDER BY s.sort_order, s.id), '[]'::json)
         FROM resource_subjects rs JOIN subjects s ON s.id = rs.subject_id WHERE rs.resource_id = r.id) AS subjects,
      (SELECT coalesce(json_agg(l.name ORDER BY rl.sort_order, l.sort_order), '[]'::json)
         FROM resource_languages rl JOIN languages l ON l.code = rl.language_code WHERE rl.resource_id = r.id) AS languages
    FROM resources r
    WHERE ${whereClause(criteria)}
    ORDER BY ${orderBy(criteria)}
    LIMIT ${criteria.count} OFFSET ${criteria.start}`,
  );
}

export async function searchTotal(orm: Orm, criteria: SearchCriteria): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    orm,
    sql`SELECT count(*)::int AS n FROM resources r WHERE ${whereClause(criteria)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** One query per facet name, each grouping over the matching resources m. */
const FACET_SQL: Record<SearchFacetName, SQL> = {
  grades: sql`SELECT 'grades' AS facet, gb.code AS value, gb.label AS label, gb.sort_order::int AS sort, count(*)::int AS n
    FROM matched m JOIN resource_grades g ON g.resource_id = m.id JOIN grade_bands gb ON gb.code = g.grade_band
    GROUP BY gb.code, gb.label, gb.sort_order`,
  subject: sql`SELECT 'subject', a.id::text, a.name, 0::int, count(DISTINCT m.id)::int
    FROM matched m JOIN resource_subjects rs ON rs.resource_id = m.id JOIN subjects s ON s.id = rs.subject_id
    JOIN subjects a ON s.path = a.path OR s.path LIKE a.path || '/%'
    GROUP BY a.id, a.name`,
  media_type: sql`SELECT 'media_type', m.media_type, m.media_type, 0::int, count(*)::int FROM matched m GROUP BY m.media_type`,
  language: sql`SELECT 'language', l.code, l.name, 0::int, count(*)::int
    FROM matched m JOIN resource_languages rl ON rl.resource_id = m.id JOIN languages l ON l.code = rl.language_code
    GROUP BY l.code, l.name`,
  accessibility: sql`SELECT 'accessibility', f.code, f.label, 0::int, count(*)::int
    FROM matched m JOIN resource_features rf ON rf.resource_id = m.id
    JOIN catalog_features f ON f.code = rf.feature_code AND f.kind = 'accessibility'
    GROUP BY f.code, f.label`,
  additional_features: sql`SELECT 'additional_features', f.code, f.label, 0::int, count(*)::int
    FROM matched m JOIN resource_features rf ON rf.resource_id = m.id
    JOIN catalog_features f ON f.code = rf.feature_code AND f.kind = 'additional_feature'
    GROUP BY f.code, f.label`,
  cp: sql`SELECT 'cp', p.slug, p.title, 0::int, count(DISTINCT m.id)::int
    FROM matched m JOIN projects p ON p.id IN (m.project_id, m.content_project_id)
    GROUP BY p.slug, p.title`,
  cs: sql`SELECT 'cs', c.slug, c.title, 0::int, count(*)::int
    FROM matched m JOIN collection_resources cr ON cr.resource_id = m.id
    JOIN collections c ON c.id = cr.collection_id AND c.status = 'published'
    GROUP BY c.slug, c.title`,
  ct: sql`SELECT 'ct', t.path, t.name, 0::int, count(*)::int
    FROM matched m JOIN resource_curriculum_tags rct ON rct.resource_id = m.id
    JOIN curriculum_tags t ON t.id = rct.curriculum_tag_id
    GROUP BY t.path, t.name`,
  duration: sql`SELECT 'duration', b.value, b.label, b.sort, count(*)::int
    FROM matched m JOIN (VALUES ${sql.join(
      DURATION_BUCKETS.map(
        (b, i) =>
          sql`(${b.value}::text, ${b.label}::text, ${i}::int, ${b.from}::int, ${b.to ?? 2_147_483_647}::int)`,
      ),
      sql`, `,
    )}) AS b (value, label, sort, lo, hi) ON m.duration_seconds >= b.lo AND m.duration_seconds < b.hi
    GROUP BY b.value, b.label, b.sort`,
};

type FacetRow = { facet: SearchFacetName; value: string; label: string; n: number };

function facetRows(orm: Orm, criteria: SearchCriteria, names: SearchFacetName[]): Promise<FacetRow[]> {
  return rowsOf<FacetRow>(
    orm,
    sql`
    WITH matched AS MATERIALIZED (
      SELECT r.id, r.media_type, r.project_id, r.content_project_id, r.duration_seconds
      FROM resources r WHERE ${whereClause(criteria)}
    )
    SELECT facet, value, label, n FROM (
      ${sql.join(
        names.map((name) => sql`(${FACET_SQL[name]})`),
        sql` UNION ALL `,
      )}
    ) AS counts (facet, value, label, sort, n)
    ORDER BY facet, sort, n DESC, label`,
  );
}

/**
 * Facet counts. A facet with selected values of its own is counted without them (the other values
 * stay offered with the counts they would add); every other filter applies.
 */
export async function searchFacets(
  orm: Orm,
  criteria: SearchCriteria,
): Promise<Partial<Record<SearchFacetName, FacetEntry[]>>> {
  const facets: Partial<Record<SearchFacetName, FacetEntry[]>> = {};
  if (criteria.facetBy.length === 0) return facets;
  for (const name of criteria.facetBy) facets[name] = [];
  const selectedNames = new Set<string>(criteria.selected.map((filter) => filter.name));
  const plain = criteria.facetBy.filter((name) => !selectedNames.has(name));
  const own = criteria.facetBy.filter((name) => selectedNames.has(name));
  const batches = await Promise.all([
    plain.length ? facetRows(orm, criteria, plain) : Promise.resolve([]),
    ...own.map((name) =>
      facetRows(orm, { ...criteria, selected: criteria.selected.filter((filter) => filter.name !== name) }, [
        name,
      ]),
    ),
  ]);
  for (const row of batches.flat()) {
    facets[row.facet]?.push({ value: String(row.value), label: String(row.label), count: Number(row.n) });
  }
  return facets;
}

export interface SubjectRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  path: string;
  results_count: number;
}

/** Every subject with the number of visible resources tagged with it or any of its descendants. */
export async function subjectsWithCounts(orm: Orm, studentOnly: boolean): Promise<SubjectRow[]> {
  const student = studentOnly
    ? sql`AND r.is_available_for_students AND r.media_type <> 'Lesson Plan'`
    : sql``;
  const rows = await rowsOf<SubjectRow>(
    orm,
    sql`
    SELECT a.id, a.parent_id, a.name, a.slug, a.path, coalesce(c.n, 0)::int AS results_count
    FROM subjects a
    LEFT JOIN (
      SELECT a2.id, count(DISTINCT r.id) AS n
      FROM subjects a2
      JOIN subjects s ON s.path = a2.path OR s.path LIKE a2.path || '/%'
      JOIN resource_subjects rs ON rs.subject_id = s.id
      JOIN resources r ON r.id = rs.resource_id AND ${visibleResource(sql`r`)} ${student}
      GROUP BY a2.id
    ) c ON c.id = a.id
    ORDER BY a.sort_order, a.name, a.id`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    results_count: Number(row.results_count),
  }));
}

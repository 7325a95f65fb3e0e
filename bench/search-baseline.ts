/**
 * The naive design the benchmark compares against: rank every match with ts_rank over resources, count
 * them, and run one GROUP BY per facet over the catalog join tables. Filters are the search rules over
 * resources (search-conditions.ts), so both sides answer the same question.
 */
import { DURATION_BUCKETS, type SearchFacetName } from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../apps/server/src/db/client.ts';
import { tsQuery, whereClause } from '../apps/server/src/modules/search/search-conditions.ts';
import type { SearchCriteria } from '../apps/server/src/modules/search/search-criteria.ts';
import { rawRows as rows } from './lib/raw-rows.ts';

const durationCase = sql.raw(
  `CASE ${DURATION_BUCKETS.map((b) => (b.to === null ? `ELSE '${b.value}'` : `WHEN r.duration_seconds < ${b.to} THEN '${b.value}'`)).join(' ')} END`,
);

const FACET_GROUPS: Record<SearchFacetName, { join: SQL; key: SQL; distinct?: boolean; where?: SQL }> = {
  grades: { join: sql`JOIN resource_grades g ON g.resource_id = r.id`, key: sql`g.grade_band` },
  subject: {
    join: sql`JOIN resource_subjects rs ON rs.resource_id = r.id JOIN subjects s ON s.id = rs.subject_id
      JOIN subjects a ON s.path = a.path OR s.path LIKE a.path || '/%'`,
    key: sql`a.id`,
    distinct: true,
  },
  media_type: { join: sql``, key: sql`r.media_type` },
  language: { join: sql`JOIN resource_languages rl ON rl.resource_id = r.id`, key: sql`rl.language_code` },
  accessibility: {
    join: sql`JOIN resource_features rf ON rf.resource_id = r.id JOIN catalog_features f ON f.code = rf.feature_code`,
    key: sql`f.code`,
    where: sql`f.kind = 'accessibility'`,
  },
  additional_features: {
    join: sql`JOIN resource_features rf ON rf.resource_id = r.id JOIN catalog_features f ON f.code = rf.feature_code`,
    key: sql`f.code`,
    where: sql`f.kind = 'additional_feature'`,
  },
  cp: {
    join: sql`JOIN projects p ON p.id IN (r.project_id, r.content_project_id)`,
    key: sql`p.slug`,
    distinct: true,
  },
  cs: {
    join: sql`JOIN collection_resources cr ON cr.resource_id = r.id JOIN collections c ON c.id = cr.collection_id`,
    key: sql`c.slug`,
    where: sql`c.status = 'published'`,
  },
  ct: {
    join: sql`JOIN resource_curriculum_tags rct ON rct.resource_id = r.id`,
    key: sql`rct.curriculum_tag_id`,
  },
  duration: { join: sql``, key: durationCase, where: sql`r.duration_seconds IS NOT NULL` },
};

/**
 * The search rules, with q also found in a caption track of the resource (migration 0072): the benchmark gives each
 * video and audio one track, so a track holding q is the resource's captions holding it.
 */
function withCaptions(criteria: SearchCriteria): SQL {
  return sql`((${whereClause(criteria)}) OR (${whereClause({ ...criteria, q: '' })} AND r.id IN (
    SELECT a.resource_id FROM caption_tracks k JOIN asset_captions c ON c.url = k.track_url
      JOIN assets a ON a.id = c.asset_id
    WHERE k.search_vector @@ ${tsQuery(criteria.q)})))`;
}

/** One naive search: page by ts_rank over all matches, total, and a GROUP BY per facet. */
export async function baselineSearch(orm: Orm, criteria: SearchCriteria) {
  const where = criteria.q ? withCaptions(criteria) : whereClause(criteria);
  const order = criteria.q
    ? sql`ts_rank(r.search_vector, ${tsQuery(criteria.q)}) DESC, r.popularity DESC, r.id`
    : sql`r.popularity DESC, r.id`;
  const [page, total, ...facets] = await Promise.all([
    rows<{ id: number }>(
      orm,
      sql`SELECT r.id FROM resources r WHERE ${where} ORDER BY ${order} LIMIT ${criteria.count} OFFSET ${criteria.start}`,
    ),
    rows<{ n: number }>(orm, sql`SELECT count(*)::int AS n FROM resources r WHERE ${where}`),
    ...criteria.facetBy.map((name) => {
      const group = FACET_GROUPS[name];
      const counted = group.distinct ? sql`count(DISTINCT r.id)` : sql`count(*)`;
      const extra = group.where ? sql` AND ${group.where}` : sql``;
      return rows<{ value: string; n: number }>(
        orm,
        sql`SELECT ${group.key} AS value, ${counted}::int AS n FROM resources r ${group.join}
          WHERE ${where}${extra} GROUP BY 1`,
      );
    }),
  ]);
  return { page, total: Number(total[0]?.n ?? 0), facets };
}

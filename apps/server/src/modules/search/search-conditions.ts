import { DURATION_BUCKETS, type SearchFilter, type SearchFilterName } from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import { studentContent, visibleResource } from '../cards/index.ts';
import { reachesStateStandards, type SearchCriteria } from './search-criteria.ts';
import { itemInScope, standardTierQuery } from './standard-query.repo.ts';

/**
 * The search rules written directly over resources r and the catalog tables. Search itself reads the
 * compact search_documents (search-document-filters.ts); these conditions serve callers that rank a few
 * rows of resources (autocomplete, homepage) and are the reference the document filters are tested against.
 */

export const list = (values: readonly (string | number)[]): SQL =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

export { visibleResource };

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
      return values.includes('true') ? studentContent : sql`true`;
    case 'scope':
      return sql`r.scope IN ${list(values)}`;
    case 'resource_opt_out_organizations':
      return sql`EXISTS (SELECT 1 FROM resource_opt_outs o JOIN organizations org ON org.id = o.organization_id
        WHERE o.resource_id = r.id AND (org.id::text IN ${list(values)} OR org.slug IN ${list(values)}))`;
  }
}

export function groupByName(filters: SearchFilter[]): Map<SearchFilterName, string[]> {
  const groups = new Map<SearchFilterName, string[]>();
  for (const { name, value } of filters) groups.set(name, [...(groups.get(name) ?? []), value]);
  return groups;
}

export const tsQuery = (q: string) => sql`websearch_to_tsquery('english'::regconfig, lantern_unaccent(${q}))`;

/** The WHERE clause over resources r. */
export function whereClause(criteria: SearchCriteria): SQL {
  const conditions: SQL[] = [visibleResource(sql`r`)];
  if (criteria.q) {
    const state = reachesStateStandards(criteria);
    const byCode = standardTierQuery(criteria.q, 'both', state);
    // Words of the title or description, or a standard's code or statement the resource is aligned to.
    // Each branch can use its own index (GIN on the vectors, the code index on standard items).
    conditions.push(sql`r.id IN (
      SELECT r2.id FROM resources r2 WHERE r2.search_vector @@ ${tsQuery(criteria.q)}
      UNION
      SELECT rs.resource_id FROM resource_standards rs JOIN standard_items si ON si.id = rs.standard_item_id
      WHERE (upper(si.human_coding_scheme) = upper(${criteria.q}) OR si.search_vector @@ ${tsQuery(criteria.q)})
        AND ${itemInScope(state)}
      ${byCode ? sql`UNION (${byCode})` : sql``})`);
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

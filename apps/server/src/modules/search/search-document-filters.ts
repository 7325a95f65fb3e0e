import type { SearchFilter, SearchFilterName } from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import { groupByName, list, tsQuery } from './search-conditions.ts';
import type { SearchCriteria } from './search-criteria.ts';

/**
 * The search rules over search_documents d (migration 0013). Every facet filter becomes one
 * `d.facet_ids && ARRAY(...)` test that the GIN index on facet_ids answers; the ARRAY subquery looks the
 * wanted values up in the small dictionary once per query, turning slugs and names into the ids that
 * documents store. The same rules over the catalog tables are in search-conditions.ts.
 */

/** Listed (published, not a support material) and not expired. */
export const listedDocument = sql`d.listed AND (d.expires_at IS NULL OR d.expires_at > now())`;

/** The dictionary values (as stored in search_facet_values.value) a filter's values stand for. */
function storedValues(name: SearchFilterName, values: string[]): SQL {
  switch (name) {
    case 'language':
      return sql`SELECT code FROM languages WHERE code IN ${list(values)} OR name IN ${list(values)}`;
    case 'cp':
      return sql`SELECT id::text FROM projects WHERE slug IN ${list(values)}`;
    case 'cs':
      return sql`SELECT id::text FROM collections WHERE status = 'published' AND slug IN ${list(values)}`;
    case 'ct':
      return sql`SELECT id::text FROM curriculum_tags WHERE path IN ${list(values)} OR id::text IN ${list(values)}`;
    case 'resource_opt_out_organizations':
      return sql`SELECT id::text FROM organizations WHERE id::text IN ${list(values)} OR slug IN ${list(values)}`;
    default:
      return sql`VALUES ${sql.join(
        values.map((value) => sql`(${value}::text)`),
        sql`, `,
      )}`;
  }
}

/** Accessibility and additional-feature codes share one namespace; either facet name matches both kinds. */
const facetNames = (name: SearchFilterName): SQL =>
  name === 'accessibility' || name === 'additional_features'
    ? sql`v.facet IN ('accessibility', 'additional_features')`
    : sql`v.facet = ${name}`;

/** True when the document has any of the values; null when the filter puts no condition. */
function facetCondition(name: SearchFilterName, values: string[]): SQL | null {
  // student_content:false asks for nothing in particular (as in the catalog rules).
  if (name === 'student_content') {
    if (!values.includes('true')) return null;
    values = ['true'];
  }
  return sql`d.facet_ids && ARRAY(SELECT v.id FROM search_facet_values v
    WHERE ${facetNames(name)} AND v.value IN (${storedValues(name, values)}))`;
}

/** A collection and its subcollections, if the collection is published. */
const collectionCondition = (slug: string) => sql`d.facet_ids && ARRAY(SELECT v.id FROM search_facet_values v
  WHERE v.facet = 'cs' AND v.value IN (
    SELECT c.id::text FROM collections c WHERE c.slug = ${slug} AND c.status = 'published'
    UNION ALL
    SELECT sc.subcollection_id::text FROM collections c JOIN collection_subcollections sc ON sc.collection_id = c.id
    WHERE c.slug = ${slug} AND c.status = 'published'))`;

/** Resources aligned to a standard whose code is q or whose statement matches it (an InitPlan: collected once). */
export const standardsAligned = (q: string): SQL => sql`ARRAY(
  SELECT rs.resource_id FROM resource_standards rs JOIN standard_items si ON si.id = rs.standard_item_id
  WHERE upper(si.human_coding_scheme) = upper(${q}) OR si.search_vector @@ ${tsQuery(q)})`;

/**
 * Words of the title or description, or a standard's code or statement the resource is aligned to. The
 * aligned resources are collected once, so the OR stays a BitmapOr of two index scans.
 */
export function textCondition(q: string): SQL {
  return sql`(d.search_vector @@ ${tsQuery(q)} OR d.resource_id = ANY (${standardsAligned(q)}))`;
}

/** True when the document has any excluded value; false when nothing is excluded. */
export function excludedAny(criteria: SearchCriteria): SQL {
  const conditions: SQL[] = [];
  for (const [name, values] of groupByName(criteria.excluded)) {
    const condition = facetCondition(name, values);
    if (condition) conditions.push(condition);
  }
  return conditions.length ? sql`(${sql.join(conditions, sql` OR `)})` : sql`false`;
}

/** The selected filters as conditions over documents d (no visibility, text or exclusion). */
export function selectedConditions(selected: SearchFilter[]): SQL[] {
  const conditions: SQL[] = [];
  for (const [name, values] of groupByName(selected)) {
    const condition = facetCondition(name, values);
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/** The stored ids a filter's values stand for (exactly the ids its condition tests documents for). */
export const facetValueIds = (filter: SearchFilter): SQL =>
  sql`SELECT v.id FROM search_facet_values v WHERE ${facetNames(filter.name)}
    AND v.value IN (${storedValues(filter.name, [filter.value])})`;

/** The WHERE clause over search documents d. */
export function documentWhere(criteria: SearchCriteria): SQL {
  const conditions: SQL[] = [listedDocument];
  if (criteria.q) conditions.push(textCondition(criteria.q));
  conditions.push(...selectedConditions(criteria.selected));
  if (criteria.excluded.length) conditions.push(sql`NOT ${excludedAny(criteria)}`);
  if (criteria.collectionSlug) conditions.push(collectionCondition(criteria.collectionSlug));
  return sql.join(conditions, sql` AND `);
}

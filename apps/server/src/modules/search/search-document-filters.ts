import type { SearchFilterName } from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import { groupByName, list, tsQuery } from './search-conditions.ts';
import { reachesStateStandards, type SearchCriteria } from './search-criteria.ts';
import { itemInScope, standardTierQuery } from './standard-query.repo.ts';

/**
 * The search rules over search_documents d (migration 0013). Every facet filter becomes one
 * `d.facet_ids && ids` test that the GIN index on facet_ids answers; the ids come from looking the wanted
 * values up in the small dictionary, turning slugs and names into the ids that documents store. The same
 * rules over the catalog tables are in search-conditions.ts.
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

/**
 * Facet value ids looked up before the statements that use them (resolveSearch in search-resolve.repo.ts). With
 * the ids as constants the planner reads each filter's share of the catalog from its statistics; behind a
 * subquery it guesses, and it walked a whole facet's documents where the expiry index had the few it wanted, or
 * sorted a grade's 18,000 documents where the popularity index would have stopped after a page.
 */
export interface ResolvedIds {
  /** Per selected filter name (and 'collection'): the ids of which a document must have one. */
  groups: Partial<Record<string, number[]>>;
  /** Every excluded value's id. */
  excluded: number[];
  /** Resources aligned to a standard whose code or statement matches q. */
  aligned: number[];
  /**
   * When q is one quoted phrase whose words have an order to check: the resources with a caption track holding it
   * (captionPhraseResources). Absent for any other q, including a quoted single word or a phrase of one word and
   * stop words ('"of water from"' is the query 'water'): its words are matched like any words.
   */
  captionPhrase?: number[];
}

export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;
export const bigintArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::bigint[]`;

/** A text[] constant (array literal: elements quoted, their quotes and backslashes escaped). */
export const textArray = (values: readonly string[]): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** The ids a filter's values stand for, as a query over the dictionary; null when the filter puts no condition. */
export function filterIdsQuery(name: SearchFilterName, values: string[]): SQL | null {
  // student_content:false asks for nothing in particular (as in the catalog rules).
  if (name === 'student_content') {
    if (!values.includes('true')) return null;
    values = ['true'];
  }
  return sql`SELECT v.id FROM search_facet_values v WHERE ${facetNames(name)} AND v.value IN (${storedValues(name, values)})`;
}

/** A collection and its subcollections, if the collection is published. */
export const collectionIdsQuery = (slug: string) => sql`SELECT v.id FROM search_facet_values v
  WHERE v.facet = 'cs' AND v.value IN (
    SELECT c.id::text FROM collections c WHERE c.slug = ${slug} AND c.status = 'published'
    UNION ALL
    SELECT sc.subcollection_id::text FROM collections c JOIN collection_subcollections sc ON sc.collection_id = c.id
    WHERE c.slug = ${slug} AND c.status = 'published')`;

/**
 * Resources aligned to a standard whose code is q or whose statement matches it, and those a standard code in q
 * reaches in any form (standard-query.repo.ts); state standards only for a signed-in caller.
 */
export const alignedQuery = (criteria: Pick<SearchCriteria, 'q' | 'stateStandards'>): SQL => {
  const { q } = criteria;
  const state = reachesStateStandards(criteria);
  const byCode = standardTierQuery(q, 'both', state);
  return sql`
  SELECT rs.resource_id FROM resource_standards rs JOIN standard_items si ON si.id = rs.standard_item_id
  WHERE (upper(si.human_coding_scheme) = upper(${q}) OR si.search_vector @@ ${tsQuery(q)}) AND ${itemInScope(state)}
  ${byCode ? sql`UNION (${byCode})` : sql``}`;
};

/** The ids as a constant when resolved, else the lookup itself (an InitPlan: run once per statement). */
const idsOf = (resolved: number[] | undefined, query: SQL): SQL =>
  resolved ? intArray(resolved) : sql`ARRAY(${query})`;

/**
 * q's words in the title and description, or in the captions (migration 0072): each vector has its own index, so
 * a title or description search never reads caption words (decision 0052). Null, not false, for a document without
 * captions that does not match: negate it with IS NOT TRUE.
 */
export const wordsMatch = (q: string, resolved?: Pick<ResolvedIds, 'captionPhrase'>): SQL => {
  const phrase = resolved ? resolved.captionPhrase : isQuotedPhrase(q) ? null : undefined;
  const inCaptions =
    phrase === undefined
      ? sql`d.caption_vector @@ ${tsQuery(q)}`
      : // A constant array, which PostgreSQL hashes; a subquery's array would be scanned for every document read.
        sql`d.resource_id = ANY (${phrase ? bigintArray(phrase) : sql`ARRAY(${captionPhraseResources(q)})`})`;
  return sql`(d.search_vector @@ ${tsQuery(q)} OR ${inCaptions})`;
};

/** q is one quoted phrase ('"the water cycle"'): websearch_to_tsquery makes its words follow one another. */
export const isQuotedPhrase = (q: string) => /^\s*"[^"]+"\s*$/.test(q);

/**
 * True when q's tsquery orders words (<-> or <N>, from a phrase of two words or more). A quoted word, or one word
 * among stop words, is a plain word: every caption track of a common one would 'hold the phrase'.
 */
export const ordersWords = (q: string): SQL => sql`position('<' IN (${tsQuery(q)})::text) > 0`;

/**
 * The resources with a caption track holding the phrase q. A phrase needs its words' positions, which no index
 * holds: matched against the documents' caption_vector, every document with all of its words is read again (~5 kB
 * each) to check their order, 300 ms for a phrase of common words at 100,000 resources. Checked once per track
 * instead (many resources share a track, migration 0072), then the resources that use the matching tracks
 * (migration 0077's index), looked up once per search (resolveSearch). A phrase across two of a resource's tracks
 * no longer matches, as it should not. Nested arrays, not joins: the planner cannot tell how few tracks match.
 */
export function captionPhraseResources(q: string): SQL {
  return sql`SELECT a.resource_id FROM assets a WHERE a.id = ANY (ARRAY(
    SELECT c.asset_id FROM asset_captions c WHERE c.url = ANY (ARRAY(
      SELECT k.track_url FROM caption_tracks k WHERE k.search_vector @@ ${tsQuery(q)}))))`;
}

/**
 * The relevance order of documents (alias d) matching q: every title or description match first, then the matches
 * only in the captions (migration 0072, decision 0052), each by its text rank.
 */
export const textRankOrder = (q: string): SQL => sql`(d.search_vector @@ ${tsQuery(q)}) DESC,
  CASE WHEN d.search_vector @@ ${tsQuery(q)} THEN ts_rank(d.search_vector, ${tsQuery(q)})
    ELSE ts_rank(d.caption_vector, ${tsQuery(q)}) END DESC`;

/**
 * Words of the title, description or captions, or a standard's code or statement the resource is aligned to. The
 * aligned resources are collected once, so the OR stays a BitmapOr of index scans.
 */
export function textCondition(criteria: SearchCriteria, resolved?: ResolvedIds): SQL {
  const words = wordsMatch(criteria.q, resolved);
  if (resolved && !resolved.aligned.length) return words;
  const aligned = resolved ? bigintArray(resolved.aligned) : sql`ARRAY(${alignedQuery(criteria)})`;
  return sql`(${words} OR d.resource_id = ANY (${aligned}))`;
}

/** True when the document has any excluded value; false when nothing is excluded. */
export function excludedAny(criteria: SearchCriteria, resolved?: ResolvedIds): SQL {
  if (resolved)
    return resolved.excluded.length ? sql`d.facet_ids && ${intArray(resolved.excluded)}` : sql`false`;
  const conditions: SQL[] = [];
  for (const [name, values] of groupByName(criteria.excluded)) {
    const query = filterIdsQuery(name, values);
    if (query) conditions.push(sql`d.facet_ids && ARRAY(${query})`);
  }
  return conditions.length ? sql`(${sql.join(conditions, sql` OR `)})` : sql`false`;
}

/** The selected filters (and the collection) as conditions over documents d: no visibility, text or exclusion. */
export function selectedConditions(criteria: SearchCriteria, resolved?: ResolvedIds): SQL[] {
  const conditions: SQL[] = [];
  for (const [name, values] of groupByName(criteria.selected)) {
    const query = filterIdsQuery(name, values);
    if (query) conditions.push(sql`d.facet_ids && ${idsOf(resolved?.groups[name], query)}`);
  }
  if (criteria.collectionSlug) {
    const query = collectionIdsQuery(criteria.collectionSlug);
    conditions.push(sql`d.facet_ids && ${idsOf(resolved?.groups.collection, query)}`);
  }
  return conditions;
}

/** The WHERE clause over search documents d; with resolved ids, they stand in for the lookups. */
export function documentWhere(criteria: SearchCriteria, resolved?: ResolvedIds): SQL {
  const conditions: SQL[] = [listedDocument];
  if (criteria.q) conditions.push(textCondition(criteria, resolved));
  conditions.push(...selectedConditions(criteria, resolved));
  if (criteria.excluded.length) conditions.push(sql`NOT ${excludedAny(criteria, resolved)}`);
  return sql.join(conditions, sql` AND `);
}

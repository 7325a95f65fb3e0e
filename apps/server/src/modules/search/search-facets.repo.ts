import { DURATION_BUCKETS, type FacetEntry, type SearchFacetName } from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';
import type { SearchCriteria } from './search-criteria.ts';
import { documentWhere, type ResolvedIds } from './search-document-filters.ts';

/**
 * Facet counts and the total of a search, over search_documents: the matching documents' facet ids are
 * unnested and counted once for every facet in one pass, then labelled from the dictionary.
 */

export type FacetCounts = Partial<Record<SearchFacetName, FacetEntry[]>>;

export interface CountedSearch {
  total: number;
  facets: FacetCounts;
  /** The matching resources' ids, when the count knew them exactly and they are few (search bitmaps). */
  matchIds?: number[];
  /**
   * The most popular matches, in popularity order, up to RANKED_CANDIDATES (all of them when there are fewer): the
   * ones relevance ranks, when the count knew them (search bitmaps and the replica's popularity order).
   */
  popularIds?: number[];
  /** Those of popularIds with q's words in the title or description (PopularMatches.titleIds), in the same order. */
  popularTitleIds?: number[];
}

/** A row of labelStatement: read once per catalog version, so a zod parse of its rows costs nothing per search. */
const facetLabelRow = z.object({
  id: z.number().int(),
  /** A facet name, or another dictionary name (scope, student_content, cp, cs, ct, …). */
  facet: z.string(),
  value: z.string(),
  label: z.string(),
  /** grade_bands.sort_order (smallint), a duration bucket's position or 0: an int4 CASE. */
  sort: z.number().int(),
});
export type FacetLabel = Omit<z.output<typeof facetLabelRow>, 'id'>;

const durationLabels = sql`(VALUES ${sql.join(
  DURATION_BUCKETS.map((b, i) => sql`(${b.value}::text, ${b.label}::text, ${i}::int)`),
  sql`, `,
)}) AS dur (value, label, sort)`;

/**
 * The public value and label of every dictionary entry. Projects, collections and tags are stored by id
 * and shown by slug or path; entries without a label (an unpublished collection) are never offered.
 */
const labelStatement = sql`
  SELECT * FROM (
    SELECT v.id, v.facet,
      CASE v.facet WHEN 'cp' THEN p.slug WHEN 'cs' THEN c.slug WHEN 'ct' THEN t.path ELSE v.value END AS value,
      CASE v.facet WHEN 'grades' THEN gb.label WHEN 'subject' THEN s.name WHEN 'language' THEN l.name
        WHEN 'accessibility' THEN f.label WHEN 'additional_features' THEN f.label WHEN 'cp' THEN p.title
        WHEN 'cs' THEN c.title WHEN 'ct' THEN t.name WHEN 'duration' THEN dur.label ELSE v.value END AS label,
      CASE v.facet WHEN 'grades' THEN gb.sort_order WHEN 'duration' THEN dur.sort ELSE 0 END AS sort
    FROM search_facet_values v
    LEFT JOIN grade_bands gb ON v.facet = 'grades' AND gb.code = v.value
    LEFT JOIN subjects s ON v.facet = 'subject' AND s.id::text = v.value
    LEFT JOIN languages l ON v.facet = 'language' AND l.code = v.value
    LEFT JOIN catalog_features f ON v.facet IN ('accessibility', 'additional_features') AND f.code = v.value
    LEFT JOIN projects p ON v.facet = 'cp' AND p.id::text = v.value
    LEFT JOIN collections c ON v.facet = 'cs' AND c.id::text = v.value AND c.status = 'published'
    LEFT JOIN curriculum_tags t ON v.facet = 'ct' AND t.id::text = v.value
    LEFT JOIN ${durationLabels} ON v.facet = 'duration' AND dur.value = v.value
  ) labelled
  WHERE value IS NOT NULL AND label IS NOT NULL`;

/**
 * Labels of the latest catalog version this process has seen. Safe to share between requests: any change
 * to a labelled table bumps the version (migration 0013), and every search reads the current version.
 */
interface LabelMemo {
  version: string;
  labels: Promise<Map<number, FacetLabel>>;
}
/** Per database: dictionary ids of two databases (the benchmark opens PGlite and PostgreSQL) differ. */
const labelMemos = new WeakMap<Orm, LabelMemo>();

export function facetLabels(orm: Orm, version: string): Promise<Map<number, FacetLabel>> {
  let memo = labelMemos.get(orm);
  if (memo?.version !== version) {
    const labels = queryRows(orm, facetLabelRow, labelStatement).then(
      (rows) => new Map(rows.map(({ id, ...label }) => [id, label])),
    );
    labels.catch(() => {
      if (labelMemos.get(orm)?.labels === labels) labelMemos.delete(orm);
    });
    memo = { version, labels };
    labelMemos.set(orm, memo);
  }
  return memo.labels;
}

/**
 * Counts of every facet id among the matches. unnest() in the select list (one ProjectSet) is markedly
 * cheaper per row than a lateral unnest. The total needs no second pass: every document has exactly one
 * scope value, so the scope counts add up to it.
 */
function countStatement(criteria: SearchCriteria, resolved?: ResolvedIds): SQL {
  return sql`SELECT id, count(*)::int AS n FROM (
    SELECT unnest(d.facet_ids) AS id FROM search_documents d WHERE ${documentWhere(criteria, resolved)}
  ) ids GROUP BY id`;
}

/** Counts the facets of names (and the total) for the criteria, straight from the documents. */
export async function countFacets(
  orm: Orm,
  criteria: SearchCriteria,
  names: SearchFacetName[],
  catalogVersion: string,
  resolved?: ResolvedIds,
): Promise<CountedSearch> {
  const [rows, labels] = await Promise.all([
    facetIdCounts(orm, countStatement(criteria, resolved)),
    facetLabels(orm, catalogVersion),
  ]);
  return labelCounts(rows, names, labels);
}

/** The number of matching documents with one facet value (by dictionary id). */
export interface FacetIdCount {
  id: number;
  n: number;
}

/**
 * The rows of a count statement (SELECT id, count(*)::int AS n … GROUP BY id): int4 columns, numbers on both
 * drivers. One row per facet value a search touches (hundreds to thousands) on every uncached search, so they are
 * mapped by hand rather than parsed by zod (docs/decisions/0018-typed-sql-and-one-transaction-helper.md).
 */
export async function facetIdCounts(orm: Orm, statement: SQL): Promise<FacetIdCount[]> {
  const { rows } = await orm.execute(statement);
  return rows.map((row) => ({ id: Number(row.id), n: Number(row.n) }));
}

/** Turns counts per dictionary id into the reply's facets of names, in display order, and the total. */
export function labelCounts(
  rows: FacetIdCount[],
  names: SearchFacetName[],
  labels: Map<number, FacetLabel>,
): CountedSearch {
  const wanted = new Set<string>(names);
  const counted: { entry: FacetEntry; facet: SearchFacetName; sort: number }[] = [];
  let total = 0;
  for (const row of rows) {
    const label = labels.get(row.id);
    if (label?.facet === 'scope') total += row.n;
    if (!label || !wanted.has(label.facet)) continue;
    counted.push({
      facet: label.facet as SearchFacetName,
      sort: label.sort,
      entry: { value: label.value, label: label.label, count: row.n },
    });
  }
  counted.sort(
    (a, b) =>
      a.sort - b.sort ||
      b.entry.count - a.entry.count ||
      (a.entry.label < b.entry.label ? -1 : a.entry.label > b.entry.label ? 1 : 0),
  );
  const facets: FacetCounts = {};
  for (const name of names) facets[name] = [];
  for (const { facet, entry } of counted) facets[facet]?.push(entry);
  return { total, facets };
}

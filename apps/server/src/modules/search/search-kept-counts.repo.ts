import type { SearchFacetName, SearchFilter } from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { tsQuery } from './search-conditions.ts';
import type { SearchCriteria } from './search-criteria.ts';
import {
  documentWhere,
  excludedAny,
  facetValueIds,
  listedDocument,
  selectedConditions,
  standardsAligned,
} from './search-document-filters.ts';
import {
  type CountedSearch,
  countFacets,
  type FacetIdCount,
  facetLabels,
  labelCounts,
} from './search-facets.repo.ts';

/**
 * Facet counts from the kept counts of migration 0014 (search_subset_counts): the whole catalog, one facet
 * value, or one common word, each for everyone or for students. The kept rows count every listed document of
 * the subset; the few the query must leave out (past their expiry, or with an excluded value such as the
 * organization's opt-outs) are counted from the documents and taken away, and for a word, resources aligned
 * to a matching standard without holding the word are counted and added. Cost grows with those few, not with
 * the subset.
 */

interface KeptSubset {
  studentOnly: boolean;
  /** The subset's key (see migration 0014), resolved in SQL; null when the subset is not kept. */
  key: SQL;
  /** The subset as a condition over documents d (listed, audience and exclusions aside). */
  member: SQL;
  /** Documents outside the subset that the query still matches. */
  extra: SQL | null;
}

/**
 * The single lexeme q stands for, when q is one word (no phrase, negation or second word): its tsquery's text is
 * exactly one quoted lexeme. Lexemes needing escapes there are left to direct counting. (A pattern, not
 * substr(): the planner folds this constant expression, and must not fail on a query of stopwords only.)
 */
const singleLexeme = (q: string) => sql`substring((${tsQuery(q)})::text from '^''([^''\\\\]+)''$')`;

function keptSubset(criteria: SearchCriteria): KeptSubset | null {
  if (criteria.collectionSlug) return null;
  const studentOnly = criteria.selected.some((f) => f.name === 'student_content' && f.value === 'true');
  const others: SearchFilter[] = criteria.selected.filter((f) => f.name !== 'student_content');
  if (criteria.q) {
    if (others.length) return null;
    const term = singleLexeme(criteria.q);
    return {
      studentOnly,
      key: sql`(SELECT 't:' || t.term FROM search_counted_terms t WHERE t.term = ${term})`,
      member: sql`d.search_vector @@ ${tsQuery(criteria.q)}`,
      extra: sql`d.resource_id = ANY (${standardsAligned(criteria.q)}) AND NOT (d.search_vector @@ ${tsQuery(criteria.q)})`,
    };
  }
  if (others.length === 0) return { studentOnly, key: sql`''::text`, member: sql`true`, extra: null };
  const [only] = others;
  if (others.length > 1 || !only) return null;
  const ids = facetValueIds(only);
  // Exactly one stored value, of a facet that has subsets of its own (lantern_search_subset_facet).
  return {
    studentOnly,
    key: sql`(SELECT 'f:' || min(v.id) FROM search_facet_values v WHERE v.id IN (${ids})
      AND lantern_search_subset_facet(v.facet) HAVING count(*) = 1)`,
    member: sql`d.facet_ids && ARRAY(${ids})`,
    extra: null,
  };
}

function keptStatement(criteria: SearchCriteria, subset: KeptSubset): SQL {
  const audience = sql.join(
    selectedConditions(criteria.selected.filter((f) => f.name === 'student_content')),
    sql` AND `,
  );
  const inAudience = subset.studentOnly ? sql` AND ${audience}` : sql``;
  const excluded = excludedAny(criteria);
  const kept = sql`EXISTS (SELECT 1 FROM subset WHERE key IS NOT NULL)`;
  const extra = subset.extra
    ? sql`UNION ALL
      SELECT unnest(d.facet_ids) AS id, 1 AS n FROM search_documents d
      WHERE ${kept} AND ${listedDocument} AND ${subset.extra}${inAudience} AND NOT ${excluded}`
    : sql``;
  // The first row says whether the subset is kept; when it is not, the documents are counted instead (in the
  // same statement: one round trip either way).
  return sql`WITH subset AS MATERIALIZED (SELECT ${subset.key} AS key)
    SELECT 0 AS id, (SELECT count(*) FROM subset WHERE key IS NOT NULL)::int AS n
    UNION ALL
    SELECT id, sum(n)::int AS n FROM (
      SELECT c.facet_id AS id, c.documents AS n FROM search_subset_counts c
      WHERE c.student_only = ${subset.studentOnly} AND c.subset = (SELECT key FROM subset)
      UNION ALL
      SELECT unnest(d.facet_ids) AS id, -1 AS n FROM search_documents d
      WHERE ${kept} AND d.listed AND ${subset.member}${inAudience} AND (d.expires_at <= now() OR ${excluded})
      ${extra}
      UNION ALL
      SELECT unnest(d.facet_ids) AS id, 1 AS n FROM search_documents d WHERE NOT ${kept} AND ${documentWhere(criteria)}
    ) counted GROUP BY id HAVING sum(n) <> 0
    ORDER BY id`;
}

/**
 * The counts of names (and the total): from the kept counts when the criteria's subset is kept (fromKept),
 * else from the documents.
 */
export async function countWithKeptCounts(
  orm: Orm,
  criteria: SearchCriteria,
  names: SearchFacetName[],
  catalogVersion: string,
): Promise<{ counted: CountedSearch; fromKept: boolean }> {
  const subset = keptSubset(criteria);
  if (!subset) return { counted: await countFacets(orm, criteria, names, catalogVersion), fromKept: false };
  const [rows, labels] = await Promise.all([
    rowsOf<FacetIdCount>(orm, keptStatement(criteria, subset)),
    facetLabels(orm, catalogVersion),
  ]);
  const [flag, ...counts] = rows;
  if (!flag || Number(flag.id) !== 0) throw new Error('kept counts: no flag row');
  return { counted: labelCounts(counts, names, labels), fromKept: Number(flag.n) > 0 };
}

/** The counts from the kept counts only; null when the criteria's subset is not kept (tests compare them). */
export async function countFromKeptCounts(
  orm: Orm,
  criteria: SearchCriteria,
  names: SearchFacetName[],
  catalogVersion: string,
): Promise<CountedSearch | null> {
  const { counted, fromKept } = await countWithKeptCounts(orm, criteria, names, catalogVersion);
  return fromKept ? counted : null;
}

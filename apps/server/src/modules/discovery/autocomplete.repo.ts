import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** SQL of the autocomplete call: trigram matches on titles, through the title trigram indexes. */

export interface SuggestionRow {
  title: string;
  object_type: 'resource' | 'collection';
  key: string;
}

/**
 * How many index matches are ranked. A common word ("the", "water") matches a large share of the catalog;
 * ranking every match would grow with the catalog, so the ranking looks at a bounded sample of matches.
 * Rare words and typos match few titles, so for them the ranking is exact.
 */
const CANDIDATE_LIMIT = 64;

/**
 * How titles and the typed text are compared. 'lower' is cheap and served by the 0012 indexes; 'unaccent'
 * also ignores accents (the 0002 indexes) but costs a lantern_unaccent() call per candidate row.
 */
export type TitleMatching = 'lower' | 'unaccent';

const normalizer = (matching: TitleMatching) => (value: SQL) =>
  matching === 'lower' ? sql`lower(${value})` : sql`lantern_unaccent(lower(${value}))`;

/**
 * Ranks candidate titles: a title starting with the text first, then one containing it, then by word
 * similarity (typo tolerance), then popularity. `<%` is true when the text is similar enough to some
 * extent of the title (pg_trgm.word_similarity_threshold, 0.6 by default) and uses the title trigram
 * index of the chosen matching.
 */
function rankedCandidates(source: {
  from: SQL;
  title: SQL;
  key: SQL;
  popularity: SQL;
  where: SQL;
  q: string;
  kind: SuggestionRow['object_type'];
  matching: TitleMatching;
}): SQL {
  const normalized = normalizer(source.matching);
  const text = normalized(sql`${source.q}::text`);
  // OFFSET 0 keeps the planner from inlining n into the ranking: the title is normalized once, not thrice.
  return sql`
    SELECT n.title, ${source.kind}::text AS object_type, n.key,
      (left(n.norm, length(${text})) = ${text}) AS starts, (strpos(n.norm, ${text}) > 0) AS contains,
      word_similarity(${text}, n.norm) AS similarity, n.popularity
    FROM (
      SELECT m.*, ${normalized(sql`m.title`)} AS norm
      FROM (
        SELECT ${source.title} AS title, ${source.key} AS key, ${source.popularity} AS popularity
        FROM ${source.from}
        WHERE ${source.where} AND ${text} <% ${normalized(source.title)}
        LIMIT ${CANDIDATE_LIMIT}
      ) m
      OFFSET 0
    ) n`;
}

export async function titleSuggestions(
  orm: Orm,
  options: {
    q: string;
    resourceWhere: SQL;
    includeCollections: boolean;
    count: number;
    matching: TitleMatching;
  },
): Promise<SuggestionRow[]> {
  // The shared search rules are written over alias r.
  const resources = rankedCandidates({
    from: sql`resources r`,
    title: sql`r.title`,
    key: sql`r.resource_code`,
    popularity: sql`r.popularity`,
    where: options.resourceWhere,
    q: options.q,
    kind: 'resource',
    matching: options.matching,
  });
  const collections = rankedCandidates({
    from: sql`collections c`,
    title: sql`c.title`,
    key: sql`c.slug`,
    popularity: sql`0`,
    where: sql`c.status = 'published'`,
    q: options.q,
    kind: 'collection',
    matching: options.matching,
  });
  const union = options.includeCollections ? sql`${resources} UNION ALL ${collections}` : resources;
  // One suggestion per title: the same title on several resources would repeat in the list.
  return rowsOf<SuggestionRow>(
    orm,
    sql`
    SELECT title, object_type, key FROM (
      SELECT DISTINCT ON (lower(title)) title, object_type, key, starts, contains, similarity, popularity
      FROM (${union}) ranked
      ORDER BY lower(title), starts DESC, contains DESC, similarity DESC, popularity DESC
    ) unique_titles
    ORDER BY starts DESC, contains DESC, similarity DESC, popularity DESC, length(title), title
    LIMIT ${options.count}`,
  );
}

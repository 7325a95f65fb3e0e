import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';

/**
 * SQL of the autocomplete call. One typed word goes through the title words of migration 0016 (a prefix, or a
 * similar word for a typo, then the most popular titles holding it); other text through trigram matches on
 * whole titles (the title trigram indexes).
 */

const suggestionRow = z.object({
  title: z.string(),
  object_type: z.enum(['resource', 'collection']),
  key: z.string(),
});
export type SuggestionRow = z.output<typeof suggestionRow>;

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
  return uniqueTitles(orm, union, options.count);
}

/** One suggestion per title (the same title on several resources would repeat), best first. */
function uniqueTitles(orm: Orm, ranked: SQL, count: number): Promise<SuggestionRow[]> {
  return queryRows(
    orm,
    suggestionRow,
    sql`
    SELECT title, object_type, key FROM (
      SELECT DISTINCT ON (lower(title)) title, object_type, key, starts, contains, similarity, popularity
      FROM (${ranked}) ranked
      ORDER BY lower(title), starts DESC, contains DESC, similarity DESC, popularity DESC
    ) unique_titles
    ORDER BY starts DESC, contains DESC, similarity DESC, popularity DESC, length(title), title
    LIMIT ${count}`,
  );
}

/** How many vocabulary words are followed to their titles, and how many titles each (8 × 8 candidates). */
const WORDS_FOLLOWED = 8;
const TITLES_PER_WORD = 8;

/**
 * Suggestions for one typed word. Vocabulary words starting with the word are followed (the exact word first,
 * then by how many titles hold them); only when none does, the words most similar to it (a typo).
 * Each chosen word brings its most popular titles that the search rules allow; they are ranked like the
 * trigram candidates. Collections, being few, are still matched by trigrams.
 */
export async function wordSuggestions(
  orm: Orm,
  options: { q: string; resourceWhere: SQL; includeCollections: boolean; count: number },
): Promise<SuggestionRow[]> {
  const typed = sql`lantern_unaccent(lower(${options.q}::text))`;
  // The LIKE pattern folds to a constant (lantern_unaccent is immutable), so the prefix is an index range.
  const words = sql`
    WITH prefixed AS (
      SELECT v.word, 1 AS kind, (v.word = ${typed})::int AS exact, 0::real AS similarity, v.titles
      FROM search_title_vocabulary v WHERE v.word LIKE ${typed} || '%'
      ORDER BY exact DESC, v.titles DESC, v.word LIMIT ${WORDS_FOLLOWED}
    ), resembling AS (
      SELECT v.word, 0 AS kind, 0 AS exact, word_similarity(${typed}, v.word) AS similarity, v.titles
      FROM search_title_vocabulary v
      WHERE NOT EXISTS (SELECT 1 FROM prefixed) AND ${typed} <% v.word
      ORDER BY similarity DESC, v.titles DESC, v.word LIMIT ${WORDS_FOLLOWED}
    )
    SELECT word FROM (SELECT * FROM prefixed UNION ALL SELECT * FROM resembling) w
    ORDER BY kind DESC, exact DESC, similarity DESC, titles DESC, word LIMIT ${WORDS_FOLLOWED}`;
  const text = sql`${typed}`;
  const resources = sql`
    SELECT n.title, 'resource'::text AS object_type, n.key,
      (left(n.norm, length(${text})) = ${text}) AS starts, (strpos(n.norm, ${text}) > 0) AS contains,
      word_similarity(${text}, n.norm) AS similarity, n.popularity
    FROM (
      SELECT DISTINCT ON (t.key) t.*, lantern_unaccent(lower(t.title)) AS norm
      FROM (${words}) chosen
      CROSS JOIN LATERAL (
        SELECT r.title, r.resource_code AS key, r.popularity
        FROM search_title_words tw JOIN resources r ON r.id = tw.resource_id
        WHERE tw.word = chosen.word AND ${options.resourceWhere}
        ORDER BY tw.popularity DESC, tw.resource_id LIMIT ${TITLES_PER_WORD}
      ) t
    ) n`;
  const collections = rankedCandidates({
    from: sql`collections c`,
    title: sql`c.title`,
    key: sql`c.slug`,
    popularity: sql`0`,
    where: sql`c.status = 'published'`,
    q: options.q,
    kind: 'collection',
    matching: 'unaccent',
  });
  return uniqueTitles(
    orm,
    options.includeCollections ? sql`${resources} UNION ALL ${collections}` : resources,
    options.count,
  );
}

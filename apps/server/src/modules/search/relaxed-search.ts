import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { countSearch, resolveSearch } from './search.repo.ts';
import type { SearchCriteria } from './search-criteria.ts';
import { listedDocument, textArray } from './search-document-filters.ts';
import type { CountedSearch } from './search-facets.repo.ts';
import type { ResolvedSearch } from './search-resolve.repo.ts';
import { OPERATORS } from './typo-correction.ts';

/**
 * A query none of whose matches holds all its words (docs/decisions/0055-zero-result-relaxation.md), such as a
 * child's 'videos about waves for my grandma': rather than nothing, the results of its most specific word that finds
 * something ('waves': the word fewest listed resources hold), ranked by all the words that occur in the catalog, so
 * that the results holding more of them come first. This is the 'frequency' matching strategy of Meilisearch and
 * Algolia's removeWordsIfNoResults: words are dropped, most common first, never silently (the reply says which q it
 * shows). The relaxed query is an ordinary query, so its counts and facets are exact for what is shown.
 */

/** Queries of more words are relaxed over their first this many distinct words: each costs an index look-up. */
export const MAX_RELAXED_WORDS = 8;
/** At most this many words are tried as the base (the rarest first) before giving up: each is a search. */
const MAX_ATTEMPTS = 3;
/** Documents are counted per word up to this: enough to tell a specific word from a common one, and bounded. */
const DOCUMENTS_COUNTED = 1_000;

const WORD = /[\p{L}\p{N}]+/gu;
/** A code-shaped token ('DS.K.LS', '5.NF.B.3', 'MS-LS2-1'): the standard codes' own path (decision 0049) reads it. */
const CODE_TOKEN = /[\p{L}\p{N}][._-][\p{L}\p{N}]/u;

export interface RelaxedSearch {
  /** The word every result holds, as typed (or as corrected). */
  q: string;
  criteria: SearchCriteria;
  resolved: ResolvedSearch;
  counted: CountedSearch;
}

/**
 * The distinct words of q in order (case-insensitively), at most MAX_RELAXED_WORDS. Code-shaped tokens and single
 * letters are left out: a piece of a code ('LS' of 'DS.K.LS') or a lone letter says nothing on its own.
 */
export function relaxableWords(q: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const token of q.split(/\s+/)) {
    if (CODE_TOKEN.test(token)) continue;
    for (const [word] of token.matchAll(WORD)) {
      const key = word.toLowerCase();
      if (word.length < 2 || seen.has(key)) continue;
      seen.add(key);
      words.push(word);
      if (words.length === MAX_RELAXED_WORDS) return words;
    }
  }
  return words;
}

const wordRow = z.object({ i: z.number().int(), documents: z.number().int() });

/**
 * How many listed resources hold each word (stemmed as the search vectors are; up to DOCUMENTS_COUNTED), in one
 * statement. A stop word ('about', 'for', 'my') holds none: the search ignores it anyway.
 */
async function documentsPerWord(orm: Orm, words: string[]): Promise<number[]> {
  const rows = await queryRows(
    orm,
    wordRow,
    sql`SELECT w.i::int AS i, (SELECT count(*)::int FROM (
        SELECT 1 FROM search_documents d
        WHERE d.search_vector @@ websearch_to_tsquery('english'::regconfig, lantern_unaccent(w.word))
          AND ${listedDocument} LIMIT ${DOCUMENTS_COUNTED}) held) AS documents
      FROM unnest(${textArray(words)}) WITH ORDINALITY w(word, i)`,
  );
  const documents = new Array<number>(words.length).fill(0);
  for (const row of rows) documents[row.i - 1] = row.documents;
  return documents;
}

/**
 * The relaxed search of q (criteria.q, or its typo correction) when q found nothing; null when there is nothing to
 * relax (one word, websearch operators asking for exactly what was typed, no word the catalog holds) or no word
 * finds anything with the filters.
 */
export async function relaxedSearch(
  orm: Orm,
  criteria: SearchCriteria,
  q: string,
): Promise<RelaxedSearch | null> {
  if (OPERATORS.test(q)) return null;
  const words = relaxableWords(q);
  if (words.length < 2) return null;
  const documents = await documentsPerWord(orm, words);
  const known = words
    .map((word, i) => ({ word, i, documents: documents[i] ?? 0 }))
    .filter((entry) => entry.documents > 0);
  if (known.length === 0) return null;
  // Every word the catalog holds ranks the results: those holding more of them score higher.
  const rankText = known.map((entry) => entry.word).join(' or ');
  const rarestFirst = [...known].sort((a, b) => a.documents - b.documents || a.i - b.i);
  for (const { word } of rarestFirst.slice(0, MAX_ATTEMPTS)) {
    const relaxed: SearchCriteria = { ...criteria, q: word, rankText };
    const resolved = await resolveSearch(orm, relaxed);
    const counted = await countSearch(orm, relaxed, {}, resolved);
    if (counted.total > 0) return { q: word, criteria: relaxed, resolved, counted };
  }
  return null;
}

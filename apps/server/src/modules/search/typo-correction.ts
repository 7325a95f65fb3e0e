import type { Orm } from '../../db/client.ts';
import { catalogVersion, documentsWithWord, vocabularyAt } from './search-vocabulary.repo.ts';
import { CORRECTABLE, normalizeWord, typoCandidates } from './typo-distance.ts';

/**
 * A query's words corrected against the catalog vocabulary (docs/decisions/0048-typo-tolerant-search.md). A phrase in
 * quotes or a negated word asks for exactly what was typed: such a query is left alone. An 'or' is not a request
 * for exact words — children write it as a word ('more feewr or the same') — so the words around it are corrected.
 */

/** Queries of more words are left as typed: each word costs a pass over the vocabulary. */
export const MAX_QUERY_WORDS = 8;
/** At most this many words of one query are corrected. */
export const MAX_CORRECTED_WORDS = 4;

/** websearch_to_tsquery's operators: quotes, a leading minus, a standalone or. */
export const OPERATORS = /["]|(^|\s)-\S|(^|\s)or(\s|$)/i;
/** The operators that ask for exactly what was typed: quotes and a leading minus. */
const EXACT_OPERATORS = /["]|(^|\s)-\S/;
/** Words and what lies between them, alternating (the split keeps the separators). */
const SEPARATORS = /([^\p{L}\p{N}]+)/u;

export interface CorrectionOptions {
  /** Words held by fewer listed resources than this are corrected (1: only words no resource holds). */
  rareBelow: number;
}

/**
 * q with its unknown (or rare) words replaced by the closest vocabulary words, the rest as typed; null when there
 * is nothing to correct. version is the catalog version the caller read (the vocabulary copy catches up to it).
 */
export async function correctedQuery(
  orm: Orm,
  q: string,
  version: string,
  { rareBelow }: CorrectionOptions,
): Promise<string | null> {
  if (EXACT_OPERATORS.test(q)) return null;
  const parts = q.split(SEPARATORS);
  // Even indices are words (possibly '' at the ends), odd ones separators.
  const wordIndices = parts.flatMap((part, i) => (i % 2 === 0 && part !== '' ? [i] : []));
  if (wordIndices.length === 0 || wordIndices.length > MAX_QUERY_WORDS) return null;
  const lastWord = wordIndices[wordIndices.length - 1];
  const endsInWord = parts[parts.length - 1] !== '';
  let vocabulary: Awaited<ReturnType<typeof vocabularyAt>> | null = null;
  let corrected = 0;
  for (const i of wordIndices) {
    if (corrected >= MAX_CORRECTED_WORDS) break;
    const typed = normalizeWord(parts[i] as string);
    if (!CORRECTABLE.test(typed)) continue;
    vocabulary ??= await vocabularyAt(orm, version);
    const held = documentsWithWord(orm, typed);
    if (held >= rareBelow) continue;
    // The last word, with nothing typed after it, may be a word still being typed: its prefix counts.
    const [best] = typoCandidates(vocabulary, typed, i === lastWord && endsInWord);
    if (!best || best.documents <= held) continue;
    parts[i] = best.word;
    corrected++;
  }
  return corrected > 0 ? parts.join('') : null;
}

/**
 * q with its unknown words corrected, for callers that have not resolved a search (autocomplete, when nothing else
 * matched): one read of the catalog version, then the vocabulary copy.
 */
export async function correctedText(orm: Orm, q: string): Promise<string | null> {
  return correctedQuery(orm, q, await catalogVersion(orm), { rareBelow: 1 });
}

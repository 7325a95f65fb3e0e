import type { Orm } from '../../db/client.ts';
import { countSearch, resolveSearch } from './search.repo.ts';
import type { SearchCriteria } from './search-criteria.ts';
import type { CountedSearch } from './search-facets.repo.ts';
import type { ResolvedSearch } from './search-resolve.repo.ts';
import { correctedQuery } from './typo-correction.ts';

/**
 * The typo step of a search (docs/decisions/0048-typo-tolerant-search.md). It runs only when q found fewer than
 * FEW_MATCHES: a search that finds enough pays nothing for it. With no match at all, the corrected words' results
 * are shown instead (there is nothing exact to rank above them); with a few, those stay and the corrected query is
 * offered when it finds clearly more. Either way the counts and facets are those of the results shown.
 */

/** Fewer matches than this, and q's rare words are checked for typos. */
export const FEW_MATCHES = 3;

export interface TypoSearch {
  /** The corrected query text. */
  q: string;
  criteria: SearchCriteria;
  resolved: ResolvedSearch;
  counted: CountedSearch;
  /** It finds clearly more than q: shown (q found nothing) or offered ('Did you mean'). Else only relaxed further. */
  clearlyMore: boolean;
}

/** Clearly more: something where there was nothing, else at least twice as many. */
const clearlyMore = (corrected: number, exact: number) => corrected > 0 && corrected >= exact * 2;

/** The corrected search when q found few matches and has words to correct; else null. */
export async function typoSearch(
  orm: Orm,
  criteria: SearchCriteria,
  exactTotal: number,
  version: string,
): Promise<TypoSearch | null> {
  if (!criteria.q || exactTotal >= FEW_MATCHES) return null;
  const q = await correctedQuery(orm, criteria.q, version, { rareBelow: exactTotal === 0 ? 1 : FEW_MATCHES });
  if (q === null) return null;
  const corrected = { ...criteria, q };
  const resolved = await resolveSearch(orm, corrected);
  const counted = await countSearch(orm, corrected, {}, resolved);
  return { q, criteria: corrected, resolved, counted, clearlyMore: clearlyMore(counted.total, exactTotal) };
}

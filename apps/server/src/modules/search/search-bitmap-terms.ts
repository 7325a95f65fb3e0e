import type { Orm } from '../../db/client.ts';
import { type BitmapReplica, CHUNK_WORDS, currentReplica } from './search-bitmap-replica.ts';
import type { SearchCriteria } from './search-criteria.ts';
import type { ResolvedSearch } from './search-resolve.repo.ts';

/**
 * Which bitmaps a search is the AND of (search-bitmaps.repo.ts counts them): its filters' facet values and q's
 * words, found in the title and description ('t:') or in the captions ('c:', migration 0072).
 */

/** A tsquery of plain lexemes joined by AND, in text form ('scienc' & 'water'), and one lexeme of it. */
const LEXEME_CONJUNCTION = /^'[^'\\]+'( & '[^'\\]+')*$/;
const QUOTED_LEXEME = /'([^'\\]+)'/g;

/**
 * The bitmap keys of q's words, one list per place a document may hold all of them: its title and description
 * ('t:<lexeme>') and its captions ('c:<lexeme>', migration 0072), as `search_vector @@ q OR caption_vector @@ q`.
 * [] for an empty q (no condition); null when the bitmaps cannot answer q: a phrase, negation or alternative, or a
 * word that is not a counted term. A counted term has a bitmap of at least one kind from the moment it is counted
 * (it is in that many documents), so a missing bitmap of the other kind means no document holds it there.
 */
function termKeys(replica: BitmapReplica, queryText: string | null): string[][] | null {
  if (queryText === null) return [];
  if (!LEXEME_CONJUNCTION.test(queryText)) return null;
  const lexemes = [...queryText.matchAll(QUOTED_LEXEME)].map((match) => match[1]);
  const counted = lexemes.every(
    (lexeme) => replica.bitmaps.has(`t:${lexeme}`) || replica.bitmaps.has(`c:${lexeme}`),
  );
  if (!counted) return null;
  return [lexemes.map((lexeme) => `t:${lexeme}`), lexemes.map((lexeme) => `c:${lexeme}`)];
}

/**
 * Before the catalog version is read: whether the bitmaps will count a search of q's tsquery text (undefined: not
 * known yet). Terms are only ever added to the counted ones, so what this process's copy holds now holds later too.
 */
export function bitmapsWillCount(orm: Orm, queryText: string | null | undefined): boolean {
  if (queryText === null) return true;
  const replica = currentReplica(orm);
  return queryText !== undefined && replica !== null && termKeys(replica, queryText) !== null;
}

export interface BitmapGroups {
  /** The bitmap keys of each filter group a matching document is in (besides 'l', every listed document). */
  groups: string[][];
  /** q's words: a matching document has every key of one of these lists; [] when q is empty. */
  words: string[][];
}

/** The groups and q's word keys of a search, or null when the bitmaps cannot answer. */
export function bitmapGroups(
  replica: BitmapReplica,
  criteria: SearchCriteria,
  resolved: ResolvedSearch,
): BitmapGroups | null {
  const words = termKeys(replica, resolved.queryText);
  if (!words) return null;
  const groups: string[][] = [];
  const facetKeys = (ids: number[]) => ids.map((id) => `f:${id}`);
  for (const name of new Set(criteria.selected.map((filter) => filter.name))) {
    const ids = resolved.groups[name];
    if (ids) groups.push(facetKeys(ids));
  }
  if (criteria.collectionSlug) groups.push(facetKeys(resolved.groups.collection ?? []));
  return { groups, words };
}

/** The AND of the keys' bits in one chunk; null when one of them has no bit there. */
export function allOf(replica: BitmapReplica, keys: string[], chunk: number): Uint32Array | null {
  let common: Uint32Array | null = null;
  for (const key of keys) {
    const bits = replica.bitmaps.get(key)?.get(chunk);
    if (!bits) return null;
    if (!common) common = bits.slice();
    else for (let i = 0; i < CHUNK_WORDS; i++) common[i]! &= bits[i]!;
  }
  return common;
}

/** The documents holding all of one list's keys, for any of the lists, in one chunk; null when none. */
export function anyAllOf(replica: BitmapReplica, lists: string[][], chunk: number): Uint32Array | null {
  let union: Uint32Array | null = null;
  for (const keys of lists) {
    const bits = allOf(replica, keys, chunk);
    if (!bits) continue;
    if (!union) union = bits;
    else for (let i = 0; i < CHUNK_WORDS; i++) union[i]! |= bits[i]!;
  }
  return union;
}

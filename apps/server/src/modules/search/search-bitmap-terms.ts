import type { Orm } from '../../db/client.ts';
import { type BitmapReplica, CHUNK_BITS, CHUNK_WORDS, currentReplica } from './search-bitmap-replica.ts';
import type { SearchCriteria } from './search-criteria.ts';
import type { RareWordBits } from './search-rare-words.repo.ts';
import type { ResolvedSearch } from './search-resolve.repo.ts';

/**
 * Which bitmaps a search is the AND of (search-bitmaps.repo.ts counts them): its filters' facet values and q's
 * words, found in the title and description ('t:') or in the captions ('c:', migration 0072).
 */

/** A tsquery of plain lexemes joined by AND, in text form ('scienc' & 'water'), and one lexeme of it. */
const LEXEME_CONJUNCTION = /^'[^'\\]+'( & '[^'\\]+')*$/;
const QUOTED_LEXEME = /'([^'\\]+)'/g;

/** A bitmap of the replica by key, or bits made for one search (its rare words' documents, search-rare-words.repo.ts). */
export type BitmapSource = string | Map<number, Uint32Array>;

/** q's lexemes: those with bitmaps (counted terms) and the rarer ones. */
export interface QueryLexemes {
  counted: string[];
  rare: string[];
}

/**
 * q's lexemes, split by whether they have bitmaps; null when the bitmaps cannot answer q: a phrase, negation or
 * alternative. A counted term has a bitmap of at least one kind from the moment it is counted (it is in that many
 * documents), so a missing bitmap of the other kind means no document holds it there.
 */
export function queryLexemes(replica: BitmapReplica, queryText: string | null): QueryLexemes | null {
  if (queryText === null) return { counted: [], rare: [] };
  if (!LEXEME_CONJUNCTION.test(queryText)) return null;
  const lexemes = [...new Set([...queryText.matchAll(QUOTED_LEXEME)].map((match) => match[1] as string))];
  const isCounted = (lexeme: string) =>
    replica.bitmaps.has(`t:${lexeme}`) || replica.bitmaps.has(`c:${lexeme}`);
  return { counted: lexemes.filter(isCounted), rare: lexemes.filter((lexeme) => !isCounted(lexeme)) };
}

/**
 * Before the catalog version is read: whether the bitmaps will count a search of q's tsquery text (undefined: not
 * known yet). They count every conjunction of words, reading the documents of its rare words
 * (search-rare-words.repo.ts), unless those turn out not to be rare.
 */
export function bitmapsWillCount(orm: Orm, queryText: string | null | undefined): boolean {
  if (queryText === null) return true;
  return queryText !== undefined && currentReplica(orm) !== null && LEXEME_CONJUNCTION.test(queryText);
}

export interface BitmapGroups {
  /** The bitmap keys of each filter group a matching document is in (besides 'l', every listed document). */
  groups: string[][];
  /**
   * q's words, one list per place a document may hold all of them: its title and description ('t:<lexeme>') and its
   * captions ('c:<lexeme>', migration 0072), as `search_vector @@ q OR caption_vector @@ q`. A matching document is
   * in every bitmap of one of these lists; [] when q is empty.
   */
  words: BitmapSource[][];
}

/** The groups and q's words of a search; rare holds the documents of lexemes.rare (none when it is empty). */
export function bitmapGroups(
  criteria: SearchCriteria,
  resolved: ResolvedSearch,
  lexemes: QueryLexemes,
  rare: RareWordBits | null,
): BitmapGroups {
  const words: BitmapSource[][] = [];
  if (lexemes.counted.length || rare) {
    const inTitle: BitmapSource[] = lexemes.counted.map((lexeme) => `t:${lexeme}`);
    const inCaptions: BitmapSource[] = lexemes.counted.map((lexeme) => `c:${lexeme}`);
    if (rare) {
      inTitle.push(rare.inTitle);
      inCaptions.push(rare.inCaptions);
    }
    words.push(inTitle, inCaptions);
  }
  const groups: string[][] = [];
  const facetKeys = (ids: number[]) => ids.map((id) => `f:${id}`);
  for (const name of new Set(criteria.selected.map((filter) => filter.name))) {
    const ids = resolved.groups[name];
    if (ids) groups.push(facetKeys(ids));
  }
  if (criteria.collectionSlug) groups.push(facetKeys(resolved.groups.collection ?? []));
  return { groups, words };
}

/** The bits of ids, per chunk. */
export function bitsOf(ids: readonly number[]): Map<number, Uint32Array> {
  const chunks = new Map<number, Uint32Array>();
  for (const id of ids) {
    const chunk = Math.floor(id / CHUNK_BITS);
    let bits = chunks.get(chunk);
    if (!bits) {
      bits = new Uint32Array(CHUNK_WORDS);
      chunks.set(chunk, bits);
    }
    const bit = id % CHUNK_BITS;
    bits[bit >>> 5]! |= 1 << (bit & 31);
  }
  return chunks;
}

/** The AND of the keys' bits in one chunk; null when one of them has no bit there. */
export function allOf(replica: BitmapReplica, keys: BitmapSource[], chunk: number): Uint32Array | null {
  let common: Uint32Array | null = null;
  for (const key of keys) {
    const bits = (typeof key === 'string' ? replica.bitmaps.get(key) : key)?.get(chunk);
    if (!bits) return null;
    if (!common) common = bits.slice();
    else for (let i = 0; i < CHUNK_WORDS; i++) common[i]! &= bits[i]!;
  }
  return common;
}

/** The documents holding all of one list's keys, for any of the lists, in one chunk; null when none. */
export function anyAllOf(replica: BitmapReplica, lists: BitmapSource[][], chunk: number): Uint32Array | null {
  let union: Uint32Array | null = null;
  for (const keys of lists) {
    const bits = allOf(replica, keys, chunk);
    if (!bits) continue;
    if (!union) union = bits;
    else for (let i = 0; i < CHUNK_WORDS; i++) union[i]! |= bits[i]!;
  }
  return union;
}

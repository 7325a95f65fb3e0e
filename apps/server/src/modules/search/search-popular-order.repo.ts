import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { type BitmapReplica, CHUNK_BITS } from './search-bitmap-replica.ts';
import { allOf, type BitmapSource } from './search-bitmap-terms.ts';

/** The order relevance takes its candidates in, and the order of results past them (search.repo.ts). */
export const POPULAR_FIRST = sql`d.popularity DESC, d.published_at DESC NULLS LAST, d.resource_id`;

/**
 * Relevance ranks at most this many matches: the most popular ones (ts_rank weighs title words, A, above
 * description words, B). A very common word matches most of the catalog, and ranking every match would
 * grow with it; matches past the candidates follow in popularity order. Up to this many matches, the
 * ranking is exact.
 */
export const RANKED_CANDIDATES = 500;

/**
 * The listed documents' ids in POPULAR_FIRST order, kept beside the bitmap replica and read again when the catalog
 * version moves (popularity and dates change only through catalog writes, which move it). Finding a search's
 * candidates in the database means walking that order and testing every document's words until enough match:
 * ten thousand word checks (50 ms at 100,000 resources on PGlite) for a query that matches one document in
 * twenty. Here it is a bit test per document.
 */
interface PopularOrder {
  version: bigint;
  ids: Float64Array;
  /** Each id's place in ids, worked out the first time a search with few matches needs it (placesOf). */
  places: Map<number, number> | null;
}
const orders = new WeakMap<BitmapReplica, PopularOrder>();

async function popularOrder(orm: Orm, replica: BitmapReplica): Promise<PopularOrder> {
  const known = orders.get(replica);
  if (known && known.version === replica.version) return known;
  const version = replica.version;
  // One row of text rather than a row per document: 100,000 rows cost ten times more to read.
  const [row] = await queryRows(
    orm,
    z.object({ ids: z.string() }),
    sql`SELECT coalesce(string_agg(d.resource_id::text, ',' ORDER BY ${POPULAR_FIRST}), '') AS ids
      FROM search_documents d WHERE d.listed`,
  );
  const text = row?.ids ?? '';
  const order = { version, ids: Float64Array.from(text === '' ? [] : text.split(','), Number), places: null };
  orders.set(replica, order);
  return order;
}

function placesOf(order: PopularOrder): Map<number, number> {
  if (!order.places) {
    const places = new Map<number, number>();
    for (let k = 0; k < order.ids.length; k++) places.set(order.ids[k]!, k);
    order.places = places;
  }
  return order.places;
}

/**
 * With fewer matches than one in this many listed documents, the candidates are the matches sorted by their place
 * in the order; with more, walking the order finds them sooner.
 */
const SORT_BELOW_SHARE = 20;

/** The first RANKED_CANDIDATES matches in the order: the masks' set bits, or matchIds when they are known. */
function candidates(
  order: PopularOrder,
  masks: Map<number, Uint32Array>,
  matchIds: number[] | null,
): number[] {
  if (matchIds && matchIds.length * SORT_BELOW_SHARE < order.ids.length) {
    const places = placesOf(order);
    // Listed documents past their expiry are not in the masks, nor in matchIds; every other match has a place.
    return matchIds
      .map((id) => ({ id, place: places.get(id) ?? Number.MAX_SAFE_INTEGER }))
      .sort((a, b) => a.place - b.place)
      .slice(0, RANKED_CANDIDATES)
      .map(({ id }) => id);
  }
  const ids: number[] = [];
  for (let k = 0; k < order.ids.length && ids.length < RANKED_CANDIDATES; k++) {
    const id = order.ids[k]!;
    const mask = masks.get(Math.floor(id / CHUNK_BITS));
    const bit = id % CHUNK_BITS;
    if (mask && mask[bit >>> 5]! & (1 << (bit & 31))) ids.push(id);
  }
  return ids;
}

export interface PopularMatches {
  /** The first RANKED_CANDIDATES matches in POPULAR_FIRST order. */
  ids: number[];
  /**
   * Those of them with q's words in the title or description, in the same order. Relevance ranks them above the
   * matches by captions alone (rankedCandidates, search.repo.ts), so when they fill a page they are all it reads.
   */
  titleIds: number[];
}

/**
 * The candidates among the matches (masks: the replica's matching bits per chunk); titleKeys are q's words'
 * title-and-description bitmaps ('t:<lexeme>', and its rare words' documents: search-bitmap-terms.ts).
 */
export async function popularMatches(
  orm: Orm,
  replica: BitmapReplica,
  masks: Map<number, Uint32Array>,
  titleKeys: BitmapSource[],
  matchIds: number[] | null,
): Promise<PopularMatches> {
  const ids = candidates(await popularOrder(orm, replica), masks, matchIds);
  const inTitle = new Map<number, Uint32Array | null>();
  const titleIds = ids.filter((id) => {
    const chunk = Math.floor(id / CHUNK_BITS);
    if (!inTitle.has(chunk)) inTitle.set(chunk, allOf(replica, titleKeys, chunk));
    const bit = id % CHUNK_BITS;
    return Boolean((inTitle.get(chunk)?.[bit >>> 5] ?? 0) & (1 << (bit & 31)));
  });
  return { ids, titleIds };
}

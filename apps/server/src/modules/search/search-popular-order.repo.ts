import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { type BitmapReplica, CHUNK_BITS } from './search-bitmap-replica.ts';
import { allOf } from './search-bitmap-terms.ts';

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
const orders = new WeakMap<BitmapReplica, { version: bigint; ids: Float64Array }>();

async function popularOrder(orm: Orm, replica: BitmapReplica): Promise<Float64Array> {
  const known = orders.get(replica);
  if (known && known.version === replica.version) return known.ids;
  const version = replica.version;
  // One row of text rather than a row per document: 100,000 rows cost ten times more to read.
  const [row] = await queryRows(
    orm,
    z.object({ ids: z.string() }),
    sql`SELECT coalesce(string_agg(d.resource_id::text, ',' ORDER BY ${POPULAR_FIRST}), '') AS ids
      FROM search_documents d WHERE d.listed`,
  );
  const text = row?.ids ?? '';
  const ids = Float64Array.from(text === '' ? [] : text.split(','), Number);
  orders.set(replica, { version, ids });
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
 * title-and-description bitmaps ('t:<lexeme>', search-bitmap-terms.ts).
 */
export async function popularMatches(
  orm: Orm,
  replica: BitmapReplica,
  masks: Map<number, Uint32Array>,
  titleKeys: string[],
): Promise<PopularMatches> {
  const order = await popularOrder(orm, replica);
  const inTitle = new Map<number, Uint32Array | null>();
  const ids: number[] = [];
  const titleIds: number[] = [];
  for (let k = 0; k < order.length && ids.length < RANKED_CANDIDATES; k++) {
    const id = order[k]!;
    const chunk = Math.floor(id / CHUNK_BITS);
    const mask = masks.get(chunk);
    if (!mask) continue;
    const bit = id % CHUNK_BITS;
    const word = bit >>> 5;
    const flag = 1 << (bit & 31);
    if (!(mask[word]! & flag)) continue;
    ids.push(id);
    if (!inTitle.has(chunk)) inTitle.set(chunk, allOf(replica, titleKeys, chunk));
    const titleBits = inTitle.get(chunk);
    if (titleBits && titleBits[word]! & flag) titleIds.push(id);
  }
  return { ids, titleIds };
}

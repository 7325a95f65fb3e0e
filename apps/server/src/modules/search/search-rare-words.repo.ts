import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { idsColumn } from '../../db/sql-rows.ts';
import type { BitmapReplica } from './search-bitmap-replica.ts';
import { bitsOf } from './search-bitmap-terms.ts';

/**
 * The documents holding a search's rare words, as bits the replica's bitmaps can be ANDed with
 * (search-bitmap-terms.ts). Only words in 2% of the catalog have bitmaps (migration 0018): a search with a rarer word
 * used to be counted from the documents, unnesting the facet ids of every match (9 ms for 2,000 matches at 100,000
 * resources on PGlite). The ids of the few documents holding the rare words come straight from the two text indexes
 * instead, and the counting stays in memory.
 */

/** The documents with all the rare words in the title or description, and those with all of them in the captions. */
export interface RareWordBits {
  inTitle: Map<number, Uint32Array>;
  inCaptions: Map<number, Uint32Array>;
}

/**
 * Past this many documents in one place the words are no longer rare (the catalog grew since its terms were counted):
 * the search is counted from the documents again.
 */
const MOST_RARE_DOCUMENTS = 10_000;

async function readRareWordBits(orm: Orm, lexemes: string[]): Promise<RareWordBits | null> {
  // The lexemes as a tsquery without weights or order: the GIN indexes answer it with no recheck, so no vector is read.
  const query = sql`${lexemes.map((lexeme) => `'${lexeme}'`).join(' & ')}::tsquery`;
  const holding = (vector: string) => sql`ARRAY(SELECT d.resource_id FROM search_documents d
    WHERE d.listed AND ${sql.raw(`d.${vector}`)} @@ ${query} LIMIT ${MOST_RARE_DOCUMENTS + 1})`;
  const {
    rows: [row],
  } = await orm.execute(
    sql`SELECT ${holding('search_vector')} AS in_title, ${holding('caption_vector')} AS in_captions`,
  );
  const inTitle = idsColumn(row, 'in_title');
  const inCaptions = idsColumn(row, 'in_captions');
  if (inTitle.length > MOST_RARE_DOCUMENTS || inCaptions.length > MOST_RARE_DOCUMENTS) return null;
  return { inTitle: bitsOf(inTitle), inCaptions: bitsOf(inCaptions) };
}

/** Per replica, at its version: the reads of rare words, shared by a search's count parts. */
const reads = new WeakMap<
  BitmapReplica,
  { version: bigint; byWords: Map<string, Promise<RareWordBits | null>> }
>();
const REMEMBERED_READS = 200;

/**
 * The documents (listed ones; the replica leaves out the expired) holding every one of lexemes, by place; null when
 * there are too many for them to count as rare.
 */
export function rareWordBits(
  orm: Orm,
  replica: BitmapReplica,
  lexemes: string[],
): Promise<RareWordBits | null> {
  let known = reads.get(replica);
  if (known?.version !== replica.version || known.byWords.size >= REMEMBERED_READS) {
    known = { version: replica.version, byWords: new Map() };
    reads.set(replica, known);
  }
  const key = lexemes.join(' ');
  let read = known.byWords.get(key);
  if (!read) {
    read = readRareWordBits(orm, lexemes);
    const byWords = known.byWords;
    // A failed read is not remembered.
    read.catch(() => byWords.delete(key));
    byWords.set(key, read);
  }
  return read;
}

import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import type { CountedSearch } from './search-facets.repo.ts';

/**
 * This process's copy of the search bitmaps (migration 0018) and of the listed documents' expiry dates, brought up
 * to date whenever a search reads a newer catalog version: only the bitmap rows written since are read. Counting
 * facets in memory costs a millisecond or two where the same bit operations in SQL cost ten or more (PGlite runs
 * PostgreSQL in WebAssembly). The database stays the only source of truth: every process reads the version
 * on every search and catches up before counting, so a write shows in every process's next search.
 */

/** Bits per bitmap chunk (migration 0018): resource id / CHUNK_BITS is the chunk, the remainder the bit. */
export const CHUNK_BITS = 64_000;
export const CHUNK_WORDS = CHUNK_BITS / 32;

export interface BitmapReplica {
  /** The catalog version the copy is at. */
  version: bigint;
  /** Bitmap key → chunk → bits (bit i of the chunk is bit i % 32 of word i / 32). */
  bitmaps: Map<string, Map<number, Uint32Array>>;
  /** Listed documents with an expiry date: resource ids and dates (ms), by date. */
  expiries: { ids: number[]; at: number[] };
  /** Counts made at this version (search-bitmaps.repo.ts), by search; emptied when the version moves. */
  counts: Map<string, CountedSearch>;
}

interface ReplicaState {
  replica: BitmapReplica;
  /** Catching up, one at a time. */
  syncing: Promise<unknown>;
}
const states = new WeakMap<Orm, ReplicaState>();

/** The bit string bit varying prints ('0' and '1', leftmost first; trailing zeros may be left off) as words. */
function parseBits(text: string): Uint32Array {
  const words = new Uint32Array(CHUNK_WORDS);
  const length = Math.min(text.length, CHUNK_BITS);
  for (let i = text.indexOf('1'); i !== -1 && i < length; i = text.indexOf('1', i + 1)) {
    words[i >>> 5]! |= 1 << (i & 31);
  }
  return words;
}

/**
 * The rows of a catch-up: every bitmap chunk written since the copy's version (thousands on a first read) and every
 * listed document with an expiry date. Their columns are text and float8, the same on both drivers, and they are
 * many, so they are mapped by hand rather than parsed by zod (docs/decisions/0018-typed-sql-and-one-transaction-helper.md).
 */
interface BitmapRow {
  key: string;
  chunk: number;
  bits: string;
  version: bigint;
}
const text = (value: unknown): string => {
  if (typeof value !== 'string') throw new Error(`search bitmaps: expected text, got ${typeof value}`);
  return value;
};
const bitmapRow = (row: Record<string, unknown>): BitmapRow => ({
  key: text(row.key),
  chunk: Number(row.chunk),
  bits: text(row.bits),
  version: BigInt(text(row.version)),
});

async function catchUp(orm: Orm, replica: BitmapReplica, version: bigint) {
  if (replica.version >= version) return;
  const [bitmaps, expiries] = await Promise.all([
    orm.execute(
      // Without the trailing zeros: a small catalog's bitmaps are mostly zeros past its last id.
      sql`SELECT key, chunk, rtrim(bits::text, '0') AS bits, version::text AS version FROM search_bitmaps
        WHERE version > ${replica.version.toString()}::bigint`,
    ),
    orm.execute(
      sql`SELECT d.resource_id::text AS id, (extract(epoch FROM d.expires_at) * 1000)::float8 AS at
        FROM search_documents d WHERE d.listed AND d.expires_at IS NOT NULL ORDER BY d.expires_at`,
    ),
  ]);
  let reached = version;
  for (const row of bitmaps.rows.map(bitmapRow)) {
    const chunks = replica.bitmaps.get(row.key) ?? new Map<number, Uint32Array>();
    replica.bitmaps.set(row.key, chunks);
    chunks.set(row.chunk, parseBits(row.bits));
    // A write that committed after the caller read the version: its rows are here, so the copy is at least there.
    if (row.version > reached) reached = row.version;
  }
  replica.expiries = {
    ids: expiries.rows.map((row) => Number(text(row.id))),
    at: expiries.rows.map((row) => Number(row.at)),
  };
  replica.counts.clear();
  replica.version = reached;
}

/** The replica at catalog version (or newer), read from the database as far as it is behind. */
export async function bitmapReplica(orm: Orm, version: string): Promise<BitmapReplica> {
  let state = states.get(orm);
  if (!state) {
    state = {
      replica: { version: -1n, bitmaps: new Map(), expiries: { ids: [], at: [] }, counts: new Map() },
      syncing: Promise.resolve(),
    };
    states.set(orm, state);
  }
  const wanted = BigInt(version);
  const { replica } = state;
  if (replica.version >= wanted) return replica;
  const step = state.syncing.then(() => catchUp(orm, replica, wanted));
  // A failed read leaves the copy where it was; the next search tries again.
  state.syncing = step.catch(() => {});
  await step;
  return replica;
}

/** The copy as far as it is now (possibly behind the catalog), or null before the first search read it. */
export function currentReplica(orm: Orm): BitmapReplica | null {
  return states.get(orm)?.replica ?? null;
}

/** The ids of listed documents past their expiry at time now (ms). */
export function expiredIds(replica: BitmapReplica, now: number): number[] {
  const { ids, at } = replica.expiries;
  let end = 0;
  while (end < at.length && (at[end] as number) <= now) end++;
  return ids.slice(0, end);
}

import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { type VocabularyIndex, vocabularyIndex } from './typo-distance.ts';

/**
 * This process's copy of the catalog vocabulary (search_vocabulary, migrations 0069 and 0073: the words of titles,
 * descriptions and caption tracks, each weighed by the resources and tracks holding it), brought up to date when a
 * typo lookup sees a newer catalog version: only the rows stamped since are read. Ordinary searches never touch
 * it; the first typo lookup after start reads every word (20,000 at the benchmark's 100,000 resources).
 */

interface VocabularyState {
  version: bigint;
  counts: Map<string, number>;
  /** Rebuilt from counts after a catch-up that changed anything; null until then. */
  index: VocabularyIndex | null;
  syncing: Promise<unknown>;
}
const states = new WeakMap<Orm, VocabularyState>();

async function catchUp(orm: Orm, state: VocabularyState, version: bigint) {
  if (state.version >= version && state.index) return;
  // Mapped by hand: up to tens of thousands of rows of text and integers (docs/decisions/0018).
  const { rows } = await orm.execute(
    sql`SELECT word, documents + tracks AS documents, stamp::text AS stamp FROM search_vocabulary
      WHERE stamp > ${state.version.toString()}::bigint`,
  );
  let reached = version;
  for (const row of rows) {
    state.counts.set(String(row.word), Number(row.documents));
    const stamp = BigInt(String(row.stamp));
    if (stamp > reached) reached = stamp;
  }
  if (rows.length > 0 || !state.index) state.index = vocabularyIndex(state.counts);
  state.version = reached;
}

/** The vocabulary as of catalog version (or newer). */
export async function vocabularyAt(orm: Orm, version: string): Promise<VocabularyIndex> {
  let state = states.get(orm);
  if (!state) {
    state = { version: -1n, counts: new Map(), index: null, syncing: Promise.resolve() };
    states.set(orm, state);
  }
  const wanted = BigInt(version);
  if (state.version < wanted || !state.index) {
    const current = state;
    const step = current.syncing.then(() => catchUp(orm, current, wanted));
    // A failed read leaves the copy where it was; the next lookup tries again.
    current.syncing = step.catch(() => {});
    await step;
  }
  return state.index as VocabularyIndex;
}

/**
 * How many listed resources hold word (normalized) in a title or description, plus the caption tracks holding it,
 * as of the copy's version; 0 for an unknown word.
 */
export function documentsWithWord(orm: Orm, word: string): number {
  return states.get(orm)?.counts.get(word) ?? 0;
}

/** The current catalog version, for callers that have not resolved a search (autocomplete). */
export async function catalogVersion(orm: Orm): Promise<string> {
  const { rows } = await orm.execute(sql`SELECT version::text AS version FROM search_catalog_version`);
  const version = rows[0]?.version;
  if (typeof version !== 'string') throw new Error('search_catalog_version has no row');
  return version;
}

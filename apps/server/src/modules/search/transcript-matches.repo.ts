import type { TranscriptMatch } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { tsQuery } from './search-conditions.ts';
import { bigintArray } from './search-document-filters.ts';

// Control characters cannot come from a caption's text (the cues are plain text), so they mark the matched words
// unambiguously; the excerpt reaches clients as parts, never as markup.
const START = '\u0002';
const STOP = '\u0003';
const HEADLINE_OPTIONS = `StartSel="${START}", StopSel="${STOP}", MaxWords=24, MinWords=8, ShortWord=2, MaxFragments=1`;

/** The headline's text as parts, the marked words flagged. */
export function excerptParts(headline: string): TranscriptMatch['excerpt'] {
  const parts: TranscriptMatch['excerpt'] = [];
  for (const [index, piece] of headline.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    // Between a START and its STOP (odd pieces) is a matched word.
    if (piece) parts.push({ text: piece, mark: index % 2 === 1 });
  }
  return parts;
}

/**
 * For the resources of one result page, the first caption cue (in asset and track order, default track first)
 * that holds q's words: one indexed lookup over caption_cues per page, whatever the catalog's size, in a function
 * whose plan the session keeps (migration 0078).
 */
export async function transcriptMatches(
  orm: Orm,
  q: string,
  resourceIds: number[],
): Promise<Map<number, TranscriptMatch>> {
  if (!q || resourceIds.length === 0) return new Map();
  const query = tsQuery(q);
  const rows = await queryRows(
    orm,
    z.object({ resource_id: z.coerce.number(), start_ms: z.number().int(), headline: z.string() }),
    sql`SELECT m.resource_id, m.start_ms, ts_headline('english'::regconfig, m.text, ${query}, ${HEADLINE_OPTIONS}) AS headline
      FROM lantern_transcript_cues(${query}, ${bigintArray(resourceIds)}) m`,
  );
  return new Map(
    rows.map((row) => [
      row.resource_id,
      { start_seconds: Math.floor(row.start_ms / 1000), excerpt: excerptParts(row.headline) },
    ]),
  );
}

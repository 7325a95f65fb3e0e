import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { takeSearchTermsLock } from '../../db/planner-statistics.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { inTransaction } from '../../db/transaction.ts';
import { parseWebVtt } from './caption-cues.ts';

/**
 * Reads the caption tracks that search has not indexed yet into caption_cues (migration 0072). Tracks are files
 * under /media/, read from mediaDir; a remote track (http/https) is not fetched: the server makes no outbound
 * requests, and an import that wants its remote captions searchable ships them under /media/. A missing file is
 * left for a later run; an unreadable one is indexed as empty. Returns how many tracks were indexed.
 */
export async function indexCaptionTracks(orm: Orm, mediaDir: string): Promise<number> {
  const pending = await queryRows(
    orm,
    z.object({ url: z.string() }),
    sql`SELECT DISTINCT c.url FROM asset_captions c
      WHERE c.url LIKE '/media/%' AND NOT EXISTS (SELECT 1 FROM caption_tracks k WHERE k.track_url = c.url)`,
  );
  let indexed = 0;
  const root = path.resolve(mediaDir);
  for (const { url } of pending) {
    const file = path.resolve(root, decodeURIComponent(url.replace(/^\/media\//, '').split(/[?#]/)[0] ?? ''));
    // A URL with '..' must not read outside the media directory.
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) continue;
    const cues = parseWebVtt(fs.readFileSync(file, 'utf8'));
    await inTransaction(orm, async (tx) => {
      await takeSearchTermsLock(tx);
      if (cues.length > 0) {
        await tx.execute(sql`INSERT INTO caption_cues (track_url, position, start_ms, text)
          SELECT ${url}, c.position::int - 1, (c.cue ->> 'start_ms')::int, c.cue ->> 'text'
          FROM jsonb_array_elements(${JSON.stringify(cues.map((cue) => ({ start_ms: cue.startMs, text: cue.text })))}::jsonb)
            WITH ORDINALITY AS c (cue, position)
          ON CONFLICT (track_url, position) DO NOTHING`);
      }
      // The track's words at weight D: below title (A) and description (B) words in every document using it.
      await tx.execute(sql`INSERT INTO caption_tracks (track_url, search_vector)
        SELECT ${url}, setweight(coalesce(lantern_tsvector_agg(q.search_vector), ''::tsvector), 'D')
        FROM caption_cues q WHERE q.track_url = ${url}
        ON CONFLICT (track_url) DO NOTHING`);
    });
    indexed++;
  }
  return indexed;
}

import fs from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { DEMO_IMAGE_PREFIX, DEMO_MEDIA_DIR, SAMPLE_MEDIA } from './demo-library/media.ts';
import { STUDENT_SUPPORT, TEACHER_SUPPORT } from './demo-library/texts.ts';

export { DEMO_MEDIA_DIR };

/**
 * Copies the committed demo media into DATA_DIR/media: missing files, and files whose size differs from the
 * committed one (regenerated samples reach an existing data dir). Returns how many were copied.
 */
export function copyDemoMedia(mediaDir: string, from = DEMO_MEDIA_DIR): number {
  if (!fs.existsSync(from)) return 0;
  let copied = 0;
  for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(mediaDir, path.relative(from, source));
    if (fs.existsSync(target) && fs.statSync(target).size === fs.statSync(source).size) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    fs.copyFileSync(source, temporary);
    fs.renameSync(temporary, target);
    copied++;
  }
  return copied;
}

/**
 * A data dir seeded by demo library version 1 (one path per resource under /media/demo/<kind>/<code>/, files
 * that never existed) is moved onto the shared samples in place: the seed never rewrites a catalog that has
 * content, so without this an upgraded instance would keep its broken media. Only rows still naming the old
 * demo paths (or sample media with a fictional length) change; an imported catalog is left alone.
 */
export async function repointOlderDemoMedia(tx: Orm): Promise<void> {
  // Constant fragments (column names and the fixed sample paths), never input: raw SQL is safe here.
  const samples = '/media/demo/samples';
  const swap = (column: string) =>
    sql.raw(`regexp_replace(regexp_replace(regexp_replace(${column}, '^/media/demo/video/[^/]+/', '${samples}/video/'),
       '^/media/demo/audio/[^/]+/', '${samples}/audio/'), '^/media/demo/image/', '${DEMO_IMAGE_PREFIX}')`);
  const old = (column: string) => sql.raw(`${column} ~ '^/media/demo/(video|audio|image)/'`);
  const playsSample = (kind: 'video' | 'audio', asset: string) =>
    sql.raw(
      `EXISTS (SELECT 1 FROM asset_files f WHERE f.asset_id = ${asset} AND f.url LIKE '${samples}/${kind}/%')`,
    );
  const documentUrl = sql`CASE r.media_type WHEN 'Lesson Plan' THEN ${SAMPLE_MEDIA.lessonPlan}::text ELSE ${SAMPLE_MEDIA.document}::text END`;
  const video = SAMPLE_MEDIA.video.seconds;
  const audio = SAMPLE_MEDIA.audio.seconds;
  const statements: SQL[] = [
    sql`UPDATE asset_files SET url = ${swap('url')} WHERE ${old('url')}`,
    sql`UPDATE asset_captions SET url = ${swap('url')} WHERE ${old('url')}`,
    sql`UPDATE assets SET transcript_path = ${swap('transcript_path')}, download_url = ${swap('download_url')},
         poster_path = ${swap('poster_path')}
       WHERE ${old('transcript_path')} OR ${old('download_url')} OR ${old('poster_path')}`,
    sql`UPDATE asset_files f SET url = ${documentUrl} FROM assets a JOIN resources r ON r.id = a.resource_id
       WHERE a.id = f.asset_id AND f.url ~ '^/media/demo/document/'`,
    sql`UPDATE assets a SET download_url = ${documentUrl} FROM resources r
       WHERE r.id = a.resource_id AND a.download_url ~ '^/media/demo/document/'`,
    sql`UPDATE assets SET url = ${SAMPLE_MEDIA.interactive} WHERE url ~ '^/media/demo/interactive/[^/]+/index[.]html$'`,
    sql`UPDATE assets SET duration_seconds = ${video}::int WHERE kind = 'video' AND duration_seconds <> ${video}::int
         AND ${playsSample('video', 'assets.id')}`,
    sql`UPDATE assets SET duration_seconds = ${audio}::int WHERE kind = 'audio' AND duration_seconds <> ${audio}::int
         AND ${playsSample('audio', 'assets.id')}`,
    // Chapters evenly over the sample video's real length, as the library now places them.
    sql`UPDATE asset_chapters c SET start_seconds = (${video}::int * n.position) / n.total
       FROM (SELECT id, asset_id, (row_number() OVER (PARTITION BY asset_id ORDER BY sort_order) - 1)::int AS position,
               (count(*) OVER (PARTITION BY asset_id))::int AS total,
               max(start_seconds) OVER (PARTITION BY asset_id) AS latest
             FROM asset_chapters) n
       WHERE n.id = c.id AND n.latest >= ${video}::int AND ${playsSample('video', 'n.asset_id')}`,
  ];
  for (const { category } of [...TEACHER_SUPPORT, ...STUDENT_SUPPORT]) {
    const url = SAMPLE_MEDIA.support(category);
    statements.push(
      sql`UPDATE support_materials SET url = ${url}, print_url = ${url}
        WHERE category = ${category} AND url ~ '^/media/demo/support/'`,
    );
  }
  for (const statement of statements) await tx.execute(statement);
}

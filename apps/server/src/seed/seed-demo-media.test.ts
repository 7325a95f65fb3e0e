import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openDemoTestDatabase } from '../test/test-database.ts';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, SAMPLE_MEDIA } from './demo-library/media.ts';
import { seedDemoCatalogIfEmpty } from './seed-demo-catalog.ts';

async function rows<T>(database: Database, sql: string): Promise<T[]> {
  return database.withConnection(async (connection) => (await connection.query<T>(sql)).rows);
}

/** Every /media/ URL the catalog names: asset files, captions, transcripts, downloads, posters, materials. */
const MEDIA_URLS = `
  SELECT url FROM asset_files UNION SELECT url FROM asset_captions
  UNION SELECT transcript_path FROM assets UNION SELECT download_url FROM assets
  UNION SELECT poster_path FROM assets UNION SELECT url FROM assets
  UNION SELECT poster_path FROM resources UNION SELECT poster_path FROM collections
  UNION SELECT url FROM support_materials UNION SELECT print_url FROM support_materials
  UNION SELECT image_path FROM promo_ads UNION SELECT image_path FROM hero_images`;

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-demo-media-'));
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

describe('demo media', () => {
  it('gives every file the demo library names a real file after seeding', { timeout: 300_000 }, async () => {
    // The seeded database a first start loads (the prepared demo database); the start copies and draws the media.
    const database = await openDemoTestDatabase();
    await seedDemoCatalogIfEmpty(database, undefined, { mediaDir, posters: 'wait' });
    const urls = (await rows<{ url: string | null }>(database, MEDIA_URLS))
      .map((row) => row.url)
      .filter((url): url is string => url?.startsWith('/media/') === true);
    expect(urls.length).toBeGreaterThan(500);
    const missing = urls.filter((url) => {
      const file = path.join(mediaDir, url.slice('/media/'.length));
      return !fs.existsSync(file) || fs.statSync(file).size === 0;
    });
    expect(missing).toEqual([]);

    // Gallery images are distinct pictures at the size their rows state.
    const [gallery] = await rows<{ urls: string[] }>(
      database,
      `SELECT array_agg(f.url ORDER BY a.sort_order) AS urls FROM resources r
       JOIN assets a ON a.resource_id = r.id AND a.kind = 'image' JOIN asset_files f ON f.asset_id = a.id
       WHERE r.media_type = 'Media Gallery' GROUP BY r.id ORDER BY r.id LIMIT 1`,
    );
    const pictures = (gallery?.urls ?? []).map((url) => fs.readFileSync(path.join(mediaDir, url.slice(7))));
    expect(pictures.length).toBeGreaterThanOrEqual(4);
    expect(new Set(pictures.map((picture) => picture.toString('base64'))).size).toBe(pictures.length);
    const { default: sharp } = await import('sharp');
    expect(await sharp(pictures[0]).metadata()).toMatchObject({
      format: 'webp',
      width: DEMO_IMAGE_WIDTH,
      height: DEMO_IMAGE_HEIGHT,
    });

    // Chapters seek within the sample video's real length; captions are real WebVTT.
    const [chapters] = await rows<{ latest: number; count: number }>(
      database,
      'SELECT max(start_seconds)::int AS latest, count(*)::int AS count FROM asset_chapters',
    );
    expect(chapters?.count).toBeGreaterThan(0);
    expect(chapters?.latest).toBeLessThan(SAMPLE_MEDIA.video.seconds);
    const captions = fs.readFileSync(path.join(mediaDir, SAMPLE_MEDIA.video.captions('es').slice(7)), 'utf8');
    expect(captions.startsWith('WEBVTT')).toBe(true);
  });

  it('moves a data dir seeded by the older library onto the samples, and replaces a stale sample copy', {
    timeout: 300_000,
  }, async () => {
    const database = await openDemoTestDatabase();
    // Version 1 of the library: one path per resource, files that never existed, chapters over minutes.
    const perResource = (table: string, column: string) =>
      `UPDATE ${table} t SET ${column} = CASE
         WHEN t.${column} LIKE '/media/demo/samples/documents/%' THEN '/media/demo/document/' || r.resource_code || '.pdf'
         WHEN t.${column} LIKE '/media/demo/samples/interactive/%' THEN '/media/demo/interactive/' || r.resource_code || '/index.html'
         WHEN t.${column} LIKE '/media/demo/samples/support/%' THEN '/media/demo/support/' || r.resource_code || '-1.pdf'
         ELSE regexp_replace(regexp_replace(t.${column}, '^/media/demo/samples/(video|audio)/', '/media/demo/\\1/' || r.resource_code || '/'),
           '^/media/demo/images/', '/media/demo/image/') END
       FROM resources r WHERE r.id = ${table === 'support_materials' || table === 'assets' ? 't.resource_id' : '(SELECT resource_id FROM assets WHERE id = t.asset_id)'}
         AND t.${column} LIKE '/media/demo/%'`;
    await database.withConnection(async (connection) => {
      for (const [table, column] of [
        ['asset_files', 'url'],
        ['asset_captions', 'url'],
        ['assets', 'url'],
        ['assets', 'transcript_path'],
        ['assets', 'download_url'],
        ['assets', 'poster_path'],
        ['support_materials', 'url'],
        ['support_materials', 'print_url'],
      ] as const) {
        await connection.query(perResource(table, column));
      }
      await connection.query(`UPDATE asset_chapters SET start_seconds = start_seconds * 20`);
      await connection.query(`UPDATE assets SET duration_seconds = 600 WHERE kind IN ('video', 'audio')`);
      await connection.query(`UPDATE catalog_seed_runs SET version = '1' WHERE name = 'demo-catalog'`);
    });
    const [older] = await rows<{ n: number }>(
      database,
      `SELECT count(*)::int AS n FROM asset_files WHERE url ~ '^/media/demo/(video|audio|image|document)/'`,
    );
    expect(older?.n).toBeGreaterThan(100);

    const stale = path.join(mediaDir, SAMPLE_MEDIA.document.slice(7));
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, 'an older sample');
    await seedDemoCatalogIfEmpty(database, undefined, { mediaDir, posters: 'wait' });
    expect(fs.readFileSync(stale, 'latin1').startsWith('%PDF-')).toBe(true);
    const urls = (await rows<{ url: string | null }>(database, MEDIA_URLS))
      .map((row) => row.url)
      .filter((url): url is string => url?.startsWith('/media/') === true);
    expect(urls.filter((url) => !fs.existsSync(path.join(mediaDir, url.slice(7))))).toEqual([]);
    const [chapters] = await rows<{ latest: number }>(
      database,
      'SELECT max(start_seconds)::int AS latest FROM asset_chapters',
    );
    expect(chapters?.latest).toBeLessThan(SAMPLE_MEDIA.video.seconds);
    const [durations] = await rows<{ n: number }>(
      database,
      `SELECT count(*)::int AS n FROM assets WHERE kind IN ('video', 'audio') AND duration_seconds = 600`,
    );
    expect(durations?.n).toBe(0);
  });
});

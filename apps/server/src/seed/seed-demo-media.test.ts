import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/test-database.ts';
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
    const database = await openTestDatabase();
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

  it('a second run keeps every file and replaces a sample whose copy is stale', {
    timeout: 120_000,
  }, async () => {
    const database = await openTestDatabase();
    const stale = path.join(mediaDir, SAMPLE_MEDIA.document.slice(7));
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, 'an older sample');
    await seedDemoCatalogIfEmpty(database, undefined, { mediaDir, posters: 'wait' });
    expect(fs.readFileSync(stale, 'latin1').startsWith('%PDF-')).toBe(true);
  });
});

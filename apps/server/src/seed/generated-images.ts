import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/sql-rows.ts';
import { DEMO_IMAGE_PREFIX, DEMO_IMAGE_WIDTH } from './demo-library/media.ts';
import { heroSvg, POSTER_WIDTH, posterSvg } from './posters.ts';

/**
 * The images Lantern draws itself (posters.ts artwork) instead of shipping: posters of catalog records
 * under /media/posters/, the demo library's image assets (DEMO_IMAGE_PREFIX) and the homepage's ads and
 * hero pictures. A fresh data dir has none of them: start-up draws them all in the background, and
 * /media/* draws a missing one on demand, so a page asking for it right after start gets the picture,
 * not a 404. Files are written to a unique temporary name and renamed (several processes may draw the
 * same one); within a process one drawing per file is shared.
 */
const imageRow = z.object({
  path: z.string(),
  title: z.string(),
  label: z.string(),
  subject_name: z.string().nullable(),
  color: z.string().nullable(),
  kind: z.enum(['poster', 'ad', 'hero']),
  rank: z.number().int(),
});
type ImageRow = z.output<typeof imageRow>;

const HOMEPAGE_COLORS = ['#486CD8', '#D6383A', '#60738A', '#00695C', '#B2528C'];

/** Every generated image with what its artwork needs; onlyPath narrows it to one path (null: all). */
const imagesStatement = (onlyPath: string | null) => sql`
  WITH RECURSIVE roots AS (
    SELECT id, id AS root_id, parent_id FROM subjects
    UNION ALL SELECT r.id, p.id, p.parent_id FROM roots r JOIN subjects p ON p.id = r.parent_id
  ), top AS (SELECT id, root_id FROM roots WHERE parent_id IS NULL),
  images AS (
    SELECT r.poster_path AS path, r.title, r.media_type AS label, s.name AS subject_name, s.color,
      'poster' AS kind, 0 AS rank
    FROM resources r
    LEFT JOIN LATERAL (
      SELECT ts.name, ts.color FROM resource_subjects rs JOIN top ON top.id = rs.subject_id
      JOIN subjects ts ON ts.id = top.root_id WHERE rs.resource_id = r.id ORDER BY rs.subject_id LIMIT 1
    ) s ON true
    WHERE r.poster_path LIKE '/media/posters/%'
    UNION ALL
    SELECT c.poster_path, c.title, CASE c.type WHEN 'series' THEN 'Series' ELSE 'Collection' END,
      s.name, s.color, 'poster', 0
    FROM collections c
    LEFT JOIN LATERAL (
      SELECT ts.name, ts.color FROM collection_subjects cs JOIN top ON top.id = cs.subject_id
      JOIN subjects ts ON ts.id = top.root_id WHERE cs.collection_id = c.id ORDER BY cs.subject_id LIMIT 1
    ) s ON true
    WHERE c.poster_path LIKE '/media/posters/%'
    UNION ALL
    -- Asset posters of their own (a gallery's video clip, a lesson's introduction).
    SELECT a.poster_path, a.title, initcap(a.kind), s.name, s.color, 'poster', 0
    FROM assets a JOIN resources r ON r.id = a.resource_id
    LEFT JOIN LATERAL (
      SELECT ts.name, ts.color FROM resource_subjects rs JOIN top ON top.id = rs.subject_id
      JOIN subjects ts ON ts.id = top.root_id WHERE rs.resource_id = r.id ORDER BY rs.subject_id LIMIT 1
    ) s ON true
    WHERE a.poster_path LIKE '/media/posters/%' AND a.poster_path IS DISTINCT FROM r.poster_path
    UNION ALL
    -- Image assets of the demo library: the picture, its poster and its download, in the poster style.
    SELECT u.path, a.title, 'Image', s.name, s.color, 'poster', 0
    FROM assets a
    CROSS JOIN LATERAL (
      SELECT a.poster_path UNION SELECT a.download_url UNION SELECT f.url FROM asset_files f WHERE f.asset_id = a.id
    ) u (path)
    LEFT JOIN LATERAL (
      SELECT ts.name, ts.color FROM resource_subjects rs JOIN top ON top.id = rs.subject_id
      JOIN subjects ts ON ts.id = top.root_id WHERE rs.resource_id = a.resource_id ORDER BY rs.subject_id LIMIT 1
    ) s ON true
    WHERE a.kind = 'image' AND u.path LIKE ${`${DEMO_IMAGE_PREFIX}%`}
    UNION ALL
    -- The homepage's ads and hero pictures; the rank spreads the palette over them.
    SELECT image_path, title, '', NULL, NULL, kind, (n + row_number() OVER (ORDER BY kind, n, image_path))::int
    FROM (
      SELECT image_path, image_alt AS title, 'ad' AS kind, spot::int AS n FROM promo_ads
      UNION ALL SELECT image_path, alt_text, 'hero', sort_order::int FROM hero_images
    ) homepage
    WHERE image_path LIKE '/media/%'
  )
  SELECT * FROM images WHERE ${onlyPath}::text IS NULL OR path = ${onlyPath}::text`;

async function imageRows(database: Database, onlyPath: string | null): Promise<ImageRow[]> {
  const rows = await queryRows(database.orm, imageRow, imagesStatement(onlyPath));
  // One drawing per path (a record and its asset may share one): the last row names it.
  return [...new Map(rows.map((row) => [row.path, row])).values()];
}

function mediaFile(mediaDir: string, mediaPath: string): string {
  const file = path.resolve(mediaDir, mediaPath.replace(/^\/media\//, ''));
  if (!file.startsWith(path.resolve(mediaDir) + path.sep)) {
    throw new Error(`image path escapes the media dir: ${mediaPath}`);
  }
  return file;
}

function svgFor(row: ImageRow): { svg: string; density?: number } {
  if (row.kind === 'poster') {
    const svg = posterSvg({
      title: row.title,
      label: row.label,
      subjectName: row.subject_name ?? '',
      color: row.color ?? '#37474F',
      // An image's webp and jpg show the same picture; each image of a gallery a different one.
      seed: row.path.replace(/\.(webp|jpg)$/, ''),
    });
    // Demo images are drawn at twice the poster size (DEMO_IMAGE_WIDTH × DEMO_IMAGE_HEIGHT).
    return row.path.startsWith(DEMO_IMAGE_PREFIX)
      ? { svg, density: 72 * (DEMO_IMAGE_WIDTH / POSTER_WIDTH) }
      : { svg };
  }
  const color = HOMEPAGE_COLORS[row.rank % HOMEPAGE_COLORS.length] as string;
  if (row.kind === 'hero') return { svg: heroSvg(row.path, color) };
  return {
    svg: posterSvg({ title: row.title, label: 'News & Events', subjectName: '', color, seed: row.path }),
  };
}

const drawing = new Map<string, Promise<boolean>>();

/** Draws the row's file unless it exists; true when this call wrote it. Concurrent calls share one drawing. */
function draw(mediaDir: string, row: ImageRow): Promise<boolean> {
  const file = mediaFile(mediaDir, row.path);
  let job = drawing.get(file);
  if (!job) {
    job = write(file, row).finally(() => drawing.delete(file));
    drawing.set(file, job);
  }
  return job;
}

async function write(file: string, row: ImageRow): Promise<boolean> {
  if (fs.existsSync(file)) return false;
  const { default: sharp } = await import('sharp');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const { svg, density } = svgFor(row);
  const image = sharp(Buffer.from(svg), density ? { density } : {});
  const temporary = `${file}.${randomUUID()}.tmp`;
  await (file.endsWith('.jpg') ? image.jpeg({ quality: 78 }) : image.webp({ quality: 72, effort: 2 })).toFile(
    temporary,
  );
  fs.renameSync(temporary, file);
  return true;
}

/** Writes every missing generated image; returns how many this call wrote. */
export async function generateMissingImages(database: Database, mediaDir: string): Promise<number> {
  const queue = (await imageRows(database, null)).filter(
    (row) => !fs.existsSync(mediaFile(mediaDir, row.path)),
  );
  let written = 0;
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) if (await draw(mediaDir, row)) written++;
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return written;
}

/** A generated image: what its artwork is drawn from. */
export type GeneratedImage = ImageRow;

/**
 * The generated image the catalog names at /media/<relative>, without drawing it; null when no generated
 * image has that address (the caller answers 404). Drawing is left to the caller so that it can count it
 * as a render first (the /media rate limit).
 */
export async function findGeneratedImage(
  database: Database,
  relative: string,
): Promise<GeneratedImage | null> {
  if (!/\.(webp|jpg)$/.test(relative)) return null;
  const [row] = await imageRows(database, `/media/${relative}`);
  return row ?? null;
}

/** Draws a generated image unless its file exists; concurrent calls share one drawing. */
export function drawGeneratedImage(mediaDir: string, image: GeneratedImage): Promise<boolean> {
  return draw(mediaDir, image);
}

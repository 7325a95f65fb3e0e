import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client.ts';
import { DEMO_IMAGE_PREFIX, DEMO_IMAGE_WIDTH } from './demo-library/media.ts';

/**
 * Poster artwork for catalog records (resources, collections, assets) whose poster_path points at
 * /media/posters/ and whose file is missing, and the demo library's image assets (DEMO_IMAGE_PREFIX: picture,
 * poster and jpg download): a subject-coloured 16:9 card with the media type and the title, written as small
 * webp (or jpg) files under DATA_DIR/media. Generated, never committed; safe to run on every start (existing files are skipped) and
 * from several processes at once (each file is written to a temporary name and renamed).
 */
export const POSTER_WIDTH = 640;
export const POSTER_HEIGHT = 360;

export interface PosterSubject {
  title: string;
  label: string;
  subjectName: string;
  color: string;
  seed: string;
}

interface PosterRow {
  poster_path: string;
  title: string;
  label: string;
  subject_name: string | null;
  color: string | null;
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function darken(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * (1 - amount));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** Greedy word wrap by an average glyph width; the last line ends with an ellipsis when cut. */
export function wrapTitle(title: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = title.split(/\s+/).filter(Boolean);
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as string;
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1] as string;
      lines[maxLines - 1] = `${last.length > maxChars - 1 ? last.slice(0, maxChars - 1) : last}…`;
      return lines;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export function posterSvg(poster: PosterSubject): string {
  const hash = createHash('sha1').update(poster.seed).digest();
  const byte = (index: number) => hash[index % hash.length] as number;
  const dark = darken(poster.color, 0.45);
  const fontSize = poster.title.length > 60 ? 30 : poster.title.length > 34 ? 34 : 40;
  const maxChars = Math.floor((POSTER_WIDTH - 80) / (fontSize * 0.62));
  const lines = wrapTitle(poster.title, maxChars, 3);
  const lineHeight = fontSize * 1.18;
  const textTop = POSTER_HEIGHT - 48 - lineHeight * (lines.length - 1);
  const shapes = [0, 1, 2, 3]
    .map((i) => {
      const cx = 260 + (byte(i * 3) / 255) * 420;
      const cy = -40 + (byte(i * 3 + 1) / 255) * 260;
      const r = 50 + (byte(i * 3 + 2) / 255) * 130;
      const opacity = (0.08 + (byte(i + 12) / 255) * 0.14).toFixed(2);
      return byte(i + 16) % 3 === 0
        ? `<rect x="${(cx - r / 2).toFixed(0)}" y="${(cy - r / 2).toFixed(0)}" width="${r.toFixed(0)}" height="${r.toFixed(0)}" rx="${(r / 5).toFixed(0)}" fill="#fff" opacity="${opacity}" transform="rotate(${byte(i + 8) % 45} ${cx.toFixed(0)} ${cy.toFixed(0)})"/>`
        : `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" opacity="${opacity}"/>`;
    })
    .join('');
  const wave = 250 + (byte(5) / 255) * 40;
  const labelWidth = 24 + poster.label.length * 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${poster.color}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes}
  <path d="M0 ${wave.toFixed(0)} C 160 ${(wave - 40).toFixed(0)}, 420 ${(wave + 40).toFixed(0)}, 640 ${(wave - 10).toFixed(0)} L640 360 L0 360 Z" fill="#000" opacity="0.12"/>
  <rect width="100%" height="100%" fill="url(#shade)"/>
  <rect x="32" y="28" width="${labelWidth}" height="30" rx="15" fill="#fff" opacity="0.92"/>
  <text x="${32 + labelWidth / 2}" y="48.5" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="14" font-weight="700" letter-spacing="1" fill="${dark}">${escapeXml(poster.label.toUpperCase())}</text>
  <text x="${POSTER_WIDTH - 32}" y="48" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="14" fill="#fff" opacity="0.85">${escapeXml(poster.subjectName)}</text>
  ${lines
    .map(
      (line, index) =>
        `<text x="40" y="${(textTop + index * lineHeight).toFixed(0)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
</svg>`;
}

export const HERO_WIDTH = 1920;
export const HERO_HEIGHT = 600;

/** Wide hero artwork without text (the page overlays its headline): layered hills under a soft sky. */
export function heroSvg(seed: string, color: string): string {
  const hash = createHash('sha1').update(seed).digest();
  const byte = (index: number) => hash[index % hash.length] as number;
  const hills = [0, 1, 2]
    .map((layer) => {
      const base = 330 + layer * 90;
      const points = Array.from({ length: 7 }, (_, i) => {
        const x = (i * HERO_WIDTH) / 6;
        const y = base - 40 - (byte(layer * 7 + i) / 255) * 110;
        return `${x.toFixed(0)},${y.toFixed(0)}`;
      });
      const shade = darken(color, 0.15 + layer * 0.2);
      return `<path d="M0,${HERO_HEIGHT} L${points.join(' L')} L${HERO_WIDTH},${HERO_HEIGHT} Z" fill="${shade}" opacity="${(0.75 + layer * 0.1).toFixed(2)}"/>`;
    })
    .join('');
  const sunX = 300 + (byte(30) / 255) * 1300;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(color, 0.35)}"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="170" r="90" fill="#FFE3A3" opacity="0.85"/>
  <circle cx="${sunX.toFixed(0)}" cy="170" r="150" fill="#FFE3A3" opacity="0.18"/>${hills}
</svg>`;
}

const HOMEPAGE_COLORS = ['#486CD8', '#D6383A', '#60738A', '#00695C', '#B2528C'];

async function missingHomepageImages(database: Database, mediaDir: string) {
  const rows = await database.withConnection(async (connection) => {
    const { rows } = await connection.query<{
      image_path: string;
      title: string;
      kind: 'ad' | 'hero';
      n: number;
    }>(
      `SELECT image_path, image_alt AS title, 'ad' AS kind, spot::int AS n FROM promo_ads
       UNION ALL SELECT image_path, alt_text, 'hero', sort_order::int FROM hero_images`,
    );
    return rows;
  });
  return rows.filter(
    (row) => row.image_path.startsWith('/media/') && !fs.existsSync(posterFile(mediaDir, row.image_path)),
  );
}

async function missingPosters(database: Database, mediaDir: string): Promise<PosterRow[]> {
  const rows = await database.withConnection(async (connection) => {
    const { rows } = await connection.query<PosterRow>(
      `WITH RECURSIVE roots AS (
         SELECT id, id AS root_id, parent_id FROM subjects
         UNION ALL SELECT r.id, p.id, p.parent_id FROM roots r JOIN subjects p ON p.id = r.parent_id
       ), top AS (SELECT id, root_id FROM roots WHERE parent_id IS NULL)
       SELECT r.poster_path, r.title, r.media_type AS label, s.name AS subject_name, s.color
       FROM resources r
       LEFT JOIN LATERAL (
         SELECT ts.name, ts.color FROM resource_subjects rs JOIN top ON top.id = rs.subject_id
         JOIN subjects ts ON ts.id = top.root_id WHERE rs.resource_id = r.id ORDER BY rs.subject_id LIMIT 1
       ) s ON true
       WHERE r.poster_path LIKE '/media/posters/%'
       UNION ALL
       SELECT c.poster_path, c.title, CASE c.type WHEN 'series' THEN 'Series' ELSE 'Collection' END,
         s.name, s.color
       FROM collections c
       LEFT JOIN LATERAL (
         SELECT ts.name, ts.color FROM collection_subjects cs JOIN top ON top.id = cs.subject_id
         JOIN subjects ts ON ts.id = top.root_id WHERE cs.collection_id = c.id ORDER BY cs.subject_id LIMIT 1
       ) s ON true
       WHERE c.poster_path LIKE '/media/posters/%'
       UNION ALL
       -- Asset posters of their own (a gallery's video clip, a lesson's introduction).
       SELECT a.poster_path, a.title, initcap(a.kind), s.name, s.color
       FROM assets a JOIN resources r ON r.id = a.resource_id
       LEFT JOIN LATERAL (
         SELECT ts.name, ts.color FROM resource_subjects rs JOIN top ON top.id = rs.subject_id
         JOIN subjects ts ON ts.id = top.root_id WHERE rs.resource_id = r.id ORDER BY rs.subject_id LIMIT 1
       ) s ON true
       WHERE a.poster_path LIKE '/media/posters/%' AND a.poster_path IS DISTINCT FROM r.poster_path
       UNION ALL
       -- Image assets of the demo library: the picture, its poster and its download, in the poster style.
       SELECT u.path, a.title, 'Image', s.name, s.color
       FROM assets a
       CROSS JOIN LATERAL (
         SELECT a.poster_path UNION SELECT a.download_url UNION SELECT f.url FROM asset_files f WHERE f.asset_id = a.id
       ) u (path)
       LEFT JOIN LATERAL (
         SELECT ts.name, ts.color FROM resource_subjects rs JOIN top ON top.id = rs.subject_id
         JOIN subjects ts ON ts.id = top.root_id WHERE rs.resource_id = a.resource_id ORDER BY rs.subject_id LIMIT 1
       ) s ON true
       WHERE a.kind = 'image' AND u.path LIKE '${DEMO_IMAGE_PREFIX}%'`,
    );
    return rows;
  });
  const unique = new Map(rows.map((row) => [row.poster_path, row]));
  return [...unique.values()].filter((row) => !fs.existsSync(posterFile(mediaDir, row.poster_path)));
}

function posterFile(mediaDir: string, posterPath: string): string {
  const relative = posterPath.replace(/^\/media\//, '');
  const file = path.resolve(mediaDir, relative);
  if (!file.startsWith(path.resolve(mediaDir) + path.sep))
    throw new Error(`poster path escapes the media dir: ${posterPath}`);
  return file;
}

/** Writes every missing poster; returns how many were written. */
export async function generateMissingPosters(database: Database, mediaDir: string): Promise<number> {
  const missing = await missingPosters(database, mediaDir);
  const { default: sharp } = await import('sharp');
  fs.mkdirSync(path.join(mediaDir, 'posters'), { recursive: true });
  let written = 0;
  const queue = [...missing];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const file = posterFile(mediaDir, row.poster_path);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const svg = posterSvg({
        title: row.title,
        label: row.label,
        subjectName: row.subject_name ?? '',
        color: row.color ?? '#37474F',
        // An image's webp and jpg show the same picture; each image of a gallery a different one.
        seed: row.poster_path.replace(/\.(webp|jpg)$/, ''),
      });
      const temporary = `${file}.${process.pid}.tmp`;
      const demoImage = row.poster_path.startsWith(DEMO_IMAGE_PREFIX);
      // Demo images are drawn at twice the poster size (DEMO_IMAGE_WIDTH × DEMO_IMAGE_HEIGHT).
      const image = sharp(
        Buffer.from(svg),
        demoImage ? { density: 72 * (DEMO_IMAGE_WIDTH / POSTER_WIDTH) } : {},
      );
      await (file.endsWith('.jpg')
        ? image.jpeg({ quality: 78 })
        : image.webp({ quality: 72, effort: 2 })
      ).toFile(temporary);
      fs.renameSync(temporary, file);
      written++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  for (const [index, row] of (await missingHomepageImages(database, mediaDir)).entries()) {
    const file = posterFile(mediaDir, row.image_path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const color = HOMEPAGE_COLORS[(row.n + index) % HOMEPAGE_COLORS.length] as string;
    const svg =
      row.kind === 'hero'
        ? heroSvg(row.image_path, color)
        : posterSvg({
            title: row.title,
            label: 'News & Events',
            subjectName: '',
            color,
            seed: row.image_path,
          });
    const temporary = `${file}.${process.pid}.tmp`;
    await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 2 }).toFile(temporary);
    fs.renameSync(temporary, file);
    written++;
  }
  return written;
}

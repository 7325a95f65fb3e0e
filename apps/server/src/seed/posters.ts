import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';

/**
 * The artwork Lantern draws itself, as SVG: a subject-coloured 16:9 poster card with the media type and
 * the title, and a wide hero picture. generated-images.ts decides which files need it and writes them.
 */
export const POSTER_WIDTH = 640;
export const POSTER_HEIGHT = 360;
/**
 * Height of the poster's bottom band kept free of the title: cards lay their duration and language
 * badges, and the video player its controls, over the poster's bottom edge.
 */
const POSTER_TITLE_CLEARANCE = 96;

export interface PosterSubject {
  title: string;
  label: string;
  subjectName: string;
  color: string;
  seed: string;
}

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
  const textTop = POSTER_HEIGHT - POSTER_TITLE_CLEARANCE - lineHeight * (lines.length - 1);
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
  <text x="${32 + labelWidth / 2}" y="48.5" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="14" font-weight="700" letter-spacing="1" fill="${dark}">${escapeHtml(poster.label.toUpperCase())}</text>
  <text x="${POSTER_WIDTH - 32}" y="48" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="14" fill="#fff" opacity="0.85">${escapeHtml(poster.subjectName)}</text>
  ${lines
    .map(
      (line, index) =>
        `<text x="40" y="${(textTop + index * lineHeight).toFixed(0)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeHtml(line)}</text>`,
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

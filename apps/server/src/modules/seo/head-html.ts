import { jsonForScript } from '@lantern/shared';
import escapeHtml from 'escape-html';

/**
 * The tags the server puts into the page's <head> for search engines and link previews (issue 24): title,
 * meta description, canonical link, robots noindex, Open Graph, and schema.org JSON-LD. Pure, so the
 * escaping is tested on its own as well as through the pages.
 */

export interface PageHead {
  title: string;
  /** Plain text; left out when empty. */
  description: string;
  /** Absolute URL, or null for pages that have none (error pages). */
  canonical: string | null;
  noindex: boolean;
  /** og:type: website, or video.other for a video resource. */
  ogType: string;
  /** Absolute URL of the poster, if any. */
  image: string | null;
  /** A schema.org object, written as application/ld+json. */
  jsonLd: Record<string, unknown> | null;
}

/** Longest meta description kept: search engines show about 155–160 characters. */
export const DESCRIPTION_MAX_LENGTH = 300;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

/** Catalog HTML as one line of plain text (tags dropped, entities decoded, whitespace collapsed), shortened. */
export function plainText(html: string, maxLength = DESCRIPTION_MAX_LENGTH): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    // Block elements separate words; inline ones (<em>, <a>) sit inside a sentence.
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const point =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : ' ';
      }
      return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  if (text[maxLength - 1] === ' ') return `${cut.trimEnd()}…`;
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The tags after <title>, one string. */
export function headTags(head: PageHead, siteName: string): string {
  const tags: string[] = [];
  if (head.description) tags.push(meta('name', 'description', head.description));
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  tags.push(meta('property', 'og:site_name', siteName));
  tags.push(meta('property', 'og:title', head.title));
  tags.push(meta('property', 'og:type', head.ogType));
  if (head.description) tags.push(meta('property', 'og:description', head.description));
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join('');
}

/**
 * The HTML shell with the page's title and head tags in place of the build's plain title, and `body` (already
 * escaped HTML) inside #root: what shows before the app's script has run, which React replaces when it renders.
 */
export function withHead(template: string, head: PageHead, siteName: string, body = ''): string {
  const html = template.replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeHtml(head.title)}</title>${headTags(head, siteName)}`,
  );
  return body ? html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`) : html;
}

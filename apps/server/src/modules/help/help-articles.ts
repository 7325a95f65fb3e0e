import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  HELP_AUDIENCES,
  type HelpArticle,
  type HelpArticleSummary,
  type HelpAudience,
} from '@lantern/shared';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * The help articles: Markdown files in ./articles (one per article, the file name is its address),
 * each starting with a header block between '---' lines (title, summary, audience, coming, updated).
 * They are read and rendered once at start-up, so editing a file needs a restart but no code change
 * or build. The HTML is sanitized even though the files are ours: a pasted <script> or onclick in an
 * article must never run on the site.
 */

export const ARTICLES_DIR = path.join(import.meta.dirname, 'articles');

/**
 * The articles' pictures: PNG screenshots in ./articles/images, made by the e2e suite
 * (e2e/tests/help-screenshots.spec.ts, with UPDATE_HELP_SCREENSHOTS=1) and served at /help/images/{name}.
 */
export const IMAGES_DIR = path.join(ARTICLES_DIR, 'images');
export const HELP_IMAGES_PATH = '/help/images/';
/** A picture's file name: lower-case words and hyphens, .png. Nothing else is ever read from the folder. */
export const HELP_IMAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.png$/;
const HELP_IMAGE_SRC = new RegExp(`^${HELP_IMAGES_PATH}${HELP_IMAGE_NAME.source.slice(1)}`);

export interface LoadedArticle extends HelpArticle {
  /** Lowercased title, summary and body text, for search. */
  searchText: string;
  order: number;
}

const markdown = new Marked({ gfm: true });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'h1'), 'h2', 'h3', 'h4', 'img'],
  // target and rel only as transformTags sets them below (it runs before this filter).
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt'],
    th: ['scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Pictures only from the articles' own folder (no other site, no data: or javascript: address).
  exclusiveFilter: (frame) => frame.tag === 'img' && !HELP_IMAGE_SRC.test(frame.attribs.src ?? ''),
  // Links to other sites open in a new tab and carry no referrer or opener.
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};

/** Markdown to sanitized HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source, { async: false }), SANITIZE);
}

function parseHeader(file: string, text: string): { header: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${file}: the article must start with a '---' header block`);
  const header: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) header[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { header, body: text.replace(/\r\n/g, '\n').slice(match[0].length) };
}

/**
 * Values an article may name as `{{name}}` (the privacy texts' periods, issue 41): each is written in when the
 * article is loaded, so the text says what this server does. A name not given is an error at start-up, never a
 * `{{…}}` shown to a reader.
 */
export type ArticleValues = Record<string, string | number>;

export function fillPlaceholders(file: string, text: string, values: ArticleValues): string {
  return text.replace(/\{\{\s*([a-zA-Z][\w.]*)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: no value for the placeholder {{${name}}}`);
    return String(value);
  });
}

export function loadArticle(file: string, text: string, values: ArticleValues = {}): LoadedArticle {
  const slug = path.basename(file, '.md');
  const { header, body: template } = parseHeader(file, text);
  const body = fillPlaceholders(file, template, values);
  const audience = header.audience as HelpAudience;
  if (!header.title || !header.summary || !HELP_AUDIENCES.includes(audience)) {
    throw new Error(`${file}: the header needs title, summary and audience (${HELP_AUDIENCES.join(', ')})`);
  }
  const html = renderMarkdown(body);
  const bodyText = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return {
    slug,
    title: header.title,
    summary: header.summary,
    audience,
    coming: header.coming === 'true',
    updated: header.updated ?? '',
    html,
    order: Number(header.order ?? 100),
    searchText: `${header.title}\n${header.summary}\n${bodyText}`.toLowerCase(),
  };
}

export function loadArticles(values: ArticleValues = {}, dir = ARTICLES_DIR): LoadedArticle[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => loadArticle(file, fs.readFileSync(path.join(dir, file), 'utf8'), values))
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

export function summaryOf(article: LoadedArticle): HelpArticleSummary {
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    audience: article.audience,
    coming: article.coming,
  };
}

export function presentArticle(article: LoadedArticle): HelpArticle {
  return { ...summaryOf(article), html: article.html, updated: article.updated };
}

/**
 * Articles containing every word of the query (in title, summary or text); title matches first. An
 * empty query lists them all in their reading order.
 */
export function searchArticles(articles: LoadedArticle[], query: string): LoadedArticle[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return articles;
  const score = (article: LoadedArticle) =>
    words.filter((word) => article.title.toLowerCase().includes(word)).length;
  return articles
    .filter((article) => words.every((word) => article.searchText.includes(word)))
    .map((article, index) => ({ article, index, score: score(article) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ article }) => article);
}

export interface HelpImage {
  body: Buffer;
  etag: string;
}

/** The pictures of ./articles/images by file name, read once at start-up like the articles. */
export function loadImages(dir = IMAGES_DIR): Map<string, HelpImage> {
  const images = new Map<string, HelpImage>();
  if (!fs.existsSync(dir)) return images;
  for (const name of fs.readdirSync(dir)) {
    if (!HELP_IMAGE_NAME.test(name)) continue;
    const body = fs.readFileSync(path.join(dir, name));
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    images.set(name, { body, etag: `"${hash}"` });
  }
  return images;
}

/** The picture addresses (/help/images/…) an article's HTML shows, with each one's alt text. */
export function imagesOf(html: string): { src: string; alt: string }[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    src: /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? '',
    alt: /\salt="([^"]*)"/.exec(tag)?.[1] ?? '',
  }));
}

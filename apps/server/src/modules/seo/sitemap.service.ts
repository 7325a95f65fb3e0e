import escapeHtml from 'escape-html';
import type { Orm } from '../../db/client.ts';
import * as repo from './seo.repo.ts';

/**
 * robots.txt and the sitemaps (sitemaps.org protocol; issue 24): an index naming paged sitemaps of the
 * published, unexpired resources and the published collections, each page at most SITEMAP_PAGE_SIZE
 * addresses (the protocol's limit), read from the database so they follow the catalog.
 */

export const SITEMAP_PAGE_SIZE = 50_000;
export const SITEMAP_KINDS = ['resources', 'collections'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** Paths a crawler should not fetch: previews, the embedded add-on view, signed-in areas and the API. */
export const ROBOTS_DISALLOWED = [
  '/resource/preview/',
  '/collection/preview/',
  '/add-on/',
  '/tools/',
  '/student/',
  '/staff/',
  '/profile/',
  '/api/',
  '/feedback/form/',
];

export function robotsTxt(publicUrl: string, apiFamilies: readonly string[]): string {
  const disallowed = [...new Set([...ROBOTS_DISALLOWED, ...apiFamilies])];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** How many pages a list of `count` addresses takes: at least one, so the index always names each kind. */
export function pageCount(count: number, pageSize = SITEMAP_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** 'resources-2.xml' → { kind: 'resources', page: 2 }; null for any other name. */
export function parseSitemapName(name: string): { kind: SitemapKind; page: number } | null {
  const match = /^(resources|collections)-([1-9][0-9]{0,8})\.xml$/.exec(name);
  if (!match) return null;
  return { kind: match[1] as SitemapKind, page: Number(match[2]) };
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export async function sitemapIndex(orm: Orm, publicUrl: string): Promise<string> {
  const counts = await repo.listedCounts(orm);
  const entries = SITEMAP_KINDS.flatMap((kind) =>
    Array.from(
      { length: pageCount(counts[kind]) },
      (_, i) => `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemaps/${kind}-${i + 1}.xml`)}</loc></sitemap>`,
    ),
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One page of a kind's addresses, or null when the index names no such page. */
export async function sitemapPage(
  orm: Orm,
  publicUrl: string,
  kind: SitemapKind,
  page: number,
): Promise<string | null> {
  const counts = await repo.listedCounts(orm);
  if (page > pageCount(counts[kind])) return null;
  const offset = (page - 1) * SITEMAP_PAGE_SIZE;
  const rows =
    kind === 'resources'
      ? await repo.listedResources(orm, offset, SITEMAP_PAGE_SIZE)
      : await repo.listedCollections(orm, offset, SITEMAP_PAGE_SIZE);
  const base = kind === 'resources' ? '/resource/' : '/collection/';
  const urls = rows.map(
    (row) =>
      `<url><loc>${escapeHtml(`${publicUrl}${base}${encodeURIComponent(row.key)}/`)}</loc><lastmod>${row.lastmod}</lastmod></url>`,
  );
  return `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}

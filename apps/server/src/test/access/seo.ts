import { type AccessRow, everyone } from './roles.ts';

/** Access rows: robots.txt and the sitemaps (issue 24), public text and XML. */
export const SEO_ROWS: AccessRow[] = [
  { method: 'GET', url: '/robots.txt', sample: '/robots.txt', expect: everyone(200) },
  { method: 'GET', url: '/sitemap.xml', sample: '/sitemap.xml', expect: everyone(200) },
  { method: 'GET', url: '/sitemaps/:name', sample: '/sitemaps/resources-1.xml', expect: everyone(200) },
];

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../db/schema.ts';
import { buildCollection, buildResource } from '../../test/factories/index.ts';
import { buildTestApp, TEST_PUBLIC_URL } from '../../test/test-app.ts';
import { pageCount, parseSitemapName, SITEMAP_PAGE_SIZE } from './sitemap.service.ts';

/** robots.txt and the sitemaps (issue 24): text and XML from the database, never the app's page. */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('GET /robots.txt', () => {
  it('is plain text that keeps crawlers out of previews, the add-on, tools, student and API paths', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/resource/preview/',
      '/collection/preview/',
      '/add-on/',
      '/tools/',
      '/student/',
      '/api/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    expect(response.body).not.toContain('<html');
  });

  it('names the sitemap on the configured public origin', async () => {
    const other = await buildTestApp({ env: { PUBLIC_URL: 'https://lantern.example.org' } });
    const response = await other.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Sitemap: https://lantern.example.org/sitemap.xml');
  });
});

describe('GET /sitemap.xml and the paged sitemaps', () => {
  it('is a sitemap index naming a resources and a collections sitemap', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    expect(locs(response.body)).toEqual(
      expect.arrayContaining([
        `${TEST_PUBLIC_URL}/sitemaps/resources-1.xml`,
        `${TEST_PUBLIC_URL}/sitemaps/collections-1.xml`,
      ]),
    );
  });

  it('lists published, unexpired resources with lastmod, and leaves out expired and unpublished ones', async () => {
    const listed = await buildResource(app);
    const expired = await buildResource(app, { expired: true });
    const unpublished = await buildResource(app, { status: 'unpublished' });
    const pages = locs((await get('/sitemap.xml')).body).filter((loc) => loc?.includes('/resources-'));
    const xml = (await Promise.all(pages.map((loc) => get(new URL(loc as string).pathname)))).map(
      (r) => r.body,
    );
    const all = xml.join('\n');
    expect(xml[0]).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(all).toMatch(
      new RegExp(
        `<url><loc>${TEST_PUBLIC_URL}/resource/${listed.resourceCode}/</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod></url>`,
      ),
    );
    expect(all).not.toContain(`/resource/${expired.resourceCode}/`);
    expect(all).not.toContain(`/resource/${unpublished.resourceCode}/`);
  });

  it('follows catalog changes: a resource unpublished after a first read leaves the sitemap', async () => {
    const resource = await buildResource(app);
    const before = (await get('/sitemaps/resources-1.xml')).body;
    expect(before).toContain(`/resource/${resource.resourceCode}/`);
    await app.orm.update(resources).set({ status: 'unpublished' }).where(eq(resources.id, resource.id));
    expect((await get('/sitemaps/resources-1.xml')).body).not.toContain(
      `/resource/${resource.resourceCode}/`,
    );
  });

  it('lists published collections and leaves out unpublished ones', async () => {
    const listed = await buildCollection(app);
    const unpublished = await buildCollection(app, { status: 'unpublished' });
    const xml = (await get('/sitemaps/collections-1.xml')).body;
    expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/collection/${listed.slug}/</loc><lastmod>`);
    expect(xml).not.toContain(`/collection/${unpublished.slug}/`);
  });

  it('answers 404, not the app page, for a page past the end or a name it does not know', async () => {
    for (const url of [
      '/sitemaps/resources-2.xml',
      '/sitemaps/resources-0.xml',
      '/sitemaps/other-1.xml',
      '/sitemaps/x',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().detail).toContain('/sitemap.xml');
    }
  });
});

describe('sitemap paging', () => {
  it('keeps each page within the protocol limit of 50,000 addresses', () => {
    expect(SITEMAP_PAGE_SIZE).toBe(50_000);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50_000)).toBe(1);
    expect(pageCount(50_001)).toBe(2);
    expect(pageCount(120_000)).toBe(3);
  });

  it('reads only the names the index gives', () => {
    expect(parseSitemapName('resources-12.xml')).toEqual({ kind: 'resources', page: 12 });
    expect(parseSitemapName('collections-1.xml')).toEqual({ kind: 'collections', page: 1 });
    for (const name of ['resources-01.xml', 'resources-1.xml.gz', 'resources-.xml', 'Resources-1.xml']) {
      expect(parseSitemapName(name), name).toBeNull();
    }
  });
});

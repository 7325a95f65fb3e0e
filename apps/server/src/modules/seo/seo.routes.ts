import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { API_PATH_FAMILIES } from '../../plugins/api-paths.ts';
import { parseSitemapName, robotsTxt, sitemapIndex, sitemapPage } from './sitemap.service.ts';

const tags = ['seo'];
/** Crawlers may keep these an hour; the read cache keeps them per catalog version. */
const CACHE_CONTROL = 'public, max-age=3600';

/** /robots.txt, /sitemap.xml and /sitemaps/{kind}-{n}.xml: text and XML, never the app's page. */
export async function seoRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const origin = app.config.publicUrl.replace(/\/+$/, '');

  routes.get(
    '/robots.txt',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'What crawlers may fetch, and where the sitemap is' },
    },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(robotsTxt(origin, API_PATH_FAMILIES)),
  );

  routes.get(
    '/sitemap.xml',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Sitemap index: the paged sitemaps of resources and collections' },
    },
    async (_request, reply) => {
      const xml = await app.readCache.get('sitemap-index', () => sitemapIndex(app.orm, origin));
      return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(xml);
    },
  );

  routes.get(
    '/sitemaps/:name',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'One sitemap page (resources-{n}.xml, collections-{n}.xml): published, unexpired items with lastmod',
        params: z.object({ name: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const parsed = parseSitemapName(request.params.name);
      if (!parsed) {
        throw notFound(`No such sitemap: ${request.params.name}. The names are listed in /sitemap.xml.`);
      }
      const xml = await app.readCache.get(`sitemap-${parsed.kind}-${parsed.page}`, () =>
        sitemapPage(app.orm, origin, parsed.kind, parsed.page),
      );
      if (xml === null) {
        throw notFound(`No such sitemap: ${request.params.name}. The names are listed in /sitemap.xml.`);
      }
      return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(xml);
    },
  );
}

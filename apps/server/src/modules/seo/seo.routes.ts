import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { API_PATH_FAMILIES } from '../../plugins/api-paths.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { parseSitemapName, robotsTxt, sitemapIndex, sitemapPage } from './sitemap.service.ts';

const tags = ['seo'];
/** Crawlers may keep these an hour; the read cache keeps them per catalog version. */
const CACHE = { publicSeconds: 3600 };

/** /robots.txt, /sitemap.xml and /sitemaps/{kind}-{n}.xml: text and XML, never the app's page. */
export async function seoRoutes(app: FastifyInstance) {
  const origin = app.config.publicUrl.replace(/\/+$/, '');

  defineRoute(app, {
    method: 'GET',
    url: '/robots.txt',
    access: 'public',
    cache: CACHE,
    schema: { tags, summary: 'What crawlers may fetch, and where the sitemap is' },
    handler: async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(robotsTxt(origin, API_PATH_FAMILIES)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sitemap.xml',
    access: 'public',
    cache: CACHE,
    schema: { tags, summary: 'Sitemap index: the paged sitemaps of resources and collections' },
    handler: async (_request, reply) => {
      const xml = await app.readCache.get('sitemap-index', () => sitemapIndex(app.orm, origin));
      return reply.type('application/xml; charset=utf-8').send(xml);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sitemaps/:name',
    access: 'public',
    cache: CACHE,
    schema: {
      tags,
      summary:
        'One sitemap page (resources-{n}.xml, collections-{n}.xml): published, unexpired items with lastmod',
      params: z.object({ name: z.string().max(40) }),
    },
    handler: async (request, reply) => {
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
      return reply.type('application/xml; charset=utf-8').send(xml);
    },
  });
}

import {
  helpArticleListSchema,
  helpArticleSchema,
  helpSearchQuerySchema,
  helpSlugParamsSchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import {
  HELP_IMAGE_NAME,
  HELP_IMAGES_PATH,
  loadArticles,
  loadImages,
  presentArticle,
  searchArticles,
  summaryOf,
} from './help-articles.ts';
import { privacyArticleValues } from './privacy-values.ts';

/** The pictures change only with a release (regenerated screenshots): an hour, then revalidated by ETag. */
const IMAGE_CACHE_CONTROL = 'public, max-age=3600';

/** Help, privacy policy and terms of use (spec 1 §2.2 /help/…): public reads of the Markdown articles. */
export async function helpRoutes(app: FastifyInstance) {
  const articles = loadArticles(privacyArticleValues(app.config));
  const images = loadImages();

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/help/articles/',
    access: 'public',
    cache: 'private',
    schema: {
      tags: ['help'],
      summary:
        'Help articles, in reading order; with q, those containing every word of q (title matches first)',
      querystring: helpSearchQuerySchema,
      response: { 200: helpArticleListSchema },
    },
    handler: async (request) => ({ objects: searchArticles(articles, request.query.q ?? '').map(summaryOf) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/help/articles/:slug/',
    access: 'public',
    cache: 'private',
    schema: {
      tags: ['help'],
      summary: 'One help article with its sanitized HTML',
      params: helpSlugParamsSchema,
      response: { 200: helpArticleSchema },
    },
    handler: async (request) => {
      const article = articles.find((item) => item.slug === request.params.slug);
      if (!article)
        throw notFound(`There is no help article '${request.params.slug}'. The help index is at /help/.`);
      return presentArticle(article);
    },
  });

  defineRoute(app, {
    method: 'GET',
    // A wildcard, so every address under the folder (also '../…' and encoded slashes) is answered here.
    url: `${HELP_IMAGES_PATH}*`,
    access: 'public',
    // Public for a while, with its validator: the handler writes both.
    cache: 'handler',
    schema: {
      tags: ['help'],
      summary: 'A picture of the help articles: /help/images/{name}.png (a screenshot of the app)',
      description:
        "Only the PNG files of the articles' picture folder, by their file name; any other name, including one with a path in it, is 404.",
      params: z.object({ '*': z.string().max(200) }),
    },
    handler: async (request, reply) => {
      const name = request.params['*'];
      const image = HELP_IMAGE_NAME.test(name) ? images.get(name) : undefined;
      if (!image) throw notFound(`There is no help picture '${name.slice(0, 100)}'.`);
      reply
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('etag', image.etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type('image/png').send(image.body);
    },
  });
}

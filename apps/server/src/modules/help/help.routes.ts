import {
  helpArticleListSchema,
  helpArticleSchema,
  helpSearchQuerySchema,
  helpSlugParamsSchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { loadArticles, presentArticle, searchArticles, summaryOf } from './help-articles.ts';

/** Help, privacy policy and terms of use (spec 1 §2.2 /help/…): public reads of the Markdown articles. */
export async function helpRoutes(app: FastifyInstance) {
  const articles = loadArticles();

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
}

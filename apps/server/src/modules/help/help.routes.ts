import {
  helpArticleListSchema,
  helpArticleSchema,
  helpSearchQuerySchema,
  helpSlugParamsSchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { loadArticles, presentArticle, searchArticles, summaryOf } from './help-articles.ts';

/** Help, privacy policy and terms of use (spec 1 §2.2 /help/…): public reads of the Markdown articles. */
export async function helpRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const articles = loadArticles();

  routes.get(
    '/api/v2/help/articles/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['help'],
        summary:
          'Help articles, in reading order; with q, those containing every word of q (title matches first)',
        querystring: helpSearchQuerySchema,
        response: { 200: helpArticleListSchema },
      },
    },
    async (request) => ({ objects: searchArticles(articles, request.query.q ?? '').map(summaryOf) }),
  );

  routes.get(
    '/api/v2/help/articles/:slug/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['help'],
        summary: 'One help article with its sanitized HTML',
        params: helpSlugParamsSchema,
        response: { 200: helpArticleSchema },
      },
    },
    async (request) => {
      const article = articles.find((item) => item.slug === request.params.slug);
      if (!article)
        throw notFound(`There is no help article '${request.params.slug}'. The help index is at /help/.`);
      return presentArticle(article);
    },
  );
}

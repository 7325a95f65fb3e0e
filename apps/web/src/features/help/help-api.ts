import { helpArticleListSchema, helpArticleSchema } from '@lantern/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** The help articles (GET /api/v2/help/articles/?q=) and one article (GET /api/v2/help/articles/{slug}/). */

export function helpArticlesQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['help-articles', query],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/v2/help/articles/${query ? `?${new URLSearchParams({ q: query }).toString()}` : ''}`,
        helpArticleListSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
export function useHelpArticles(query: string) {
  return useQuery(helpArticlesQueryOptions(query));
}

export function helpArticleQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['help-article', slug],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v2/help/articles/${encodeURIComponent(slug)}/`, helpArticleSchema, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
export function useHelpArticle(slug: string) {
  return useQuery(helpArticleQueryOptions(slug));
}

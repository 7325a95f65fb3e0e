import { z } from 'zod';

/**
 * Help articles (spec 1 §2.2 /help/, /help/privacy-policy/, /help/terms-of-use/): Markdown files kept in
 * the repository, rendered on the server and sanitized. GET /api/v2/help/articles/?q= lists (and
 * searches) them; GET /api/v2/help/articles/{slug}/ gives one with its HTML.
 */

export const HELP_AUDIENCES = ['teachers', 'students', 'everyone'] as const;
export type HelpAudience = (typeof HELP_AUDIENCES)[number];

export const helpArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  audience: z.enum(HELP_AUDIENCES),
  /** True when the article describes something not built yet. */
  coming: z.boolean(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpArticleListSchema = z.object({ objects: z.array(helpArticleSummarySchema) });
export type HelpArticleList = z.infer<typeof helpArticleListSchema>;

export const helpArticleSchema = helpArticleSummarySchema.extend({
  /** Sanitized HTML rendered from the article's Markdown. */
  html: z.string(),
  updated: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const HELP_QUERY_MAX_LENGTH = 200;

export const helpSearchQuerySchema = z.object({
  q: z.string().max(HELP_QUERY_MAX_LENGTH, `Must be at most ${HELP_QUERY_MAX_LENGTH} characters.`).optional(),
});

export const helpSlugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,100}$/, 'Must be a help article name (lowercase letters, digits, -).'),
});

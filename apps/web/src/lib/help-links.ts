/**
 * A help article's address. With Lantern's own help pages (HELP_URL unset: '/help/') the spec's article
 * addresses exist (e.g. /help/sharing-content-across-platforms/); a deployment's own help site has its
 * own addresses, so its help home stands in. Null when the deployment has no help link at all.
 */
export function helpArticleHref(help: string | null, slug: string): string | null {
  if (help === null) return null;
  return help === '/help/' ? `/help/${slug}/` : help;
}

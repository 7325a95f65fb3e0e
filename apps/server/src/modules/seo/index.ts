/** The public surface of findability (issue 24; decision 0020): robots, sitemaps, and the pages' head tags. */

export { withHead } from './head-html.ts';
export { type PageAnswer, pageFor } from './page-head.service.ts';
export { seoRoutes } from './seo.routes.ts';

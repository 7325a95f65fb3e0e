/** The public surface of findability (issue 24; decision 0020): robots, sitemaps, and the pages' head tags. */

export { seoRoutes } from './seo.routes.ts';

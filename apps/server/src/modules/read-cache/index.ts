/** The public surface of the read-cache module: other modules import from here only (docs/decisions/0020-module-boundaries.md). */
export { cachedJson, sendCached, sendJson } from './cached-reply.ts';
export type { ReadCache } from './read-cache.ts';

import type { PageConfig } from '@lantern/shared';
import { ReadCache, type ReadCacheOptions } from '../modules/read-cache/read-cache.ts';
import { type FinishedPage, finishedPageLength } from './page-bytes.ts';

/**
 * Public pages rendered for visitors, kept per process (issue 39, docs/decisions/0075). A render costs 30–40 ms of
 * the one Node thread; fifty visitors opening the homepage at once queued behind each other until they timed out.
 *
 * What a rendered page depends on, and so its key: the address (path and query, as asked), the page configuration
 * the render reads (the station with its name and logo, the product's settings; for a visitor nothing else), the
 * cookies forwarded to the render (the station's and its prompts'), and the catalog, through the version: the
 * cache takes the read cache's validity as its own, so a catalog write anywhere (another process too) starts it
 * over within the read cache's version age (250 ms), and a page is never kept under a version newer than the API
 * replies it was made of. What moves with no catalog write (popular lists, view counts) is bounded by maxAgeMs.
 *
 * Never kept: a signed-in user's page (the renderer gives them the plain shell; the key refuses one too), and pages
 * whose API calls carry a reader's own cookie (the quick assignment's player). The CSRF cookie, the session and the
 * launch data are never part of the render. A page is kept as sent (page-bytes.ts), with its head and the
 * request's page configuration, both in the key: a visitor's page configuration names no one.
 */

export interface RenderInputs {
  /** The request's path and query, as received. */
  url: string;
  pageConfig: PageConfig;
  /** The cookies the render reads, by name. */
  cookies: Record<string, string>;
  /**
   * What the page is finished with besides the render: its head (public catalog facts of the address) and the
   * page configuration's script. Part of the key, so a page finished with a head read just before a catalog
   * write is not served for the new version.
   */
  finish: string;
}

/**
 * The cache key of a render, or null when it must not be kept: everything the HTML depends on besides the
 * catalog. A page configuration that names a user is refused even though the renderer never renders one.
 */
export function pageCacheKey({ url, pageConfig, cookies, finish }: RenderInputs): string | null {
  if (pageConfig.isLoggedIn || pageConfig.isStudent || pageConfig.firstName !== null) return null;
  const cookieList = Object.keys(cookies)
    .sort()
    .map((name) => [name, cookies[name]]);
  return JSON.stringify([url, pageConfig, cookieList, finish]);
}

/** Most pages kept; the byte cap is what bounds it in practice (a page is 60–150 KB). */
const MAX_PAGES = 10_000;

/**
 * The cache of rendered pages. It reads no version of its own: it asks the read cache for each page (that read is
 * itself shared for 250 ms), so the two caches move to a new catalog together.
 */
export function createPageCache(
  readCache: ReadCache,
  settings: { maxBytes: number; maxAgeMs: number },
  overrides: Partial<ReadCacheOptions> = {},
): ReadCache<FinishedPage> {
  return new ReadCache<FinishedPage>(
    () => readCache.validity(),
    {
      versionMaxAgeMs: 0,
      maxBytes: settings.maxBytes,
      maxEntries: settings.maxBytes === 0 ? 0 : MAX_PAGES,
      maxAgeMs: settings.maxAgeMs,
      ...overrides,
    },
    finishedPageLength,
  );
}

import {
  COLLECTION_ERROR_DETAILS,
  COLLECTION_SLUG_MAX_LENGTH,
  COLLECTION_SLUG_PATTERN,
  expiredDetail,
  RESOURCE_CODE_PATTERN,
  RESOURCE_ERROR_DETAILS,
} from '@lantern/shared';
import escapeHtml from 'escape-html';
import type { Orm } from '../../db/client.ts';
import { type PageHead, plainText } from './head-html.ts';
import { collectionJsonLd, resourceJsonLd } from './json-ld.ts';
import * as repo from './seo.repo.ts';

/**
 * What the server says about a page before the app runs (issue 24): its status (an unknown, malformed,
 * unpublished or expired resource or collection is a 404 with the error page's text, never a 200 shell), its
 * head tags, and for renamed resource codes a permanent redirect. Only public catalog facts go in, so the
 * answer is the same for every visitor and never carries anything of a signed-in user.
 */

export type PageAnswer =
  | { kind: 'page'; status: 200 | 404; head: PageHead; body: string }
  | { kind: 'redirect'; location: string };

export interface PageRequest {
  /** The request's path and query, as received. */
  url: string;
  productName: string;
  /** PUBLIC_URL without a trailing slash. */
  origin: string;
}

const HOME_TITLE_SUFFIX = ' | Teaching Resources For Students And Teachers';

/** Pages no search engine should list: previews, the embedded add-on view, signed-in areas, the error page. */
const NOINDEX_PREFIXES = ['/add-on/', '/tools/', '/student/', '/staff/', '/profile/', '/error', '/feedback/'];

function siteDescription(productName: string): string {
  return `Free curriculum-aligned videos, interactives, lesson plans and collections for teachers and students, from ${productName} and your local public-media station.`;
}

/** Static pages: path (with its trailing slash) → title before ' | product'. */
const STATIC_TITLES: Record<string, string> = {
  '/about/': 'About',
  '/signup/': 'Educational Resources For Teachers And Students',
  '/search/': 'Search',
  '/help/': 'Help',
  '/newsletter/': 'Newsletter',
};

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const absolute = (origin: string, path: string | null) =>
  path === null
    ? null
    : /^https?:\/\//.test(path)
      ? path
      : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

function errorBody(title: string, message: string): string {
  return `<main id="main-content"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/search/">Search resources</a> or go to the <a href="/">home page</a>.</p></main>`;
}

function notFoundPage(request: PageRequest, title: string, message: string): PageAnswer {
  return {
    kind: 'page',
    status: 404,
    head: {
      title: `Error 404 | ${request.productName}`,
      description: '',
      canonical: null,
      noindex: true,
      ogType: 'website',
      image: null,
      jsonLd: null,
    },
    body: errorBody(title, message),
  };
}

function plainPage(
  request: PageRequest,
  title: string,
  path: string,
  noindex: boolean,
  search = '',
): PageAnswer {
  return {
    kind: 'page',
    status: 200,
    head: {
      title,
      description: siteDescription(request.productName),
      canonical: noindex || !path ? null : `${request.origin}${path}${search}`,
      noindex,
      ogType: 'website',
      image: null,
      jsonLd: null,
    },
    body: '',
  };
}

async function resourcePage(
  orm: Orm,
  request: PageRequest,
  segments: string[],
  addOn: boolean,
  query: string,
): Promise<PageAnswer> {
  const preview = segments[0] === 'preview';
  const rest = preview ? segments.slice(1) : segments;
  const code = rest.length === 1 ? safeDecode(rest[0] as string) : null;
  const unavailable = () =>
    notFoundPage(request, 'This resource is not available (404)', RESOURCE_ERROR_DETAILS.NOT_FOUND);
  if (code === null || !RESOURCE_CODE_PATTERN.test(code)) return unavailable();
  const row = await repo.resourceHead(orm, code);
  if (!row) {
    const target = await repo.renamedResource(orm, code);
    if (!target) return unavailable();
    const prefix = `${addOn ? '/add-on' : ''}/resource/${preview ? 'preview/' : ''}`;
    return { kind: 'redirect', location: `${prefix}${encodeURIComponent(target)}/${query}` };
  }
  const canonical = `${request.origin}/resource/${encodeURIComponent(row.resource_code)}/`;
  if (preview) {
    // A preview shows what visitors may not see: its head says nothing of it, and the page asks for sign-in.
    return plainPage(request, `Resource | ${request.productName}`, '', true);
  }
  if (!row.listed) {
    return !row.published || row.expiration_date === null
      ? notFoundPage(request, 'This resource is not available (404)', RESOURCE_ERROR_DETAILS.UNPUBLISHED)
      : notFoundPage(request, 'This resource has expired (404)', expiredDetail(row.expiration_date));
  }
  const description = plainText(row.description);
  const image = absolute(request.origin, row.poster);
  return {
    kind: 'page',
    status: 200,
    head: {
      title: `${row.title} | ${request.productName}`,
      description,
      canonical,
      // The student and add-on variants point to the one canonical page; the add-on view is not listed.
      noindex: addOn,
      ogType: row.media_type === 'Video' ? 'video.other' : 'article',
      image,
      jsonLd: resourceJsonLd(row, { url: canonical, description, image }),
    },
    body: '',
  };
}

async function collectionPage(orm: Orm, request: PageRequest, segments: string[]): Promise<PageAnswer> {
  const preview = segments[0] === 'preview';
  const rest = preview ? segments.slice(1) : segments;
  const slug = rest.length === 1 ? (rest[0] as string) : '';
  const unavailable = () =>
    notFoundPage(request, 'This collection is not available (404)', COLLECTION_ERROR_DETAILS.NOT_FOUND);
  if (!COLLECTION_SLUG_PATTERN.test(slug) || slug.length > COLLECTION_SLUG_MAX_LENGTH) return unavailable();
  const row = await repo.collectionHead(orm, slug);
  if (!row) return unavailable();
  if (preview) return plainPage(request, `Collection | ${request.productName}`, '', true);
  if (!row.listed) {
    return notFoundPage(
      request,
      'This collection is not available (404)',
      COLLECTION_ERROR_DETAILS.UNPUBLISHED,
    );
  }
  const canonical = `${request.origin}/collection/${slug}/`;
  const description = plainText(row.description);
  const image = absolute(request.origin, row.poster);
  return {
    kind: 'page',
    status: 200,
    head: {
      title: `${row.title} | ${request.productName}`,
      description,
      canonical,
      noindex: false,
      ogType: 'website',
      image,
      jsonLd: collectionJsonLd(row, { url: canonical, description, image }),
    },
    body: '',
  };
}

export async function pageFor(orm: Orm, request: PageRequest): Promise<PageAnswer> {
  const [rawPath = '/', rawQuery] = request.url.split('?', 2);
  const query = rawQuery === undefined ? '' : `?${rawQuery}`;
  const segments = rawPath.split('/').filter(Boolean);
  const addOn = segments[0] === 'add-on';
  const page = addOn ? segments.slice(1) : segments;
  const { productName } = request;

  if (page[0] === 'resource') return resourcePage(orm, request, page.slice(1), addOn, query);
  if (page[0] === 'collection' && !addOn) return collectionPage(orm, request, page.slice(1));

  const path = `/${segments.join('/')}${segments.length ? '/' : ''}`;
  const noindex = addOn || NOINDEX_PREFIXES.some((prefix) => path.startsWith(prefix));
  if (path === '/') return plainPage(request, `${productName}${HOME_TITLE_SUFFIX}`, '/', false);
  if (path === '/search/') {
    // Each query is its own results page; only q makes it so (filters and paging are variants of it).
    const q = new URLSearchParams(rawQuery ?? '').get('q')?.trim() ?? '';
    const title = q ? `Search: ${q}` : 'Search';
    return plainPage(
      request,
      `${title} | ${productName}`,
      path,
      noindex,
      q ? `?q=${encodeURIComponent(q)}` : '',
    );
  }
  const title = STATIC_TITLES[path];
  if (title) return plainPage(request, `${title} | ${productName}`, path, noindex);
  if (page[0] === 'credits' && page.length === 2) {
    const code = safeDecode(page[1] as string);
    const row = code && RESOURCE_CODE_PATTERN.test(code) ? await repo.resourceHead(orm, code) : null;
    const named = row?.listed ? `Credits: ${row.title}` : 'Credits';
    return plainPage(request, `${named} | ${productName}`, path, noindex || !row?.listed);
  }
  // Browse pages are the site's own; any other address (the app shows its 404) names no canonical page.
  const browse = ['/subjects/', '/grades/', '/help/'].some((prefix) => path.startsWith(prefix));
  return plainPage(request, productName, browse ? path : '', noindex || !browse);
}

import fs from 'node:fs';
import path from 'node:path';
import {
  LOCALIZATION_NOT_CONFIRMED_COOKIE,
  type PageConfig,
  STATION_CONFIRMED_COOKIE,
  STATION_COOKIE,
  VIRGINIA_MODAL_COOKIE,
} from '@lantern/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QUICK_ASSIGN_COOKIE } from '../modules/assignments/index.ts';
import { type FinishedPage, finishedPage } from './page-bytes.ts';
import { pageCacheKey } from './page-cache.ts';

/**
 * Public pages rendered on the server (issue 24, docs/decisions/0053): the web app's server entry
 * (`apps/web/dist-server/entry-server.js`, built by `npm run build`) renders the page for a visitor, its
 * API calls going in process through `app.inject` — the same routes, access rules and read cache as the
 * browser's — and the browser hydrates it. Signed-in users get the plain shell (their header, tools and
 * data are theirs: nothing of theirs goes through here), and so do pages not listed below. Renders are kept in
 * app.pageCache (page-cache.ts, decision 0075).
 */

export interface RenderedPage {
  /** Inside #root. */
  html: string;
  /** The data the browser hydrates with, before </body>. */
  dataScript: string;
  /** The page's CSS inline and `<link rel="modulepreload">` of its chunks, in the head (the template's stylesheet
   * link is left out). */
  preloads: string;
  /** React's preloads of the page's high-priority images (its largest paint), first in the head. */
  imagePreloads: string;
}

interface ServerEntry {
  render(request: {
    url: string;
    pageConfig: PageConfig;
    cookies: Record<string, string>;
    fetchApi: (path: string) => Promise<{ status: number; body: unknown }>;
  }): Promise<Omit<RenderedPage, 'preloads' | 'imagePreloads'> | null>;
}

type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
>;

/** A page module of the router (its own chunk); the shell's other lazy parts are not pages. */
const PAGE_MODULE = /-page\.tsx$|\/tools-layout\.tsx$/;

/**
 * The stylesheets of what the server rendered: the entry's, the page's chunks' and those of the lazy parts it and the
 * shell show (their CSS otherwise arrives with their script, after the HTML has painted unstyled, and the page jumps).
 */
export function pageStylesheetFiles(manifest: Manifest, page: string): string[] {
  const seen = new Set<string>();
  const css = new Set<string>(manifest['index.html']?.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) if (!PAGE_MODULE.test(imported)) visit(imported);
  };
  visit(`src/features/${page}`);
  for (const imported of manifest['index.html']?.dynamicImports ?? []) {
    if (!PAGE_MODULE.test(imported)) visit(imported);
  }
  return [...css];
}

/**
 * The page's CSS inline, in the HTML: linked, each stylesheet was a request the first paint waited for (about half
 * a second on a slow phone connection, Lighthouse's render-blocking audit); inline, the page paints as soon as its
 * HTML is in (the CSP allows inline styles). Each is followed by a disabled link to its file: the app's chunk
 * loader, finding it, neither fetches the file again nor waits for it; a disabled stylesheet is never fetched.
 */
export function inlineStylesheets(
  files: readonly string[],
  readCss: (file: string) => string | null,
): string {
  return files
    .map((file) => {
      const css = readCss(file);
      const link = `<link rel="stylesheet" crossorigin href="/${file}"`;
      // '</style' cannot occur in CSS the build wrote; if it ever did, the file stays linked rather than break the page.
      if (css === null || /<\/style/i.test(css)) return `${link}>`;
      return `<style data-href="/${file}">${css}</style>${link} disabled>`;
    })
    .join('');
}

/**
 * React puts a `<link rel="preload" as="image">` for each image rendered with `fetchPriority="high"` (the poster
 * or hero that is the page's largest paint) at the start of the HTML it renders, which lands in the body after the
 * head's inline CSS and some forty script preloads. First in the head, the image is asked for before them.
 */
export function splitImagePreloads(html: string): { imagePreloads: string; html: string } {
  const leading = /^(?:<link rel="preload" as="image"[^>]*>)+/.exec(html)?.[0] ?? '';
  return { imagePreloads: leading, html: html.slice(leading.length) };
}

/**
 * The page chunk and what it imports statically, minus the entry's own (index.html preloads those): the
 * browser fetches them alongside the entry, and hydrates without waiting for one more round trip. Each chunk
 * comes after what it imports, so the browser can run them one task at a time in this order (main.tsx).
 */
export function pageChunkPreloads(manifest: Manifest, page: string): string {
  const collect = (key: string, seen: Set<string>, into: string[]) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, seen, into);
    into.push(chunk.file);
  };
  const entryFiles: string[] = [];
  collect('index.html', new Set(), entryFiles);
  const files: string[] = [];
  collect(`src/features/${page}`, new Set(entryFiles), files);
  return (
    files
      // Low priority, as the entry's; spa.ts holds them back until the page has painted (deferModulePreloads).
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
      .join('')
  );
}

function readManifest(app: FastifyInstance): Manifest {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(app.config.webDistDir, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return {};
  }
}

/** The first script of a page rendered on the server (src/after-paint.ts, decision 0063); null in a build without it. */
export function afterPaintScript(app: FastifyInstance): string | null {
  return readManifest(app)['src/after-paint.ts']?.file ?? null;
}

/** How spa.ts finishes a rendered page (template, head, page configuration), and what it finishes it with. */
export interface PageFinish {
  /** The head and the page configuration's script, as text: part of the cache key (page-cache.ts). */
  signature: string;
  finish: (page: RenderedPage) => string;
}

export type RenderPage = (
  request: FastifyRequest,
  pageConfig: PageConfig,
  finish: PageFinish,
) => Promise<FinishedPage | null>;

/**
 * The public, crawlable pages (issue 24), each with its page module (its chunk is preloaded); previews, the
 * add-on view and signed-in areas stay client-rendered.
 */
interface RenderedRoute {
  path: RegExp;
  page: string;
  /** Cookies of the request its API calls carry besides the station's: the reader's hold on their own data. */
  apiCookies?: readonly string[];
  /** A student page: rendered with the student=true the student guard adds (entry-server.tsx). */
  student?: true;
}

const RENDERED_PAGES: readonly RenderedRoute[] = [
  { path: /^\/$/, page: 'home/home-page.tsx' },
  { path: /^\/search\/?$/, page: 'search/search-page.tsx' },
  { path: /^\/resource\/(?!preview\/)[^/]+\/?$/, page: 'resource/resource-page.tsx' },
  { path: /^\/collection\/[^/]+\/?$/, page: 'collection/collection-page.tsx' },
  { path: /^\/subjects\/.+/, page: 'browse/subject-page.tsx' },
  { path: /^\/grades\/[^/]+\/?$/, page: 'browse/grade-page.tsx' },
  { path: /^\/credits\/[^/]+\/?$/, page: 'credits/credits-page.tsx' },
  { path: /^\/about\/?$/, page: 'about/about-page.tsx' },
  { path: /^\/signup\/?$/, page: 'signup/signup-page.tsx' },
  // The quick assignment's player for an anonymous student (signed-in ones get the shell, as everywhere): its name
  // form, or the slides of the results this browser holds (the signed quick-assign cookie, decision 0044).
  {
    path: /^\/student\/code\/[^/]+\/?$/,
    page: 'player/player-page.tsx',
    apiCookies: [QUICK_ASSIGN_COOKIE],
    student: true,
  },
];

/** Cookies a page reads while rendering: the station and its prompts. Never the session. */
const FORWARDED_COOKIES = [
  STATION_COOKIE,
  STATION_CONFIRMED_COOKIE,
  LOCALIZATION_NOT_CONFIRMED_COOKIE,
  VIRGINIA_MODAL_COOKIE,
];

/** The route (its page module under apps/web/src/features/) of a page rendered on the server, or null. */
export function renderedPage(url: string): RenderedRoute | null {
  const [pathname = '', query = ''] = url.split('?', 2);
  const route = RENDERED_PAGES.find(({ path }) => path.test(pathname)) ?? null;
  // The student view of the public pages has its own grade gate and student-only rules: client-rendered for now.
  if (new URLSearchParams(query).get('student') === 'true' && !route?.student) return null;
  return route;
}

/** Loads the server entry when it was built; null (pages stay client-rendered) when it was not. */
export async function loadPageRenderer(app: FastifyInstance): Promise<RenderPage | null> {
  const file = app.config.webSsrEntry;
  if (!fs.existsSync(file)) {
    app.log.warn(
      `${file} is missing: run "npm run build". Public pages are rendered in the browser until then.`,
    );
    return null;
  }
  const entry = (await import(file)) as ServerEntry;
  const manifest = readManifest(app);
  const cssText = new Map<string, string | null>();
  const readCss = (file: string) => {
    if (!cssText.has(file)) {
      try {
        cssText.set(file, fs.readFileSync(path.join(app.config.webDistDir, file), 'utf8'));
      } catch {
        cssText.set(file, null);
      }
    }
    return cssText.get(file) ?? null;
  };
  // The page's CSS and chunk preloads depend on its module only: built once per module.
  const staticPreloads = new Map<string, string>();
  const preloadsOf = (page: string) => {
    let preloads = staticPreloads.get(page);
    if (preloads === undefined) {
      preloads =
        inlineStylesheets(pageStylesheetFiles(manifest, page), readCss) + pageChunkPreloads(manifest, page);
      staticPreloads.set(page, preloads);
    }
    return preloads;
  };
  return async (request, pageConfig, { signature, finish }) => {
    const route = renderedPage(request.url);
    if (request.session?.user || route === null) return null;
    const pick = (names: readonly string[]) => {
      const picked: Record<string, string> = {};
      for (const name of names) {
        const value = request.cookies[name];
        if (value !== undefined) picked[name] = value;
      }
      return picked;
    };
    const cookies = pick(FORWARDED_COOKIES);
    const apiCookies = { ...cookies, ...pick(route.apiCookies ?? []) };
    const renderNow = async (): Promise<FinishedPage | null> => {
      try {
        const rendered = await entry.render({
          url: `${app.config.publicUrl.replace(/\/+$/, '')}${request.url}`,
          pageConfig,
          cookies,
          fetchApi: async (path) => {
            // As a visitor: the page's API key and the station's cookies (and the route's own), nothing else.
            const reply = await app.inject({
              method: 'GET',
              url: path,
              headers: { authorization: `Bearer ${app.webApiKey}` },
              cookies: apiCookies,
            });
            let body: unknown;
            try {
              body = reply.body ? JSON.parse(reply.body) : undefined;
            } catch {
              body = undefined;
            }
            return { status: reply.statusCode, body };
          },
        });
        if (!rendered) return null;
        const { imagePreloads, html } = splitImagePreloads(rendered.html);
        const { dataScript } = rendered;
        return finishedPage(finish({ html, dataScript, imagePreloads, preloads: preloadsOf(route.page) }));
      } catch (error) {
        // The page still works rendered in the browser; the failure is a bug to see in the log.
        request.log.error({ err: error, url: request.url }, 'server rendering failed');
        return null;
      }
    };
    // A route whose API calls carry the reader's own cookie (the player's results) is theirs: rendered each time.
    const key = route.apiCookies
      ? null
      : pageCacheKey({ url: request.url, pageConfig, cookies, finish: signature });
    return key === null ? renderNow() : app.pageCache.get(key, renderNow);
  };
}

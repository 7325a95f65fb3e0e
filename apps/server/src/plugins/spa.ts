import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  COOKIE_NAMES,
  jsonForScript,
  LAUNCH_DATA_ELEMENT_ID,
  PAGE_CONFIG_ELEMENT_ID,
  parseAssignmentLink,
} from '@lantern/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomToken } from '../lib/tokens.ts';
import { launchDataByCode } from '../modules/assignments/index.ts';
import { loadSession } from '../modules/auth/session.service.ts';
import { buildPageConfig } from '../modules/platform/page-config.service.ts';
import { type PageAnswer, pageFor, withHead } from '../modules/seo/index.ts';
import { localizeFirstVisit } from '../modules/stations/default-station.ts';
import { pageStation } from '../modules/stations/stations.service.ts';
import { isApiPath, isAssetPath } from './api-paths.ts';
import { sendError } from './error-handler.ts';
import { pageBody, preferredEncoding } from './page-bytes.ts';
import { afterPaintScript, loadPageRenderer, type RenderedPage } from './server-render.ts';
import { sendUnmatchedApi } from './unmatched-api.ts';

const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lantern</title></head><body><div id="root"></div></body></html>`;

/**
 * index.html for a page rendered on the server: without the entry's stylesheet link (the page brings its CSS
 * inline, server-render.ts), and with the app's scripts at low fetch priority. The page is readable before they
 * run, so they should not share a slow connection with the poster and fonts of its first paint as equals
 * (scripts otherwise go out at high priority, ahead of images). With `afterPaintFile` (src/after-paint.ts,
 * decision 0063) that small script comes instead of the entry, and the entry and its chunks wait for it.
 */
export function renderedPageTemplate(template: string, afterPaintFile: string | null): string {
  const withoutStylesheet = template.replace(/<link rel="stylesheet"[^>]*>/g, '');
  if (!afterPaintFile) {
    return withoutStylesheet
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
  }
  return deferModulePreloads(
    withoutStylesheet.replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_script, entry: string) =>
        `<link rel="modulepreload" crossorigin href="${entry}">` +
        `<script type="module" crossorigin src="/${afterPaintFile}" data-entry="${entry}"></script>`,
    ),
  );
}

/**
 * The module preloads of a page rendered on the server, held back until its text and largest image have painted:
 * after-paint.ts turns each into a `modulepreload` then. Fetched at once, some forty scripts would share a slow
 * connection with the poster (decision 0063).
 */
export function deferModulePreloads(html: string): string {
  return html.replace(
    /<link rel="modulepreload"(?: fetchpriority="low")?/g,
    '<link rel="lantern-modulepreload"',
  );
}

function readTemplate(app: FastifyInstance): string {
  const file = path.join(app.config.webDistDir, 'index.html');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  app.log.warn(`${file} is missing: run "npm run build". Serving a blank page until then.`);
  return FALLBACK_TEMPLATE;
}

/**
 * Serves the built single-page app: hashed assets from dist/assets, and index.html, with the
 * page configuration embedded, for every other GET address outside the API families (api-paths.ts),
 * so client routes survive a reload.
 */
export default fp(async function spa(app: FastifyInstance) {
  const template = readTemplate(app);
  const renderer = await loadPageRenderer(app);
  const afterPaintFile = afterPaintScript(app);
  const renderedTemplate = renderedPageTemplate(template, afterPaintFile);
  // Registered even before a build exists, so the set of routes never depends on the build.
  const assetsDir = path.join(app.config.webDistDir, 'assets');
  fs.mkdirSync(assetsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    index: false,
    wildcard: true,
    immutable: true,
    maxAge: '365d',
    cacheControl: true,
    // The build writes .br/.gz copies of text assets (apps/web/build/precompress.ts); a browser that
    // accepts one gets it, with Vary: Accept-Encoding.
    preCompressed: true,
  });

  /** An assignment link's page names the assignment (spec 1 §2.6): its launch data, `{}` for an unknown code. */
  async function launchDataScript(url: string): Promise<string> {
    const link = parseAssignmentLink(url.split('?')[0] ?? '');
    if (!link) return '';
    const launch = link.code.length <= 64 ? await launchDataByCode(app.orm, link.code) : null;
    return `<script id="${LAUNCH_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(launch ?? {})}</script>`;
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    request.session ??= await loadSession(app.orm, request.cookies[COOKIE_NAMES.session]);
    if (!request.cookies[COOKIE_NAMES.csrf]) {
      reply.setCookie(COOKIE_NAMES.csrf, randomToken(), {
        path: '/',
        sameSite: 'lax',
        secure: app.config.publicUrl.startsWith('https:'),
        maxAge: 365 * 86400,
      });
    }
    // Status, title and head tags of the page (issue 24): from public catalog facts only, the same for everyone,
    // so kept per catalog version with the API replies: a resource page's head was a statement per request, in
    // PGlite's case on the one thread every page waits for (decision 0075).
    const pageJson = await app.readCache.get(JSON.stringify(['page-head', request.url]), async () =>
      JSON.stringify(
        await pageFor(app.orm, {
          url: request.url,
          productName: app.config.productName,
          origin: app.config.publicUrl.replace(/\/+$/, ''),
        }),
      ),
    );
    const page = JSON.parse(pageJson) as PageAnswer;
    if (page.kind === 'redirect')
      return reply.header('cache-control', 'no-store').redirect(page.location, 301);
    await localizeFirstVisit(app, request, reply);
    const pageConfig = buildPageConfig(request, await pageStation(app.orm, request));
    const script =
      `<script id="${PAGE_CONFIG_ELEMENT_ID}" type="application/json">${jsonForScript(pageConfig)}</script>` +
      (await launchDataScript(request.url));
    const finish = (rendered: RenderedPage | null) => {
      const base = rendered ? renderedTemplate : template;
      const preloads =
        rendered && afterPaintFile ? deferModulePreloads(rendered.preloads) : (rendered?.preloads ?? '');
      return withHead(base, page.head, app.config.productName, rendered?.html ?? page.body)
        .replace(/<meta charset="utf-8"\s*\/?>/i, (charset) => `${charset}${rendered?.imagePreloads ?? ''}`)
        .replace('</head>', () => `${preloads}${script}</head>`)
        .replace('</body>', () => `${rendered?.dataScript ?? ''}</body>`);
    };
    // A found public page, for a visitor: its content in the HTML (decision 0053), kept as sent (decision 0075).
    // A 404 keeps the error text.
    const rendered =
      page.status === 200 && renderer
        ? await renderer(request, pageConfig, { signature: `${pageJson}\n${script}`, finish })
        : null;
    reply.code(page.status).header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!rendered) return reply.send(finish(null));
    // Sent compressed as kept: the compression plugin leaves a reply with a Content-Encoding alone.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(await pageBody(rendered, encoding));
  }

  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, renderPage);

  // Only page addresses get the page: API families answer as the API does, a missing asset is a 404
  // (the page would reach a <script> as HTML), and other methods have no page.
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) return sendUnmatchedApi(app, reply, request.method, request.url);
    // A page's form sent without its script (scripts off, or pressed before they ran past the page's own hold):
    // the page again, by address only. What was typed is neither read nor kept (issue 38; form.tsx posts).
    if (request.method === 'POST' && !isAssetPath(request.url) && isFormPost(request)) {
      const { pathname, search } = new URL(request.url, 'http://page.invalid');
      return reply.header('cache-control', 'no-store').redirect(`${pathname}${search}`, 303);
    }
    if (isAssetPath(request.url) || !['GET', 'HEAD'].includes(request.method)) {
      return sendError(
        reply,
        404,
        'not_found',
        `No such address: ${request.method} ${request.url.split('?')[0]}`,
      );
    }
    return renderPage(request, reply);
  });
});

/** A browser's own form submission (a form without script), as opposed to an API client's post. */
function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type);
}

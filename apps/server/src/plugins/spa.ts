import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { COOKIE_NAMES, PAGE_CONFIG_ELEMENT_ID } from '@lantern/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomToken } from '../lib/tokens.ts';
import { loadSession } from '../modules/auth/session.service.ts';
import { buildPageConfig, serializeForScript } from '../modules/platform/page-config.service.ts';
import { localizeFirstVisit } from '../modules/stations/default-station.ts';
import { pageStation } from '../modules/stations/stations.service.ts';
import { sendError } from './error-handler.ts';

const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lantern</title></head><body><div id="root"></div></body></html>`;

/** Paths that belong to the API: unknown ones get a JSON 404, never the app's page. */
export function isApiPath(url: string): boolean {
  return /^\/(api|tools\/api)(\/|$)/.test(url);
}

function readTemplate(app: FastifyInstance): string {
  const file = path.join(app.config.webDistDir, 'index.html');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  app.log.warn(`${file} is missing: run "npm run build". Serving a blank page until then.`);
  return FALLBACK_TEMPLATE;
}

/**
 * Serves the built single-page app: hashed assets from dist/assets, and index.html, with the
 * page configuration embedded, for every other non-API path so client routes survive a reload.
 */
export default fp(async function spa(app: FastifyInstance) {
  const template = readTemplate(app);
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
  });

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
    await localizeFirstVisit(app, request, reply);
    const pageConfig = buildPageConfig(request, await pageStation(app.orm, request));
    const script = `<script id="${PAGE_CONFIG_ELEMENT_ID}" type="application/json">${serializeForScript(pageConfig)}</script>`;
    const html = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(app.config.productName)}</title>`)
      .replace('</head>', `${script}</head>`);
    return reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  }

  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, renderPage);

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || !['GET', 'HEAD'].includes(request.method)) {
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

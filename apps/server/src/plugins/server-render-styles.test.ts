import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories/index.ts';
import { buildTestApp, signInAs } from '../test/test-app.ts';
import { inlineStylesheets, pageChunkPreloads } from './server-render.ts';
import { renderedPageTemplate } from './spa.ts';

/**
 * A page rendered on the server brings its CSS inline, so the first paint waits for no stylesheet request, and
 * loads the app's scripts at low priority (issue 24, docs/decisions/0053); the pages the browser renders keep the
 * build's link and priorities.
 */

const WEB_SSR_ENTRY = path.resolve(import.meta.dirname, '../../../web/src/entry-server.tsx');
const ENTRY_CSS = '.shell{color:#123456}';
const ABOUT_CSS = '.about{margin:0}';

let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Lantern</title><script type="module" crossorigin src="/assets/index-e1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-c1.css"></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-c1.css'), ENTRY_CSS);
  fs.writeFileSync(path.join(dist, 'assets', 'about-page-a1.css'), ABOUT_CSS);
  const manifest = {
    'index.html': {
      file: 'assets/index-e1.js',
      isEntry: true,
      css: ['assets/index-c1.css'],
      dynamicImports: ['src/features/about/about-page.tsx'],
    },
    'src/after-paint.ts': { file: 'assets/after-paint-p1.js', isEntry: true },
    'src/features/about/about-page.tsx': {
      file: 'assets/about-page-a1.js',
      isDynamicEntry: true,
      css: ['assets/about-page-a1.css'],
    },
  };
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  app = await buildTestApp({ env: { WEB_DIST_DIR: dist, WEB_SSR_ENTRY } });
});

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const enabledStylesheetLinks = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)]
    .map((m) => m[0])
    .filter((link) => !/ disabled>$/.test(link));

describe('a page rendered for a visitor', () => {
  it('has the entry and page CSS inline, in order, and links them only disabled', async () => {
    const reply = await app.inject({ url: '/about/' });
    expect(reply.statusCode).toBe(200);
    const html = reply.body;
    expect(html).toContain(`<style data-href="/assets/index-c1.css">${ENTRY_CSS}</style>`);
    expect(html).toContain(`<style data-href="/assets/about-page-a1.css">${ABOUT_CSS}</style>`);
    expect(html.indexOf(ENTRY_CSS)).toBeLessThan(html.indexOf(ABOUT_CSS));
    expect(html.indexOf(ABOUT_CSS)).toBeLessThan(html.indexOf('</head>'));
    expect(enabledStylesheetLinks(html)).toEqual([]);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/about-page-a1.css" disabled>');
    // Readable before the app runs: its scripts wait until the page has painted (after-paint.ts lets them go and
    // imports the entry), so they do not compete with the first paint's images (decision 0063).
    expect(html).toContain(
      '<link rel="lantern-modulepreload" crossorigin href="/assets/index-e1.js">' +
        '<script type="module" crossorigin src="/assets/after-paint-p1.js" data-entry="/assets/index-e1.js"></script>',
    );
    expect(html).toContain('<link rel="lantern-modulepreload" crossorigin href="/assets/about-page-a1.js">');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]* src="\/assets\/index-e1\.js"/);
  });
});

describe('renderedPageTemplate', () => {
  it('keeps the entry script, at low priority, in a build without the after-paint script', () => {
    expect(
      renderedPageTemplate(
        '<head><script type="module" crossorigin src="/assets/index-e1.js"></script><link rel="modulepreload" crossorigin href="/assets/r.js"></head>',
        null,
      ),
    ).toBe(
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index-e1.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/r.js"></head>',
    );
  });
});

describe('a page the browser renders', () => {
  it('keeps the stylesheet link for a signed-in user, with no CSS inline', async () => {
    const user = await buildUser(app);
    const reply = await app.inject({ url: '/about/', cookies: (await signInAs(app, user)).cookies });
    expect(reply.statusCode).toBe(200);
    expect(enabledStylesheetLinks(reply.body)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-c1.css">',
    ]);
    expect(reply.body).not.toContain('<style');
    expect(reply.body).toContain('<script type="module" crossorigin src="/assets/index-e1.js">');
  });
});

describe('inlineStylesheets', () => {
  it('links a file it cannot read, or one that could end the style element', () => {
    const css: Record<string, string> = { 'assets/a.css': 'a{}', 'assets/b.css': 'b{content:"</style>"}' };
    expect(
      inlineStylesheets(['assets/a.css', 'assets/b.css', 'assets/gone.css'], (f) => css[f] ?? null),
    ).toBe(
      '<style data-href="/assets/a.css">a{}</style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled>' +
        '<link rel="stylesheet" crossorigin href="/assets/b.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/gone.css">',
    );
  });
});

describe('pageChunkPreloads', () => {
  it('names each chunk after the chunks it imports, without the entry’s own', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_zod.js': { file: 'assets/zod.js', imports: ['_react.js'] },
      '_schemas.js': { file: 'assets/schemas.js', imports: ['_zod.js'] },
      '_cards.js': { file: 'assets/cards.js', imports: ['_schemas.js', '_zod.js'] },
      'src/features/x/page.tsx': { file: 'assets/page.js', imports: ['_cards.js', '_schemas.js'] },
    };
    const files = [...pageChunkPreloads(manifest, 'x/page.tsx').matchAll(/href="\/assets\/(\w+)\.js"/g)].map(
      (match) => match[1],
    );
    expect(files).toEqual(['zod', 'schemas', 'cards', 'page']);
  });
});

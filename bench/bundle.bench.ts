/**
 * The per-route JS budget table: for each route, the JavaScript it needs before it can render — the
 * entry script and its modulepreloads from dist/index.html, plus the route's lazily loaded page chunk
 * and everything that chunk imports statically (from the build manifest). Dynamic imports inside a
 * page (dialogs, tabs opened later) are not counted. Each file is gzipped (node:zlib, default level)
 * and the sum compared with the route's budget (1 KB = 1024 bytes). Exits 1 when a route is over.
 *
 *   npm run bench:bundle            BENCH_SKIP_BUILD=1 npm run bench:bundle
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildWebApp, ensureWebAppBuilt, saveResult, webDist } from './lib/repo.ts';
import { printTable, ratio } from './lib/table.ts';

/**
 * Budgets in gzipped KB. Home is the spec's 170 KB first-load budget (docs/decisions/0005); search and
 * resource got theirs on 2026-11-25 (docs/decisions/0027) from that day's figures plus a little room,
 * so a change that makes them much heavier shows up here; the assignment player likewise on 2026-11-26
 * (docs/decisions/0056: 195.9 KB, the name form's and the first slide's code, without the media player).
 */
export const ROUTE_BUDGETS = [
  { route: 'home (/)', page: 'src/features/home/home-page.tsx', budgetKb: 170 },
  { route: 'search (/search/)', page: 'src/features/search/search-page.tsx', budgetKb: 195 },
  { route: 'resource (/resource/…)', page: 'src/features/resource/resource-page.tsx', budgetKb: 280 },
  { route: 'player (/student/code/…)', page: 'src/features/player/player-page.tsx', budgetKb: 205 },
] as const;

type Manifest = Record<string, { file: string; imports?: string[] }>;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The JS index.html loads up front: the entry script and its modulepreloads. */
export function initialScripts(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && /\btype="module"/.test(tag)) urls.push(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/.test(tag)) urls.push(href);
  }
  return [...new Set(urls)];
}

/**
 * A page module is loaded lazily, but its route cannot render without it: follow the build manifest
 * from it through its static imports.
 */
export function routeChunks(manifest: Manifest, pageSource: string): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.includes(`/${entry.file}`)) return;
    files.push(`/${entry.file}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(pageSource);
  return files;
}

/** 'within budget' or 'OVER BUDGET', with the margin, for one route. */
export function verdict(route: string, gzipBytes: number, budgetKb: number): string {
  const budgetBytes = budgetKb * 1024;
  const margin = budgetBytes - gzipBytes;
  const state = margin >= 0 ? `within budget, ${kb(margin)} KB to spare` : `OVER BUDGET by ${kb(-margin)} KB`;
  return `${route}: ${kb(gzipBytes)} KB of ${budgetKb} KB gzipped — ${state}`;
}

function main() {
  if (process.env.BENCH_SKIP_BUILD) ensureWebAppBuilt();
  else buildWebApp();
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const entryScripts = initialScripts(html);
  if (entryScripts.length === 0) throw new Error(`no module script found in ${webDist}/index.html`);
  const manifestPath = path.join(webDist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with manifest: true`);
  const manifest: Manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (url: string) => {
    let size = sizes.get(url);
    if (!size) {
      const content = fs.readFileSync(path.join(webDist, url.replace(/^\//, '')));
      size = { raw: content.length, gzip: zlib.gzipSync(content).length };
      sizes.set(url, size);
    }
    return size;
  };

  const results = ROUTE_BUDGETS.map(({ route, page, budgetKb }) => {
    const pageChunks = routeChunks(manifest, page);
    if (pageChunks.length === 0) throw new Error(`${page} is not in the build manifest`);
    const scripts = [...new Set([...entryScripts, ...pageChunks.filter((file) => file.endsWith('.js'))])];
    const files = scripts.map((url) => ({ url, ...sizeOf(url) }));
    const totalRaw = files.reduce((sum, file) => sum + file.raw, 0);
    const totalGzip = files.reduce((sum, file) => sum + file.gzip, 0);
    return { route, page, budgetKb, files, totalRaw, totalGzip };
  });

  const home = results[0]!;
  printTable('Initial JS of the home route (KB = 1024 bytes)', [
    ['file', 'raw KB', 'gzip KB', 'share of budget'],
    ...home.files.map((file) => [
      file.url,
      kb(file.raw),
      kb(file.gzip),
      ratio(file.gzip, home.budgetKb * 1024),
    ]),
    ['total', kb(home.totalRaw), kb(home.totalGzip), ratio(home.totalGzip, home.budgetKb * 1024)],
  ]);
  printTable('Per-route JS budget table (gzipped; entry + modulepreloads + the page chunk and its imports)', [
    ['route', 'raw KB', 'gzip KB', 'budget KB', 'used'],
    ...results.map((r) => [
      r.route,
      kb(r.totalRaw),
      kb(r.totalGzip),
      String(r.budgetKb),
      ratio(r.totalGzip, r.budgetKb * 1024),
    ]),
  ]);
  console.log('');
  for (const r of results) console.log(verdict(r.route, r.totalGzip, r.budgetKb));
  const over = results.filter((r) => r.totalGzip > r.budgetKb * 1024);
  console.log(
    over.length === 0
      ? 'VERDICT: every route within its JS budget'
      : `VERDICT: ${over.length} route(s) OVER their JS budget`,
  );
  saveResult(
    'bundle',
    results.map(({ route, budgetKb, files, totalRaw, totalGzip }) => ({
      route,
      budgetKb,
      files,
      totalRaw,
      totalGzip,
    })),
  );
  if (over.length > 0) process.exitCode = 1;
}

main();

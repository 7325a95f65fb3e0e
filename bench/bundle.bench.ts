/**
 * Initial JavaScript of the home route: builds the web app, reads dist/index.html for the entry
 * module script and its modulepreload links, adds the lazily loaded home page chunk and what it
 * imports (from the build manifest), gzips each file (node:zlib, default level) and sums
 * them against the 170 KB budget (1 KB = 1024 bytes). Baseline: the budget.
 *
 *   npm run bench:bundle            BENCH_SKIP_BUILD=1 npm run bench:bundle
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildWebApp, ensureWebAppBuilt, saveResult, webDist } from './lib/repo.ts';
import { printTable, ratio } from './lib/table.ts';

const BUDGET_BYTES = 170 * 1024;
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

const HOME_PAGE_SOURCE = 'src/features/home/home-page.tsx';

/**
 * The home page module is loaded lazily, but the home route cannot render without it: follow the
 * build manifest from it through its static imports.
 */
export function homeRouteChunks(manifest: Record<string, { file: string; imports?: string[] }>): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.includes(`/${entry.file}`)) return;
    files.push(`/${entry.file}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(HOME_PAGE_SOURCE);
  return files;
}

function main() {
  if (process.env.BENCH_SKIP_BUILD) ensureWebAppBuilt();
  else buildWebApp();
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const entryScripts = initialScripts(html);
  if (entryScripts.length === 0) throw new Error(`no module script found in ${webDist}/index.html`);
  const manifestPath = path.join(webDist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with manifest: true`);
  const homeChunks = homeRouteChunks(JSON.parse(fs.readFileSync(manifestPath, 'utf8')));
  if (homeChunks.length === 0) throw new Error(`${HOME_PAGE_SOURCE} is not in the build manifest`);
  const scripts = [...new Set([...entryScripts, ...homeChunks.filter((file) => file.endsWith('.js'))])];

  const files = scripts.map((url) => {
    const content = fs.readFileSync(path.join(webDist, url.replace(/^\//, '')));
    return { url, raw: content.length, gzip: zlib.gzipSync(content).length };
  });
  const totalRaw = files.reduce((sum, file) => sum + file.raw, 0);
  const totalGzip = files.reduce((sum, file) => sum + file.gzip, 0);

  printTable('Initial JS of the home route (KB = 1024 bytes; baseline: 170 KB gzipped budget)', [
    ['file', 'raw KB', 'gzip KB', 'share of budget'],
    ...files.map((file) => [file.url, kb(file.raw), kb(file.gzip), ratio(file.gzip, BUDGET_BYTES)]),
    ['total', kb(totalRaw), kb(totalGzip), ratio(totalGzip, BUDGET_BYTES)],
    ['budget', '', kb(BUDGET_BYTES), '1.00x'],
  ]);
  console.log(`\ngzipped initial JS / budget: ${ratio(totalGzip, BUDGET_BYTES)}`);
  saveResult('bundle', { files, totalRaw, totalGzip, budgetBytes: BUDGET_BYTES });
}

main();

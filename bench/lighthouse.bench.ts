/**
 * First paint and findability (issue 24): Lighthouse 12 (mobile profile: simulated slow 4G and a 4x slower
 * CPU) against a started server (PGlite, demo catalog, built web app) in system Chromium, RUNS runs each of
 * the home page, a search results page, a video resource page and a collection page; the median of each
 * figure per page. Ends with one `lighthouse-bench …` line: the lowest category scores and the highest
 * LCP, CLS and TBT over the four pages. Not part of `npm test`.
 *
 *   npm run bench:lighthouse            BENCH_RUNS=5 npm run bench:lighthouse
 *   npm run bench:lighthouse -- --pages=player          the assignment player (issue 21) instead
 *   npm run bench:lighthouse -- --pages=public,player   both
 *
 * CHROME_PATH (or CHROMIUM_PATH) names the browser; /usr/bin/chromium by default. BENCH_VERBOSE=1 prints
 * each run's LCP element and the audits that did not pass.
 */
import fs from 'node:fs';
import { startBenchServer } from './lib/bench-server.ts';
import { type PlayerPage, playerPages } from './lib/player-pages.ts';
import { ensureAppBuilt, saveResult } from './lib/repo.ts';
import { median, printTable } from './lib/table.ts';
import { importBenchTool } from './lib/tools.ts';

// Installed on the first run into bench/tools/node_modules (docs/decisions/0072).
const chromeLauncher = await importBenchTool('chrome-launcher');
const { default: lighthouse } = await importBenchTool('lighthouse');
const { default: puppeteer } = await importBenchTool('puppeteer-core');

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
const PAGE_SETS = ['public', 'player'] as const;

/** `--pages=public,player`: which pages to audit (public, the issue 24 four, by default). */
function pageSets(argv: string[]): (typeof PAGE_SETS)[number][] {
  const arg = argv.find((a) => a.startsWith('--pages='));
  if (!arg) return ['public'];
  const sets = arg.slice('--pages='.length).split(',');
  for (const set of sets) {
    if (!(PAGE_SETS as readonly string[]).includes(set)) {
      throw new Error(`--pages takes ${PAGE_SETS.join(', ')} (comma-separated), not '${set}'.`);
    }
  }
  return sets as (typeof PAGE_SETS)[number][];
}

interface Figures {
  performance: number;
  accessibility: number;
  seo: number;
  'best-practices': number;
  fcpS: number;
  lcpS: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of the host CPU (its 4x slowdown assumes a desktop of 1,500–2,000; it warns below 1,000). */
  benchmarkIndex: number;
}

async function getJson<T>(url: string, apiKey: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${apiKey}` } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** The four pages, found in the demo catalog through the public API. */
async function pagesOf(url: string): Promise<PlayerPage[]> {
  const html = await (await fetch(`${url}/`)).text();
  const apiKey = /"apiKey":"([^"]+)"/.exec(html)?.[1];
  if (!apiKey) throw new Error('no apiKey in the homepage HTML');
  type Cards = { objects: { resource_code?: string; title: string; url: string; media_type?: string }[] };
  const videos = await getJson<Cards>(
    `${url}/api/v2/search/?q=&count=20&selected_facet=media_type:Video`,
    apiKey,
  );
  const video = videos.objects.find((card) => card.resource_code);
  if (!video) throw new Error('the demo catalog has no video');
  const collections = await getJson<Cards>(`${url}/api/v2/lm/homepage/collections/`, apiKey);
  const collection = collections.objects[0];
  if (!collection) throw new Error('the demo catalog has no homepage collection');
  const word = video.title.toLowerCase().match(/[a-z]{4,}/)?.[0] ?? 'water';
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: `/search/?q=${encodeURIComponent(word)}` },
    { name: 'video resource', path: `/resource/${video.resource_code}/` },
    { name: 'collection', path: new URL(collection.url, url).pathname },
  ];
}

/** Puts the page's cookies in the browser (Lighthouse keeps cookies between runs; it clears other storage). */
async function setCookies(port: number, url: string, cookies: PlayerPage['cookies']): Promise<void> {
  if (!cookies?.length) return;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie(
      ...cookies.map((cookie) => ({ ...cookie, domain: new URL(url).hostname, path: '/' })),
    );
  } finally {
    await browser.disconnect();
  }
}

async function audit(port: number, url: string, cookies?: PlayerPage['cookies']): Promise<Figures> {
  await setCookies(port, url, cookies);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // A page that sent the browser elsewhere (the error page) is not the page to measure.
  const landed = new URL(lhr.finalDisplayedUrl);
  if (landed.pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${landed.pathname}${landed.search}, not on the page asked for`);
  }
  if (process.env.BENCH_VERBOSE) {
    // What was measured and what held it back: the LCP element and the audits that did not pass.
    const lcp = lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { snippet?: string } }[] }[] }
      | undefined;
    console.log(`${url}: LCP element ${lcp?.items?.[0]?.items?.[0]?.node?.snippet ?? '?'}`);
    const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9);
    for (const a of failed) console.log(`  ${a.id}: ${a.score} ${a.displayValue ?? ''}`);
  }
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    'best-practices': score('best-practices'),
    fcpS: value('first-contentful-paint') / 1000,
    lcpS: value('largest-contentful-paint') / 1000,
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): that run is repeated. */
async function auditWithRetry(
  port: number,
  url: string,
  cookies?: PlayerPage['cookies'],
  attempts = 3,
): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, url, cookies);
    } catch (error) {
      if (attempt >= attempts || (error as Error).message.includes('not on the page asked for')) throw error;
      console.log(`retrying ${url}: ${(error as Error).message}`);
    }
  }
}

async function main() {
  if (!fs.existsSync(CHROME_PATH)) {
    throw new Error(`No Chromium at ${CHROME_PATH}: apt-get install chromium, or set CHROME_PATH.`);
  }
  const sets = pageSets(process.argv.slice(2));
  ensureAppBuilt();
  const server = await startBenchServer('pglite');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results: { page: string; path: string; figures: Figures }[] = [];
  try {
    const pages = [
      ...(sets.includes('public') ? await pagesOf(server.url) : []),
      ...(sets.includes('player') ? await playerPages(server.url, server.dataDir) : []),
    ];
    // One unmeasured visit per page first: images drawn on demand and the read cache are warm, as for
    // the second visitor of a running site.
    for (const page of pages) await fetch(`${server.url}${page.path}`);
    for (const page of pages) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await auditWithRetry(chrome.port, `${server.url}${page.path}`, page.cookies));
      const figures = Object.fromEntries(
        (Object.keys(runs[0] as Figures) as (keyof Figures)[]).map((key) => [
          key,
          median(runs.map((r) => r[key])),
        ]),
      ) as unknown as Figures;
      results.push({ page: page.name, path: page.path, figures });
      console.log(`measured ${page.name} (${page.path}), ${RUNS} runs`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  printTable(`Lighthouse 12, mobile profile, median of ${RUNS} runs`, [
    ['page', 'perf', 'a11y', 'seo', 'bp', 'FCP s', 'LCP s', 'CLS', 'TBT ms', 'host CPU'],
    ...results.map(({ page, figures: f }) => [
      page,
      String(f.performance),
      String(f.accessibility),
      String(f.seo),
      String(f['best-practices']),
      f.fcpS.toFixed(2),
      f.lcpS.toFixed(2),
      f.cls.toFixed(3),
      String(Math.round(f.tbtMs)),
      String(Math.round(f.benchmarkIndex)),
    ]),
  ]);
  saveResult('lighthouse', { runs: RUNS, results });
  const all = results.map((r) => r.figures);
  const min = (key: keyof Figures) => Math.min(...all.map((f) => f[key]));
  const max = (key: keyof Figures) => Math.max(...all.map((f) => f[key]));
  console.log(
    `lighthouse-bench pages=${results.length} perf_min=${min('performance')} a11y_min=${min('accessibility')} ` +
      `seo_min=${min('seo')} bp_min=${min('best-practices')} lcp_max_s=${max('lcpS').toFixed(2)} ` +
      `cls_max=${max('cls').toFixed(3)} tbt_max_ms=${Math.round(max('tbtMs'))} ` +
      `host_cpu_index=${Math.round(median(all.map((f) => f.benchmarkIndex)))}`,
  );
}

await main();

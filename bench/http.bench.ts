/**
 * Reads under load: autocannon against a started server (loopback only), on PGlite and on PostgreSQL, at
 * 50 and 100 concurrent connections. Per call: req/s, p50 and p99, against a static built asset measured in
 * the same run. Ends with one `http-bench …` line per database.
 *
 *   npm run bench:http                    npm run bench:http -- --db=pglite   BENCH_SECONDS=10 npm run bench:http
 *
 * Calls: a built script (baseline: the first script of a rendered page, served by @fastify/static); the homepage
 * and a resource page as the server renders them for a visitor (docs/decisions/0075) — these three asked as a
 * browser asks, accepting Brotli and gzip; one resource detail (a class
 * opening the same resource); the homepage's API calls in turn; one search asked again and again; a mix of
 * distinct searches (words, word pairs, filters, orders, pages — none asked twice); autocomplete prefixes asked in
 * turn. A reply slower than TIMEOUT_SECONDS counts as a time-out.
 */
import { SEARCH_FACET_NAMES, SEARCH_START_MAX } from '@lantern/shared';
import type { Result } from 'autocannon';
import { type BenchServer, startBenchServer } from './lib/bench-server.ts';
import { ensureAppBuilt, saveResult } from './lib/repo.ts';
import { printTable, ratio } from './lib/table.ts';
import { importBenchTool } from './lib/tools.ts';

// Installed on the first run into bench/tools/node_modules (docs/decisions/0072).
const { default: autocannon } = await importBenchTool('autocannon');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;
const TIMEOUT_SECONDS = 2;
const CONCURRENCY = [50, 100] as const;
const arg = process.argv.find((a) => a.startsWith('--db='))?.slice('--db='.length) ?? 'both';
const kinds = arg === 'both' ? (['pglite', 'postgres'] as const) : ([arg] as ['pglite' | 'postgres']);

interface Call {
  name: string;
  /** Whether it needs the API key. */
  api: boolean;
  /** Asked as a browser asks for a page or a file: with the encodings it accepts (the API calls without). */
  browser?: true;
  /** The i-th path to ask: one sequence shared by all connections, carried on from run to run. */
  path: (i: number) => string;
  next: number;
  /** Measured at this many connections only. */
  onlyAt?: number;
}

/** What Chromium and Firefox send: a page goes out compressed to every browser. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

const inTurn = (paths: string[]) => (i: number) => paths[i % paths.length] as string;

const facets = `facet_by=${SEARCH_FACET_NAMES.join(',')}`;
const searchPath = (q: string, extra = '', start = 0) =>
  `/api/v2/search/?q=${encodeURIComponent(q)}&start=${start}&count=10&${facets}${extra}`;

async function getJson<T>(url: string, apiKey: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${apiKey}` } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A small deterministic shuffle, so every run asks the same mix in the same order. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 42;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

async function callsFor(url: string): Promise<{ calls: Call[]; apiKey: string }> {
  const html = await (await fetch(`${url}/`)).text();
  const apiKey = /"apiKey":"([^"]+)"/.exec(html)?.[1];
  if (!apiKey) throw new Error('no apiKey in the homepage HTML');
  // The yardstick is a file, not a page: a page's own cost must show in its figures, not move the baseline
  // (the rendered homepage was the baseline once, and every ratio rose as it slowed down).
  const asset = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!asset) throw new Error('no built script in the homepage HTML: run "npm run build"');
  type Cards = { objects: { resource_code: string; title: string }[] };
  const featured = await getJson<Cards>(`${url}/api/v2/lm/homepage/resources/`, apiKey);
  const code = featured.objects[0]?.resource_code;
  if (!code) throw new Error('the demo catalog has no featured resource');
  const catalog = await getJson<Cards>(`${url}${searchPath('').replace('count=10', 'count=50')}`, apiKey);
  const words = [
    ...new Set(catalog.objects.flatMap((card) => card.title.toLowerCase().match(/[a-z]{4,}/g) ?? [])),
  ].slice(0, 60);
  const grades = ['k-2', '3-5', '6-8', '9-12'].map((g) => `&selected_facet=grades:${g}`);
  // A mix of distinct searches, asked in turn (each again once the turn comes round): words, word pairs, filters,
  // an order, a second page and the student view — what a crowd of classes asks in a few minutes.
  const mix: string[] = [];
  for (const [i, word] of words.entries()) {
    for (const extra of ['', ...grades, '&rank_by=newest', '&student=true'])
      mix.push(searchPath(word, extra));
    mix.push(searchPath(word, '', 10));
    const other = words[(i * 7 + 3) % words.length] as string;
    mix.push(searchPath(`${word} ${other}`));
  }
  // Searches never asked before (word pairs, then each pair's next page): what the cache cannot help.
  const pairs: string[] = [];
  for (const word of words) for (const other of words) if (other !== word) pairs.push(`${word} ${other}`);
  const novel = shuffled(pairs);
  const novelPath = (i: number) =>
    searchPath(novel[i % novel.length] as string, '', (10 * Math.floor(i / novel.length)) % SEARCH_START_MAX);
  const prefixes = [...new Set(words.flatMap((w) => [w.slice(0, 2), w.slice(0, 3), w.slice(0, 4)]))];
  return {
    apiKey,
    calls: [
      { name: 'static asset (baseline)', api: false, browser: true, next: 0, path: () => asset },
      { name: 'homepage HTML', api: false, browser: true, next: 0, path: () => '/' },
      {
        name: 'resource page HTML',
        api: false,
        browser: true,
        next: 0,
        path: () => `/resource/${encodeURIComponent(code)}/`,
      },
      {
        name: 'resource detail',
        api: true,
        next: 0,
        path: () => `/api/v2/resource/${encodeURIComponent(code)}/`,
      },
      {
        name: 'homepage calls',
        api: true,
        next: 0,
        path: inTurn([
          '/api/v2/hero-images/',
          '/api/v2/lm/homepage/resources/',
          '/api/v2/lm/homepage/series/',
          '/api/v2/lm/homepage/collections/',
          '/api/v2/get_adds/',
        ]),
      },
      { name: 'search, repeated', api: true, next: 0, path: () => searchPath(words[0] as string) },
      { name: `search, mix of ${mix.length}`, api: true, next: 0, path: inTurn(shuffled(mix)) },
      {
        name: `autocomplete, ${prefixes.length} prefixes`,
        api: true,
        next: 0,
        path: inTurn(
          shuffled(prefixes).map((p) => `/api/v2/search_autocomplete/?q=${encodeURIComponent(p)}`),
        ),
      },
      // Last, and at 50 connections only: it is slow enough to leave a queue behind.
      { name: 'search, never asked before', api: true, next: 0, path: novelPath, onlyAt: 50 },
    ],
  };
}

async function measure(url: string, call: Call, apiKey: string, connections: number, seconds: number) {
  const headers: Record<string, string> = call.api ? { authorization: `Bearer ${apiKey}` } : {};
  if (call.browser) headers['accept-encoding'] = BROWSER_ENCODINGS;
  return autocannon({
    url,
    connections,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    headers,
    requests: [
      {
        setupRequest: (request) => {
          request.path = call.path(call.next++);
          return request;
        },
      },
    ],
  });
}

const fixed = (value: number) => value.toFixed(0);

async function benchDatabase(kind: 'pglite' | 'postgres', server: BenchServer) {
  const { calls, apiKey } = await callsFor(server.url);
  // The first paths of each call answer 200 before any is timed, so the figures are not of error replies.
  for (const call of calls) {
    for (; call.next < 10; call.next++) {
      const path = call.path(call.next);
      const response = await fetch(`${server.url}${path}`, {
        headers: call.api ? { authorization: `Bearer ${apiKey}` } : {},
      });
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    }
  }
  const results = new Map<string, Result>();
  for (const connections of CONCURRENCY) {
    for (const call of calls) {
      if (call.onlyAt && call.onlyAt !== connections) continue;
      await measure(server.url, call, apiKey, 10, WARM_UP_SECONDS);
      results.set(
        `${call.name}@${connections}`,
        await measure(server.url, call, apiKey, connections, SECONDS),
      );
    }
  }
  const at = (index: number, connections: number) => results.get(`${calls[index]?.name}@${connections}`);
  for (const connections of CONCURRENCY) {
    const baseline = (at(0, connections) as Result).requests.average;
    printTable(
      `${kind}, ${connections} connections, ${SECONDS} s per call (baseline: a static built asset)`,
      [
        ['call', 'req/s', 'vs baseline', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'time-outs'],
        ...calls.flatMap((call, index) => {
          const r = at(index, connections);
          if (!r) return [];
          return [
            [
              call.name,
              fixed(r.requests.average),
              ratio(r.requests.average, baseline),
              fixed(r.latency.p50),
              fixed(r.latency.p99),
              String(r.non2xx),
              String(r.errors - r.timeouts),
              String(r.timeouts),
            ],
          ];
        }),
      ],
    );
  }
  const timeouts = (connections: number) =>
    calls.reduce((sum, _, index) => sum + (at(index, connections)?.timeouts ?? 0), 0);
  const c50 = (name: string) => results.get(`${name}@50`) as Result;
  const mix = calls.find((call) => call.name.startsWith('search, mix'))?.name as string;
  saveResult(`http-${kind}`, Object.fromEntries(results));
  return (
    `http-bench db=${kind} baseline_rps=${fixed(c50('static asset (baseline)').requests.average)} ` +
    `resource_rps=${fixed(c50('resource detail').requests.average)} ` +
    `resource_p99=${fixed(c50('resource detail').latency.p99)} ` +
    `homepage_rps=${fixed(c50('homepage calls').requests.average)} ` +
    `search_repeat_rps=${fixed(c50('search, repeated').requests.average)} ` +
    `search_mix_rps=${fixed(c50(mix).requests.average)} ` +
    `search_mix_p99=${fixed(c50(mix).latency.p99)} ` +
    `timeouts_c50=${timeouts(50)} timeouts_c100=${timeouts(100)} ` +
    `html_home_rps=${fixed(c50('homepage HTML').requests.average)} ` +
    `html_home_p99=${fixed(c50('homepage HTML').latency.p99)} ` +
    `html_resource_rps=${fixed(c50('resource page HTML').requests.average)} ` +
    `html_resource_p99=${fixed(c50('resource page HTML').latency.p99)}`
  );
}

async function main() {
  ensureAppBuilt();
  for (const kind of kinds) {
    console.log(`\nstarting the server on ${kind} (demo catalog)…`);
    const server = await startBenchServer(kind);
    try {
      const summary = await benchDatabase(kind, server);
      console.log(`\n${summary}`);
    } finally {
      await server.stop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

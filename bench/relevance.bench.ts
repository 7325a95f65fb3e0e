/**
 * Relevance benchmark (issue 23): the judged query set of bench/relevance-queries.json (written from the demo
 * library by bench/relevance-judgments.ts) against the seeded demo library on PGlite, through Lantern's search
 * service and through the naive Postgres full-text baseline (websearch_to_tsquery over titles and descriptions,
 * ts_rank order) in the same run. Prints nDCG@10, recall@10 and the zero-result rate per query class; the last
 * line is the summary:
 *   relevance-bench n=<queries> ndcg10= ndcg10_typo= recall10= zero_rate= baseline_ndcg10=
 * Run: npm run bench:relevance
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Orm } from '../apps/server/src/db/client.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { visibleResource } from '../apps/server/src/modules/cards/index.ts';
import { runSearch, searchCriteria } from '../apps/server/src/modules/search/search.service.ts';
import { seedDemoCatalogIfEmpty } from '../apps/server/src/seed/seed-demo-catalog.ts';
import { rawRows } from './lib/raw-rows.ts';
import { printTable } from './lib/table.ts';
import type { JudgedQuery } from './relevance-judgments.ts';

const K = 10;
const { queries } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'relevance-queries.json'), 'utf8'),
) as {
  queries: JudgedQuery[];
};

/** Lantern: parsed and checked like the route, then the service; a visitor's search. */
async function lanternTop(orm: Orm, q: string): Promise<{ codes: string[]; total: number }> {
  const criteria = searchCriteria(
    { q, count: K, start: 0 },
    { student: false, addOn: false, optOutOrganizationId: null },
  );
  const reply = await runSearch(orm, criteria, { nextUri: () => '' });
  return { codes: reply.objects.map((card) => card.resource_code), total: reply.meta.total };
}

/** The naive baseline: Postgres full text over each resource's own vector, ranked by ts_rank. */
async function baselineTop(orm: Orm, q: string): Promise<{ codes: string[]; total: number }> {
  const query = sql`websearch_to_tsquery('english'::regconfig, lantern_unaccent(${q}))`;
  const rows = await rawRows<{ resource_code: string; total: number }>(
    orm,
    sql`SELECT r.resource_code, count(*) OVER ()::int AS total FROM resources r
      WHERE ${visibleResource(sql`r`)} AND r.search_vector @@ ${query}
      ORDER BY ts_rank(r.search_vector, ${query}) DESC, r.popularity DESC, r.id LIMIT ${K}`,
  );
  return { codes: rows.map((row) => row.resource_code), total: rows[0]?.total ?? 0 };
}

/** nDCG@K with graded gains (2^grade − 1) and the ideal order of the judged grades. */
function ndcg(found: string[], relevant: Record<string, number>): number {
  const dcg = (grades: number[]) =>
    grades.slice(0, K).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg(Object.values(relevant).sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(found.map((code) => relevant[code] ?? 0)) / ideal;
}

/** Recall@K: the judged resources in the first K, out of all judged (at most K can be found). */
function recall(found: string[], relevant: Record<string, number>): number {
  const wanted = Object.keys(relevant);
  const hits = found.slice(0, K).filter((code) => code in relevant).length;
  return hits / Math.min(wanted.length, K);
}

interface Score {
  ndcg: number;
  recall: number;
  zero: number;
}
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

async function main() {
  const database = await openPglite({});
  await migrate(database);
  const started = performance.now();
  await seedDemoCatalogIfEmpty(database);
  console.log(`seeded the demo library in ${Math.round(performance.now() - started)} ms`);
  const orm = database.orm;
  const scores = new Map<string, { lantern: Score[]; baseline: Score[] }>();
  const misses: string[] = [];
  for (const query of queries) {
    const [mine, naive] = [await lanternTop(orm, query.q), await baselineTop(orm, query.q)];
    const entry = scores.get(query.class) ?? { lantern: [], baseline: [] };
    entry.lantern.push({
      ndcg: ndcg(mine.codes, query.relevant),
      recall: recall(mine.codes, query.relevant),
      zero: mine.total === 0 ? 1 : 0,
    });
    entry.baseline.push({
      ndcg: ndcg(naive.codes, query.relevant),
      recall: recall(naive.codes, query.relevant),
      zero: naive.total === 0 ? 1 : 0,
    });
    scores.set(query.class, entry);
    if (mine.total === 0) misses.push(`${query.class}: ${query.q}`);
  }
  await database.close();

  const f = (value: number) => value.toFixed(3);
  const rows = [
    [
      'class',
      'n',
      'ndcg@10',
      'recall@10',
      'zero rate',
      'baseline ndcg@10',
      'baseline recall@10',
      'baseline zero',
    ],
  ];
  const all = { lantern: [] as Score[], baseline: [] as Score[] };
  for (const [name, entry] of [...scores].sort()) {
    all.lantern.push(...entry.lantern);
    all.baseline.push(...entry.baseline);
    const of = (list: Score[], key: keyof Score) => f(mean(list.map((s) => s[key])));
    rows.push([
      name,
      String(entry.lantern.length),
      of(entry.lantern, 'ndcg'),
      of(entry.lantern, 'recall'),
      of(entry.lantern, 'zero'),
      of(entry.baseline, 'ndcg'),
      of(entry.baseline, 'recall'),
      of(entry.baseline, 'zero'),
    ]);
  }
  const overall = (list: Score[], key: keyof Score) => mean(list.map((s) => s[key]));
  rows.push([
    'all',
    String(all.lantern.length),
    f(overall(all.lantern, 'ndcg')),
    f(overall(all.lantern, 'recall')),
    f(overall(all.lantern, 'zero')),
    f(overall(all.baseline, 'ndcg')),
    f(overall(all.baseline, 'recall')),
    f(overall(all.baseline, 'zero')),
  ]);
  printTable(
    `Relevance: ${queries.length} judged queries on the demo library (PGlite), Lantern against naive full text`,
    rows,
  );
  if (misses.length) console.log(`\nno results (${misses.length}):\n  ${misses.join('\n  ')}`);
  const typo = scores.get('misspelled')?.lantern ?? [];
  console.log(
    `relevance-bench n=${queries.length} ndcg10=${f(overall(all.lantern, 'ndcg'))} ndcg10_typo=${f(overall(typo, 'ndcg'))} recall10=${f(overall(all.lantern, 'recall'))} zero_rate=${f(overall(all.lantern, 'zero'))} baseline_ndcg10=${f(overall(all.baseline, 'ndcg'))}`,
  );
}

await main();

import os from 'node:os';

/**
 * What every database benchmark (search, library, schools, lessons) shares: its command-line options, the two
 * clocks, percentiles, and the per-call row of the printed table. One place, so the benchmarks stay comparable.
 */

/** `--name=value` from the command line, else the fallback. */
export function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

export type BenchDb = 'pglite' | 'postgres';

/** The databases of `--db=pglite|postgres|both` (default both). */
export function databaseKinds(): BenchDb[] {
  const db = option('db', 'both');
  if (db === 'both') return ['pglite', 'postgres'];
  if (db !== 'pglite' && db !== 'postgres') throw new Error('--db must be pglite, postgres or both');
  return [db];
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Milliseconds for the table: two decimals below 10 ms, one above. */
export const ms = (value: number) =>
  Number.isNaN(value) ? 'n/a' : value < 10 ? value.toFixed(2) : value.toFixed(1);

/** Wall time of the call, in ms. */
export async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * This process's CPU time over the call, in ms. With PGlite the database runs in this process, so this is the
 * server's own work, which a busy machine (other processes on the same cores) does not inflate as it inflates
 * wall time.
 */
export async function cpuTime(work: () => Promise<unknown>): Promise<number> {
  const started = process.cpuUsage();
  await work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** The header of the per-call table (real path, its CPU time, the naive baseline). */
export function timingHeader(): string[] {
  return [
    'call',
    'runs',
    'p50',
    'p95',
    'p99',
    'cpu p50',
    'cpu p95',
    'baseline p50',
    'baseline p95',
    'p95 speedup',
  ];
}

/** One call's row under timingHeader(); '-' in the baseline columns for a call without a baseline. */
export function timingRow(name: string, times: number[], cpu: number[], naive: number[]): string[] {
  return [
    name,
    String(times.length),
    ms(percentile(times, 50)),
    ms(percentile(times, 95)),
    ms(percentile(times, 99)),
    ms(percentile(cpu, 50)),
    ms(percentile(cpu, 95)),
    naive.length ? ms(percentile(naive, 50)) : '-',
    naive.length ? ms(percentile(naive, 95)) : '-',
    naive.length ? `${(percentile(naive, 95) / percentile(times, 95)).toFixed(1)}x` : '-',
  ];
}

/** 'met' / 'NOT MET' for a p95 against its target ('n/a' when there is no figure, e.g. CPU time on PostgreSQL). */
export function targetMet(value: number, target: number): string {
  return Number.isNaN(value) ? 'n/a' : value <= target ? 'met' : 'NOT MET';
}

/** Prints the 1-minute load average (a busy machine inflates wall times) and returns it. */
export function printLoad(): number | undefined {
  const [load] = os.loadavg();
  console.log(`load average during the run: ${load?.toFixed(1)} on ${os.cpus().length} cores`);
  return load;
}

/** Runs the benchmark on each database in turn, then prints each database's summary line. */
export async function runOnEach(
  kinds: BenchDb[],
  benchOne: (kind: BenchDb) => Promise<string>,
): Promise<void> {
  const summaries: string[] = [];
  for (const kind of kinds) summaries.push(await benchOne(kind));
  console.log('');
  for (const line of summaries) console.log(line);
}

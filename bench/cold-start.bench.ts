/**
 * Cold start: `node --import tsx apps/server/src/main.ts` (what `npm start` runs after building)
 * until the first 200 from /healthz, on a fresh data dir (creates, migrates and seeds the embedded
 * database) versus an existing one (opens it). Baseline: fresh data dir. Besides the wall time, the
 * server process's CPU time until then (Linux: /proc/<pid>/stat), which a busy machine inflates less.
 *
 *   npm run bench:cold-start            BENCH_RUNS=7 npm run bench:cold-start
 *   BENCH_READY_TIMEOUT_MS=300000 npm run bench:cold-start      a slow machine
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebAppBuilt, repoRoot, saveResult } from './lib/repo.ts';
import { freePort, stopProcess, waitForOk } from './lib/server-process.ts';
import { median, printTable, ratio } from './lib/table.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const READY_TIMEOUT_MS = Number(process.env.BENCH_READY_TIMEOUT_MS ?? 120_000);

interface Start {
  /** Wall milliseconds from spawn to the first healthy reply. */
  ms: number;
  /** The server process's user + system CPU milliseconds by then (NaN where /proc is missing). */
  cpuMs: number;
}

/** utime + stime of a process in milliseconds (Linux; USER_HZ is 100 there), NaN elsewhere. */
function cpuMilliseconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Starts the server on dataDir and measures spawn to the first healthy reply. */
async function timeStart(dataDir: string): Promise<Start> {
  const port = await freePort();
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  try {
    await waitForOk(`http://127.0.0.1:${port}/healthz`, child, () => output, {
      timeoutMs: READY_TIMEOUT_MS,
      pollMs: 5,
    });
    return { ms: performance.now() - started, cpuMs: cpuMilliseconds(child.pid) };
  } finally {
    await stopProcess(child);
  }
}

async function main() {
  ensureWebAppBuilt();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-bench-cold-'));
  try {
    const existingDir = path.join(scratch, 'existing');
    await timeStart(existingDir); // creates and migrates it once; not counted

    const fresh: Start[] = [];
    const existing: Start[] = [];
    // Interleave the two so drift on the machine affects both alike.
    for (let run = 0; run < RUNS; run++) {
      fresh.push(await timeStart(path.join(scratch, `fresh-${run}`)));
      existing.push(await timeStart(existingDir));
      console.log(
        `run ${run + 1}/${RUNS}: fresh ${fresh.at(-1)?.ms.toFixed(0)} ms, existing ${existing.at(-1)?.ms.toFixed(0)} ms ` +
          `(load average ${os.loadavg()[0]?.toFixed(1)})`,
      );
    }

    const baseline = median(fresh.map((start) => start.ms));
    const row = (name: string, starts: Start[]) => {
      const values = starts.map((start) => start.ms);
      return [
        name,
        String(values.length),
        Math.min(...values).toFixed(0),
        median(values).toFixed(0),
        Math.max(...values).toFixed(0),
        ratio(median(values), baseline),
        median(starts.map((start) => start.cpuMs)).toFixed(0),
      ];
    };
    printTable(`Cold start to first /healthz 200 (ms, ${RUNS} runs each; baseline: fresh data dir)`, [
      ['data dir', 'runs', 'min', 'median', 'max', 'median vs fresh', 'median CPU ms'],
      row('fresh (create, migrate, seed)', fresh),
      row('existing (open)', existing),
    ]);
    const existingMedian = median(existing.map((start) => start.ms));
    console.log(`\nexisting/fresh (median): ${ratio(existingMedian, baseline)}`);
    saveResult('cold-start', {
      runs: RUNS,
      freshMs: fresh.map((start) => start.ms),
      existingMs: existing.map((start) => start.ms),
      freshCpuMs: fresh.map((start) => start.cpuMs),
      existingCpuMs: existing.map((start) => start.cpuMs),
    });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();

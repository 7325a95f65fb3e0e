/**
 * Cold start: `node --import tsx apps/server/src/main.ts` (what `npm start` runs after building)
 * until the first 200 from /healthz, on a fresh data dir (creates, migrates and seeds the embedded
 * database) versus an existing one (opens it). Baseline: fresh data dir.
 *
 *   npm run bench:cold-start            BENCH_RUNS=7 npm run bench:cold-start
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebAppBuilt, repoRoot, saveResult } from './lib/repo.ts';
import { freePort, stopProcess, waitForOk } from './lib/server-process.ts';
import { median, printTable, ratio } from './lib/table.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const READY_TIMEOUT_MS = 120_000;

/** Starts the server on dataDir and returns milliseconds from spawn to the first healthy reply. */
async function timeStart(dataDir: string): Promise<number> {
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
    return performance.now() - started;
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

    const fresh: number[] = [];
    const existing: number[] = [];
    // Interleave the two so drift on the machine affects both alike.
    for (let run = 0; run < RUNS; run++) {
      fresh.push(await timeStart(path.join(scratch, `fresh-${run}`)));
      existing.push(await timeStart(existingDir));
    }

    const baseline = median(fresh);
    const row = (name: string, values: number[]) => [
      name,
      String(values.length),
      Math.min(...values).toFixed(0),
      median(values).toFixed(0),
      Math.max(...values).toFixed(0),
      ratio(median(values), baseline),
    ];
    printTable(`Cold start to first /healthz 200 (ms, ${RUNS} runs each; baseline: fresh data dir)`, [
      ['data dir', 'runs', 'min', 'median', 'max', 'median vs fresh'],
      row('fresh (create, migrate, seed)', fresh),
      row('existing (open)', existing),
    ]);
    console.log(`\nexisting/fresh (median): ${ratio(median(existing), baseline)}`);
    saveResult('cold-start', { runs: RUNS, freshMs: fresh, existingMs: existing });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();

/**
 * Cold start: until the first 200 from /healthz, the server started as `npm start` starts it.
 * - `node --import tsx apps/server/src/main.ts` (what `npm start` runs after building) on a fresh data dir
 *   started from the prepared demo database that `npm run build` makes (docs/decisions/0072), on a fresh
 *   data dir created, migrated and seeded at start (DEMO_SNAPSHOT_DIR empty, the baseline: what every
 *   first start did before), and on an existing one (opened). Besides the wall time, the server process's
 *   CPU time until then (Linux: /proc/<pid>/stat), which a busy machine inflates less.
 * - `npm start` itself on a fresh data dir, sources unchanged since the last build: what a second
 *   `npm start` costs (the build checks find nothing to do), npm's own start-up included.
 * - BENCH_FRESH_CLONE=1 adds one `npm start` as on a fresh clone: the web app built again
 *   (LANTERN_FORCE_BUILD) and the demo database made into an empty DEMO_SNAPSHOT_DIR, then served.
 *   `npm install` is not measured here (docs/decisions/0072 says how to time it).
 *
 *   npm run bench:cold-start            BENCH_RUNS=7 npm run bench:cold-start
 *   BENCH_READY_TIMEOUT_MS=300000 npm run bench:cold-start      a slow machine
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureAppBuilt, repoRoot, saveResult } from './lib/repo.ts';
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

/**
 * Starts the server on dataDir and measures spawn to the first healthy reply: `main.ts` directly, or
 * through `npm start` (its own process group, stopped whole; CPU time not counted: it is spread over
 * npm, the build checks and the server).
 */
async function timeStart(
  dataDir: string,
  env: Record<string, string>,
  how: 'main' | 'npm start' = 'main',
): Promise<Start> {
  const port = await freePort();
  let output = '';
  const started = performance.now();
  const [command, args] =
    how === 'main'
      ? [process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts']]
      : ['npm', ['start', '--silent']];
  const child = spawn(command, args, {
    cwd: repoRoot,
    detached: how !== 'main',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
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
    const ms = performance.now() - started;
    return { ms, cpuMs: how === 'main' ? cpuMilliseconds(child.pid) : Number.NaN };
  } finally {
    if (how === 'main') await stopProcess(child);
    else await stopGroup(child);
  }
}

/** SIGTERM to the process group of a detached child (npm and the server it started), then waits. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // the group is gone
    }
  };
  signal('SIGTERM');
  const kill = setTimeout(() => signal('SIGKILL'), 15_000);
  await exited;
  clearTimeout(kill);
  // The server may outlive npm by a moment; its group gets the same signal.
  await new Promise((resolve) => setTimeout(resolve, 200));
  signal('SIGKILL');
}

async function main() {
  ensureAppBuilt();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-bench-cold-'));
  try {
    const existingDir = path.join(scratch, 'existing');
    await timeStart(existingDir, {}); // creates it once; not counted

    const kinds = [
      { name: 'fresh, from the prepared demo database', starts: [] as Start[], env: {} },
      { name: 'fresh, migrate and seed (baseline)', starts: [] as Start[], env: { DEMO_SNAPSHOT_DIR: '' } },
      { name: 'existing (open)', starts: [] as Start[], env: {} },
      { name: 'npm start, sources unchanged, fresh', starts: [] as Start[], env: {} },
    ] as const;
    const [prepared, seeding, existing, npmStart] = kinds;
    // Interleave them so drift on the machine affects all alike.
    for (let run = 0; run < RUNS; run++) {
      prepared.starts.push(await timeStart(path.join(scratch, `fresh-${run}`), prepared.env));
      seeding.starts.push(await timeStart(path.join(scratch, `seeding-${run}`), seeding.env));
      existing.starts.push(await timeStart(existingDir, existing.env));
      npmStart.starts.push(await timeStart(path.join(scratch, `npm-${run}`), npmStart.env, 'npm start'));
      console.log(
        `run ${run + 1}/${RUNS}: ${kinds.map((kind) => `${kind.name} ${kind.starts.at(-1)?.ms.toFixed(0)} ms`).join(', ')} ` +
          `(load average ${os.loadavg()[0]?.toFixed(1)})`,
      );
    }

    let freshClone: Start | undefined;
    if (process.env.BENCH_FRESH_CLONE) {
      const snapshots = path.join(scratch, 'no-demo-database-yet');
      fs.mkdirSync(snapshots);
      freshClone = await timeStart(
        path.join(scratch, 'fresh-clone'),
        { DEMO_SNAPSHOT_DIR: snapshots, LANTERN_FORCE_BUILD: '1' },
        'npm start',
      );
      console.log(
        `npm start as on a fresh clone (builds the web app and the demo database, then serves): ` +
          `${freshClone.ms.toFixed(0)} ms (load average ${os.loadavg()[0]?.toFixed(1)})`,
      );
    }

    const medianMs = (starts: Start[]) => median(starts.map((start) => start.ms));
    const baseline = medianMs(seeding.starts);
    printTable(
      `Cold start to first /healthz 200 (ms, ${RUNS} runs each; baseline: fresh, migrate and seed)`,
      [
        ['data dir', 'runs', 'min', 'median', 'max', 'median vs baseline', 'median CPU ms'],
        ...kinds.map(({ name, starts }) => {
          const values = starts.map((start) => start.ms);
          return [
            name,
            String(values.length),
            Math.min(...values).toFixed(0),
            medianMs(starts).toFixed(0),
            Math.max(...values).toFixed(0),
            ratio(medianMs(starts), baseline),
            Number.isNaN(starts[0]?.cpuMs) ? '' : median(starts.map((start) => start.cpuMs)).toFixed(0),
          ];
        }),
      ],
    );
    console.log(
      `\ncold-start runs=${RUNS} fresh_ms=${medianMs(prepared.starts).toFixed(0)} ` +
        `fresh_seeding_ms=${baseline.toFixed(0)} existing_ms=${medianMs(existing.starts).toFixed(0)} ` +
        `npm_start_ms=${medianMs(npmStart.starts).toFixed(0)}` +
        (freshClone ? ` fresh_clone_npm_start_ms=${freshClone.ms.toFixed(0)}` : '') +
        ` load=${os.loadavg()[0]?.toFixed(1)}`,
    );
    saveResult('cold-start', {
      runs: RUNS,
      freshCloneNpmStartMs: freshClone?.ms,
      ...Object.fromEntries(
        kinds.map(({ name, starts }) => [
          name,
          { ms: starts.map((s) => s.ms), cpuMs: starts.map((s) => s.cpuMs) },
        ]),
      ),
    });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  adminQuery,
  startThrowawayCluster,
  withDatabase,
} from '../../apps/server/src/test/postgres-cluster.ts';
import { repoRoot } from './repo.ts';
import { freePort, stopProcess, waitForOk } from './server-process.ts';

/**
 * A real server process for the HTTP benchmark (`node --import tsx apps/server/src/main.ts`, what `npm start`
 * runs after building) on loopback, seeded with the demo catalog on start: PGlite in a temp DATA_DIR, or
 * PostgreSQL — a new database on DATABASE_URL when given, else a throwaway cluster like the API tests use.
 */
export interface BenchServer {
  url: string;
  /** The server's DATA_DIR (its mail outbox is DATA_DIR/outbox). */
  dataDir: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 180_000;

/** One server process (`nodeArgs` before the script, e.g. --cpu-prof); resolves once /healthz answers. */
export async function spawnServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitForOk(`${url}/healthz`, child, () => output, { timeoutMs: READY_TIMEOUT_MS, pollMs: 50 });
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, child };
}

export async function startBenchServer(kind: 'pglite' | 'postgres'): Promise<BenchServer> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `lantern-bench-http-${kind}-`));
  const removeScratch = () => fs.rmSync(scratch, { recursive: true, force: true });
  if (kind === 'pglite') {
    const { url, child } = await spawnServer({ DATA_DIR: scratch, DATABASE_URL: '' }).catch((error) => {
      removeScratch();
      throw error;
    });
    return {
      url,
      dataDir: scratch,
      stop: async () => {
        await stopProcess(child);
        removeScratch();
      },
    };
  }
  const cluster = process.env.DATABASE_URL ? null : await startThrowawayCluster('lantern-bench-http-pg-');
  const adminUrl = process.env.DATABASE_URL || (cluster?.url as string);
  const name = `lantern_http_bench_${Date.now().toString(36)}`;
  const dispose = async () => {
    if (cluster) await cluster.stop();
    else await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    removeScratch();
  };
  try {
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const { url, child } = await spawnServer({
      DATA_DIR: scratch,
      DATABASE_URL: withDatabase(adminUrl, name),
    });
    return {
      url,
      dataDir: scratch,
      stop: async () => {
        await stopProcess(child);
        await dispose();
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

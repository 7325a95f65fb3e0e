/**
 * A fresh, migrated database for the search benchmark: in-memory PGlite, or PostgreSQL — a new database
 * on DATABASE_URL when given (the user must be allowed to CREATE DATABASE), else a throwaway cluster in a
 * temp dir (initdb as the postgres user when running as root, as the API tests do). Dropped afterwards.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';

const run = promisify(execFile);

export interface BenchDatabase {
  database: Database;
  dispose(): Promise<void>;
}

export async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const database = await openPglite({});
    await migrate(database);
    return { database, dispose: () => database.close() };
  }
  const cluster = process.env.DATABASE_URL ? null : await startThrowawayCluster();
  const adminUrl = process.env.DATABASE_URL || (cluster?.url as string);
  const name = `lantern_search_bench_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  await migrate(database);
  return {
    database,
    dispose: async () => {
      await database.close();
      if (cluster) return cluster.stop();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function postgresBinaries(): string {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin', '/usr/local/bin', '/usr/bin'];
  const found = candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')));
  if (!found) {
    throw new Error('No PostgreSQL server binaries (initdb): set PG_BIN, or DATABASE_URL to a server.');
  }
  return found;
}

async function startThrowawayCluster() {
  const bin = postgresBinaries();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-search-bench-pg-'));
  const dataDir = path.join(dir, 'data');
  const asOwner = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  fs.chmodSync(dir, 0o700);
  const port = await freePort();
  await asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Durability off: the benchmark measures reads, and loading 100k rows should not wait on fsync.
  const options = [`-p ${port}`, '-h 127.0.0.1', `-k ${dir}`, '-c fsync=off', '-c synchronous_commit=off'];
  await asOwner('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    options.join(' '),
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

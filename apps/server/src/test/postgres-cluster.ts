/**
 * A throwaway PostgreSQL cluster in a temp dir, and the admin helpers to make databases on a server:
 * shared by the api-postgres test setup, the test databases and the search benchmark.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function findPostgresBinaries(): string {
  const candidates = [
    process.env.PG_BIN,
    '/usr/lib/postgresql/15/bin',
    ...listVersionDirs('/usr/lib/postgresql'),
    '/usr/local/bin',
    '/usr/bin',
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find(
    (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
  if (!found) {
    throw new Error(
      'A throwaway PostgreSQL cluster (the api-postgres tests, the search benchmark) needs server binaries (initdb, pg_ctl) and none were found. ' +
        'Install PostgreSQL 15 server binaries (apt-get install -y postgresql-15), set PG_BIN to their ' +
        'directory, or set TEST_DATABASE_URL to a server where this user may CREATE DATABASE.',
    );
  }
  return found;
}

function listVersionDirs(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .sort()
    .reverse()
    .map((version) => path.join(root, version, 'bin'));
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

/** A PostgreSQL cluster in a temp dir, owned by the postgres user when we are root (initdb refuses root). */
export async function startThrowawayCluster(tempPrefix = 'lantern-pg-') {
  const bin = findPostgresBinaries();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), tempPrefix));
  const dataDir = path.join(dir, 'data');
  const asOwner = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']).catch(() => {
      throw new Error('Running as root needs a "postgres" system user to own the throwaway cluster.');
    });
    const uid = Number(stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  fs.chmodSync(dir, 0o700);
  const port = await freePort();
  try {
    await asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const serverOptions = [
      `-p ${port}`,
      '-h 127.0.0.1',
      `-k ${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ');
    await asOwner('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      serverOptions,
      'start',
    ]);
  } catch (error) {
    const log = fs.existsSync(path.join(dir, 'server.log'))
      ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8')
      : '';
    fs.rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`Could not start the throwaway PostgreSQL cluster: ${stderr || String(error)}\n${log}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

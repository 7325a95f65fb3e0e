import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import type { TestDatabaseKind } from './test-database.ts';

const run = promisify(execFile);

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a dump of a migrated PGlite data directory (api-pglite). */
    pgliteTemplatePath: string;
    /** A PostgreSQL URL allowed to CREATE DATABASE, and the migrated template to copy (api-postgres). */
    postgres: { adminUrl: string; template: string };
  }
}

/**
 * Runs once per API project before any test file: prepares a migrated template database that every
 * test file copies (PGlite: a data-directory dump; PostgreSQL: a template database, on a
 * throwaway cluster unless TEST_DATABASE_URL or DATABASE_URL names a server).
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env.LANTERN_TEST_DATABASE as TestDatabaseKind | undefined;
  if (kind === 'pglite') return setupPglite(project);
  if (kind === 'postgres') return setupPostgres(project);
  throw new Error(`Project ${project.name}: LANTERN_TEST_DATABASE must be "pglite" or "postgres".`);
}

async function setupPglite(project: TestProject) {
  const database = await openPglite({});
  await migrate(database);
  const client = (database.orm as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const cluster = given ? null : await startThrowawayCluster();
  const adminUrl = given ?? (cluster?.url as string);
  const template = `lantern_template_${process.pid}_${Date.now().toString(36)}`;
  try {
    await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
    const database = await openPostgres(withDatabase(adminUrl, template), 1);
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await cluster?.stop();
    throw error;
  }
  project.provide('postgres', { adminUrl, template });
  return async () => {
    if (cluster) return cluster.stop();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

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
      'The api-postgres tests need PostgreSQL server binaries (initdb, pg_ctl) and none were found. ' +
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
async function startThrowawayCluster() {
  const bin = findPostgresBinaries();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-pg-'));
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

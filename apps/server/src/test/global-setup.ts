import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { adminQuery, startThrowawayCluster, withDatabase } from './postgres-cluster.ts';
import type { TestDatabaseKind } from './test-database.ts';

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

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { DEFAULT_DEMO_SNAPSHOT_DIR } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { seedDemoDatabase, writeDemoSnapshot } from '../seed/demo-snapshot.ts';
import { adminQuery, withDatabase } from './postgres-cluster.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which database this project runs on (set per Vitest project in vitest.config.ts). */
export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.LANTERN_TEST_DATABASE;
  if (kind !== 'pglite' && kind !== 'postgres') {
    throw new Error('Run the API tests through a Vitest project: --project api-pglite or api-postgres.');
  }
  return kind;
}

const cleanups: (() => Promise<void>)[] = [];

/** Closes every database this test file opened (and drops the PostgreSQL copies). */
export async function closeTestDatabases(): Promise<void> {
  // The next test file (the API projects share one module graph across files) opens a copy of its own.
  fileDatabase = undefined;
  const pending = cleanups.splice(0).reverse();
  for (const cleanup of pending) await cleanup().catch(() => {});
}

function databaseName(): string {
  return `lantern_test_${process.pid}_${randomBytes(5).toString('hex')}`;
}

let pgliteTemplate: Buffer | undefined;
let demoSnapshot: Promise<Buffer> | undefined;

/**
 * The prepared demo database of the current sources (seed/demo-snapshot.ts): the one `npm run build` made (the
 * build stage of `npm test` runs before the API suites), else made here once and kept there for the next file and
 * run. Its sources are the server's, so a test run never reads one made from other code.
 */
export function demoSnapshotDump(): Promise<Buffer> {
  demoSnapshot ??= writeDemoSnapshot(DEFAULT_DEMO_SNAPSHOT_DIR).then((made) => fs.readFileSync(made.file));
  return demoSnapshot;
}

/**
 * A database of its own for the caller: a copy of the migrated template, or (migrated: false)
 * an empty one. It is closed (and on PostgreSQL dropped) after the test file.
 */
export type TestDatabase = Database & {
  /** PostgreSQL only: the copy's URL, and a second pool on it (as another process would have). */
  url?: string;
  openAnotherPool?: (poolSize?: number) => Promise<Database>;
};

export async function openTestDatabase(
  options: { migrated?: boolean; poolSize?: number } = {},
): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  if (testDatabaseKind() === 'pglite') {
    if (migrated) pgliteTemplate ??= fs.readFileSync(inject('pgliteTemplatePath'));
    const database = await openPglite(migrated ? { loadDataDir: new Blob([pgliteTemplate as Buffer]) } : {});
    cleanups.push(() => database.close());
    return database;
  }
  const { adminUrl, template } = inject('postgres');
  const name = databaseName();
  await createDatabaseWithRetry(
    adminUrl,
    `CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${template}` : ''}`,
  );
  const url = withDatabase(adminUrl, name);
  const databases: Database[] = [];
  cleanups.push(async () => {
    for (const database of databases) await database.close().catch(() => {});
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  const open = async (poolSize = options.poolSize ?? 5) => {
    const database = await openPostgres(url, poolSize);
    databases.push(database);
    return database;
  };
  const database = await open();
  return Object.assign(database, { url, openAnotherPool: open });
}

/** Two copies of one template at the same instant can collide ("source database is being accessed"). */
async function createDatabaseWithRetry(adminUrl: string, sql: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(adminUrl, sql);
      return;
    } catch (error) {
      const busy = /being accessed by other users/.test(String(error));
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * A database of its own holding what a first start seeds (migrations, stations without their events, the NCES
 * sample, the standards and the demo library with its search documents and caption index). PGlite: a copy of the
 * prepared demo database, a few seconds instead of seeding (`seed-demo-catalog.test.ts` proves the two alike);
 * PostgreSQL: the migrated copy, seeded the same way.
 */
export async function openDemoTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const database = await openPglite({ loadDataDir: new Blob([await demoSnapshotDump()]) });
    cleanups.push(() => database.close());
    return database;
  }
  const database = await openTestDatabase();
  await seedDemoDatabase(database);
  return database;
}

let fileDatabase: Promise<Database> | undefined;

/** The test file's own migrated copy, shared by the apps the file builds (tests make their own rows). */
export function sharedTestDatabase(): Promise<Database> {
  fileDatabase ??= openTestDatabase();
  return fileDatabase;
}

export function resetSharedTestDatabase() {
  fileDatabase = undefined;
}

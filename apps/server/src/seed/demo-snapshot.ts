import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, PGLITE_EXTENSIONS, pgliteDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { queryRow } from '../db/sql-rows.ts';
import { seedSchools } from '../modules/schools/index.ts';
import { demoSnapshotFile } from './demo-snapshot-key.ts';
import { type SeedLog, seedDemoCatalogIfEmpty } from './seed-demo-catalog.ts';
import { seedStations } from './stations/seed-stations.ts';

/**
 * The prepared demo database (docs/decisions/0072). A first start on an empty embedded data dir used to spend most
 * of its time creating the database, migrating it and seeding the reference data and the demo library, the same
 * work on every machine. `npm run build` (which `npm start` runs) now does that work once, into a PGlite
 * data-directory dump named after the sources it was made from (`demoSnapshotKey`); a first start loads it instead.
 *
 * - It is loaded only into a data dir that holds no database yet (db/open.ts checks, and PGlite refuses otherwise),
 *   and only when its key matches the sources the server runs now; otherwise the start migrates and seeds as before.
 * - Migrations and seeds still run after loading it; with the same sources they find nothing to do.
 * - It holds nothing that belongs to one installation: no users, sessions, API keys or server secrets (checked
 *   before it is written; the server makes those at its first start), and no station events, which are dated from
 *   the day a data dir is first started (`seedStationEvents`).
 * - Files are not in it: the demo media are copied and the posters drawn at start, as before.
 */

export { demoSnapshotFile, demoSnapshotKey, findDemoSnapshot } from './demo-snapshot-key.ts';

/**
 * What a first start writes into an empty database, in its order: migrations, stations (without their events),
 * the NCES sample, the standards and the demo library with its search documents and caption index.
 */
export async function seedDemoDatabase(database: Database, log?: SeedLog): Promise<void> {
  await migrate(database);
  await seedStations(database.orm, { events: false });
  await seedSchools(database.orm);
  await seedDemoCatalogIfEmpty(database, log);
}

/** Refuses a database that holds anything one installation must not share with another. */
async function assertNothingOfOneInstallation(database: Database): Promise<void> {
  const row = await queryRow(
    database.orm,
    z.object({ found: z.coerce.number() }),
    sql`SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM sessions) + (SELECT count(*) FROM api_keys)
      + (SELECT count(*) FROM server_secrets) + (SELECT count(*) FROM station_events) AS found`,
  );
  if (row?.found !== 0) {
    throw new Error(
      'the demo snapshot would hold users, sessions, API keys, server secrets or station events',
    );
  }
}

export interface DemoSnapshotResult {
  file: string;
  /** false: a snapshot of the current sources was there already. */
  written: boolean;
  bytes: number;
  milliseconds: number;
}

/**
 * Makes the snapshot of the current sources in `dir` unless it is there, and removes older ones. Seeds an
 * in-memory database (its write-ahead log kept small, so the dump is mostly data), checks it, dumps it uncompressed
 * (loading is faster than unpacking gzip) and renames the file into place, so a reader never sees half of one.
 */
export async function writeDemoSnapshot(
  dir: string,
  options: {
    log?: SeedLog;
    /** Tests pass a smaller one. */
    seed?: (database: Database) => Promise<void>;
    /** A data-directory dump to seed on instead of a new database (tests: the migrated template). */
    from?: Blob;
  } = {},
): Promise<DemoSnapshotResult> {
  const seed = options.seed ?? ((database: Database) => seedDemoDatabase(database, options.log));
  const started = performance.now();
  const file = demoSnapshotFile(dir);
  const elapsed = () => Math.round(performance.now() - started);
  if (fs.existsSync(file))
    return { file, written: false, bytes: fs.statSync(file).size, milliseconds: elapsed() };
  const client = await PGlite.create('memory://', {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: options.from,
    startParams: [...PGlite.defaultStartParams, '-c', 'max_wal_size=32MB', '-c', 'min_wal_size=32MB'],
  });
  let dump: Blob;
  try {
    const database = pgliteDatabase(client);
    await seed(database);
    await assertNothingOfOneInstallation(database);
    await client.exec('CHECKPOINT');
    dump = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  fs.mkdirSync(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temporary, file);
  for (const name of fs.readdirSync(dir)) {
    if (/^demo-[0-9a-f]+\.tar$/.test(name) && path.join(dir, name) !== file) fs.rmSync(path.join(dir, name));
  }
  return { file, written: true, bytes: dump.size, milliseconds: elapsed() };
}

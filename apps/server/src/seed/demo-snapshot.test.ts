import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { serverSecrets } from '../db/schema.ts';
import { seedSchools } from '../modules/schools/index.ts';
import { demoSnapshotDump } from '../test/test-database.ts';
import { demoSnapshotFile, demoSnapshotKey, findDemoSnapshot, writeDemoSnapshot } from './demo-snapshot.ts';
import { seedDemoCatalogIfEmpty } from './seed-demo-catalog.ts';
import { seedStationEvents, seedStations } from './stations/seed-stations.ts';
import { eventStart, STATION_EVENTS } from './stations/station-events.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-demo-snapshot-test-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

async function count(database: Database, table: string): Promise<number> {
  return database.withConnection(
    async (connection) =>
      (await connection.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? -1,
  );
}

/** The migrated test template, standing in for a prepared demo database where its content does not matter. */
function migrated(): Blob {
  return new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]);
}

/** A data dir's database opened as `npm start` opens it, offered `dump` if it has none yet. */
function open(dataDir: string, dump: () => Blob | undefined) {
  return openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }), { initialDump: dump });
}

describe('the prepared demo database', () => {
  it('is named after its sources: the lockfile and the server and shared code count, tests do not', () => {
    const root = path.join(scratch, 'sources');
    write(path.join(root, 'package-lock.json'), '{}');
    write(path.join(root, 'apps/server/src/seed/one.ts'), 'export const one = 1;');
    write(path.join(root, 'apps/server/src/db/migrations/0001_a.sql'), 'CREATE TABLE a ();');
    write(path.join(root, 'apps/server/src/seed/one.test.ts'), 'test');
    write(path.join(root, 'apps/server/src/test/factories/a.ts'), 'helper');
    write(path.join(root, 'packages/shared/src/index.ts'), 'export {};');
    const key = demoSnapshotKey(root);
    expect(key).toMatch(/^[0-9a-f]{20}$/);

    write(path.join(root, 'apps/server/src/seed/one.test.ts'), 'another test');
    write(path.join(root, 'apps/server/src/test/factories/a.ts'), 'another helper');
    expect(demoSnapshotKey(root)).toBe(key);

    const changes: [string, string][] = [
      ['apps/server/src/db/migrations/0002_b.sql', 'CREATE TABLE b ();'],
      ['apps/server/src/seed/one.ts', 'export const one = 2;'],
      ['packages/shared/src/index.ts', 'export const two = 2;'],
      ['package-lock.json', '{ "lockfileVersion": 3 }'],
    ];
    const keys = new Set([key]);
    for (const [file, text] of changes) {
      write(path.join(root, file), text);
      keys.add(demoSnapshotKey(root));
    }
    expect(keys.size).toBe(changes.length + 1);
  });

  it('is loaded only into a data dir without a database, never over one', async () => {
    const dataDir = path.join(scratch, 'data');
    let asked = 0;
    const dump = () => {
      asked++;
      return migrated();
    };

    const first = await open(dataDir, dump);
    expect(first.startedFromDump).toBe(true);
    expect(await migrate(first)).toEqual([]);
    await first.orm.insert(serverSecrets).values({ name: 'mine', value: 'kept' });
    await first.close();
    expect(asked).toBe(1);

    const again = await open(dataDir, dump);
    expect(again.startedFromDump).toBe(false);
    expect(asked).toBe(1);
    expect(await again.orm.select({ value: serverSecrets.value }).from(serverSecrets)).toEqual([
      { value: 'kept' },
    ]);
    await again.close();
  }, 120_000);

  it('refuses to hold anything of one installation', async () => {
    const dir = path.join(scratch, 'refused');
    await expect(
      writeDemoSnapshot(dir, {
        from: migrated(),
        seed: async (database) => {
          await database.orm.insert(serverSecrets).values({ name: 'captcha', value: 'not to be shared' });
        },
      }),
    ).rejects.toThrow(/server secrets/);
    expect(fs.existsSync(demoSnapshotFile(dir))).toBe(false);
  }, 120_000);

  it('is written under the name of the current sources, replacing older ones, and not made twice', async () => {
    const dir = path.join(scratch, 'snapshots');
    write(path.join(dir, 'demo-00000000000000000000.tar'), 'an older one');
    // None, or only an older one (other sources), is never offered: a start creates, migrates and seeds instead
    // (`initialDump` gives nothing, so db/open.ts creates the database as it always did).
    expect(findDemoSnapshot(path.join(scratch, 'never-built')).dump).toBeUndefined();
    expect(findDemoSnapshot(dir).dump).toBeUndefined();
    let seeds = 0;
    const seed = async (database: Database) => {
      seeds++;
      expect(await migrate(database)).toEqual([]);
    };
    const made = await writeDemoSnapshot(dir, { seed, from: migrated() });
    expect(made.written).toBe(true);
    expect(made.file).toBe(demoSnapshotFile(dir));
    expect(fs.readdirSync(dir)).toEqual([path.basename(made.file)]);
    expect(findDemoSnapshot(dir).dump?.size).toBe(made.bytes);
    expect((await writeDemoSnapshot(dir, { seed, from: migrated() })).written).toBe(false);
    expect(seeds).toBe(1);
  }, 120_000);

  it('starts a data dir so that a first start seeds nothing more, and dates the station events from today', async () => {
    // The prepared demo database of these sources (`npm run build` made it, or the first test file that needed it).
    const dump = await demoSnapshotDump();
    const database = await open(path.join(scratch, 'started'), () => new Blob([dump]));
    expect(database.startedFromDump).toBe(true);
    expect(await migrate(database)).toEqual([]);
    expect(await count(database, 'station_events')).toBe(0);
    await seedStationEvents(database.orm);
    expect((await seedStations(database.orm)).inserted).toBe(0);
    expect(await seedSchools(database.orm)).toEqual([]);
    const seeded = await seedDemoCatalogIfEmpty(database);
    expect([seeded.standardItems, seeded.demo]).toEqual([null, null]);

    expect(await count(database, 'resources')).toBeGreaterThanOrEqual(2500);
    expect(await count(database, 'schools')).toBeGreaterThan(20_000);
    for (const table of ['users', 'sessions', 'api_keys', 'server_secrets']) {
      expect(await count(database, table), table).toBe(0);
    }
    const events = await database.orm.execute(
      sql`SELECT e.slug, e.starts_at FROM station_events e ORDER BY e.slug`,
    );
    expect(events.rows).toHaveLength(STATION_EVENTS.length);
    const first = STATION_EVENTS[0]!;
    const row = events.rows.find((event) => event.slug === first.slug) as { starts_at: string | Date };
    expect(new Date(row.starts_at).toISOString()).toBe(eventStart(first, new Date()).toISOString());
    await database.close();
  }, 300_000);
});

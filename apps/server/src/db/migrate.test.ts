import { describe, expect, it } from 'vitest';
import { openTestDatabase, sharedTestDatabase, testDatabaseKind } from '../test/test-database.ts';
import type { Database } from './client.ts';
import {
  currentMigration,
  latestMigrationVersion,
  listMigrations,
  MigrationError,
  migrate,
} from './migrate.ts';

const all = listMigrations();
const allNames = all.map((m) => `${m.version}_${m.name}`);

async function appliedRows(database: Database) {
  const { rows } = await database.withConnection((c) =>
    c.query<{ version: string; n: number }>(
      'SELECT version, count(*) OVER (PARTITION BY version)::int AS n FROM schema_migrations ORDER BY version',
    ),
  );
  return rows;
}

async function tableExists(database: Database, table: string) {
  const { rows } = await database.withConnection((c) =>
    c.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]),
  );
  return rows[0]?.found !== null;
}

describe('migrate()', () => {
  it('applies every file to an empty database, then has nothing left to do', async () => {
    const database = await openTestDatabase({ migrated: false });
    expect(await currentMigration(database)).toBeNull();
    expect(await migrate(database)).toEqual(allNames);
    expect(await currentMigration(database)).toBe(latestMigrationVersion());
    expect(await migrate(database)).toEqual([]);
    expect((await appliedRows(database)).map((row) => row.version)).toEqual(all.map((m) => m.version));
    // Applying all 70-odd files from nothing takes ~10 s on a quiet machine and grows with every migration.
  }, 120_000);

  // The next three share the file's migrated copy; the rollback test, which adds a row, runs last.
  it('is idempotent on the migrated template', async () => {
    const database = await sharedTestDatabase();
    const before = await appliedRows(database);
    expect(await migrate(database)).toEqual([]);
    expect(await appliedRows(database)).toEqual(before);
  });

  it('fails loudly when an applied migration was edited', async () => {
    const database = await sharedTestDatabase();
    const [first, ...rest] = all;
    const edited = { ...first!, sql: `${first!.sql}\n-- edited`, checksum: 'not-the-original' };
    await expect(migrate(database, [edited, ...rest])).rejects.toThrow(MigrationError);
    await expect(migrate(database, [edited, ...rest])).rejects.toThrow(/was edited after it was applied/);
  });

  it('rolls a failing migration back completely and records nothing', async () => {
    const database = await sharedTestDatabase();
    const broken = {
      version: '9990',
      name: 'broken',
      checksum: 'broken',
      sql: `CREATE TABLE rollback_probe (id integer PRIMARY KEY);
        INSERT INTO rollback_probe VALUES (1);
        ALTER TABLE users ADD COLUMN rollback_probe text;
        INSERT INTO no_such_table VALUES (1);`,
    };
    await expect(migrate(database, [...all, broken])).rejects.toThrow(/9990_broken failed: .*no_such_table/);
    expect(await tableExists(database, 'rollback_probe')).toBe(false);
    const { rows } = await database.withConnection((c) =>
      c.query(
        `SELECT 1 FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'rollback_probe'`,
      ),
    );
    expect(rows).toEqual([]);
    expect(await currentMigration(database)).toBe(latestMigrationVersion());
    // The connection is usable afterwards (no transaction left open) and a fixed file applies.
    const fixed = {
      ...broken,
      checksum: 'fixed',
      sql: 'CREATE TABLE rollback_probe (id integer PRIMARY KEY);',
    };
    expect(await migrate(database, [...all, fixed])).toEqual(['9990_broken']);
    expect(await tableExists(database, 'rollback_probe')).toBe(true);
  });

  it('refuses a badly named migration file', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-migrations-'));
    try {
      fs.writeFileSync(path.join(dir, '12_Bad Name.sql'), 'SELECT 1;');
      expect(() => listMigrations(dir)).toThrow(/NNNN_name\.sql/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'two processes migrating one server at once apply each migration exactly once',
    async () => {
      const first = await openTestDatabase({ migrated: false, poolSize: 2 });
      if (!first.openAnotherPool) throw new Error('expected a PostgreSQL test database');
      const second = await first.openAnotherPool(2);
      const [a, b] = await Promise.all([migrate(first), migrate(second)]);
      expect([...a, ...b].sort()).toEqual(allNames);
      const rows = await appliedRows(first);
      expect(rows.map((row) => row.version)).toEqual(all.map((m) => m.version));
      expect(rows.every((row) => row.n === 1)).toBe(true);
    },
  );
});

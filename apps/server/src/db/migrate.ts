import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database, SqlConnection } from './client.ts';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** Arbitrary constant key: every Lantern process takes this advisory lock before migrating. */
const MIGRATION_LOCK_KEY = 4_242_170_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export class MigrationError extends Error {}

/** The numbered SQL files, in order. File names are `NNNN_name.sql`. */
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(file);
      if (!match) throw new MigrationError(`Migration file name "${file}" is not NNNN_name.sql`);
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      return { version: match[1] as string, name: match[2] as string, sql, checksum };
    });
}

export function latestMigrationVersion(): string {
  return listMigrations().at(-1)?.version ?? '0000';
}

async function appliedMigrations(connection: SqlConnection) {
  await connection.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await connection.query<{ version: string; checksum: string }>(
    'SELECT version, checksum FROM schema_migrations ORDER BY version',
  );
  return new Map(rows.map((row) => [row.version, row.checksum]));
}

/**
 * Applies pending migrations, each in its own transaction, under an advisory lock so that
 * several processes starting against one server apply each migration exactly once.
 * Fails loudly on an edited migration or a failing statement; never half-applies a file.
 */
export async function migrate(database: Database, migrations = listMigrations()): Promise<string[]> {
  return database.withConnection(async (connection) => {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await appliedMigrations(connection);
      const newlyApplied: string[] = [];
      for (const migration of migrations) {
        const checksum = applied.get(migration.version);
        if (checksum !== undefined) {
          if (checksum !== migration.checksum) {
            throw new MigrationError(
              `Migration ${migration.version}_${migration.name} was edited after it was applied. Add a new migration instead.`,
            );
          }
          continue;
        }
        try {
          await connection.exec('BEGIN');
          await connection.exec(migration.sql);
          await connection.query(
            'INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
            [migration.version, migration.name, migration.checksum],
          );
          await connection.exec('COMMIT');
        } catch (error) {
          await connection.exec('ROLLBACK');
          const reason = error instanceof Error ? error.message : String(error);
          throw new MigrationError(`Migration ${migration.version}_${migration.name} failed: ${reason}`);
        }
        newlyApplied.push(`${migration.version}_${migration.name}`);
      }
      return newlyApplied;
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}

/** The newest applied migration, or null when the database is not migrated. */
export async function currentMigration(database: Database): Promise<string | null> {
  return database.withConnection(async (connection) => {
    // Two queries: PostgreSQL resolves every table of a statement before running it, so one
    // statement naming schema_migrations fails on an unmigrated database instead of giving null.
    const { rows: tables } = await connection.query<{ found: string | null }>(
      `SELECT to_regclass('schema_migrations')::text AS found`,
    );
    if (!tables[0]?.found) return null;
    const { rows } = await connection.query<{ version: string | null }>(
      'SELECT max(version) AS version FROM schema_migrations',
    );
    return rows[0]?.version ?? null;
  });
}

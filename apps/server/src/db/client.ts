import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';
/**
 * What `orm.execute(sql)` answers on either driver: node-postgres' QueryResult and PGlite's Results
 * both carry `rows`. Declaring only that keeps driver-specific fields out of repositories; the
 * values in a row are still unchecked (see db/sql-rows.ts).
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
interface RowsResult<Row> {
  rows: Row[];
}

export type Orm = PgDatabase<RowsQueryResultHKT, typeof schema>;
/** An open transaction (db/transaction.ts); a repository function taking `Orm` accepts it too. */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** One connection, used where a session matters (advisory locks, migrations). */
export interface SqlConnection {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements (no parameters). */
  exec(script: string): Promise<void>;
}

export interface Database {
  kind: DatabaseKind;
  orm: Orm;
  withConnection<T>(work: (connection: SqlConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export function pgliteDataPath(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * Opens an embedded PGlite database: a directory (created when missing), or memory. `loadDataDir` is a data-directory
 * dump to start from; PGlite refuses it for a directory that already holds a database.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: options.loadDataDir,
  });
  return pgliteDatabase(client);
}

/** A Database over a PGlite client the caller created (and may still use, e.g. to dump it). */
export function pgliteDatabase(client: PGlite): Database {
  const connection: SqlConnection = {
    query: async (text, params) => ({ rows: (await client.query(text, params)).rows as never[] }),
    exec: async (script) => {
      await client.exec(script);
    },
  };
  return {
    kind: 'pglite',
    orm: drizzlePglite(client, { schema }) as unknown as Orm,
    withConnection: (work) => work(connection),
    close: () => client.close(),
  };
}

export async function openPostgres(databaseUrl: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    orm: drizzleNodePg(pool, { schema }) as unknown as Orm,
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          query: async (text, params) => ({ rows: (await client.query(text, params)).rows }),
          exec: async (script) => {
            await client.query(script);
          },
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The library benchmark's data: one teacher with `favorites` favorites (distinct published resources, one a minute
 * back from now) filed one each into 200 folders (20 top-level folders of 9 subfolders each), and 50 other users
 * with 100 favorites each, so the favorites table is not the teacher's alone. Deterministic for a given catalog.
 */
import type { SqlConnection } from '../apps/server/src/db/client.ts';
import { wordsOfRank } from './search-data.ts';

export interface Library {
  teacherId: string;
  /** The 200 folders below the root. */
  folderIds: number[];
  /** Resources the teacher filed (the first 500). */
  filedResourceIds: number[];
  /** Words for the text searches inside favorites. */
  words: string[];
}

const TOP_FOLDERS = 20;
const SUBFOLDERS = 9;
const OTHER_USERS = 50;
const OTHER_FAVORITES = 100;

async function newUser(db: SqlConnection, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@bench.example.org`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (role, first_name, email) VALUES ('teacher', $1, $2) RETURNING id`,
    [name, email],
  );
  return rows[0]!.id;
}

/** n published resources, spread over the catalog by a fixed hash of the id (seed varies the pick). */
const pickResources = (n: number, seed: number) =>
  `SELECT id FROM resources WHERE status = 'published' AND scope <> 'support_material'
   ORDER BY (id * 2654435761 + ${seed}) % 1000003 LIMIT ${n}`;

export async function generateLibrary(db: SqlConnection, favorites: number): Promise<Library> {
  const teacherId = await newUser(db, 'Bench teacher');
  await db.query(
    `INSERT INTO favorites (user_id, resource_id, created_at)
     SELECT $1, p.id, now() - make_interval(mins => (row_number() OVER ())::int) FROM (${pickResources(favorites, 0)}) p`,
    [teacherId],
  );
  for (let u = 0; u < OTHER_USERS; u++) {
    const userId = await newUser(db, `Bench user ${u}`);
    await db.query(
      `INSERT INTO favorites (user_id, resource_id) SELECT $1, p.id FROM (${pickResources(OTHER_FAVORITES, u + 1)}) p`,
      [userId],
    );
  }

  const { rows: roots } = await db.query<{ id: number }>(
    `INSERT INTO folders (user_id, parent_id, name) VALUES ($1, NULL, '') RETURNING id`,
    [teacherId],
  );
  const { rows: tops } = await db.query<{ id: number }>(
    `INSERT INTO folders (user_id, parent_id, name)
     SELECT $1, $2, 'Unit ' || g FROM generate_series(1, ${TOP_FOLDERS}) g RETURNING id`,
    [teacherId, roots[0]!.id],
  );
  const folderIds = tops.map((row) => Number(row.id));
  for (const top of tops) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO folders (user_id, parent_id, name)
       SELECT $1, $2, 'Topic ' || g FROM generate_series(1, ${SUBFOLDERS}) g RETURNING id`,
      [teacherId, top.id],
    );
    folderIds.push(...rows.map((row) => Number(row.id)));
  }
  await db.query(
    `INSERT INTO folder_items (folder_id, item_type, item_id, created_at)
     SELECT ($2::bigint[])[1 + (row_number() OVER (ORDER BY f.id))::int % ${folderIds.length}], 2, f.resource_id, f.created_at
     FROM favorites f WHERE f.user_id = $1`,
    [teacherId, `{${folderIds.join(',')}}`],
  );
  const { rows: filed } = await db.query<{ id: number }>(
    `SELECT resource_id AS id FROM favorites WHERE user_id = $1 ORDER BY id LIMIT 500`,
    [teacherId],
  );
  return {
    teacherId,
    folderIds,
    filedResourceIds: filed.map((row) => Number(row.id)),
    words: wordsOfRank(10, 120),
  };
}

import { MEDIA_TYPES, TOP_SUBJECTS } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { seedSchools } from '../modules/schools/index.ts';
import { openDemoTestDatabase, openTestDatabase, testDatabaseKind } from '../test/test-database.ts';
import { seedDemoCatalogIfEmpty } from './seed-demo-catalog.ts';
import { seedStationEvents, seedStations } from './stations/seed-stations.ts';

async function one<T>(database: Database, sql: string): Promise<T> {
  return database.withConnection(async (connection) => (await connection.query<T>(sql)).rows[0] as T);
}

const live = `status = 'published' AND (expiration_date IS NULL OR expiration_date > now())`;

/**
 * Every table's row count and a hash of its rows, leaving out the columns that hold the time of the seeding
 * (timestamps and dates: created_at, published_at, the events' starts_at, applied_at and the like).
 */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  return database.withConnection(async (connection) => {
    const tables = await connection.query<{ name: string; columns: string[] }>(
      `SELECT c.table_name AS name, array_agg(quote_ident(c.column_name::text) ORDER BY c.ordinal_position) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
         AND c.data_type NOT IN ('timestamp with time zone', 'timestamp without time zone', 'date')
       GROUP BY c.table_name ORDER BY c.table_name`,
    );
    const result: Record<string, string> = {};
    for (const { name, columns } of tables.rows) {
      const { rows } = await connection.query<{ n: number; hash: string }>(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(r, E'\\n' ORDER BY r), '')) AS hash
         FROM (SELECT ROW(${columns.join(', ')})::text AS r FROM ${name}) AS t`,
      );
      result[name] = `${rows[0]?.n} ${rows[0]?.hash}`;
    }
    return result;
  });
}

/** The database the first test seeds as a first start does; the second compares the prepared one with it. */
let seeded: Database | undefined;

describe('demo catalog seed', () => {
  it('fills an empty catalog with the demo library once, and a second run changes nothing', {
    timeout: 120_000,
  }, async () => {
    const database = await openTestDatabase();
    // In a first start's order (main.ts): the stations and the schools, then the catalog.
    await seedStations(database.orm);
    await seedSchools(database.orm);
    const first = await seedDemoCatalogIfEmpty(database);
    expect(first.standardItems).toBeGreaterThan(2000);
    expect(first.demo?.resources.created).toBeGreaterThanOrEqual(2500);
    // The planner has statistics for the new rows (PGlite never analyzes on its own).
    const planner = await one<{ analyzed: boolean }>(
      database,
      `SELECT bool_and(last_analyze IS NOT NULL OR last_autoanalyze IS NOT NULL) AS analyzed
       FROM pg_stat_user_tables WHERE relname IN ('resources', 'collections', 'collection_resources')`,
    );
    expect(planner.analyzed).toBe(true);

    const stats = await one<Record<string, number>>(
      database,
      `SELECT
         (SELECT count(*) FROM resources WHERE ${live})::int AS live,
         (SELECT count(*) FROM resources r WHERE NOT EXISTS (SELECT 1 FROM search_documents d WHERE d.resource_id = r.id))::int AS without_document,
         (SELECT count(*) FROM resources r WHERE NOT EXISTS (SELECT 1 FROM search_cards c WHERE c.resource_id = r.id))::int AS without_card,
         (SELECT count(*) FROM search_documents WHERE facet_ids = '{}')::int AS without_facets,
         (SELECT count(*) FROM resources WHERE status = 'unpublished')::int AS unpublished,
         (SELECT count(*) FROM resources WHERE expiration_date < now())::int AS expired,
         (SELECT count(*) FROM resources WHERE scope = 'lesson' AND published_at IS NOT NULL
           AND (status = 'unpublished' OR expiration_date < now()))::int AS unavailable_lesson,
         (SELECT count(*) FROM collections)::int AS collections,
         (SELECT count(*) FROM collections WHERE type = 'series')::int AS series,
         (SELECT count(*) FROM collections c WHERE type = 'premium'
           AND EXISTS (SELECT 1 FROM collection_search_filters f WHERE f.collection_id = c.id AND f.kind = 'custom'))::int AS premium,
         (SELECT count(DISTINCT coalesce(s.parent_id, s.id)) FROM resource_subjects rs JOIN subjects s ON s.id = rs.subject_id)::int AS subjects_roots,
         (SELECT count(DISTINCT grade_band) FROM resource_grades)::int AS grade_bands,
         (SELECT count(DISTINCT media_type) FROM resources)::int AS media_types,
         (SELECT count(DISTINCT kind) FROM assets)::int AS asset_kinds,
         (SELECT count(*) FROM resource_languages WHERE language_code = 'es')::int AS spanish,
         (SELECT count(*) FROM resources r WHERE (SELECT count(*) FROM resource_languages l WHERE l.resource_id = r.id) > 1)::int AS bilingual,
         (SELECT count(*) FROM content_flags WHERE flag = 'sensitive')::int AS sensitive,
         (SELECT count(*) FROM content_flags WHERE flag = 'commentary')::int AS commentary,
         (SELECT count(*) FROM support_materials)::int AS support,
         (SELECT count(*) FROM related_resources)::int AS related,
         (SELECT count(*) FROM featured_resources WHERE organization_id IS NULL)::int AS featured,
         (SELECT count(*) FROM promo_ads)::int AS ads,
         (SELECT count(*) FROM hero_images)::int AS heroes,
         (SELECT count(*) FROM resource_standards rs JOIN standard_items i ON i.id = rs.standard_item_id
           JOIN standard_frameworks f ON f.id = i.framework_id WHERE f.key = 'ccss-math')::int AS math_alignments,
         (SELECT count(*) FROM standard_connections c JOIN standard_items f ON f.id = c.from_item_id
           JOIN standard_items t ON t.id = c.to_item_id WHERE f.code_key = 'MSLS21')::int AS ms_ls2_1_connections`,
    );
    expect(stats.live).toBeGreaterThanOrEqual(2500);
    // The search documents and cards were built once after the write (migration 0076), for every resource.
    expect(stats.without_document).toBe(0);
    expect(stats.without_card).toBe(0);
    expect(stats.without_facets).toBe(0);
    // The NGSS → Common Core connections (ngss-ccss-connections.json): MS-LS2-1 lists RST.6-8.1 and RST.6-8.7.
    expect(stats.ms_ls2_1_connections).toBe(2);
    expect(stats.unpublished).toBeGreaterThanOrEqual(3);
    expect(stats.expired).toBeGreaterThanOrEqual(3);
    // The lesson builder's picker has withdrawn or expired lesson resources to show when asked.
    expect(stats.unavailable_lesson).toBeGreaterThanOrEqual(1);
    expect(stats.collections).toBeGreaterThanOrEqual(25);
    expect(stats.series).toBeGreaterThan(0);
    expect(stats.premium).toBe(1);
    expect(stats.grade_bands).toBe(6);
    expect(stats.media_types).toBe(MEDIA_TYPES.length - 1); // every type but Collection, which is its own table
    expect(stats.asset_kinds).toBe(9);
    for (const key of [
      'spanish',
      'bilingual',
      'sensitive',
      'commentary',
      'support',
      'related',
      'math_alignments',
    ]) {
      expect(stats[key], key).toBeGreaterThan(0);
    }
    const subjects = await one<{ ids: number[] }>(
      database,
      `SELECT array_agg(DISTINCT root ORDER BY root) AS ids FROM (
         WITH RECURSIVE up AS (
           SELECT rs.subject_id AS id, s.parent_id, s.id AS root FROM resource_subjects rs JOIN subjects s ON s.id = rs.subject_id
           UNION ALL SELECT up.id, p.parent_id, p.id FROM up JOIN subjects p ON p.id = up.parent_id
         ) SELECT root FROM up WHERE parent_id IS NULL) roots`,
    );
    expect(subjects.ids).toEqual(TOP_SUBJECTS.map((s) => s.id).sort((a, b) => a - b));

    const counts = `SELECT (SELECT count(*) FROM resources)::int AS r, (SELECT count(*) FROM assets)::int AS a,
      (SELECT count(*) FROM collections)::int AS c, (SELECT count(*) FROM standard_items)::int AS s`;
    const before = await one(database, counts);
    const second = await seedDemoCatalogIfEmpty(database);
    expect(second).toMatchObject({ standardItems: null, demo: null });
    expect(await one(database, counts)).toEqual(before);
    seeded = database;
  });

  it.runIf(testDatabaseKind() === 'pglite')(
    'the prepared demo database a first start loads holds the same rows as this seed, table by table',
    { timeout: 120_000 },
    async () => {
      if (!seeded) throw new Error('the first test did not seed');
      // What main.ts does after loading it: the station events, dated from the day of the start.
      const prepared = await openDemoTestDatabase();
      await seedStationEvents(prepared.orm);
      const [expected, actual] = [await fingerprint(seeded), await fingerprint(prepared)];
      expect(Object.keys(expected).length).toBeGreaterThan(50);
      expect(Number.parseInt(expected.resources ?? '0', 10)).toBeGreaterThan(2500);
      expect(Number.parseInt(expected.station_events ?? '0', 10)).toBeGreaterThan(0);
      expect(actual).toEqual(expected);
    },
  );

  it.runIf(testDatabaseKind() === 'postgres')(
    'seeds once when two processes start together on one PostgreSQL',
    { timeout: 120_000 },
    async () => {
      const database = (await openTestDatabase()) as Database & { openAnotherPool: () => Promise<Database> };
      const other = await database.openAnotherPool();
      const results = await Promise.all([seedDemoCatalogIfEmpty(database), seedDemoCatalogIfEmpty(other)]);
      expect(results.filter((result) => result.demo !== null)).toHaveLength(1);
      const { n } = await one<{ n: number }>(database, 'SELECT count(*)::int AS n FROM resources');
      expect(n).toBe(results.find((result) => result.demo)?.demo?.resources.created);
    },
  );
});

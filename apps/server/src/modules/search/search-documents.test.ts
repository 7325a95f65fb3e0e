import { DURATION_BUCKETS, type SearchFilter } from '@lantern/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../db/client.ts';
import { resources } from '../../db/schema.ts';
import * as searchSchema from '../../db/search-schema.ts';
import { buildCollection, buildOptOut, buildResource } from '../../test/factories/index.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { openTestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { countSearch } from './search.repo.ts';
import { whereClause } from './search-conditions.ts';
import type { SearchCriteria } from './search-criteria.ts';
import { documentWhere } from './search-document-filters.ts';
import { resolveSearch } from './search-resolve.repo.ts';

/** Search documents (migration 0013) against the catalog tables they are built from. */

let app: FastifyInstance;
let orgId: number;
let collectionSlug: string;
const W = 'quorvantide';

const criteria = (overrides: Partial<SearchCriteria>): SearchCriteria => ({
  q: W,
  selected: [],
  excluded: [],
  collectionSlug: null,
  rankBy: 'relevance',
  start: 0,
  count: 50,
  facetBy: [],
  ...overrides,
});

async function ids(orm: Orm, query: SQL): Promise<number[]> {
  const { rows } = (await orm.execute(query)) as unknown as { rows: { id: number }[] };
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  const durations = [0, 299, 300, 899, 900, 1799, 1800, 5000, null];
  const made = [];
  for (const [i, durationSeconds] of durations.entries()) {
    made.push(
      await buildResource(app, {
        title: `${W} sample ${i}`,
        description: i % 2 ? 'Rivers carve canyons over time.' : 'Volcanoes build islands.',
        mediaType: ['Video', 'Lesson Plan', 'Document', 'Audio'][i % 4],
        grades: [['6-8'], ['3-5', '6-8'], ['9-12'], ['13+']][i % 4],
        subjects: [[10105], [8337], [1184, 10303], []][i % 4],
        languages: [['en'], ['es'], ['en', 'es']][i % 3],
        forStudents: i % 3 !== 0,
        durationSeconds,
      }),
    );
  }
  await buildResource(app, { title: `${W} unpublished`, status: 'unpublished' });
  await buildResource(app, { title: `${W} expired`, expired: true });
  orgId = (await buildOptOut(app, { resourceId: made[2]!.id })).organizationId;
  collectionSlug = (await buildCollection(app, { resourceIds: [made[0]!.id, made[3]!.id] })).slug;
});

describe('search documents', () => {
  it('are mirrored by the drizzle schema', async () => {
    const tables = (Object.values(searchSchema) as unknown[]).filter(
      (value): value is PgTable =>
        typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value,
    );
    const { rows } = (await app.orm.execute(
      sql`SELECT table_name, column_name, is_nullable FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name IN (SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name LIKE 'search\\_%')`,
    )) as unknown as { rows: { table_name: string; column_name: string; is_nullable: string }[] };
    const fromSql = rows.map(
      (r) => `${r.table_name}.${r.column_name}:${r.is_nullable === 'YES' ? 'null' : 'not null'}`,
    );
    const fromDrizzle = tables.flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map(
        (column) => `${config.name}.${column.name}:${column.notNull || column.primary ? 'not null' : 'null'}`,
      );
    });
    expect(fromDrizzle.sort()).toEqual(fromSql.sort());
  });

  it('match exactly what the rules over the catalog tables match', async () => {
    const filters = (text: string): SearchFilter[] =>
      text.split(' ').map((pair) => {
        const [name, value] = pair.split('=') as [SearchFilter['name'], string];
        return { name, value: value.replaceAll('_', ' ') };
      });
    const cases: Partial<SearchCriteria>[] = [
      {},
      { q: `${W} -rivers` },
      { q: `"${W} sample"` },
      { q: `${W} canyon` },
      { selected: filters('subject=8337') },
      { selected: filters('subject=1184 grades=9-12') },
      { selected: filters('grades=3-5 grades=13+') },
      { selected: filters('media_type=Lesson_Plan') },
      { selected: filters('language=Spanish') },
      { selected: filters('language=es language=en') },
      { selected: filters('duration=0-5 duration=30+') },
      { selected: filters('student_content=true') },
      { selected: filters('scope=resource') },
      { selected: filters(`cs=${collectionSlug}`) },
      { excluded: filters(`resource_opt_out_organizations=${orgId}`) },
      { excluded: filters('media_type=Lesson_Plan media_type=Collection') },
      { excluded: filters('subject=8337'), selected: filters('grades=6-8') },
      { collectionSlug },
      { collectionSlug: 'no-such-collection' },
    ];
    for (const overrides of cases) {
      const wanted = criteria(overrides);
      const fromDocuments = await ids(
        app.orm,
        sql`SELECT d.resource_id AS id FROM search_documents d WHERE ${documentWhere(wanted)}`,
      );
      const fromCatalog = await ids(app.orm, sql`SELECT r.id FROM resources r WHERE ${whereClause(wanted)}`);
      expect(fromDocuments, JSON.stringify(overrides)).toEqual(fromCatalog);
      // The same with the ids looked up first, as searches do.
      const resolved = await resolveSearch(app.orm, wanted);
      const withIds = await ids(
        app.orm,
        sql`SELECT d.resource_id AS id FROM search_documents d WHERE ${documentWhere(wanted, resolved)}`,
      );
      expect(withIds, JSON.stringify(overrides)).toEqual(fromCatalog);
    }
  });

  it('bucket durations as the shared DURATION_BUCKETS do', async () => {
    const { facets } = await countSearch(app.orm, criteria({ facetBy: ['duration'] }));
    const expected = new Map<string, number>();
    for (const seconds of [0, 299, 300, 899, 900, 1799, 1800, 5000]) {
      const bucket = DURATION_BUCKETS.find((b) => seconds >= b.from && (b.to === null || seconds < b.to))!;
      expected.set(bucket.value, (expected.get(bucket.value) ?? 0) + 1);
    }
    expect(facets.duration?.map((entry) => [entry.value, entry.count])).toEqual(
      DURATION_BUCKETS.filter((b) => expected.has(b.value)).map((b) => [b.value, expected.get(b.value)]),
    );
  });
});

describe('cached facet counts', () => {
  // A negation: the bitmaps do not count it, so it is counted from the documents and cached.
  const everything = () => criteria({ q: `${W} -glaciers`, facetBy: ['media_type', 'grades'] });
  const cached = { cacheMinTotal: 0 };

  it('are stored and reused while nothing changes', async () => {
    const first = await countSearch(app.orm, everything(), cached);
    const { rows } = (await app.orm.execute(
      sql`SELECT count(*)::int AS n FROM search_facet_cache`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    expect(await countSearch(app.orm, everything(), cached)).toEqual(first);
  });

  it('follow publish, unpublish and expiry at once', async () => {
    const before = (await countSearch(app.orm, everything(), cached)).total;
    const added = await buildResource(app, { title: `${W} freshly published` });
    expect((await countSearch(app.orm, everything(), cached)).total).toBe(before + 1);

    await app.orm.update(resources).set({ status: 'unpublished' }).where(eq(resources.id, added.id));
    expect((await countSearch(app.orm, everything(), cached)).total).toBe(before);

    await app.orm
      .update(resources)
      .set({ status: 'published', expirationDate: new Date(Date.now() + 1_500) })
      .where(eq(resources.id, added.id));
    expect((await countSearch(app.orm, everything(), cached)).total).toBe(before + 1);
    // No write happens when the date passes: the entry's valid_until (the next expiry) retires it.
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect((await countSearch(app.orm, everything(), cached)).total).toBe(before);
  });

  // Two pools on one PostgreSQL database are two server processes; PGlite has a single process by design.
  it.runIf(testDatabaseKind() === 'postgres')(
    'stay correct across server processes sharing one PostgreSQL',
    async () => {
      const database = await openTestDatabase();
      const other = await database.openAnotherPool!();
      const first = await buildTestApp({ database });
      const second = await buildTestApp({ database: other });
      const browse = criteria({ q: '', facetBy: ['media_type'] });
      const before = await countSearch(first.orm, browse, cached);
      expect(await countSearch(second.orm, browse, cached)).toEqual(before);

      const added = await buildResource(second, { title: 'Published by the second process' });
      expect((await countSearch(first.orm, browse, cached)).total).toBe(before.total + 1);
      await first.orm.update(resources).set({ status: 'unpublished' }).where(eq(resources.id, added.id));
      expect((await countSearch(second.orm, browse, cached)).total).toBe(before.total);
    },
  );
});

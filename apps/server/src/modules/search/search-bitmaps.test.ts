import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEARCH_FACET_NAMES, type SearchFilter } from '@lantern/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refreshPlannerStatistics } from '../../db/planner-statistics.ts';
import { resources } from '../../db/schema.ts';
import { queryRows } from '../../db/sql-rows.ts';
import {
  buildAlignment,
  buildCaptionTrack,
  buildOptOut,
  buildResource,
  buildResourceGrade,
  webVttText,
} from '../../test/factories/index.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { openTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { indexCaptionTracks } from './caption-cues.repo.ts';
import { countSearch } from './search.repo.ts';
import { bitmapReplica, CHUNK_WORDS } from './search-bitmap-replica.ts';
import { queryLexemes } from './search-bitmap-terms.ts';
import { countCommon, countFromBitmaps, wordsInUse } from './search-bitmaps.repo.ts';
import { tsQuery } from './search-conditions.ts';
import type { SearchCriteria } from './search-criteria.ts';
import { bigintArray, documentWhere } from './search-document-filters.ts';
import { countFacets } from './search-facets.repo.ts';
import { POPULAR_FIRST, RANKED_CANDIDATES } from './search-popular-order.repo.ts';
import { resolveSearch } from './search-resolve.repo.ts';

/** Counting with the search bitmaps (migration 0018) against counting the documents themselves. */

let app: FastifyInstance;
let database: TestDatabase;
let orgId: number;
const W = 'plovantrix';

const criteria = (overrides: Partial<SearchCriteria>): SearchCriteria => ({
  q: '',
  selected: [],
  excluded: [],
  collectionSlug: null,
  rankBy: 'relevance',
  start: 0,
  count: 10,
  facetBy: [...SEARCH_FACET_NAMES],
  ...overrides,
});
const filter = (name: SearchFilter['name'], value: string): SearchFilter => ({ name, value });
const student = filter('student_content', 'true');

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database });
  for (let i = 0; i < 8; i++) {
    await buildResource(app, {
      title: `${W} lesson ${i}`,
      description: i % 2 ? 'Tides rise and fall.' : 'Comets orbit the sun.',
      mediaType: ['Video', 'Lesson Plan', 'Audio'][i % 3],
      grades: [['6-8'], ['3-5', '6-8'], ['9-12']][i % 3],
      subjects: [[10105], [8337], [1184, 10303]][i % 3],
      languages: [['en'], ['es', 'en']][i % 2],
      forStudents: i % 4 !== 0,
      durationSeconds: i % 3 === 1 ? null : 100 * i,
    });
  }
  await buildResource(app, { title: `${W} hidden`, status: 'unpublished' });
  await buildResource(app, { title: `${W} past its date`, expired: true });
  const opted = await buildResource(app, { title: `${W} not for one station` });
  orgId = (await buildOptOut(app, { resourceId: opted.id })).organizationId;
  const aligned = await buildResource(app, { title: 'Measuring shadows' });
  await buildAlignment(app, { resourceId: aligned.id, code: 'TEST.1', statement: `Use ${W} reasoning` });
  // Every word of this small catalog is common enough to keep counts for.
  await app.orm.execute(sql`SELECT lantern_search_count_terms(1)`);
});

const cases: Partial<SearchCriteria>[] = [
  {},
  { selected: [student] },
  { selected: [filter('subject', '8337')] },
  { selected: [filter('grades', '6-8'), student] },
  { selected: [filter('media_type', 'Video')], excluded: [filter('media_type', 'Lesson Plan')] },
  { excluded: [filter('resource_opt_out_organizations', 'ORG')] },
  { q: W },
  { q: W, selected: [student] },
  { q: 'tides', excluded: [filter('resource_opt_out_organizations', 'ORG')] },
  { q: `${W} tides` },
  { selected: [filter('subject', '8337'), filter('grades', '6-8')] },
  { selected: [filter('grades', '6-8'), filter('grades', '3-5')] },
  { selected: [filter('language', 'Spanish')] },
  { q: W, selected: [filter('grades', '6-8')], excluded: [filter('media_type', 'Audio')] },
  { collectionSlug: 'no-such-collection' },
  { selected: [filter('cp', 'no-such-project')] },
];

/** The ids of the documents a clause (WHERE …) selects, in its order. */
async function documentIds(clause: SQL): Promise<number[]> {
  const rows = await queryRows(
    app.orm,
    z.object({ id: z.coerce.number() }),
    sql`SELECT d.resource_id AS id FROM search_documents d ${clause}`,
  );
  return rows.map((row) => row.id);
}

/** How many counts handed relevance its candidates (checked against the documents' order). */
let popularChecked = 0;

/**
 * From the bitmaps (with the ids looked up first) and from the documents (looked up inside the statement). The
 * matches the bitmaps hand to the page must be the documents the search's conditions select.
 */
async function keptAndCounted(wanted: SearchCriteria) {
  const resolved = await resolveSearch(app.orm, wanted);
  const fromBitmaps = await countFromBitmaps(app.orm, wanted, wanted.facetBy, resolved);
  if (fromBitmaps?.matchIds) {
    const ids = await documentIds(sql`WHERE ${documentWhere(wanted)} ORDER BY 1`);
    expect([...fromBitmaps.matchIds].sort((a, b) => a - b)).toEqual(ids);
  }
  // The candidates relevance ranks, found in the replica's popularity order, are the ones the documents give.
  if (fromBitmaps?.popularIds) {
    popularChecked++;
    const ids = await documentIds(
      sql`WHERE ${documentWhere(wanted)} ORDER BY ${POPULAR_FIRST} LIMIT ${RANKED_CANDIDATES}`,
    );
    expect(fromBitmaps.popularIds).toEqual(ids);
    // Those with q's words in the title or description, which relevance ranks first.
    const inTitle = await documentIds(
      sql`WHERE d.search_vector @@ ${tsQuery(wanted.q)} AND d.resource_id = ANY (${bigintArray(ids)})
        ORDER BY ${POPULAR_FIRST}`,
    );
    expect(fromBitmaps.popularTitleIds).toEqual(inTitle);
  }
  return {
    kept: fromBitmaps && { total: fromBitmaps.total, facets: fromBitmaps.facets },
    counted: await countFacets(app.orm, wanted, wanted.facetBy, resolved.version),
  };
}

const withOrg = (overrides: Partial<SearchCriteria>) =>
  criteria({
    ...overrides,
    excluded: (overrides.excluded ?? []).map((f) => (f.value === 'ORG' ? { ...f, value: String(orgId) } : f)),
  });

describe('search bitmaps', () => {
  it('answer any mix of filters, exclusions and common words exactly as counting does', async () => {
    for (const overrides of cases) {
      const { kept, counted } = await keptAndCounted(withOrg(overrides));
      expect(kept, JSON.stringify(overrides)).not.toBeNull();
      expect(kept, JSON.stringify(overrides)).toEqual(counted);
    }
    // The resource aligned to a standard whose statement has the word is found without holding it.
    expect((await keptAndCounted(criteria({ q: W }))).kept?.total).toBe(10);
    // 'tides' and 'W tides': words no standard statement holds.
    expect(popularChecked).toBeGreaterThanOrEqual(2);
  });

  it('leave phrases, negations and alternatives to counting', async () => {
    for (const overrides of [
      { q: `"${W} lesson"` },
      { q: `${W} -tides` },
      { q: `${W} or tides` },
    ] as Partial<SearchCriteria>[]) {
      expect((await keptAndCounted(criteria(overrides))).kept, JSON.stringify(overrides)).toBeNull();
    }
  });

  it('count words too rare for bitmaps from the documents holding them, alone or beside counted words', async () => {
    // Written after the terms were counted: the word has no bitmap, in titles of some resources, captions of others.
    const rare = 'vintrelloque';
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-rare-words-'));
    fs.mkdirSync(path.join(mediaDir, 'captions'));
    fs.writeFileSync(
      path.join(mediaDir, 'captions', 'rare.vtt'),
      webVttText([['00:00:01.000', `A ${rare}.`]]),
    );
    for (let i = 0; i < 4; i++) {
      await buildResource(app, {
        title: `${rare} ${W} study ${i}`,
        description: i % 2 ? 'Tides rise and fall.' : 'Comets orbit the sun.',
        grades: [['6-8'], ['3-5']][i % 2],
        popularity: 10 * i,
      });
    }
    for (let i = 0; i < 3; i++) {
      const spoken = await buildResource(app, { title: `${W} recording ${i}`, popularity: 5 + i });
      await buildCaptionTrack(app, { resourceId: spoken.id, url: '/media/captions/rare.vtt' });
    }
    expect(await indexCaptionTracks(app.orm, mediaDir)).toBe(1);
    // Enough other resources that a search with one or two matches sorts them by popularity rather than walking the
    // order (search-popular-order.repo.ts); seven matches still walk it.
    for (let i = 0; i < 30; i++) await buildResource(app, { title: `Filler ${i}`, popularity: i });
    const known = await resolveSearch(app.orm, criteria({ q: `${rare} ${W}` }));
    expect(queryLexemes(await bitmapReplica(app.orm, known.version), known.queryText)?.rare).toHaveLength(1);
    for (const overrides of [
      { q: rare },
      { q: `${rare} ${W}` },
      { q: `${rare} tides` },
      { q: `${W} ${rare}`, selected: [filter('grades', '6-8')] },
      { q: rare, excluded: [filter('grades', '3-5')] },
      { q: 'neverseenword' },
      { q: `${W} neverseenword` },
    ] as Partial<SearchCriteria>[]) {
      const { kept, counted } = await keptAndCounted(criteria(overrides));
      expect(kept, JSON.stringify(overrides)).toEqual(counted);
    }
    expect((await keptAndCounted(criteria({ q: rare }))).kept?.total).toBe(7);
  });

  it('follow publishing, unpublishing, edits and expiry at once', async () => {
    const before = await keptAndCounted(criteria({ q: W }));
    const added = await buildResource(app, { title: `${W} new arrival`, grades: ['K-2'] });
    const afterPublish = await keptAndCounted(criteria({ q: W }));
    expect(afterPublish.kept?.total).toBe((before.kept?.total ?? 0) + 1);
    expect(afterPublish.kept).toEqual(afterPublish.counted);

    await buildResourceGrade(app, { resourceId: added.id, gradeBand: '13+' });
    await app.orm.update(resources).set({ title: 'Renamed entirely' }).where(eq(resources.id, added.id));
    for (const overrides of cases) {
      const { kept, counted } = await keptAndCounted(withOrg(overrides));
      expect(kept, JSON.stringify(overrides)).toEqual(counted);
    }
    await app.orm.update(resources).set({ status: 'unpublished' }).where(eq(resources.id, added.id));
    expect((await keptAndCounted(criteria({}))).kept).toEqual((await keptAndCounted(criteria({}))).counted);

    await app.orm
      .update(resources)
      .set({ status: 'published', title: `${W} back again`, expirationDate: new Date(Date.now() + 1_500) })
      .where(eq(resources.id, added.id));
    expect((await countSearch(app.orm, criteria({ q: W }))).total).toBe((before.kept?.total ?? 0) + 1);
    // No write happens when the date passes: the count leaves the expired resource out by its date.
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    const expired = await keptAndCounted(criteria({ q: W }));
    expect(expired.kept).toEqual(expired.counted);
    expect((await countSearch(app.orm, criteria({ q: W }))).total).toBe(before.kept?.total);

    await app.orm.delete(resources).where(eq(resources.id, added.id));
    expect((await keptAndCounted(criteria({ q: W }))).kept).toEqual(before.kept);
  });

  it('keep bitmaps for the words a bulk write made common', async () => {
    const word = 'zelquarine';
    const rareLexemes = async () => {
      const resolved = await resolveSearch(app.orm, criteria({ q: word }));
      return queryLexemes(await bitmapReplica(app.orm, resolved.version), resolved.queryText)?.rare;
    };
    for (let i = 0; i < 3; i++) await buildResource(app, { title: `${word} field notes ${i}` });
    expect(await rareLexemes()).toEqual(['zelquarin']);
    // The step seeding and catalog imports take after writing: the word is in too few resources for it.
    await refreshPlannerStatistics(database);
    expect(await rareLexemes()).toEqual(['zelquarin']);
    await app.orm.execute(sql`SELECT lantern_search_count_terms(3)`);
    expect(await rareLexemes()).toEqual([]);
    const { kept, counted } = await keptAndCounted(criteria({ q: word }));
    expect(kept?.total).toBe(3);
    expect(kept).toEqual(counted);
  });

  // Two pools on one PostgreSQL database are two server processes; PGlite has a single process by design.
  it.runIf(testDatabaseKind() === 'postgres')('stay correct across server processes', async () => {
    const shared = await openTestDatabase();
    const other = await shared.openAnotherPool!();
    const first = await buildTestApp({ database: shared });
    const second = await buildTestApp({ database: other });
    const browse = criteria({ facetBy: ['grades'] });
    const before = await countSearch(first.orm, browse);
    const added = await buildResource(second, { title: 'Written by the second process', grades: ['K-2'] });
    const after = await countSearch(first.orm, browse);
    expect(after.total).toBe(before.total + 1);
    const k2 = (counted: typeof before) => counted.facets.grades?.find((e) => e.value === 'K-2')?.count ?? 0;
    expect(k2(after)).toBe(k2(before) + 1);
    await first.orm.update(resources).set({ status: 'unpublished' }).where(eq(resources.id, added.id));
    expect(await countSearch(second.orm, browse)).toEqual(before);
  });
});

describe('counting the bits two chunks share', () => {
  /** A chunk with each bit set with the given chance, from a fixed seed. */
  function chunk(density: number, seed: number): Uint32Array {
    const words = new Uint32Array(CHUNK_WORDS);
    let state = seed;
    for (let bit = 0; bit < CHUNK_WORDS * 32; bit++) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      if (state / 2 ** 31 < density) words[bit >>> 5]! |= 1 << (bit & 31);
    }
    return words;
  }
  const naive = (a: Uint32Array, b: Uint32Array) => {
    let n = 0;
    for (let i = 0; i < CHUNK_WORDS; i++)
      for (let bit = 0; bit < 32; bit++) if (a[i]! & b[i]! & (1 << bit)) n++;
    return n;
  };

  it('agrees with a bit-by-bit count for sparse and dense chunks on either side', () => {
    const densities = [0, 0.0005, 0.01, 0.2, 0.9, 1];
    for (const [i, a] of densities.entries()) {
      for (const [j, b] of densities.entries()) {
        const bits = chunk(a, i + 1);
        const mask = chunk(b, 100 + j);
        expect(countCommon(bits, mask, wordsInUse(mask)), `${a} with ${b}`).toBe(naive(bits, mask));
      }
    }
  });
});

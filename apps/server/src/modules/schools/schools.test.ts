import {
  NO_STATE_SELECTED,
  PRIVACY_ERRORS,
  privacyDistrictsPageSchema,
  privacySchoolsPageSchema,
  privacyStatesPageSchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDistrict, buildSchool } from '../../test/factories/index.ts';
import { buildTestApp, getJson } from '../../test/test-app.ts';
import { foldWords, searchWordsOf } from './school-names.ts';

/** The school picker's lists (spec 2 §3, §7; issue 18): paging, the cascade's lists and the search. */

let app: FastifyInstance;
const districts = (query: string) =>
  getJson(app, `/api/v2/tools/school-district/?${query}`).then(({ status, body }) => ({
    status,
    body,
    page: status === 200 ? privacyDistrictsPageSchema.parse(body) : null,
  }));
const names = (page: { results: { district_name: string }[] } | null) =>
  page?.results.map((r) => r.district_name);

beforeAll(async () => {
  app = await buildTestApp();
  // Every district of this file is in OR or WA, so no other file's rows matter (each file has its own database).
  await buildDistrict(app, { name: 'San José Unified', state: 'OR' });
  await buildDistrict(app, { name: 'Lake San Marcos School District', state: 'OR' });
  await buildDistrict(app, { name: 'SANTA ROSA CITY SCHOOLS', state: 'OR' });
  await buildDistrict(app, { name: "St. Mary's Academy", state: 'OR' });
  await buildDistrict(app, { name: 'Sandpoint Schools', state: 'WA' });
  await buildDistrict(app, { name: 'Percent 100% Fund_Raiser \\ District', state: 'WA' });
});

describe('GET /api/v2/tools/states/', () => {
  it("lists 'No state selected' first, then the states with their codes", async () => {
    const { status, body } = await getJson(app, '/api/v2/tools/states/');
    expect(status).toBe(200);
    const page = privacyStatesPageSchema.parse(body);
    expect(page.results[0]).toEqual({ name: NO_STATE_SELECTED, state_location: '', abbreviation: '' });
    expect(page.results).toContainEqual({ name: 'California', state_location: 'CA', abbreviation: 'CA' });
    expect(page.count).toBe(page.results.length);
    expect(page.next).toBeNull();
  });

  it('pages when asked for a smaller page', async () => {
    const page = privacyStatesPageSchema.parse(
      (await getJson(app, '/api/v2/tools/states/?limit=2&offset=2')).body,
    );
    expect(page.results).toHaveLength(2);
    expect(page.next).toBe('/api/v2/tools/states/?limit=2&offset=4');
    expect(page.previous).toBe('/api/v2/tools/states/?limit=2');
  });
});

describe('GET /api/v2/tools/school-district/', () => {
  it("finds a name's start and any word's start, ignoring case and accents, name-starts first", async () => {
    expect(names((await districts('state=OR&search=san')).page)).toEqual([
      'San José Unified',
      'SANTA ROSA CITY SCHOOLS',
      'Lake San Marcos School District',
    ]);
    expect(names((await districts('state=OR&search=JOSE')).page)).toEqual(['San José Unified']);
    expect(names((await districts('state=OR&search=sán%20jos')).page)).toEqual(['San José Unified']);
    expect(names((await districts('state=OR&search=marcos%20lake')).page)).toEqual([
      'Lake San Marcos School District',
    ]);
    expect(names((await districts('state=OR&search=marys')).page)).toEqual(["St. Mary's Academy"]);
    expect(names((await districts('state=OR&search=rosa%20x')).page)).toEqual([]);
  });

  it('does not match the middle of a word', async () => {
    expect(names((await districts('state=OR&search=ose')).page)).toEqual([]);
  });

  it('filters by state; no state (or the empty one) lists every state', async () => {
    expect(names((await districts('state=wa&search=san')).page)).toEqual(['Sandpoint Schools']);
    expect((await districts('search=san')).page?.count).toBe(4);
    expect((await districts('state=&search=san')).page?.count).toBe(4);
    expect(names((await districts('state=TX')).page)).toEqual([]);
  });

  it('treats wildcards and every kind of character as text: no error, no match-everything', async () => {
    for (const search of [
      '%',
      '_',
      '\\',
      '%%',
      '%_\\',
      "'; DROP TABLE schools; --",
      '🙂',
      '\u200b',
      '—',
      'ǅ̈',
    ]) {
      const { status, page } = await districts(`search=${encodeURIComponent(search)}`);
      expect(status, search).toBe(200);
      expect(page?.results, search).toEqual([]);
    }
    // Letters around the wildcards still search as words.
    expect(names((await districts(`search=${encodeURIComponent('100% fund_r')}`)).page)).toEqual([
      'Percent 100% Fund_Raiser \\ District',
    ]);
    expect(names((await districts(`search=${encodeURIComponent('ＳＡＮＤ')}`)).page)).toEqual([
      'Sandpoint Schools',
    ]);
  });

  it('pages with next and previous, and answers an empty page past the end', async () => {
    const first = (await districts('state=OR&limit=2')).page;
    expect(first?.count).toBe(4);
    expect(first?.results).toHaveLength(2);
    expect(first?.next).toBe('/api/v2/tools/school-district/?state=OR&limit=2&offset=2');
    expect(first?.previous).toBeNull();
    const second = (await districts('state=OR&limit=2&offset=2')).page;
    expect(second?.next).toBeNull();
    expect(second?.previous).toBe('/api/v2/tools/school-district/?state=OR&limit=2');
    expect([...(names(first) ?? []), ...(names(second) ?? [])]).toHaveLength(4);
    const past = (await districts('state=OR&limit=2&offset=40')).page;
    expect(past).toMatchObject({ count: 4, results: [], next: null });
    expect(past?.previous).toBe('/api/v2/tools/school-district/?state=OR&limit=2&offset=2');
  });

  it('refuses a bad limit, offset, state or an over-long search with the field named', async () => {
    for (const [query, message] of [
      ['limit=0', `Limit - ${PRIVACY_ERRORS.limit}`],
      ['limit=1000', `Limit - ${PRIVACY_ERRORS.limit}`],
      ['offset=-1', `Offset - ${PRIVACY_ERRORS.offset}`],
      ['state=California', `State - ${PRIVACY_ERRORS.stateFormat}`],
      [`search=${'a'.repeat(101)}`, `Search - ${PRIVACY_ERRORS.search}`],
    ] as const) {
      const { status, body } = await districts(query);
      expect(status, query).toBe(400);
      expect(body.messages, query).toEqual([message]);
    }
  });
});

describe('GET /api/v2/tools/schools-by-district/{district}/', () => {
  it("lists the district's schools only, searchable like districts, paged", async () => {
    const district = await buildDistrict(app, { name: 'Cascade School District', state: 'WA' });
    const other = await buildDistrict(app, { name: 'Other District', state: 'WA' });
    await buildSchool(app, {
      districtGuid: district.districtGuid,
      name: 'Ñandú Elementary',
      city: 'Leavenworth',
    });
    await buildSchool(app, { districtGuid: district.districtGuid, name: 'Cascade High School' });
    await buildSchool(app, { districtGuid: district.districtGuid, name: 'Icicle River Middle School' });
    await buildSchool(app, { districtGuid: other.districtGuid, name: 'Cascade Other Elementary' });

    const url = `/api/v2/tools/schools-by-district/${district.districtGuid}/`;
    const all = privacySchoolsPageSchema.parse((await getJson(app, url)).body);
    expect(all.results.map((s) => s.name)).toEqual([
      'Cascade High School',
      'Icicle River Middle School',
      'Ñandú Elementary',
    ]);
    const found = privacySchoolsPageSchema.parse((await getJson(app, `${url}?search=nandu`)).body);
    expect(found.results).toEqual([
      expect.objectContaining({ name: 'Ñandú Elementary', city: 'Leavenworth' }),
    ]);
    const school = privacySchoolsPageSchema.parse((await getJson(app, `${url}?search=school`)).body);
    expect(school.count).toBe(2);
    const paged = privacySchoolsPageSchema.parse(
      (await getJson(app, `${url}?limit=1&offset=1&search=s`)).body,
    );
    expect(paged).toMatchObject({ count: 2, next: null, previous: `${url}?search=s&limit=1` });
    expect(privacySchoolsPageSchema.parse((await getJson(app, `${url}?search=%25`)).body).results).toEqual(
      [],
    );
    expect(privacySchoolsPageSchema.parse((await getJson(app, `${url}?offset=90`)).body)).toMatchObject({
      count: 3,
      results: [],
    });
  });

  it('answers 404 for an unknown district and 400 for an id that is not one', async () => {
    const unknown = await getJson(app, '/api/v2/tools/schools-by-district/0000001/');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PRIVACY_ERRORS.unknownDistrict('0000001'));
    const bad = await getJson(app, '/api/v2/tools/schools-by-district/12%25/');
    expect(bad.status).toBe(400);
    expect(bad.body.messages).toEqual([`District - ${PRIVACY_ERRORS.districtFormat}`]);
  });
});

describe('name folding', () => {
  it('folds accents, case, width, apostrophes and punctuation the same way for names and searches', () => {
    expect(foldWords("St. Mary's Académie — Ｓｃｈｏｏｌ")).toEqual(['st', 'marys', 'academie', 'school']);
    expect(foldWords('%_\\ 🙂')).toEqual([]);
    expect(searchWordsOf('san sandy san')).toEqual(['sandy']);
  });
});

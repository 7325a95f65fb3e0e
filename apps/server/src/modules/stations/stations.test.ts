import {
  localDataSchema,
  STATION_STATES,
  stationDetailReplySchema,
  stationLookupReplySchema,
} from '@lantern/shared';
import { eq } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  stationAuthorities,
  stationEvents,
  stationSocialLinks,
  stations,
  userStations,
} from '../../db/stations-schema.ts';
import { SAMPLE_STATE_AUTHORITY } from '../../seed/standards.ts';
import { seedStations, stationSeeds } from '../../seed/stations/seed-stations.ts';
import { JURISDICTIONS } from '../../seed/stations/state-agencies.ts';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await seedStations(app.orm);
});

const get = (url: string, cookies: Record<string, string> = {}) =>
  injectAs(app, apiHeaders(app), { method: 'GET', url, cookies });

async function lookup(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return stationLookupReplySchema.parse(response.json());
}

describe('station reference data', () => {
  it('seeds every station once, with authorities and derived links; a second run adds nothing', async () => {
    expect(stationSeeds()).toHaveLength(155);
    expect(await seedStations(app.orm)).toEqual({ inserted: 0 });
    const rows = await app.orm.select().from(stations);
    expect(rows).toHaveLength(155);
    // Each station's state agency, and the sample state framework's authority after it.
    expect(await app.orm.select().from(stationAuthorities)).toHaveLength(155 * 2);
    const wosu = rows.find((row) => row.callSign === 'WOSU');
    expect(wosu?.donateUrl).toMatch(/^https:\/\/.+\/donate$/);
  });

  it('mirrors migration 0030 in the drizzle schema', async () => {
    const tables = [stations, stationAuthorities, stationSocialLinks, stationEvents, userStations].map((t) =>
      getTableConfig(t),
    );
    const { rows } = await app.database.withConnection((connection) =>
      connection.query<{ table_name: string; column_name: string; is_nullable: string }>(
        `SELECT table_name, column_name, is_nullable FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = ANY($1::text[])`,
        [tables.map((table) => table.name)],
      ),
    );
    const fromSql = rows.map(
      (r) => `${r.table_name}.${r.column_name}:${r.is_nullable === 'YES' ? 'null' : 'not null'}`,
    );
    const fromDrizzle = tables.flatMap((table) =>
      table.columns.map((c) => `${table.name}.${c.name}:${c.notNull || c.primary ? 'not null' : 'null'}`),
    );
    expect(fromDrizzle.sort()).toEqual(fromSql.sort());
  });
});

describe('GET /api/v2/orgs_by_zipcode/{zip}/', () => {
  it('gives a Massachusetts ZIP its Massachusetts stations, nearest first', async () => {
    const reply = await lookup('/api/v2/orgs_by_zipcode/02139/');
    expect(reply.zipcodeHasMatched).toBe(true);
    expect(reply.isInVirginia).toBe(false);
    expect(reply.organizations.map((s) => s.organizationCallSign)).toEqual(['WGBH', 'WGBY']);
    expect(reply.organizations.every((s) => s.state === 'MA')).toBe(true);
    const [first, second] = reply.organizations;
    expect(first.distanceKm).toBeLessThan(second.distanceKm as number);
    expect(first.authorities).toEqual([
      'Massachusetts Department of Elementary and Secondary Education',
      SAMPLE_STATE_AUTHORITY,
    ]);
    expect(first.images[0]).toEqual({
      profile: 'color-single-brand-logo',
      url: '/api/v2/stations/WGBH/logo.svg',
    });
  });

  it('ranks from the western end of the state too, and accepts ZIP+4', async () => {
    const reply = await lookup('/api/v2/orgs_by_zipcode/01103-1234/');
    expect(reply.organizations.map((s) => s.organizationCallSign)).toEqual(['WGBY', 'WGBH']);
  });

  it('sets isInVirginia for a Virginia ZIP', async () => {
    const reply = await lookup('/api/v2/orgs_by_zipcode/22201/');
    expect(reply.isInVirginia).toBe(true);
    expect(reply.organizations[0].organizationCallSign).toBe('WETA');
    expect(reply.organizations.every((s) => s.state === 'VA')).toBe(true);
  });

  it('finds the station of a territory (Puerto Rico, Guam)', async () => {
    expect((await lookup('/api/v2/orgs_by_zipcode/00901/')).organizations[0].organizationCallSign).toBe(
      'WIPR',
    );
    expect((await lookup('/api/v2/orgs_by_zipcode/96910/')).organizations[0].organizationCallSign).toBe(
      'KGTF',
    );
  });

  it('offers the nearest state when the ZIP code state has no station (Northern Mariana Islands)', async () => {
    const reply = await lookup('/api/v2/orgs_by_zipcode/96950/');
    expect(reply.zipcodeHasMatched).toBe(false);
    expect(reply.organizations.map((s) => s.state)).toEqual(['GU']);
  });

  it('answers the default ZIP code 0 (spec 1 §7) with an empty lookup, not an error', async () => {
    const reply = await lookup('/api/v2/orgs_by_zipcode/0/');
    expect(reply).toEqual({ organizations: [], zipcodeHasMatched: false, isInVirginia: false });
  });

  it('answers 404 with a clear message for a ZIP code that does not exist', async () => {
    const response = await get('/api/v2/orgs_by_zipcode/00000/');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('could not find the ZIP code 00000');
  });

  it.each(['1234', '123456', 'abcde', '02139-12', '0213x', '%20'])(
    'refuses the malformed ZIP %j with 400',
    async (zip) => {
      const response = await get(`/api/v2/orgs_by_zipcode/${zip}/`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('ZIP code of 5 digits');
    },
  );
});

describe('GET /api/v2/orgs_by_state/{state}/', () => {
  it('lists a state, lower case accepted', async () => {
    const reply = await lookup('/api/v2/orgs_by_state/oh/');
    expect(reply.organizations).toHaveLength(8);
    expect(
      reply.organizations.every((s) => s.authorities[0] === 'Ohio Department of Education and Workforce'),
    ).toBe(true);
    expect(reply.organizations[0].distanceKm).toBeNull();
    expect((await lookup('/api/v2/orgs_by_state/VA/')).isInVirginia).toBe(true);
  });

  it('knows every state the station modal offers, by the same name', async () => {
    expect(STATION_STATES.map(({ code, name }) => `${code} ${name}`).sort()).toEqual(
      Object.entries(JURISDICTIONS)
        .map(([code, { name }]) => `${code} ${name}`)
        .sort(),
    );
    for (const { code } of STATION_STATES) {
      const reply = await lookup(`/api/v2/orgs_by_state/${code}/`);
      expect(reply.organizations.every((s) => s.state === code)).toBe(true);
    }
  });

  it('answers the no-station state with an empty list', async () => {
    const reply = await lookup('/api/v2/orgs_by_state/MP/');
    expect(reply).toEqual({ organizations: [], zipcodeHasMatched: false, isInVirginia: false });
  });

  it('refuses unknown and malformed codes with a clear 4xx', async () => {
    const unknown = await get('/api/v2/orgs_by_state/ZZ/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('ZZ is not a US state');
    const malformed = await get('/api/v2/orgs_by_state/OHIO/');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('two-letter');
  });
});

describe('stations service and local data', () => {
  it('returns a station by call sign as data[0].attributes, and 404 for an unknown one', async () => {
    const response = await get('/api/v2/stations/?call_sign=wgbh');
    expect(response.statusCode).toBe(200);
    const { attributes } = stationDetailReplySchema.parse(response.json()).data[0];
    expect(attributes).toMatchObject({ call_sign: 'WGBH', city: 'Boston', state: 'MA' });
    expect(attributes.images[0].profile).toBe('color-single-brand-logo');
    expect(attributes.social_links.every((link) => link.derived)).toBe(true);
    const unknown = await get('/api/v2/stations/?call_sign=ZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect((await get('/api/v2/stations/?call_sign=')).statusCode).toBe(400);
  });

  it('serves a generated wordmark logo without an API key', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v2/stations/WOSU/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('>WOSU</text>');
  });

  it('gives national local data without a station, and the station for the visitor cookie or an id', async () => {
    const national = localDataSchema.parse((await get('/api/v2/local_data/')).json());
    expect(national.organizationId).toBeNull();
    const [wosu] = await app.orm.select().from(stations).where(eqCallSign('WOSU'));
    const viaCookie = localDataSchema.parse(
      (await get('/api/v2/local_data/', { organization_id: String(wosu.organizationId) })).json(),
    );
    expect(viaCookie).toMatchObject({ callSign: 'WOSU', stateName: 'Ohio', state: 'OH' });
    expect(viaCookie.logo).toBe('/api/v2/stations/WOSU/logo.svg');
    expect(viaCookie.events.length).toBeGreaterThan(0);
    const byId = localDataSchema.parse((await get(`/api/v2/local_data/${wosu.organizationId}/`)).json());
    expect(byId.fullCommonName).toBe(wosu.commonName);
    expect((await get('/api/v2/local_data/999999999/')).statusCode).toBe(404);
    expect((await get('/api/v2/local_data/abc/')).statusCode).toBe(400);
    // A cookie naming no station is ignored rather than an error.
    expect((await get('/api/v2/local_data/', { organization_id: 'nope' })).json().organizationId).toBeNull();
  });
});

function eqCallSign(callSign: string) {
  return eq(stations.callSign, callSign);
}

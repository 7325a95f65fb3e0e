import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { userStations } from '../../db/stations-schema.ts';
import { seedStations, stationSeeds } from '../../seed/stations/seed-stations.ts';
import { buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, signInAs } from '../../test/test-app.ts';

let app: FastifyInstance;
const wosu = () =>
  stationSeeds().find((seed) => seed.callSign === 'WOSU') as ReturnType<typeof stationSeeds>[number];
const YEAR = 365 * 24 * 60 * 60;

beforeAll(async () => {
  app = await buildTestApp();
  await seedStations(app.orm);
});

/** A page navigation: no API key, as a browser sends it. */
const navigateRaw = (
  url: string,
  cookies: Record<string, string> = {},
  headers: Record<string, string> = {},
) => app.inject({ method: 'GET', url, cookies, headers });

const PAGE_TOKEN = 'the-pages-csrf-token';
/** change_station as the station modal sends it: with the page's csrftoken cookie value in csrf_token. */
const navigate = (
  url: string,
  cookies: Record<string, string> = {},
  headers: Record<string, string> = {},
) => {
  if (!url.startsWith('/api/v2/change_station/')) return navigateRaw(url, cookies, headers);
  const token = cookies.csrftoken ?? PAGE_TOKEN;
  const separator = url.includes('?') ? '&' : '?';
  return navigateRaw(`${url}${separator}csrf_token=${token}`, { ...cookies, csrftoken: token }, headers);
};

describe('GET /api/v2/change_station/{id}/', () => {
  it('stores a visitor station in a cookie, confirms it for 365 days and redirects to next', async () => {
    const response = await navigate(
      `/api/v2/change_station/${wosu().guid}/?zip_code=43210&next=/search/%3Fq%3Dbees`,
      {
        localization_not_confirmed: '1',
      },
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/search/?q=bees');
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    const stationCookie = cookies.organization_id;
    expect(stationCookie).toBeDefined();
    const [row] = await app.orm.query.stations.findMany({
      where: (s, { eq: is }) => is(s.guid, wosu().guid),
    });
    expect(stationCookie.value).toBe(String(row.organizationId));
    const confirmed = cookies.station_confirmed;
    expect(confirmed.value).toBe('true');
    expect(confirmed.maxAge).toBe(YEAR);
    expect(confirmed.path).toBe('/');
    const expires = new Date(confirmed.expires as unknown as string).getTime();
    expect(Math.abs(expires - (Date.now() + YEAR * 1000))).toBeLessThan(60_000);
    // No COOKIE_DOMAIN: host-only.
    expect(confirmed.domain).toBeUndefined();
    const cleared = response.cookies.filter((cookie) => cookie.name === 'localization_not_confirmed');
    expect(cleared.length).toBeGreaterThan(0);
    expect(
      cleared.every(
        (cookie) => cookie.value === '' && new Date(cookie.expires as unknown as string) < new Date(),
      ),
    ).toBe(true);
    // The visitor's local data now names the station.
    const local = await injectAs(app, apiHeaders(app), {
      method: 'GET',
      url: '/api/v2/local_data/',
      cookies: { organization_id: stationCookie.value },
    });
    expect(local.json().callSign).toBe('WOSU');
  });

  it('puts the station in the page configuration for the visitor cookie and the teacher profile', async () => {
    const pageConfig = async (cookies: Record<string, string>) => {
      const html = (await navigate('/', cookies)).body;
      const json = html.match(/<script id="page-config" type="application\/json">(.*?)<\/script>/)?.[1];
      return JSON.parse(json ?? 'null');
    };
    expect((await pageConfig({})).station).toBeNull();
    const [row] = await app.orm.query.stations.findMany({ where: (s, { eq: is }) => is(s.callSign, 'WOSU') });
    const visitor = await pageConfig({ organization_id: String(row.organizationId) });
    expect(visitor.stationCallSign).toBe('WOSU');
    expect(visitor.station).toMatchObject({
      callSign: 'WOSU',
      state: 'OH',
      stateName: 'Ohio',
      logo: '/api/v2/stations/WOSU/logo.svg',
    });
    const teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
    expect((await pageConfig(teacher.cookies)).station).toBeNull();
    await navigate(`/api/v2/change_station/${wosu().guid}/?next=/`, teacher.cookies);
    expect((await pageConfig(teacher.cookies)).station.organizationGuid).toBe(wosu().guid);
  });

  it('adds selected_tab=standards when asked, keeping the rest of next', async () => {
    const response = await navigate(
      `/api/v2/change_station/${wosu().guid}/?selected_tab=standards&next=${encodeURIComponent('/resource/abc/?x=1#top')}`,
    );
    expect(response.headers.location).toBe('/resource/abc/?x=1&selected_tab=standards#top');
    const home = await navigate(`/api/v2/change_station/${wosu().guid}/`);
    expect(home.headers.location).toBe('/');
  });

  it('accepts an absolute next on our own address as its path', async () => {
    const response = await navigate(
      `/api/v2/change_station/${wosu().guid}/?next=${encodeURIComponent('http://localhost:3000/subjects/?a=b')}`,
    );
    expect(response.headers.location).toBe('/subjects/?a=b');
  });

  it('keeps a signed-in teacher station on the profile (no station cookie) and local data follows it', async () => {
    const teacher = await buildUser(app, { role: 'teacher' });
    const auth = await signInAs(app, teacher);
    const response = await navigate(
      `/api/v2/change_station/${wosu().guid}/?zip_code=43210-1234&next=/`,
      auth.cookies,
    );
    expect(response.statusCode).toBe(302);
    expect(response.cookies.some((cookie) => cookie.name === 'organization_id')).toBe(false);
    expect(response.cookies.some((cookie) => cookie.name === 'station_confirmed')).toBe(true);
    const [saved] = await app.orm.select().from(userStations).where(eq(userStations.userId, teacher.id));
    expect(saved.zipCode).toBe('43210-1234');
    const local = await injectAs(app, auth, { method: 'GET', url: '/api/v2/local_data/' });
    expect(local.json()).toMatchObject({ callSign: 'WOSU', stateName: 'Ohio' });
    // Changing again replaces the station rather than adding a second one.
    const wgbh = stationSeeds().find((seed) => seed.callSign === 'WGBH');
    await navigate(`/api/v2/change_station/${wgbh?.guid}/?next=/`, auth.cookies);
    const rows = await app.orm.select().from(userStations).where(eq(userStations.userId, teacher.id));
    expect(rows).toHaveLength(1);
    expect((await injectAs(app, auth, { method: 'GET', url: '/api/v2/local_data/' })).json().callSign).toBe(
      'WGBH',
    );
  });

  it.each([
    '//evil.com',
    'https://evil.com',
    '/\\evil.com',
    '%2F%2Fevil.com',
    encodeURIComponent('/\\evil.com'),
    encodeURIComponent('https://evil.com/'),
    encodeURIComponent('/\t/evil.com'),
    'javascript:alert(1)',
    encodeURIComponent('http://localhost:3000.evil.com/'),
  ])('refuses the off-site next %j with 400 and changes nothing', async (next) => {
    const teacher = await buildUser(app, { role: 'teacher' });
    const auth = await signInAs(app, teacher);
    const response = await navigate(`/api/v2/change_station/${wosu().guid}/?next=${next}`, auth.cookies);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('must be a page of this site');
    expect(response.headers.location).toBeUndefined();
    expect(response.cookies).toHaveLength(0);
    expect(await app.orm.select().from(userStations).where(eq(userStations.userId, teacher.id))).toHaveLength(
      0,
    );
  });

  it('refuses unknown and malformed station ids, and bad ZIP codes', async () => {
    const unknown = await navigate('/api/v2/change_station/00000000-0000-4000-8000-000000000000/?next=/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('No station has the id');
    expect(unknown.cookies).toHaveLength(0);
    const malformed = await navigate('/api/v2/change_station/42/?next=/');
    expect(malformed.statusCode).toBe(400);
    const badZip = await navigate(`/api/v2/change_station/${wosu().guid}/?zip_code=12&next=/`);
    expect(badZip.statusCode).toBe(400);
    expect(badZip.body).toContain('ZIP code of 5 digits');
  });

  it('refuses a cross-site navigation but allows same-site and typed-in ones', async () => {
    const url = `/api/v2/change_station/${wosu().guid}/?next=/`;
    const crossSite = await navigate(url, {}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.cookies).toHaveLength(0);
    expect((await navigate(url, {}, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(302);
    expect((await navigate(url, {}, { 'sec-fetch-site': 'none' })).statusCode).toBe(302);
  });

  it('changes nothing without the page token, or with a wrong one, and says what to do', async () => {
    const teacher = await buildUser(app, { role: 'teacher' });
    const auth = await signInAs(app, teacher);
    const base = `/api/v2/change_station/${wosu().guid}/?next=/`;
    const attempts: [string, Record<string, string>][] = [
      // A link or image on another site: it cannot read the csrftoken cookie.
      [base, auth.cookies],
      [`${base}&csrf_token=`, auth.cookies],
      [`${base}&csrf_token=guessed`, { ...auth.cookies, csrftoken: PAGE_TOKEN }],
      [`${base}&csrf_token=${PAGE_TOKEN}x`, { ...auth.cookies, csrftoken: PAGE_TOKEN }],
      // A token without the cookie it must match.
      [
        `${base}&csrf_token=${PAGE_TOKEN}`,
        Object.fromEntries(Object.entries(auth.cookies).filter(([name]) => name !== 'csrftoken')),
      ],
    ];
    for (const [url, cookies] of attempts) {
      const response = await navigateRaw(url, cookies, { 'sec-fetch-site': 'same-origin' });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message, url).toContain('csrf_token must equal the csrftoken cookie');
      expect(response.headers.location, url).toBeUndefined();
      expect(response.cookies, url).toHaveLength(0);
    }
    const visitor = await navigateRaw(base);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.cookies).toHaveLength(0);
    expect(await app.orm.select().from(userStations).where(eq(userStations.userId, teacher.id))).toHaveLength(
      0,
    );

    const chosen = await navigateRaw(`${base}&csrf_token=${PAGE_TOKEN}`, {
      ...auth.cookies,
      csrftoken: PAGE_TOKEN,
    });
    expect(chosen.statusCode).toBe(302);
    const [saved] = await app.orm.select().from(userStations).where(eq(userStations.userId, teacher.id));
    expect(saved).toBeDefined();
  });
});

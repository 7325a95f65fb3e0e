import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { seedStations, stationSeeds } from '../../seed/stations/seed-stations.ts';
import { buildUser } from '../../test/factories/index.ts';
import { buildTestApp, signInAs } from '../../test/test-app.ts';

const YEAR = 365 * 24 * 60 * 60;
let wosuApp: FastifyInstance;

const seed = (callSign: string) =>
  stationSeeds().find((station) => station.callSign === callSign) as ReturnType<typeof stationSeeds>[number];

async function appWith(env: Record<string, string>) {
  const app = await buildTestApp({ env });
  await seedStations(app.orm);
  return app;
}

beforeAll(async () => {
  wosuApp = await appWith({ DEFAULT_STATION_CALL_SIGN: 'wosu' });
});

const PAGE_TOKEN = 'the-pages-csrf-token';
/**
 * A page load as a browser makes it (no API key); change_station as the station modal builds it,
 * with the page's csrftoken cookie value in csrf_token.
 */
const load = (app: FastifyInstance, url: string, cookies: Record<string, string> = {}) => {
  if (!url.startsWith('/api/v2/change_station/')) return app.inject({ method: 'GET', url, cookies });
  const token = cookies.csrftoken ?? PAGE_TOKEN;
  return app.inject({
    method: 'GET',
    url: `${url}&csrf_token=${token}`,
    cookies: { ...cookies, csrftoken: token },
  });
};

const cookiesOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));

function pageConfigOf(response: LightMyRequestResponse) {
  const json = response.body.match(/<script id="page-config" type="application\/json">(.*?)<\/script>/)?.[1];
  return JSON.parse(json ?? 'null');
}

async function organizationIdOf(app: FastifyInstance, callSign: string) {
  const [row] = await app.orm.query.stations.findMany({ where: (s, { eq }) => eq(s.callSign, callSign) });
  return String(row.organizationId);
}

describe('DEFAULT_STATION_CALL_SIGN: first-time visitors', () => {
  it('localizes the first page to the default station and asks for confirmation for a year', async () => {
    const response = await load(wosuApp, '/search/?q=bees');
    expect(response.statusCode).toBe(200);
    const cookies = cookiesOf(response);
    expect(cookies.organization_id.value).toBe(await organizationIdOf(wosuApp, 'WOSU'));
    expect(cookies.organization_id.maxAge).toBe(YEAR);
    const popup = cookies.localization_not_confirmed;
    expect(popup.value).toBe('true');
    expect(popup.maxAge).toBe(YEAR);
    expect(popup.path).toBe('/');
    // Host-only and readable by the page, which deletes it when the visitor answers 'Yes'.
    expect(popup.domain).toBeUndefined();
    expect(popup.httpOnly).toBeFalsy();
    expect(popup.sameSite).toBe('Lax');
    expect(cookies.station_confirmed).toBeUndefined();
    expect(cookies.show_virginia_modal).toBeUndefined();
    // This very page is already localized.
    expect(pageConfigOf(response).station).toMatchObject({ callSign: 'WOSU', stateName: 'Ohio' });
  });

  it.each<[string, Record<string, string>]>([
    ['a station of their own', { organization_id: 'own' }],
    ['a confirmed station', { station_confirmed: 'true' }],
    ['an unanswered confirmation', { localization_not_confirmed: 'true' }],
  ])('leaves a visitor with %s alone', async (_, given) => {
    const cookies: Record<string, string> = { ...given };
    if (cookies.organization_id) cookies.organization_id = await organizationIdOf(wosuApp, 'WGBH');
    const response = await load(wosuApp, '/', cookies);
    expect(response.statusCode).toBe(200);
    const names = response.cookies.map((cookie) => cookie.name);
    expect(names).not.toContain('organization_id');
    expect(names).not.toContain('localization_not_confirmed');
    const station = pageConfigOf(response).station;
    if (given.organization_id) expect(station.callSign).toBe('WGBH');
    else expect(station).toBeNull();
  });

  it('leaves signed-in users to their profile station', async () => {
    const teacher = await signInAs(wosuApp, await buildUser(wosuApp, { role: 'teacher' }));
    const response = await load(wosuApp, '/', teacher.cookies);
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('localization_not_confirmed');
    expect(pageConfigOf(response).station).toBeNull();
  });

  it('sets the Virginia session flag when the default station is in Virginia', async () => {
    const app = await appWith({ DEFAULT_STATION_CALL_SIGN: 'WCVE' });
    const flag = cookiesOf(await load(app, '/')).show_virginia_modal;
    expect(flag.value).toBe('true');
    // A session cookie: no lifetime, so the browser drops it when it closes.
    expect(flag.maxAge).toBeUndefined();
    expect(flag.expires).toBeUndefined();
    expect(flag.path).toBe('/');
    expect(flag.domain).toBeUndefined();
  });

  it('keeps the national site when the default names no station, or none is configured', async () => {
    for (const env of [{ DEFAULT_STATION_CALL_SIGN: 'WZZZ' }, {} as Record<string, string>]) {
      const app = await appWith(env);
      const response = await load(app, '/');
      expect(response.statusCode).toBe(200);
      expect(response.cookies.map((cookie) => cookie.name)).toEqual(['csrftoken']);
      expect(pageConfigOf(response).station).toBeNull();
    }
  });

  it('refuses a malformed DEFAULT_STATION_CALL_SIGN at start-up with a message naming it', () => {
    expect(() => loadConfig({ DEFAULT_STATION_CALL_SIGN: 'not a call sign' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEFAULT_STATION_CALL_SIGN: 'not a call sign' })).toThrow(
      /DEFAULT_STATION_CALL_SIGN: must be a station call sign/,
    );
    expect(loadConfig({ DEFAULT_STATION_CALL_SIGN: '' }).defaultStationCallSign).toBeUndefined();
  });

  it('confirming a station afterwards removes the popup cookie and keeps the chosen station', async () => {
    const first = cookiesOf(await load(wosuApp, '/'));
    const response = await load(wosuApp, `/api/v2/change_station/${seed('WGBH').guid}/?next=/`, {
      organization_id: first.organization_id.value,
      localization_not_confirmed: first.localization_not_confirmed.value,
    });
    expect(response.statusCode).toBe(302);
    const cookies = cookiesOf(response);
    expect(cookies.organization_id.value).toBe(await organizationIdOf(wosuApp, 'WGBH'));
    expect(cookies.localization_not_confirmed.value).toBe('');
    expect(cookies.station_confirmed.value).toBe('true');
    const next = await load(wosuApp, '/', {
      organization_id: cookies.organization_id.value,
      station_confirmed: 'true',
    });
    expect(next.cookies.map((cookie) => cookie.name)).not.toContain('localization_not_confirmed');
    expect(pageConfigOf(next).station.callSign).toBe('WGBH');
  });
});

describe('change_station: the Virginia flag and the cookie domain', () => {
  it('sets the Virginia session flag for a Virginia ZIP code only', async () => {
    const richmond = await load(
      wosuApp,
      `/api/v2/change_station/${seed('WCVE').guid}/?zip_code=23219&next=/`,
    );
    expect(richmond.statusCode).toBe(302);
    const flag = cookiesOf(richmond).show_virginia_modal;
    expect(flag.value).toBe('true');
    expect(flag.maxAge).toBeUndefined();
    // The same Virginia station chosen by state (no ZIP) or from a ZIP elsewhere sets nothing.
    for (const query of ['', 'zip_code=20001&']) {
      const response = await load(wosuApp, `/api/v2/change_station/${seed('WCVE').guid}/?${query}next=/`);
      expect(response.statusCode).toBe(302);
      expect(cookiesOf(response).show_virginia_modal).toBeUndefined();
    }
  });

  it('confirms on COOKIE_DOMAIN of an https public address, Secure, and clears the popup there too', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://www.lantern.co.uk', COOKIE_DOMAIN: '.Lantern.co.uk' });
    const response = await load(app, `/api/v2/change_station/${seed('WOSU').guid}/?next=/`);
    expect(response.statusCode).toBe(302);
    const confirmed = cookiesOf(response).station_confirmed;
    expect(confirmed).toMatchObject({ value: 'true', domain: 'lantern.co.uk', secure: true, maxAge: YEAR });
    const cleared = response.cookies.filter((cookie) => cookie.name === 'localization_not_confirmed');
    expect(cleared.map((cookie) => cookie.domain ?? 'host').sort()).toEqual(['host', 'lantern.co.uk']);
    const station = cookiesOf(response).organization_id;
    expect(station.secure).toBe(true);
    expect(station.domain).toBeUndefined();
  });

  it.each([
    'https://lantern.co.uk',
    'https://www.lantern.co.uk',
    'https://wosu.example.org',
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://[::1]:3000',
  ])('without COOKIE_DOMAIN confirms host-only on %s (never a guessed parent such as co.uk)', async (url) => {
    const app = await appWith({ PUBLIC_URL: url });
    const response = await load(app, `/api/v2/change_station/${seed('WOSU').guid}/?next=/`);
    expect(response.statusCode).toBe(302);
    expect(cookiesOf(response).station_confirmed.domain).toBeUndefined();
    const cleared = response.cookies.filter((cookie) => cookie.name === 'localization_not_confirmed');
    expect(cleared.map((cookie) => cookie.domain)).toEqual([undefined]);
  });

  it.each([
    ['a public suffix', 'https://lantern.co.uk', 'co.uk', 'public suffix'],
    ['a private public suffix', 'https://lantern.github.io', 'github.io', 'public suffix'],
    ['another site', 'https://lantern.example.org', 'evil.example', 'parent of it'],
    ['a sibling', 'https://wosu.example.org', 'wgbh.example.org', 'parent of it'],
    ['localhost', 'http://localhost:3000', 'localhost', 'host-only'],
    ['an IP address', 'http://127.0.0.1:3000', '127.0.0.1', 'host-only'],
    ['not a domain name', 'https://lantern.example.org', 'lantern example.org', 'domain name'],
  ])('refuses COOKIE_DOMAIN set to %s at start-up', (_, url, domain, reason) => {
    expect(() => loadConfig({ PUBLIC_URL: url, COOKIE_DOMAIN: domain })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: url, COOKIE_DOMAIN: domain })).toThrow(
      new RegExp(`COOKIE_DOMAIN: .*${reason}`),
    );
  });
});

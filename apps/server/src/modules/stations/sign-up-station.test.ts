import { LOCALIZATION_NOT_CONFIRMED_COOKIE, localDataSchema, STATION_COOKIE } from '@lantern/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations, userStations } from '../../db/stations-schema.ts';
import { seedStations } from '../../seed/stations/seed-stations.ts';
import {
  type AccountsApp,
  signUpTeacher,
  startAccountsApp,
  type TestBrowser,
} from '../auth/accounts-test-kit.ts';

/** A visitor's chosen station (the station cookie) goes with them into the account they create. */

let kit: AccountsApp;
let wosuId: number;

beforeAll(async () => {
  kit = await startAccountsApp();
  await seedStations(kit.app.orm);
  const [row] = await kit.app.orm
    .select({ id: stations.organizationId })
    .from(stations)
    .where(eq(stations.callSign, 'WOSU'));
  wosuId = row!.id;
});
afterAll(() => kit?.close());

/** A visitor who chose WOSU (change_station left this cookie). */
function visitorWithStation(cookies: Record<string, string> = {}): TestBrowser {
  const browser = kit.browser();
  browser.cookies.set(STATION_COOKIE, String(wosuId));
  for (const [name, value] of Object.entries(cookies)) browser.cookies.set(name, value);
  return browser;
}

async function stationOf(browser: TestBrowser) {
  const reply = await browser.get('/api/v2/local_data/');
  expect(reply.status).toBe(200);
  return localDataSchema.parse(reply.body);
}

let nameCounter = 0;
function studentPayload() {
  nameCounter += 1;
  return {
    custom_word: `kid${process.pid % 1000}s${nameCounter}${Math.random().toString(36).slice(2, 6)}`,
    first_word: 'happy',
    second_word: 'fox',
    secure_secret_question: 'What is your favorite animal?',
    secure_secret_answer: 'red panda',
    captcha: '',
  };
}

describe('signing up keeps the station chosen as a visitor', () => {
  it('a teacher account gets the station on its profile', async () => {
    const browser = visitorWithStation();
    const { reply } = await signUpTeacher(browser);
    expect(reply.status).toBe(201);
    expect((await stationOf(browser)).callSign).toBe('WOSU');
    const saved = await kit.app.orm
      .select()
      .from(userStations)
      .where(eq(userStations.userId, reply.body.user.id));
    expect(saved).toMatchObject([{ organizationId: wosuId, zipCode: null }]);
  });

  it('a student account gets it too', async () => {
    const browser = visitorWithStation();
    const reply = await browser.post('/api/v2/student/', studentPayload());
    expect(reply.status).toBe(201);
    expect((await stationOf(browser)).callSign).toBe('WOSU');
  });

  it('a visitor without a station signs up to the national site', async () => {
    const browser = kit.browser();
    const { reply } = await signUpTeacher(browser);
    expect(reply.status).toBe(201);
    expect((await stationOf(browser)).organizationId).toBeNull();
  });

  it('a station the site only guessed (not confirmed) is not written into the profile', async () => {
    const browser = visitorWithStation({ [LOCALIZATION_NOT_CONFIRMED_COOKIE]: 'true' });
    const { reply } = await signUpTeacher(browser);
    expect(reply.status).toBe(201);
    expect((await stationOf(browser)).organizationId).toBeNull();
  });

  it('a cookie naming no station is ignored, and the sign-up still succeeds', async () => {
    for (const value of ['987654321', 'not-a-station']) {
      const browser = kit.browser();
      browser.cookies.set(STATION_COOKIE, value);
      const { reply } = await signUpTeacher(browser);
      expect(reply.status).toBe(201);
      expect((await stationOf(browser)).organizationId).toBeNull();
    }
  });
});

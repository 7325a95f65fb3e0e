import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { buildRosterStudent } from '../../test/factories/index.ts';
import { twoAppsOnOneDatabase } from '../../test/two-processes.ts';
import { type AccountsApp, signInStudent, startAccountsApp, TestBrowser } from './accounts-test-kit.ts';
import { hashSecretAnswer } from './student-accounts.service.ts';

/**
 * Issue 39: limits that stop attackers, not schools (docs/decisions/0073-limits-that-stop-attackers-not-schools.md).
 * A school signs in from one address: successes do not count against it, and a success takes its own typos back;
 * a sweep of usernames from one address is still refused, with a message about the network and a wait that
 * differs from client to client; a burst of guesses sent at once checks no more answers than the limit.
 * The address limit is set low here (20) so that a few dozen sign-ins show what a thousand would.
 */

const TRIES_PER_ADDRESS = 20;
const LIMITS_ENV = { STUDENT_SIGNIN_TRIES_PER_ADDRESS: String(TRIES_PER_ADDRESS) };
/** STUDENT_SIGNIN_FAILURES_PER_ACCOUNT's default: failures per account and address before that client waits. */
const PER_ACCOUNT = 5;
const NETWORK_WAITS =
  /^Too many tries from your school's network\. Wait \d+ (seconds|minutes), then try again\.$/;

let kit: AccountsApp;
let answerHash: string;
beforeAll(async () => {
  kit = await startAccountsApp(LIMITS_ENV);
  answerHash = await hashSecretAnswer('red panda');
}, 180_000);
afterAll(() => kit?.close());

let addressCount = 0;
/** A school address of this test's own (the kit's browsers each get another one). */
function schoolAddress(): string {
  addressCount += 1;
  return `10.39.${addressCount}.1`;
}

/** A class of `size` students a teacher made, each with the secret answer 'red panda'. */
async function classOf(size: number): Promise<string[]> {
  const first = await buildRosterStudent(kit.app, {
    credential: { secretQuestion: 'favorite_animal', secretAnswerHash: answerHash },
  });
  const usernames = [first.student.username as string];
  for (let index = 1; index < size; index++) {
    const { student } = await buildRosterStudent(kit.app, {
      classId: first.classId,
      credential: { secretQuestion: 'favorite_animal', secretAnswerHash: answerHash },
    });
    usernames.push(student.username as string);
  }
  return usernames;
}

const signin = signInStudent;

describe('student sign-in limits behind one school address', () => {
  it('lets a whole school in, typos and all: 62 students each mistype once, then sign in', async () => {
    const address = schoolAddress();
    const usernames = await classOf(62);
    const statuses: number[] = [];
    // 124 tries in well under a minute, 62 of them wrong: three times the address's limit of unfinished tries.
    for (const username of usernames) {
      const device = new TestBrowser(kit.app, kit.config, address);
      statuses.push((await signin(device, username, 'red pandaa')).status);
      statuses.push((await signin(device, username, 'red panda')).status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(statuses).toEqual(usernames.flatMap(() => [400, 200]));
  }, 120_000);

  it("refuses a sweep of usernames from one address, naming the network, and no one else's", async () => {
    const address = schoolAddress();
    const sweeper = new TestBrowser(kit.app, kit.config, address);
    const statuses: number[] = [];
    for (let guess = 0; guess < TRIES_PER_ADDRESS; guess++) {
      statuses.push((await signin(sweeper, `nobody${guess}xyz`, 'red panda')).status);
    }
    expect(statuses).toEqual(Array(TRIES_PER_ADDRESS).fill(400));
    const refused = await signin(sweeper, 'nobodymorexyz', 'red panda');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(NETWORK_WAITS);
    expect(Number(refused.response.headers['retry-after'])).toBe(refused.body.retry_after_seconds);
    // Refused tries checked nothing and count nothing; a child at another address is not affected.
    const [child] = await classOf(1);
    expect((await signin(kit.browser(), child as string, 'red panda')).status).toBe(200);
  }, 60_000);

  it('tells refused clients different waits, so that they do not all come back at once', async () => {
    const address = schoolAddress();
    for (let guess = 0; guess < TRIES_PER_ADDRESS; guess++) {
      await signin(new TestBrowser(kit.app, kit.config, address), `sweep${guess}xyz`, 'wrong answer');
    }
    const waits: number[] = [];
    for (let child = 0; child < 12; child++) {
      const refused = await signin(
        new TestBrowser(kit.app, kit.config, address),
        `late${child}xyz`,
        'wrong answer',
      );
      expect(refused.status).toBe(429);
      waits.push(refused.body.retry_after_seconds as number);
    }
    // A minute at most (classmates' successes free tries), plus up to half as much again.
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(60);
    for (const wait of waits) expect(wait).toBeLessThanOrEqual(90);
    expect(new Set(waits).size).toBeGreaterThan(3);
  }, 60_000);

  it('checks no more answers than the per-account limit when guesses are sent at once', async () => {
    const [username] = await classOf(1);
    const guesser = schoolAddress();
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, guess) =>
        signin(new TestBrowser(kit.app, kit.config, guesser), username as string, `guess ${guess}`),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(12 - PER_ACCOUNT);
    // The owner at school (another address) is not kept out by the guesser's waits.
    expect((await signin(kit.browser(), username as string, 'red panda')).status).toBe(200);
  }, 60_000);
});

describe('student sign-in limits across processes', () => {
  it('counts the tries of one address in every process on the database', async () => {
    const { apps } = await twoAppsOnOneDatabase({ env: LIMITS_ENV });
    const address = schoolAddress();
    const statuses: number[] = [];
    for (let guess = 0; guess < TRIES_PER_ADDRESS; guess++) {
      const app = apps[guess % 2] as (typeof apps)[0];
      statuses.push(
        (await signin(new TestBrowser(app, app.config, address), `twoproc${guess}xyz`, 'wrong answer'))
          .status,
      );
    }
    expect(statuses).toEqual(Array(TRIES_PER_ADDRESS).fill(400));
    for (const app of apps) {
      const refused = await signin(
        new TestBrowser(app, app.config, address),
        'twoprocmorexyz',
        'wrong answer',
      );
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(NETWORK_WAITS);
    }
  }, 60_000);
});

describe('student sign-in limits are settings', () => {
  it('has defaults that let a school in, and refuses a setting out of range by name', () => {
    const limits = loadConfig({}).studentSignin;
    expect(limits).toMatchObject({ triesPerAddress: 200, retryJitterPercent: 50 });
    expect(limits.perAccount).toMatchObject({ max: 5, baseDelayMs: 30_000 });
    expect(limits.accountLock).toMatchObject({ max: 10, baseDelayMs: 15 * 60_000 });
    const custom = loadConfig({
      STUDENT_SIGNIN_TRIES_PER_ADDRESS: '1000',
      STUDENT_ACCOUNT_LOCK_MINUTES: '5',
    });
    expect(custom.studentSignin.triesPerAddress).toBe(1000);
    expect(custom.studentSignin.accountLock.baseDelayMs).toBe(5 * 60_000);
    expect(() => loadConfig({ STUDENT_SIGNIN_TRIES_PER_ADDRESS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ STUDENT_SIGNIN_TRIES_PER_ADDRESS: '0' })).toThrow(
      /STUDENT_SIGNIN_TRIES_PER_ADDRESS/,
    );
  });
});

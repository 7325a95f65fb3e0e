import { ACCOUNT_MESSAGES } from '@lantern/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/index.ts';
import { type AccountsApp, startAccountsApp, type TestBrowser } from './accounts-test-kit.ts';
import { SIGNIN_THROTTLE } from './throttle.ts';

/**
 * Issue 38 F4: the username check told anyone whether a username exists (docs/decisions/
 * 0069-sign-up-without-revealing-accounts.md). It now always answers with a suggestion of its own:
 * the words plus a random number, one nobody has. Signing up with a username somebody has is still
 * refused, but that costs a solved captcha and a sign-up each time, and a few such refusals make
 * the client wait.
 */

let kit: AccountsApp;
beforeAll(async () => {
  kit = await startAccountsApp();
}, 180_000);
afterAll(() => kit?.close());

let names = 0;
function freshName(): string {
  names += 1;
  return `uname${process.pid % 1000}x${names}${Math.random().toString(36).slice(2, 6)}`;
}

const preview = (browser: TestBrowser, name: string, first = 'brave', second = 'otter') =>
  browser.get(`/api/v2/student/username/?custom_word=${name}&first_word=${first}&second_word=${second}`);

function signUp(browser: TestBrowser, name: string, extra: Record<string, unknown> = {}) {
  return browser.post('/api/v2/student/', {
    custom_word: name,
    first_word: 'brave',
    second_word: 'otter',
    secure_secret_question: 'What is your favorite animal?',
    secure_secret_answer: 'red panda',
    captcha: '',
    ...extra,
  });
}

describe('the username check', () => {
  it('answers alike whether or not the plain username and its numbered ones exist', async () => {
    const taken = freshName();
    const base = `${taken}braveotter`;
    // The plain name and the first numbered ones exist (teachers' lists number them this way).
    for (const username of [base, `${base}1`, `${base}2`])
      await buildUser(kit.app, { role: 'student', username });
    const free = freshName();

    const answers = { taken: [] as string[], free: [] as string[] };
    for (let asked = 0; asked < 15; asked++) {
      answers.taken.push((await preview(kit.browser(), taken)).body.username);
      answers.free.push((await preview(kit.browser(), free)).body.username);
    }
    const shape = (name: string) => new RegExp(`^${name}braveotter[1-9][0-9]{2}$`);
    for (const username of answers.taken) expect(username).toMatch(shape(taken));
    for (const username of answers.free) expect(username).toMatch(shape(free));
    // Random numbers: the answers do not repeat one another (nor count up from the taken ones).
    expect(new Set(answers.taken).size).toBeGreaterThan(10);
    expect(new Set(answers.free).size).toBeGreaterThan(10);
  });

  it('suggests only usernames nobody has', async () => {
    const name = freshName();
    const base = `${name}braveotter`;
    // Every 3-digit number but one is taken: the suggestion is that one.
    for (let number = 100; number <= 999; number++) {
      if (number !== 555) await buildUser(kit.app, { role: 'student', username: `${base}${number}` });
    }
    expect((await preview(kit.browser(), name)).body.username).toBe(`${base}555`);
  });

  it('keeps the reply shape and refuses incomplete words with a 400', async () => {
    const reply = await preview(kit.browser(), freshName());
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['username']);
    expect((await preview(kit.browser(), 'Sam', 'scary')).status).toBe(400);
  });
});

describe('signing up with the suggested username', () => {
  it('creates exactly the suggested username', async () => {
    const name = freshName();
    const browser = kit.browser();
    const { username } = (await preview(browser, name)).body;
    const created = await signUp(browser, name, { username });
    expect(created.status).toBe(201);
    expect(created.body.user.username).toBe(username);
  });

  it('without a username (the spec payload), gives a random free one', async () => {
    const name = freshName();
    const created = await signUp(kit.browser(), name);
    expect(created.status).toBe(201);
    expect(created.body.user.username).toMatch(new RegExp(`^${name}braveotter[1-9][0-9]{2}$`));
  });

  it('refuses a username that does not come from the words', async () => {
    const name = freshName();
    for (const username of [
      `${name}braveotter`,
      `${name}braveotter7`,
      `${name}happyfox123`,
      'someoneelse123',
    ]) {
      const reply = await signUp(kit.browser(), name, { username });
      expect(reply.status, username).toBe(400);
      expect(reply.body.errors, username).toEqual({ username: [ACCOUNT_MESSAGES.usernameNotFromWords] });
    }
  });

  it('refuses a username taken meanwhile with 409, and a few of those make the client wait', async () => {
    const name = freshName();
    const { username } = (await preview(kit.browser(), name)).body;
    expect((await signUp(kit.browser(), name, { username })).status).toBe(201);

    const prober = kit.browser();
    const max = SIGNIN_THROTTLE.usernameTaken.max;
    const statuses: number[] = [];
    let last = await signUp(prober, name, { username });
    expect(last.status).toBe(409);
    expect(last.body.errors).toEqual({ username: [ACCOUNT_MESSAGES.usernameTaken] });
    statuses.push(last.status);
    for (let attempt = 1; attempt < max; attempt++)
      statuses.push((await signUp(prober, name, { username })).status);
    expect(statuses).toEqual(Array(max).fill(409));
    // Now the client waits, whether the username it names is taken or free: no answer tells which.
    const { username: free } = (await preview(kit.browser(), name)).body;
    last = await signUp(prober, name, { username: free });
    expect(last.status).toBe(429);
    expect(last.body.retry_after_seconds).toBeGreaterThan(0);
    expect((await signUp(prober, name, { username })).status).toBe(429);
    // Another client is not held up.
    expect((await signUp(kit.browser(), name, { username: free })).status).toBe(201);
  });
});

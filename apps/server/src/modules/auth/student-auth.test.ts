import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, SECRET_QUESTIONS } from '@lantern/shared';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLockouts, credentials, serverSecrets, users } from '../../db/schema.ts';
import { buildUser } from '../../test/factories/index.ts';
import {
  type AccountsApp,
  CHEAP_CAPTCHA_ENV,
  signInStudent,
  startAccountsApp,
  type TestBrowser,
} from './accounts-test-kit.ts';
import { CAPTCHA_ALGORITHM } from './captcha.ts';
import { isStudentLocked, unlockStudent } from './student-accounts.service.ts';

let kit: AccountsApp;
let captchaKit: AccountsApp;
beforeAll(async () => {
  kit = await startAccountsApp();
  captchaKit = await startAccountsApp(CHEAP_CAPTCHA_ENV);
}, 180_000);
afterAll(async () => {
  await kit?.close();
  await captchaKit?.close();
});

let nameCounter = 0;
/** A first-name word no other test uses, so usernames do not collide between tests. */
function freshName(): string {
  nameCounter += 1;
  return `kid${process.pid % 1000}x${nameCounter}${Math.random().toString(36).slice(2, 6)}`;
}

function studentPayload(overrides: Record<string, unknown> = {}) {
  return {
    custom_word: freshName(),
    first_word: 'happy',
    second_word: 'fox',
    secure_secret_question: 'What is your favorite animal?',
    secure_secret_answer: '  Red Panda ',
    captcha: '',
    ...overrides,
  };
}

async function createStudent(browser: TestBrowser, overrides: Record<string, unknown> = {}) {
  const payload = studentPayload(overrides);
  const reply = await browser.post('/api/v2/student/', payload);
  return { payload, reply, username: reply.body.user?.username as string };
}

async function countUsers(target: AccountsApp): Promise<number> {
  const [row] = await target.app.orm.select({ count: sql<number>`count(*)::int` }).from(users);
  return Number(row?.count ?? 0);
}

const signin = signInStudent;

async function solvedCaptcha(browser: TestBrowser, action: string): Promise<string> {
  const challenge = await browser.get(`/api/v2/captcha/challenge/?action=${action}`);
  expect(challenge.status).toBe(200);
  const solution = await solveChallenge({ challenge: challenge.body as never, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge: challenge.body, solution })).toString('base64');
}

describe('student sign-up', () => {
  it('creates the account from the three words, signs in, and never stores the answer in clear', async () => {
    const browser = kit.browser();
    const { payload, reply, username } = await createStudent(browser);
    expect(reply.status).toBe(201);
    // The words plus a random number (decision 0071).
    expect(username).toMatch(new RegExp(`^${payload.custom_word.toLowerCase()}happyfox[1-9][0-9]{2}$`));
    expect(reply.body.user).toMatchObject({ role: 'student', email: null, last_name: '' });
    expect(browser.sessionToken).toBeTruthy();
    const [row] = await kit.app.orm
      .select({ credential: credentials })
      .from(credentials)
      .innerJoin(users, eq(users.id, credentials.userId))
      .where(eq(users.username, username));
    expect(row?.credential.secretQuestion).toBe('favorite_animal');
    expect(row?.credential.secretAnswerHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.credential.secretAnswerHash).not.toContain('panda');
    expect(row?.credential.passwordHash).toBeNull();
  });

  it('creates the username it suggested for the words, in any letter case of the name', async () => {
    const name = freshName();
    const query = `custom_word=${name.toUpperCase()}&first_word=brave&second_word=otter`;
    const browser = kit.browser();
    const suggested = (await browser.get(`/api/v2/student/username/?${query}`)).body.username as string;
    expect(suggested).toMatch(new RegExp(`^${name}braveotter[1-9][0-9]{2}$`));
    const created = await createStudent(browser, {
      custom_word: name.toUpperCase(),
      first_word: 'brave',
      second_word: 'otter',
      username: suggested,
    });
    expect(created.reply.status).toBe(201);
    expect(created.username).toBe(suggested);
  });

  it.each([
    ['custom_word', 'Sam Smith', ACCOUNT_MESSAGES.studentFirstNameCharacters],
    ['custom_word', 'Sam!', ACCOUNT_MESSAGES.studentFirstNameCharacters],
    ['custom_word', 'a'.repeat(31), 'Must be at most 30 characters.'],
    ['custom_word', '', ACCOUNT_MESSAGES.studentFirstNameRequired],
    ['first_word', 'scary', ACCOUNT_MESSAGES.wordRequired],
    ['second_word', 'knife', ACCOUNT_MESSAGES.wordRequired],
    ['secure_secret_question', 'What is your password?', ACCOUNT_MESSAGES.questionRequired],
    ['secure_secret_answer', 'ab', ACCOUNT_MESSAGES.answerShort],
    ['secure_secret_answer', 'x'.repeat(101), 'Must be at most 100 characters.'],
  ])('refuses a bad %s (%s) and creates nothing', async (field, value, message) => {
    const before = await countUsers(kit);
    const reply = await kit.browser().post('/api/v2/student/', studentPayload({ [field]: value }));
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ [field]: [message] });
    expect(await countUsers(kit)).toBe(before);
  });

  it('lists the secret questions and the words', async () => {
    const reply = await kit.browser().get('/api/v2/student/options/');
    expect(reply.status).toBe(200);
    expect(reply.body.results).toHaveLength(SECRET_QUESTIONS.length);
    expect(reply.body.description_words).toContain('happy');
    expect(reply.body.thing_words).toContain('fox');
  });
});

describe('student sign-in', () => {
  it('accepts the answer trimmed and in any letter case, with the question id or text', async () => {
    const { username } = await createStudent(kit.browser());
    const browser = kit.browser();
    const reply = await signin(browser, username.toUpperCase(), '  RED panda');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ authenticated: true, user: { username, role: 'student' } });
    expect(browser.sessionToken).toBeTruthy();
    const byText = await signin(kit.browser(), username, 'red panda', {
      questionType: 'What is your favorite animal?',
    });
    expect(byText.status).toBe(200);
  });

  it('gives one error for a wrong answer, a wrong question and an unknown username', async () => {
    const { username } = await createStudent(kit.browser());
    const wrongAnswer = await signin(kit.browser(), username, 'tiger');
    const wrongQuestion = await signin(kit.browser(), username, 'red panda', {
      questionType: 'favorite_toy',
    });
    const unknown = await signin(kit.browser(), `${username}zz`, 'red panda');
    for (const reply of [wrongAnswer, wrongQuestion, unknown]) {
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual({ non_field_errors: [ACCOUNT_MESSAGES.invalidStudentCredentials] });
    }
    expect(wrongAnswer.body).toEqual(unknown.body);
  });

  it('slows only the client that keeps failing: the student signs in from another device', async () => {
    const { username } = await createStudent(kit.browser());
    const attacker = kit.browser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await signin(attacker, username, `wrong ${attempt}`)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const waiting = await signin(attacker, username, 'red panda');
    expect(waiting.status).toBe(429);
    expect(waiting.body.message).toMatch(/^Too many failed sign-ins from this device\. Wait \d+ seconds/);
    expect(waiting.body.retry_after_seconds).toBeGreaterThan(0);
    expect((await signin(kit.browser(), username, 'red panda')).status).toBe(200);
  });

  it('locks the account after 10 wrong answers from anywhere, records it, and a teacher can lift it', async () => {
    const { username } = await createStudent(kit.browser());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await signin(kit.browser(), username, `wrong ${attempt}`)).status);
    }
    expect(statuses).toEqual([...Array(9).fill(400), 429]);
    const right = await signin(kit.browser(), username, 'red panda');
    expect(right.status).toBe(429);
    expect(right.body.errors).toEqual({ non_field_errors: [ACCOUNT_MESSAGES.accountLocked] });
    const [user] = await kit.app.orm.select().from(users).where(eq(users.username, username));
    const lockouts = await kit.app.orm
      .select()
      .from(accountLockouts)
      .where(eq(accountLockouts.userId, user!.id));
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]).toMatchObject({ reason: 'wrong_secret_answer', failures: 10, unlockedAt: null });
    const minutes = (lockouts[0]!.lockedUntil.getTime() - lockouts[0]!.lockedAt.getTime()) / 60000;
    expect(Math.round(minutes)).toBe(15);
    expect(await isStudentLocked(kit.app.orm, user!.id)).toBe(true);

    // The teacher's unlock (the classes area calls this service) lets the student in at once.
    const teacher = await buildUser(kit.app, { role: 'teacher' });
    await unlockStudent(kit.app.orm, user!.id, teacher.id);
    expect(await isStudentLocked(kit.app.orm, user!.id)).toBe(false);
    const [lifted] = await kit.app.orm
      .select()
      .from(accountLockouts)
      .where(eq(accountLockouts.userId, user!.id));
    expect(lifted).toMatchObject({ unlockedBy: teacher.id });
    expect((await signin(kit.browser(), username, 'red panda')).status).toBe(200);
  });

  it('a lock also ends by itself when its time has run out', async () => {
    const { username } = await createStudent(kit.browser());
    for (let attempt = 0; attempt < 10; attempt++) await signin(kit.browser(), username, `wrong ${attempt}`);
    expect((await signin(kit.browser(), username, 'red panda')).status).toBe(429);
    await kit.app.database.withConnection((connection) =>
      connection.query(
        "UPDATE rate_limit_counters SET blocked_until = now() - interval '1 second' WHERE key = $1",
        [`signin:student:account:${username}`],
      ),
    );
    expect((await signin(kit.browser(), username, 'red panda')).status).toBe(200);
  });

  it('locks unknown usernames the same way, so a lock does not reveal that an account exists', async () => {
    const ghost = `${freshName()}happyfox`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await signin(kit.browser(), ghost, 'whatever')).status);
    }
    expect(statuses).toEqual([...Array(9).fill(400), 429, 429]);
  });

  it('needs the client API key like every other call', async () => {
    const { username } = await createStudent(kit.browser());
    const reply = await kit.app.inject({
      method: 'POST',
      url: '/student/signin/',
      headers: { origin: kit.config.publicUrl, 'x-csrftoken': 'token' },
      cookies: { csrftoken: 'token' },
      payload: { username, questionType: 'favorite_animal', questionAnswer: 'red panda', captcha: '' },
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().code).toBe('invalid_api_key');
  });

  it.each([
    [{ username: '' }, 'username', ACCOUNT_MESSAGES.studentUsernameRequired],
    [{ username: 'ab' }, 'username', ACCOUNT_MESSAGES.studentUsernameShort],
    [{ questionType: '' }, 'questionType', ACCOUNT_MESSAGES.questionRequired],
    [{ questionAnswer: '' }, 'questionAnswer', ACCOUNT_MESSAGES.answerRequired],
    [{ questionAnswer: 'ab' }, 'questionAnswer', ACCOUNT_MESSAGES.answerShort],
  ])('validates %o with the spec message', async (override, field, message) => {
    const reply = await kit.browser().post('/student/signin/', {
      username: 'someone',
      questionType: 'favorite_animal',
      questionAnswer: 'something',
      ...override,
    });
    expect(reply.status).toBe(400);
    // One message per problem (an empty question is not also an unknown one).
    expect(reply.body.errors).toEqual({ [field]: [message] });
  });
});

describe('captcha (ALTCHA proof of work)', () => {
  it('says whether it is on', async () => {
    expect((await kit.browser().get('/api/v2/captcha/')).body).toEqual({
      enabled: false,
      challengeUrl: '/api/v2/captcha/challenge/',
    });
    expect((await captchaKit.browser().get('/api/v2/captcha/')).body.enabled).toBe(true);
  });

  it('refuses sign-up and sign-in without a captcha, and creates nothing', async () => {
    const payload = studentPayload();
    const reply = await captchaKit.browser().post('/api/v2/student/', payload);
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ captcha: [ACCOUNT_MESSAGES.captchaRequired] });
    const rows = await captchaKit.app.orm
      .select()
      .from(users)
      .where(sql`${users.username} LIKE ${`${payload.custom_word.toLowerCase()}%`}`);
    expect(rows).toHaveLength(0);
    const signinReply = await signin(captchaKit.browser(), 'someonehappyfox', 'red panda');
    expect(signinReply.status).toBe(400);
    expect(signinReply.body.errors).toEqual({ captcha: [ACCOUNT_MESSAGES.captchaRequired] });
  });

  it('accepts a solved challenge once, and refuses a replay, a forgery and the wrong action', async () => {
    const browser = captchaKit.browser();
    const captcha = await solvedCaptcha(browser, 'studentCreate');
    const created = await browser.post('/api/v2/student/', studentPayload({ captcha }));
    expect(created.status).toBe(201);

    const replay = await captchaKit.browser().post('/api/v2/student/', studentPayload({ captcha }));
    expect(replay.status).toBe(400);
    expect(replay.body.errors).toEqual({ captcha: [ACCOUNT_MESSAGES.captchaFailed] });

    const wrongAction = await solvedCaptcha(browser, 'studentSignin');
    const refused = await captchaKit
      .browser()
      .post('/api/v2/student/', studentPayload({ captcha: wrongAction }));
    expect(refused.status).toBe(400);

    const decoded = JSON.parse(
      Buffer.from(await solvedCaptcha(browser, 'studentCreate'), 'base64').toString(),
    );
    decoded.solution.derivedKey = decoded.solution.derivedKey.replace(/^./, (c: string) =>
      c === '0' ? '1' : '0',
    );
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    const forgedReply = await captchaKit
      .browser()
      .post('/api/v2/student/', studentPayload({ captcha: forged }));
    expect(forgedReply.status).toBe(400);

    const garbage = await captchaKit
      .browser()
      .post('/api/v2/student/', studentPayload({ captcha: 'bm90IGpzb24=' }));
    expect(garbage.status).toBe(400);

    const username = created.body.user.username;
    const signinCaptcha = await solvedCaptcha(browser, 'studentSignin');
    const signedIn = await signin(captchaKit.browser(), username, 'red panda', { captcha: signinCaptcha });
    expect(signedIn.status).toBe(200);
  });
});

describe('captcha: a challenge is bound to its action', () => {
  /** A challenge signed with the app's own key but without an action (as issued before actions were required). */
  async function actionlessCaptcha(): Promise<string> {
    const [secret] = await captchaKit.app.orm
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'captcha_hmac_key'));
    const challenge = await createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: 1,
      counter: 5,
      deriveKey,
      hmacSignatureSecret: secret.value,
      hmacKeySignatureSecret: await deriveHmacKeySecret(secret.value),
      expiresAt: new Date(Date.now() + 60_000),
      data: { challengeId: randomUUID() },
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('issues challenges only for a named action, with a 400 that lists them', async () => {
    const browser = captchaKit.browser();
    await solvedCaptcha(browser, 'studentCreate'); // makes sure the key exists
    for (const query of ['', '?action=', '?action=adminSignin']) {
      const reply = await browser.get(`/api/v2/captcha/challenge/${query}`);
      expect(reply.status, query).toBe(400);
      expect(JSON.stringify(reply.body), query).toContain('studentCreate, studentSignin, teacherSignin');
    }
  });

  it('refuses a sign-up solution at sign-in, an edited action and a challenge without one', async () => {
    const browser = captchaKit.browser();
    const created = await browser.post(
      '/api/v2/student/',
      studentPayload({ captcha: await solvedCaptcha(browser, 'studentCreate') }),
    );
    expect(created.status).toBe(201);
    const username = created.body.user.username;
    const refusals: string[] = [await solvedCaptcha(browser, 'studentCreate'), await actionlessCaptcha()];
    const edited = JSON.parse(
      Buffer.from(await solvedCaptcha(browser, 'studentCreate'), 'base64').toString(),
    );
    edited.challenge.parameters.data.action = 'studentSignin';
    refusals.push(Buffer.from(JSON.stringify(edited)).toString('base64'));
    for (const captcha of refusals) {
      const reply = await signin(captchaKit.browser(), username, 'red panda', { captcha });
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual({ captcha: [ACCOUNT_MESSAGES.captchaFailed] });
    }
    const signedIn = await signin(captchaKit.browser(), username, 'red panda', {
      captcha: await solvedCaptcha(browser, 'studentSignin'),
    });
    expect(signedIn.status).toBe(200);
  });
});

describe('students and teacher-only routes', () => {
  it('a student gets 403 from teacher-only calls', async () => {
    const browser = kit.browser();
    await createStudent(browser);
    expect((await browser.get('/api/v2/user_profile/')).status).toBe(403);
    expect(
      (
        await browser.put('/api/v2/user_profile/', {
          first_name: 'X',
          user_role: 'Classroom Teacher',
          grade_range: ['K-2'],
          preferred_subjects: ['Science'],
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await browser.post('/api/v2/auth/password_change/', {
          current_password: 'x',
          new_password: 'y'.repeat(9),
        })
      ).status,
    ).toBe(403);
    // Students may see and end their own sessions.
    expect((await browser.get('/api/v2/auth/sessions/')).status).toBe(200);
  });
});

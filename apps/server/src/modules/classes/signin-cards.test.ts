import { Writable } from 'node:stream';
import {
  ACCOUNT_MESSAGES,
  COOKIE_NAMES,
  CSRF_HEADER,
  classStudentSchema,
  formatSigninCardCode,
  SIGNIN_CARD_MESSAGES,
  signinCardSchema,
  signinCardsReplySchema,
} from '@lantern/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { rateLimitCounters, studentSigninCards } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import { buildRosterStudent, buildUser } from '../../test/factories/index.ts';
import { sharedTestDatabase } from '../../test/test-database.ts';
import { type AccountsApp, startAccountsApp } from '../auth/accounts-test-kit.ts';
import { issueSigninCards } from '../auth/index.ts';
import { CLASSES, call, createClass, newStudent, newTeacher } from './classes-test-kit.ts';

/**
 * Sign-in cards (issue 39; docs/decisions/0074-sign-in-cards.md): a teacher issues, reissues and turns off cards
 * for the students they created; a card's token (the QR link) or username + short code starts a student session.
 */

let kit: AccountsApp;
beforeAll(async () => {
  kit = await startAccountsApp();
}, 120_000);
afterAll(async () => {
  await kit?.close();
});

const studentsUrl = (classId: string) => `${CLASSES}${classId}/students/`;
const cardUrl = (classId: string, studentId: string) => `${studentsUrl(classId)}${studentId}/signin-card/`;
const CARD_SIGNIN = '/api/v2/student/signin/card/';
const CODE_SIGNIN = '/api/v2/student/signin/code/';

/** A teacher, their class and two students they created through the bulk call. */
async function classWithStudents() {
  const teacher = await newTeacher(kit.app);
  const made = await createClass(kit.app, teacher);
  const created = await call(kit.app, teacher, 'POST', studentsUrl(made.id), {
    secret_question: 'favorite_animal',
    students: [{ first_name: 'Maya', last_initial: 'R' }, { first_name: 'Theo' }],
  });
  expect(created.status).toBe(201);
  const [maya, theo] = created.body.results as { id: string; username: string }[];
  return { teacher, classId: made.id, maya: maya!, theo: theo! };
}

async function issueOne(teacher: Awaited<ReturnType<typeof newTeacher>>, classId: string, studentId: string) {
  const reply = await call(kit.app, teacher, 'POST', cardUrl(classId, studentId));
  expect(reply.status).toBe(200);
  return signinCardSchema.parse(reply.body);
}

describe('issuing sign-in cards', () => {
  it('gives every student the teacher created a card, shown once; only hashes are kept', async () => {
    const { teacher, classId, maya, theo } = await classWithStudents();
    // A student who joined by code is not the teacher's to give a card.
    await buildRosterStudent(kit.app, { classId, joinedVia: 'code' });
    const reply = await call(kit.app, teacher, 'POST', `${studentsUrl(classId)}signin-cards/`);
    expect(reply.status).toBe(200);
    const cards = signinCardsReplySchema.parse(reply.body);
    expect(cards.class.id).toBe(classId);
    expect(cards.results.map((card) => card.id).sort()).toEqual([maya.id, theo.id].sort());
    const card = cards.results.find((item) => item.id === maya.id)!;
    expect(card).toMatchObject({ display_name: 'Maya R.', username: maya.username });
    expect(card.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(card.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);

    const [stored] = await kit.app.orm
      .select()
      .from(studentSigninCards)
      .where(eq(studentSigninCards.userId, maya.id));
    expect(stored?.tokenHash.equals(sha256(card.token))).toBe(true);
    expect(stored?.issuedBy).toBe(teacher.user.id);
    expect(JSON.stringify(stored)).not.toContain(card.token);

    // The class list says who has a card, never the card itself.
    const list = await call(kit.app, teacher, 'GET', studentsUrl(classId));
    const rows = list.body.results.map((row: unknown) => classStudentSchema.parse(row));
    expect(rows.filter((row: { has_signin_card: boolean }) => row.has_signin_card)).toHaveLength(2);
    expect(JSON.stringify(list.body)).not.toContain(card.token);
  });

  it('refuses another teacher (404), a student who made their own account (403) and students (403)', async () => {
    const { classId, maya } = await classWithStudents();
    const other = await newTeacher(kit.app, { firstName: 'Grace' });
    expect((await call(kit.app, other, 'POST', cardUrl(classId, maya.id))).status).toBe(404);
    expect((await call(kit.app, other, 'DELETE', cardUrl(classId, maya.id))).status).toBe(404);
    expect((await call(kit.app, other, 'POST', `${studentsUrl(classId)}signin-cards/`)).status).toBe(404);

    // The other teacher's own class holding a student of the first teacher: still not theirs to card.
    const theirs = await createClass(kit.app, other, 'Room 9');
    const { student } = await buildRosterStudent(kit.app, {
      classId: theirs.id,
      createdBy: (await newTeacher(kit.app)).user.id,
    });
    const refused = await call(kit.app, other, 'POST', cardUrl(theirs.id, student.id));
    expect(refused).toMatchObject({ status: 403, body: { message: SIGNIN_CARD_MESSAGES.notYourStudent } });
    const joined = await buildRosterStudent(kit.app, { classId: theirs.id, joinedVia: 'code' });
    expect((await call(kit.app, other, 'POST', cardUrl(theirs.id, joined.student.id))).status).toBe(403);

    const child = await newStudent(kit.app);
    expect((await call(kit.app, child, 'POST', cardUrl(classId, maya.id))).status).toBe(403);
    expect((await call(kit.app, null, 'POST', cardUrl(classId, maya.id))).status).toBe(401);
  });
});

describe('signing in with a card', () => {
  it('the token starts a student session with the usual cookies; the session works', async () => {
    const { teacher, classId, maya } = await classWithStudents();
    const card = await issueOne(teacher, classId, maya.id);
    const browser = kit.browser();
    const signedIn = await browser.post(CARD_SIGNIN, { token: card.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      authenticated: true,
      user: { role: 'student', username: maya.username },
    });
    expect(signedIn.response.headers['cache-control']).toBe('no-store');
    const session = (signedIn.response.cookies as { name: string; httpOnly?: boolean }[]).find(
      (cookie) => cookie.name === COOKIE_NAMES.session,
    );
    expect(session?.httpOnly).toBe(true);
    expect(browser.cookies.has(COOKIE_NAMES.studentDevice)).toBe(true);
    expect((await browser.get('/api/v2/student/joined_rosters/')).status).toBe(200);
  });

  it('the username and the short code sign in, in any case and with or without the dash', async () => {
    const { teacher, classId, maya } = await classWithStudents();
    const card = await issueOne(teacher, classId, maya.id);
    const typed = formatSigninCardCode(card.code).toLowerCase();
    const signedIn = await kit
      .browser()
      .post(CODE_SIGNIN, { username: ` ${maya.username.toUpperCase()} `, code: typed });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.username).toBe(maya.username);
  });

  it('a new card replaces the old one at once; turning it off stops it at once', async () => {
    const { teacher, classId, maya } = await classWithStudents();
    const first = await issueOne(teacher, classId, maya.id);
    const second = await issueOne(teacher, classId, maya.id);
    expect(second.token).not.toBe(first.token);

    const old = await kit.browser().post(CARD_SIGNIN, { token: first.token });
    expect(old).toMatchObject({ status: 400, body: { message: SIGNIN_CARD_MESSAGES.cardNotValid } });
    const oldCode = await kit.browser().post(CODE_SIGNIN, { username: maya.username, code: first.code });
    expect(oldCode.status).toBe(400);
    expect((await kit.browser().post(CARD_SIGNIN, { token: second.token })).status).toBe(200);

    expect((await call(kit.app, teacher, 'DELETE', cardUrl(classId, maya.id))).status).toBe(204);
    expect((await kit.browser().post(CARD_SIGNIN, { token: second.token })).status).toBe(400);
    const code = await kit.browser().post(CODE_SIGNIN, { username: maya.username, code: second.code });
    expect(code).toMatchObject({ status: 400, body: { message: SIGNIN_CARD_MESSAGES.codeNotValid } });
    const list = await call(kit.app, teacher, 'GET', studentsUrl(classId));
    expect(list.body.results.find((row: { id: string }) => row.id === maya.id).has_signin_card).toBe(false);
    // Turning off a card that is already off changes nothing.
    expect((await call(kit.app, teacher, 'DELETE', cardUrl(classId, maya.id))).status).toBe(204);
  });

  it("taking a student out of the teacher's last class with them turns their card off", async () => {
    const { teacher, classId, maya } = await classWithStudents();
    const other = await createClass(kit.app, teacher, 'Room 5');
    const card = await issueOne(teacher, classId, maya.id);
    const moved = await call(kit.app, teacher, 'POST', `${studentsUrl(classId)}${maya.id}/move/`, {
      to_class_id: other.id,
    });
    expect(moved.status).toBe(200);
    // Still the teacher's student (in Room 5): the card keeps working, and can be turned off from there.
    expect((await kit.browser().post(CARD_SIGNIN, { token: card.token })).status).toBe(200);
    expect((await call(kit.app, teacher, 'DELETE', `${studentsUrl(other.id)}${maya.id}/`)).status).toBe(204);
    expect((await kit.browser().post(CARD_SIGNIN, { token: card.token })).status).toBe(400);
  });

  it('two new cards at the same time leave exactly one that works', async () => {
    const { teacher, classId, maya } = await classWithStudents();
    const [a, b] = await Promise.all([
      issueOne(teacher, classId, maya.id),
      issueOne(teacher, classId, maya.id),
    ]);
    const results = [
      (await kit.browser().post(CARD_SIGNIN, { token: a!.token })).status,
      (await kit.browser().post(CARD_SIGNIN, { token: b!.token })).status,
    ].sort();
    expect(results).toEqual([200, 400]);
  });

  it('refuses a wrong or malformed token and a wrong code with a clear 400', async () => {
    const { teacher, classId, maya, theo } = await classWithStudents();
    const card = await issueOne(teacher, classId, maya.id);
    const wrong = await kit.browser().post(CARD_SIGNIN, { token: 'A'.repeat(43) });
    expect(wrong).toMatchObject({ status: 400, body: { message: SIGNIN_CARD_MESSAGES.cardNotValid } });
    const malformed = await kit.browser().post(CARD_SIGNIN, { token: 'not a token' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ token: [SIGNIN_CARD_MESSAGES.cardNotValid] });
    // Theo has no card: Maya's code is not his, nor is any other.
    expect((await kit.browser().post(CODE_SIGNIN, { username: theo.username, code: card.code })).status).toBe(
      400,
    );
    const shape = await kit.browser().post(CODE_SIGNIN, { username: maya.username, code: 'ABC' });
    expect(shape.body.errors).toEqual({ code: [SIGNIN_CARD_MESSAGES.codeShape] });
    const empty = await kit.browser().post(CODE_SIGNIN, {});
    expect(empty.body.errors).toMatchObject({ username: [SIGNIN_CARD_MESSAGES.usernameRequired] });
  });

  it('counts wrong codes like wrong answers: the guessing address waits, the card still works elsewhere', async () => {
    const { teacher, classId, maya } = await classWithStudents();
    const card = await issueOne(teacher, classId, maya.id);
    const guesser = kit.browser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await guesser.post(CODE_SIGNIN, { username: maya.username, code: 'ZZZZZZZZ' })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right code waits on the guessing address; elsewhere it works, and so does the card's link.
    expect((await guesser.post(CODE_SIGNIN, { username: maya.username, code: card.code })).status).toBe(429);
    expect((await kit.browser().post(CODE_SIGNIN, { username: maya.username, code: card.code })).status).toBe(
      200,
    );
    expect((await kit.browser().post(CARD_SIGNIN, { token: card.token })).status).toBe(200);
  });

  it('the card link passes the account lock that wrong answers elsewhere set', async () => {
    const { teacher, classId, maya } = await classWithStudents();
    const card = await issueOne(teacher, classId, maya.id);
    // Ten wrong codes from ten addresses lock the account for devices it has not signed in on.
    let last = 0;
    for (let attempt = 0; attempt < 10; attempt++) {
      last = (await kit.browser().post(CODE_SIGNIN, { username: maya.username, code: 'ZZZZZZZZ' })).status;
    }
    expect(last).toBe(429);
    const locked = await kit.browser().post(CODE_SIGNIN, { username: maya.username, code: card.code });
    expect(locked).toMatchObject({ status: 429, body: { message: ACCOUNT_MESSAGES.accountLocked } });
    expect((await kit.browser().post(CARD_SIGNIN, { token: card.token })).status).toBe(200);
  });

  it('needs the CSRF pair and the API key, like the other sign-ins', async () => {
    const { teacher, classId, maya } = await classWithStudents();
    const card = await issueOne(teacher, classId, maya.id);
    const noCsrf = await kit.app.inject({
      method: 'POST',
      url: CARD_SIGNIN,
      headers: { authorization: `Bearer ${kit.app.webApiKey}`, origin: kit.config.publicUrl },
      payload: { token: card.token },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('csrf_failed');
    const foreign = await kit.app.inject({
      method: 'POST',
      url: CODE_SIGNIN,
      headers: {
        authorization: `Bearer ${kit.app.webApiKey}`,
        origin: 'https://elsewhere.example',
        [CSRF_HEADER]: 'c',
      },
      cookies: { [COOKIE_NAMES.csrf]: 'c' },
      payload: { username: maya.username, code: card.code },
    });
    expect(foreign.statusCode).toBe(403);
    const noKey = await kit.app.inject({
      method: 'POST',
      url: CARD_SIGNIN,
      headers: { origin: kit.config.publicUrl, [CSRF_HEADER]: 'c' },
      cookies: { [COOKIE_NAMES.csrf]: 'c' },
      payload: { token: card.token },
    });
    expect(noKey.statusCode).toBe(401);
    // None of these used the card up.
    expect((await kit.browser().post(CARD_SIGNIN, { token: card.token })).status).toBe(200);
  });

  it('limits card sign-ins per address at a ceiling a school of 1,000 does not reach', async () => {
    const { teacher, classId, maya } = await classWithStudents();
    const card = await issueOne(teacher, classId, maya.id);
    // auth's LIMITS.studentCardSigninPerIp: 1,000 children behind one address, each scanning twice in a minute.
    const ceiling = 2000;
    const school = kit.browser('10.39.0.1');
    // The address has used all but one of its minute (as 1,999 sign-ins would have).
    await kit.app.orm.insert(rateLimitCounters).values({
      key: 'studentCardSigninPerIp|ip:10.39.0.1',
      hits: ceiling - 1,
      windowEndsAt: new Date(Date.now() + 60_000),
    });
    expect((await school.post(CARD_SIGNIN, { token: card.token })).status).toBe(200);
    const refused = await school.post(CODE_SIGNIN, { username: maya.username, code: card.code });
    expect(refused.status).toBe(429);
    expect(refused.body.retry_after_seconds).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await kit.browser().post(CARD_SIGNIN, { token: card.token })).status).toBe(200);
  });
});

describe('logs', () => {
  it('never hold a card token or code, even at trace level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: '/tmp/lantern-card-logs', CAPTCHA_DISABLED: 'true' }),
      database: await sharedTestDatabase(),
      logger: { level: 'trace', stream } as never,
    });
    await app.ready();
    const student = await buildUser(app, { role: 'student' });
    const card = (await issueSigninCards(app.orm, [student.id], student.id)).get(student.id)!;
    const send = (url: string, payload: object) =>
      app.inject({
        method: 'POST',
        url,
        payload,
        headers: {
          authorization: `Bearer ${app.webApiKey}`,
          [CSRF_HEADER]: 'c',
          origin: app.config.publicUrl,
        },
        cookies: { [COOKIE_NAMES.csrf]: 'c' },
      });
    expect((await send(CARD_SIGNIN, { token: card.token })).statusCode).toBe(200);
    expect((await send(CODE_SIGNIN, { username: student.username, code: card.code })).statusCode).toBe(200);
    await send(CARD_SIGNIN, { token: `${card.token.slice(0, 42)}A` });
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain(CARD_SIGNIN);
    expect(log).not.toContain(card.token.slice(0, 20));
    expect(log).not.toContain(card.code);
  });
});

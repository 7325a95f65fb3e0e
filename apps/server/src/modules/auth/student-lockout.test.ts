import { ACCOUNT_MESSAGES } from '@lantern/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildUser } from '../../test/factories/index.ts';
import { type AccountsApp, signInStudent, startAccountsApp, type TestBrowser } from './accounts-test-kit.ts';
import { isStudentLocked, unlockStudent } from './student-accounts.service.ts';

/**
 * Issue 38 N3: wrong answers sent from anywhere must not lock a child out of the device the child
 * signs in on (docs/decisions/0070-lock-out-the-attacker-not-the-child.md). A device where the student
 * signed up or signed in carries a cookie; failures elsewhere lock the account for other devices only,
 * and that device has a failure limit of its own.
 */

let kit: AccountsApp;
beforeAll(async () => {
  kit = await startAccountsApp();
}, 180_000);
afterAll(() => kit?.close());

const DEVICE_COOKIE = 'student_device';
const lockAfter = () => kit.config.studentSignin.accountLock.max;
const perAccount = () => kit.config.studentSignin.perAccount.max;

let names = 0;
function freshName(): string {
  names += 1;
  return `lock${process.pid % 1000}x${names}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs a student up on `browser` (captcha is off in this app); returns the username. */
async function signUpStudent(browser: TestBrowser): Promise<string> {
  const reply = await browser.post('/api/v2/student/', {
    custom_word: freshName(),
    first_word: 'happy',
    second_word: 'fox',
    secure_secret_question: 'What is your favorite animal?',
    secure_secret_answer: 'red panda',
    captcha: '',
  });
  expect(reply.status).toBe(201);
  return reply.body.user.username as string;
}

const signin = signInStudent;

/** Wrong answers from a new device (and address) each time, until the account locks. */
async function lockFromElsewhere(username: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < lockAfter(); attempt++) {
    statuses.push((await signin(kit.browser(), username, `wrong ${attempt}`)).status);
  }
  return statuses;
}

describe('a locked student account', () => {
  it('still lets the student in on the device they signed up on, and keeps other devices out', async () => {
    const child = kit.browser();
    const username = await signUpStudent(child);
    await child.post('/api/v2/auth/signout/');

    expect((await lockFromElsewhere(username)).at(-1)).toBe(429);
    const stranger = await signin(kit.browser(), username, 'red panda');
    expect(stranger.status).toBe(429);
    expect(stranger.body.errors).toEqual({ non_field_errors: [ACCOUNT_MESSAGES.accountLocked] });

    const own = await signin(child, username, 'red panda');
    expect(own.status).toBe(200);
    expect(own.body.user.username).toBe(username);
    // The lock still holds for everyone else, and the teacher still sees it.
    expect((await signin(kit.browser(), username, 'red panda')).status).toBe(429);
    const [user] = await kit.app.orm.select().from(users).where(eq(users.username, username));
    expect(await isStudentLocked(kit.app.orm, user!.id)).toBe(true);
  });

  it('trusts a device after a successful sign-in there, for that student only', async () => {
    const username = await signUpStudent(kit.browser());
    const laptop = kit.browser();
    expect((await signin(laptop, username, 'red panda')).status).toBe(200);
    await laptop.post('/api/v2/auth/signout/');
    // A classmate's device: trusted for the classmate, not for this student.
    const classmate = kit.browser();
    await signUpStudent(classmate);
    await classmate.post('/api/v2/auth/signout/');

    await lockFromElsewhere(username);
    expect((await signin(laptop, username, 'red panda')).status).toBe(200);
    expect((await signin(classmate, username, 'red panda')).status).toBe(429);
  });

  it('does not trust a made-up or copied-across device cookie', async () => {
    const username = await signUpStudent(kit.browser());
    await lockFromElsewhere(username);
    const forger = kit.browser();
    forger.cookies.set(DEVICE_COOKIE, 'A'.repeat(43));
    expect((await signin(forger, username, 'red panda')).status).toBe(429);
    const garbage = kit.browser();
    garbage.cookies.set(DEVICE_COOKIE, '%%% not a token %%%');
    expect((await signin(garbage, username, 'red panda')).status).toBe(429);
  });
});

describe("the student's own device", () => {
  it('sets a long-lived, httpOnly device cookie at sign-up and sign-in, kept across sign-ins', async () => {
    const browser = kit.browser();
    const created = await browser.post('/api/v2/student/', {
      custom_word: freshName(),
      first_word: 'brave',
      second_word: 'otter',
      secure_secret_question: 'What is your favorite animal?',
      secure_secret_answer: 'red panda',
      captcha: '',
    });
    const cookie = (created.response.cookies as { name: string; httpOnly?: boolean; maxAge?: number }[]).find(
      (candidate) => candidate.name === DEVICE_COOKIE,
    );
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeGreaterThanOrEqual(180 * 24 * 3600);
    const token = browser.cookies.get(DEVICE_COOKIE);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await browser.post('/api/v2/auth/signout/');
    expect((await signin(browser, created.body.user.username, 'red panda')).status).toBe(200);
    expect(browser.cookies.get(DEVICE_COOKIE)).toBe(token);
  });

  it('still waits after five wrong answers of its own, and those do not lock the account elsewhere', async () => {
    const child = kit.browser();
    const username = await signUpStudent(child);
    await child.post('/api/v2/auth/signout/');
    const max = perAccount();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt++) {
      statuses.push((await signin(child, username, `oops ${attempt}`)).status);
    }
    expect(statuses).toEqual([...Array(max).fill(400), 429]);
    const waiting = await signin(child, username, 'red panda');
    expect(waiting.status).toBe(429);
    expect(waiting.body.message).toMatch(/^Too many failed sign-ins from this device\. Wait \d+ seconds/);
    // Another device signs in: the child's typos count against the child's device only.
    expect((await signin(kit.browser(), username, 'red panda')).status).toBe(200);
  });

  it("is unblocked by the teacher's unlock too", async () => {
    const child = kit.browser();
    const username = await signUpStudent(child);
    await child.post('/api/v2/auth/signout/');
    for (let attempt = 0; attempt < perAccount(); attempt++) {
      await signin(child, username, `oops ${attempt}`);
    }
    await lockFromElsewhere(username);
    expect((await signin(child, username, 'red panda')).status).toBe(429);
    const [user] = await kit.app.orm.select().from(users).where(eq(users.username, username));
    const teacher = await buildUser(kit.app, { role: 'teacher' });
    await unlockStudent(kit.app.orm, user!.id, teacher.id);
    expect((await signin(child, username, 'red panda')).status).toBe(200);
  });
});

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ACCOUNT_MESSAGES } from '@lantern/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials, passwordResetTokens, users } from '../../db/schema.ts';
import {
  type AccountsApp,
  GOOD_PASSWORD,
  signUpTeacher,
  startAccountsApp,
  TestBrowser,
  uniqueEmail,
  waitForMail,
} from './accounts-test-kit.ts';

let kit: AccountsApp;
beforeAll(async () => {
  kit = await startAccountsApp();
}, 120_000);
afterAll(() => kit?.close());

async function countUsersWithEmail(email: string) {
  const rows = await kit.app.orm
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows.length;
}

function outboxFiles(): string[] {
  const outbox = path.join(kit.dataDir, 'outbox');
  return fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
}

/** Reset mail is sent after the reply: waits for the reset mail to `email` to arrive in the outbox. */
function outboxMailTo(email: string): Promise<string> {
  return waitForMail(kit.dataDir, email, 'Reset your');
}

function resetTokenFrom(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /password-reset\?token=([A-Za-z0-9_%-]+)/.exec(unfolded);
  if (!match?.[1]) throw new Error(`no reset link in:\n${mail}`);
  return decodeURIComponent(match[1]);
}

// Sign-up answers alike for taken and new addresses, and the mailed link makes the account:
// teacher-signup.test.ts. signUpTeacher goes through both steps.
describe('teacher sign-up', () => {
  it('creates the account, signs in, and stores an argon2id (t=2, m=19456, p=1) hash', async () => {
    const browser = kit.browser();
    const { email, reply } = await signUpTeacher(browser, { email: 'Grace.Hopper@Example.org' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      authenticated: true,
      user: { role: 'teacher', first_name: 'Ada', email: 'grace.hopper@example.org', username: null },
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/argon|hash|password/i);
    expect(browser.sessionToken).toBeTruthy();
    expect(email).toBeTruthy();
    const [row] = await kit.app.orm
      .select({ hash: credentials.passwordHash })
      .from(credentials)
      .innerJoin(users, eq(users.id, credentials.userId))
      .where(eq(users.email, 'grace.hopper@example.org'));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const sessions = await browser.get('/api/v2/auth/sessions/');
    expect(sessions.status).toBe(200);
    expect(sessions.body.results).toHaveLength(1);
  });

  it.each([
    ['short', 'abc1234', ACCOUNT_MESSAGES.passwordTooShort],
    ['common', 'baseball', ACCOUNT_MESSAGES.passwordCommon],
    ['common in capitals', 'Password1', ACCOUNT_MESSAGES.passwordCommon],
    ['over 128 characters', 'x'.repeat(129), ACCOUNT_MESSAGES.passwordTooLong],
    ['only spaces', ' '.repeat(8), ACCOUNT_MESSAGES.passwordBlank],
    ['one repeated character', 'aaaaaaaa', ACCOUNT_MESSAGES.passwordRepeated],
  ])('refuses a %s password and creates nothing', async (_label, password, message) => {
    const email = uniqueEmail();
    const reply = await kit.browser().post('/api/v2/auth/signup/', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      password,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.password).toEqual([message]);
    expect(await countUsersWithEmail(email)).toBe(0);
  });

  it("refuses the account's own email, or the name before its @, as the password", async () => {
    const email = uniqueEmail('ownmail');
    for (const password of [
      email,
      email.toUpperCase(),
      email.split('@')[0] as string,
      `my ${email.split('@')[0]}!`,
    ]) {
      const reply = await kit.browser().post('/api/v2/auth/signup/', {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        password,
      });
      expect(reply.status, password).toBe(400);
      expect(reply.body.errors).toEqual({ password: [ACCOUNT_MESSAGES.passwordHasEmail] });
    }
    expect(await countUsersWithEmail(email)).toBe(0);
  });

  it('accepts long passphrases (64 and 128 characters) without composition rules', async () => {
    for (const password of ['a'.repeat(30) + ' '.repeat(4) + 'b'.repeat(30), 'qr'.repeat(64)]) {
      const { reply } = await signUpTeacher(kit.browser(), { password });
      expect(reply.status).toBe(201);
    }
  });

  it.each([
    ['first_name', 'Ada<script>', ACCOUNT_MESSAGES.nameCharacters],
    ['last_name', 'Love;lace', ACCOUNT_MESSAGES.nameCharacters],
    ['first_name', 'A'.repeat(61), 'Must be at most 60 characters.'],
    ['first_name', '   ', ACCOUNT_MESSAGES.firstNameRequired],
    ['email', `${'e'.repeat(250)}@example.org`, 'Must be at most 254 characters.'],
    ['email', 'not-an-email', 'Enter a valid email address.'],
  ])('refuses a bad %s (%s)', async (field, value, message) => {
    const email = uniqueEmail();
    const reply = await kit.browser().post('/api/v2/auth/signup/', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      password: GOOD_PASSWORD,
      [field]: value,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation_error');
    expect(reply.body.errors[field]).toContain(message);
    expect(await countUsersWithEmail(email)).toBe(0);
  });
});

describe('teacher sign-in and sign-out', () => {
  it('gives the same error for an unknown email and a wrong password', async () => {
    const { email } = await signUpTeacher(kit.browser());
    const wrong = await kit.browser().post('/api/v2/auth/signin/', { email, password: 'not the password' });
    const unknown = await kit
      .browser()
      .post('/api/v2/auth/signin/', { email: uniqueEmail('nobody'), password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.errors).toEqual({ non_field_errors: [ACCOUNT_MESSAGES.invalidCredentials] });
  });

  it('rotates the session at sign-in: the earlier token of the browser stops working', async () => {
    const browser = kit.browser();
    const { email } = await signUpTeacher(browser);
    const before = browser.sessionToken;
    const signedIn = await browser.post('/api/v2/auth/signin/', { email, password: GOOD_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(email);
    expect(browser.sessionToken).toBeTruthy();
    expect(browser.sessionToken).not.toBe(before);
    const stale = kit.browser();
    stale.cookies.set('sessionid', before as string);
    expect((await stale.get('/api/v2/auth/sessions/')).status).toBe(401);
    expect((await browser.get('/api/v2/auth/sessions/')).status).toBe(200);
  });

  it('sign-out revokes the session on the server, not only the cookie', async () => {
    const browser = kit.browser();
    await signUpTeacher(browser);
    const token = browser.sessionToken as string;
    const out = await browser.post('/api/v2/auth/signout/');
    expect(out.status).toBe(200);
    expect(browser.sessionToken).toBeUndefined();
    const replay = kit.browser();
    replay.cookies.set('sessionid', token);
    expect((await replay.get('/api/v2/auth/sessions/')).status).toBe(401);
  });

  it('failed sign-ins from many addresses never lock the owner out', async () => {
    const { email } = await signUpTeacher(kit.browser());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      statuses.push((await kit.browser().post('/api/v2/auth/signin/', { email, password: 'wrong' })).status);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    expect(
      (await kit.browser().post('/api/v2/auth/signin/', { email, password: GOOD_PASSWORD })).status,
    ).toBe(200);
  });

  it('limits sign-in attempts per address', async () => {
    const browser = kit.browser('10.2.0.1');
    let last = 0;
    for (let attempt = 0; attempt < 31; attempt++) {
      last = (await browser.post('/api/v2/auth/signin/', { email: uniqueEmail('ip'), password: 'wrong' }))
        .status;
    }
    expect(last).toBe(429);
  });
});

describe('sessions', () => {
  it('lists my active sessions and ends another one', async () => {
    const first = kit.browser();
    const { email } = await signUpTeacher(first);
    const second = kit.browser();
    await second.post('/api/v2/auth/signin/', { email, password: GOOD_PASSWORD });
    const list = await first.get('/api/v2/auth/sessions/');
    expect(list.body.results).toHaveLength(2);
    const other = list.body.results.find((session: { current: boolean }) => !session.current);
    expect(other).toBeDefined();
    const ended = await first.delete(`/api/v2/auth/sessions/${other.id}/`);
    expect(ended.status).toBe(200);
    expect((await second.get('/api/v2/auth/sessions/')).status).toBe(401);
    expect((await first.get('/api/v2/auth/sessions/')).body.results).toHaveLength(1);
    expect((await first.delete(`/api/v2/auth/sessions/${other.id}/`)).status).toBe(404);
  });

  it('ending the current session signs this browser out', async () => {
    const browser = kit.browser();
    await signUpTeacher(browser);
    const [current] = (await browser.get('/api/v2/auth/sessions/')).body.results;
    expect(current.current).toBe(true);
    expect((await browser.delete(`/api/v2/auth/sessions/${current.id}/`)).status).toBe(200);
    expect(browser.sessionToken).toBeUndefined();
    expect((await browser.get('/api/v2/auth/sessions/')).status).toBe(401);
  });

  it('cannot end somebody else’s session', async () => {
    const mine = kit.browser();
    await signUpTeacher(mine);
    const theirs = kit.browser();
    await signUpTeacher(theirs);
    const theirId = (await theirs.get('/api/v2/auth/sessions/')).body.results[0].id;
    expect((await mine.delete(`/api/v2/auth/sessions/${theirId}/`)).status).toBe(404);
    expect((await theirs.get('/api/v2/auth/sessions/')).status).toBe(200);
  });
});

describe('password change', () => {
  it('needs the current password, refuses common ones, and can end the other sessions', async () => {
    const browser = kit.browser();
    const { email } = await signUpTeacher(browser);
    const elsewhere = kit.browser();
    await elsewhere.post('/api/v2/auth/signin/', { email, password: GOOD_PASSWORD });

    const wrongCurrent = await browser.post('/api/v2/auth/password_change/', {
      current_password: 'nope nope nope',
      new_password: 'a brand new passphrase',
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.errors).toEqual({ current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] });

    const common = await browser.post('/api/v2/auth/password_change/', {
      current_password: GOOD_PASSWORD,
      new_password: 'iloveyou',
    });
    expect(common.body.errors).toEqual({ new_password: [ACCOUNT_MESSAGES.passwordCommon] });
    const ownEmail = await browser.post('/api/v2/auth/password_change/', {
      current_password: GOOD_PASSWORD,
      new_password: email,
    });
    expect(ownEmail.body.errors).toEqual({ new_password: [ACCOUNT_MESSAGES.passwordHasEmail] });

    const changed = await browser.post('/api/v2/auth/password_change/', {
      current_password: GOOD_PASSWORD,
      new_password: 'a brand new passphrase',
      end_other_sessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await browser.get('/api/v2/auth/sessions/')).status).toBe(200);
    expect((await elsewhere.get('/api/v2/auth/sessions/')).status).toBe(401);
    const oldPassword = await kit.browser().post('/api/v2/auth/signin/', { email, password: GOOD_PASSWORD });
    expect(oldPassword.status).toBe(400);
    const newPassword = await kit
      .browser()
      .post('/api/v2/auth/signin/', { email, password: 'a brand new passphrase' });
    expect(newPassword.status).toBe(200);
  });

  it('keeps the other sessions when not asked to end them', async () => {
    const browser = kit.browser();
    const { email } = await signUpTeacher(browser);
    const elsewhere = kit.browser();
    await elsewhere.post('/api/v2/auth/signin/', { email, password: GOOD_PASSWORD });
    const changed = await browser.post('/api/v2/auth/password_change/', {
      current_password: GOOD_PASSWORD,
      new_password: 'another fine passphrase',
    });
    expect(changed.status).toBe(200);
    expect((await elsewhere.get('/api/v2/auth/sessions/')).status).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a single-use link to the outbox; using it sets the password and ends other sessions', async () => {
    const browser = kit.browser();
    const { email } = await signUpTeacher(browser);
    const requested = await kit
      .browser()
      .post('/api/v2/auth/password_reset/', { email: email.toUpperCase() });
    expect(requested.status).toBe(202);
    const mail = await outboxMailTo(email);
    expect(mail).toContain(`To: ${email}`);
    const token = resetTokenFrom(mail);

    const [stored] = await kit.app.orm
      .select()
      .from(passwordResetTokens)
      .orderBy(sql`created_at DESC`)
      .limit(1);
    expect(stored?.tokenHash.toString('utf8')).not.toContain(token);

    const weak = await kit
      .browser()
      .post('/api/v2/auth/password_reset/confirm/', { token, password: 'sunshine' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({ password: [ACCOUNT_MESSAGES.passwordCommon] });
    const ownEmail = await kit
      .browser()
      .post('/api/v2/auth/password_reset/confirm/', { token, password: email });
    expect(ownEmail.body.errors).toEqual({ password: [ACCOUNT_MESSAGES.passwordHasEmail] });

    const resetter = kit.browser();
    const done = await resetter.post('/api/v2/auth/password_reset/confirm/', {
      token,
      password: 'reset to something new',
    });
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe(email);
    expect((await browser.get('/api/v2/auth/sessions/')).status).toBe(401);
    expect((await resetter.get('/api/v2/auth/sessions/')).status).toBe(200);

    const reused = await kit.browser().post('/api/v2/auth/password_reset/confirm/', {
      token,
      password: 'yet another new passphrase',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.errors).toEqual({ token: [ACCOUNT_MESSAGES.resetLinkInvalid] });
    const signin = await kit
      .browser()
      .post('/api/v2/auth/signin/', { email, password: 'reset to something new' });
    expect(signin.status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUpTeacher(kit.browser());
    await kit.browser().post('/api/v2/auth/password_reset/', { email });
    const token = resetTokenFrom(await outboxMailTo(email));
    await kit.app.orm
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(sql`used_at IS NULL`);
    const reply = await kit.browser().post('/api/v2/auth/password_reset/confirm/', {
      token,
      password: 'too late for this one',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = outboxFiles().length;
    const reply = await kit.browser().post('/api/v2/auth/password_reset/', { email: uniqueEmail('ghost') });
    expect(reply.status).toBe(202);
    // A known address's mail, asked for afterwards, arrives: the unknown one sent nothing meanwhile.
    const { email } = await signUpTeacher(kit.browser());
    await kit.browser().post('/api/v2/auth/password_reset/', { email });
    await outboxMailTo(email);
    // That address's sign-up link and its reset: the unknown address added nothing.
    expect(outboxFiles().length).toBe(before + 2);
  });
});

describe('npm run admin:create', () => {
  it('makes an admin and prints a one-time reset link', async () => {
    if (kit.database.kind !== 'pglite') return; // the script opens the configured database itself
    const run = promisify(execFile);
    const dataDir = fs.mkdtempSync(path.join(kit.dataDir, 'admin-'));
    const script = path.resolve(import.meta.dirname, '../../../scripts/admin-create.ts');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, 'Head@Example.org'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });
    expect(stdout).toContain('Created the admin account head@example.org');
    expect(stdout).toMatch(/\/password-reset\?token=[A-Za-z0-9_-]{20,}/);
  }, 60_000);
});

describe('roles', () => {
  it('a visitor cannot list sessions or change a password', async () => {
    const visitor = new TestBrowser(kit.app, kit.config);
    expect((await visitor.get('/api/v2/auth/sessions/')).status).toBe(401);
    expect(
      (
        await visitor.post('/api/v2/auth/password_change/', {
          current_password: 'x',
          new_password: 'y'.repeat(9),
        })
      ).status,
    ).toBe(401);
  });
});

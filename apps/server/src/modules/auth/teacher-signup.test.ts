import { ACCOUNT_MESSAGES, COOKIE_NAMES } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildUser } from '../../test/factories/index.ts';
import {
  type AccountsApp,
  GOOD_PASSWORD,
  mailedToken,
  mailsTo,
  SIGNUP_LINK_SUBJECT,
  signUpTeacher,
  startAccountsApp,
  type TestBrowser,
  uniqueEmail,
  waitForMail,
} from './accounts-test-kit.ts';

/**
 * Issue 38 F4: teacher sign-up answered 409 for an address with an account, so anyone could ask which
 * addresses have one (docs/decisions/0071-sign-up-without-revealing-accounts.md). Sign-up now answers
 * every acceptable request alike, 202 'check your email', and sets no session; the address's owner
 * learns the rest by mail: a link that creates the account, or a note that the address has one.
 */

let kit: AccountsApp;
beforeAll(async () => {
  kit = await startAccountsApp();
}, 180_000);
afterAll(() => kit?.close());

const ACCOUNT_EXISTS_SUBJECT = 'Someone tried to sign up';

const requestSignup = (browser: TestBrowser, email: string, extra: Record<string, unknown> = {}) =>
  browser.post('/api/v2/auth/signup/', {
    first_name: 'Grace',
    last_name: 'Hopper',
    email,
    password: 'another sound passphrase',
    ...extra,
  });

async function usersWithEmail(email: string) {
  return kit.app.orm.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
}

const sessionCookies = (reply: Awaited<ReturnType<TestBrowser['post']>>) =>
  (reply.response.cookies as { name: string }[]).filter((cookie) => cookie.name === COOKIE_NAMES.session);

describe('teacher sign-up does not tell whether an address has an account', () => {
  it('answers an address with an account exactly as a new one, and signs nobody in', async () => {
    const { email: taken } = await signUpTeacher(kit.browser());
    const fresh = uniqueEmail('fresh');

    const forTaken = await requestSignup(kit.browser(), taken.toUpperCase());
    const forFresh = await requestSignup(kit.browser(), fresh);
    expect(forTaken.status).toBe(202);
    expect(forFresh.status).toBe(202);
    expect(forTaken.body).toEqual(forFresh.body);
    expect(forTaken.body).toEqual({ ok: true, message: ACCOUNT_MESSAGES.signupCheckEmail });
    expect(sessionCookies(forTaken)).toEqual([]);
    expect(sessionCookies(forFresh)).toEqual([]);
    expect(Object.keys(forTaken.response.headers).sort()).toEqual(
      Object.keys(forFresh.response.headers).sort(),
    );
    // Nothing is created before the link is used; the existing account is unchanged.
    expect(await usersWithEmail(fresh)).toHaveLength(0);
    expect(await usersWithEmail(taken)).toHaveLength(1);
    const owner = await kit.browser().post('/api/v2/auth/signin/', { email: taken, password: GOOD_PASSWORD });
    expect(owner.status).toBe(200);
  });

  it('mails the owner of an address with an account a note (no link), and the newcomer a link', async () => {
    const { email: taken } = await signUpTeacher(kit.browser());
    const fresh = uniqueEmail('fresh');
    await requestSignup(kit.browser(), taken);
    await requestSignup(kit.browser(), fresh);

    const note = await waitForMail(kit.dataDir, taken, ACCOUNT_EXISTS_SUBJECT);
    expect(note).toContain('already has an account');
    expect(note).toContain(`${kit.config.publicUrl}/password-reset`);
    expect(note).toContain(`${kit.config.publicUrl}/?signin=teacher`);
    expect(note).not.toContain('/signup/confirm');

    const link = await waitForMail(kit.dataDir, fresh, SIGNUP_LINK_SUBJECT);
    expect(link).toContain(`${kit.config.publicUrl}/signup/confirm?token=`);
    expect(link).not.toContain('another sound passphrase');
  });

  it('a bad password is still refused at once, for either kind of address', async () => {
    const { email: taken } = await signUpTeacher(kit.browser());
    for (const email of [taken, uniqueEmail('weak')]) {
      const reply = await requestSignup(kit.browser(), email, { password: 'baseball' });
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual({ password: [ACCOUNT_MESSAGES.passwordCommon] });
    }
  });
});

describe('the sign-up link', () => {
  it('creates the account with what was typed and signs this browser in, once', async () => {
    const email = uniqueEmail('link');
    const browser = kit.browser();
    expect((await requestSignup(browser, email)).status).toBe(202);
    const token = mailedToken(await waitForMail(kit.dataDir, email, SIGNUP_LINK_SUBJECT), '/signup/confirm');

    const confirmed = await browser.post('/api/v2/auth/signup/confirm/', { token });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({
      authenticated: true,
      user: { role: 'teacher', first_name: 'Grace', last_name: 'Hopper', email },
    });
    expect(browser.sessionToken).toBeTruthy();
    expect((await browser.get('/api/v2/auth/sessions/')).status).toBe(200);
    const signin = await kit
      .browser()
      .post('/api/v2/auth/signin/', { email, password: 'another sound passphrase' });
    expect(signin.status).toBe(200);

    const again = await kit.browser().post('/api/v2/auth/signup/confirm/', { token });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ token: [ACCOUNT_MESSAGES.signupLinkInvalid] });
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it('refuses an expired link, an unknown one and one whose address got an account meanwhile', async () => {
    const email = uniqueEmail('late');
    await requestSignup(kit.browser(), email);
    const first = mailedToken(await waitForMail(kit.dataDir, email, SIGNUP_LINK_SUBJECT), '/signup/confirm');
    await kit.app.database.withConnection((connection) =>
      connection.query(
        "UPDATE teacher_signup_requests SET expires_at = now() - interval '1 minute' WHERE email = $1",
        [email],
      ),
    );
    const expired = await kit.browser().post('/api/v2/auth/signup/confirm/', { token: first });
    expect(expired.status).toBe(400);
    expect(expired.body.errors).toEqual({ token: [ACCOUNT_MESSAGES.signupLinkInvalid] });
    const unknown = await kit.browser().post('/api/v2/auth/signup/confirm/', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);

    // Two sign-ups for one address: the first link used makes the account, the other then says so.
    const twice = uniqueEmail('twice');
    await requestSignup(kit.browser(), twice);
    const one = mailedToken(await waitForMail(kit.dataDir, twice, SIGNUP_LINK_SUBJECT), '/signup/confirm');
    await requestSignup(kit.browser(), twice, { first_name: 'Other' });
    let other = one;
    for (let waited = 0; other === one && waited < 400; waited++) {
      const links = mailsTo(kit.dataDir, twice, SIGNUP_LINK_SUBJECT);
      if (links.length === 2) other = mailedToken(links[1] as string, '/signup/confirm');
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(other).not.toBe(one);
    expect((await kit.browser().post('/api/v2/auth/signup/confirm/', { token: other })).status).toBe(201);
    const late = await kit.browser().post('/api/v2/auth/signup/confirm/', { token: one });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual({ token: [ACCOUNT_MESSAGES.signupLinkInvalid] });
    expect(await usersWithEmail(twice)).toHaveLength(1);
  });

  it('refuses a missing or malformed token with a 400', async () => {
    for (const payload of [{}, { token: '' }, { token: 'y'.repeat(500) }, { token: 7 }]) {
      const reply = await kit.browser().post('/api/v2/auth/signup/confirm/', payload);
      expect(reply.status, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('sign-up mail', () => {
  it('caps the mails to one address silently: the same reply, no more mail', async () => {
    const own = await startAccountsApp();
    try {
      const email = (await buildUser(own.app, { role: 'teacher' })).email as string;
      for (let attempt = 0; attempt < 7; attempt++) {
        expect((await requestSignup(own.browser(), email)).status).toBe(202);
      }
      // Mail goes out after the reply; closing the app waits for all of it.
      await own.app.close();
      expect(mailsTo(own.dataDir, email, ACCOUNT_EXISTS_SUBJECT)).toHaveLength(5);
    } finally {
      await own.close();
    }
  });

  it('answers before any mail is sent: a failing mail server changes no reply', async () => {
    // Nothing listens on port 1: sending fails, after the reply.
    const own = await startAccountsApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const known = await buildUser(own.app, { role: 'teacher' });
      const taken = await requestSignup(own.browser(), known.email as string);
      const fresh = await requestSignup(own.browser(), uniqueEmail('fresh'));
      expect([taken.status, fresh.status]).toEqual([202, 202]);
      expect(taken.body).toEqual(fresh.body);
    } finally {
      await own.close();
    }
  });
});

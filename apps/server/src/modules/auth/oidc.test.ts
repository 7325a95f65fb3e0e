import { COOKIE_NAMES, OIDC_MESSAGES } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildUser } from '../../test/factories/index.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { GOOD_PASSWORD, signUpTeacher, TestBrowser, uniqueEmail } from './accounts-test-kit.ts';
import {
  errorPageMessage,
  identitiesOf,
  identityBySubject,
  locationOf,
  NavigatingBrowser,
  signInWithProvider,
} from './oidc-test-kit.ts';

let provider: TestOidcProvider;
let app: FastifyInstance;

beforeAll(async () => {
  provider = await startTestOidcProvider();
  app = await buildTestApp({ env: provider.env('google') });
}, 60_000);
afterAll(() => provider?.close());

async function usersWithEmail(email: string) {
  return app.orm.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
}

describe('first sign-in with a provider', () => {
  it('creates a teacher account from the ID token claims, signs in and returns to next', async () => {
    const email = uniqueEmail('provider');
    const subject = provider.addAccount({
      email,
      email_verified: true,
      given_name: 'Octavia',
      family_name: 'Butler',
    });
    const { browser, callback } = await signInWithProvider(app, provider, subject, {
      next: '/tools/favorites/?tab=recent',
    });

    expect(locationOf(callback)).toBe('/tools/favorites/?tab=recent');
    const session = callback.cookies.find((cookie) => cookie.name === COOKIE_NAMES.session);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The flow's own cookie is used up.
    expect(browser.cookies.has('lantern_oidc')).toBe(false);

    const [user] = await usersWithEmail(email);
    expect(user).toMatchObject({ role: 'teacher', firstName: 'Octavia', lastName: 'Butler', email });
    const links = await identitiesOf(app, user!.id);
    expect(links).toMatchObject([{ provider: 'google', subject, email }]);
    expect(await browser.pageConfig()).toMatchObject({
      isLoggedIn: true,
      isStudent: false,
      firstName: 'Octavia',
    });
  });

  it('a second sign-in finds the linked account again, with a new session', async () => {
    const email = uniqueEmail('provider');
    const subject = provider.addAccount({ email, email_verified: true, name: 'Jean Toomer' });
    const first = await signInWithProvider(app, provider, subject);
    expect(locationOf(first.callback)).toBe('/');
    const second = await signInWithProvider(app, provider, subject, { next: '/search/?q=volcano' });
    expect(locationOf(second.callback)).toBe('/search/?q=volcano');
    expect(second.browser.sessionToken).toBeTruthy();
    expect(second.browser.sessionToken).not.toBe(first.browser.sessionToken);

    const accounts = await usersWithEmail(email);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ firstName: 'Jean', lastName: 'Toomer' });
    expect(await identitiesOf(app, accounts[0]!.id)).toHaveLength(1);
  });

  it("stores provider names with the profile's name rule applied (O'Brien → OBrien)", async () => {
    const email = uniqueEmail('provider');
    const subject = provider.addAccount({
      email,
      email_verified: true,
      given_name: 'Siobhán',
      family_name: "O'Brien Jr.",
    });
    await signInWithProvider(app, provider, subject);
    const [account] = await usersWithEmail(email);
    expect(account).toMatchObject({ firstName: 'Siobhán', lastName: 'OBrien Jr' });
  });

  it('signing in again from a signed-in browser rotates its session', async () => {
    const subject = provider.addAccount({
      email: uniqueEmail('provider'),
      email_verified: true,
      given_name: 'Ida',
    });
    const { browser } = await signInWithProvider(app, provider, subject);
    const firstToken = browser.sessionToken;
    await signInWithProvider(app, provider, subject, {}, browser);
    expect(browser.sessionToken).not.toBe(firstToken);
    const stale = new NavigatingBrowser(app);
    stale.cookies.set(COOKIE_NAMES.session, firstToken!);
    expect((await stale.pageConfig()).isLoggedIn).toBe(false);
  });

  it('links to an existing teacher account when the provider verified the same email', async () => {
    const email = uniqueEmail('existing');
    const passwordBrowser = new TestBrowser(app, app.config);
    const { reply: signup } = await signUpTeacher(passwordBrowser, {
      first_name: 'Grace',
      last_name: 'Paley',
      email,
    });
    expect(signup.status).toBe(201);
    const subject = provider.addAccount({
      email: email.toUpperCase(),
      email_verified: true,
      given_name: 'Someone',
      family_name: 'Else',
    });
    const { browser, callback } = await signInWithProvider(app, provider, subject);
    expect(locationOf(callback)).toBe('/');

    const accounts = await usersWithEmail(email);
    expect(accounts).toHaveLength(1);
    // The existing account keeps its names; only the link is new.
    expect(accounts[0]).toMatchObject({ id: signup.body.user.id, firstName: 'Grace', lastName: 'Paley' });
    expect(await identitiesOf(app, signup.body.user.id)).toMatchObject([{ provider: 'google', subject }]);
    expect((await browser.pageConfig()).firstName).toBe('Grace');
    // The password still works too.
    const passwordAgain = await new TestBrowser(app, app.config).post('/api/v2/auth/signin/', {
      email,
      password: GOOD_PASSWORD,
    });
    expect(passwordAgain.status).toBe(200);
    // And the profile tells the page that email and password are changed at the provider.
    const profile = await new TestBrowser(app, app.config).request('GET', '/api/v2/user_profile/');
    expect(profile.status).toBe(401);
    const signedIn = new TestBrowser(app, app.config);
    signedIn.cookies.set(COOKIE_NAMES.session, browser.sessionToken!);
    const own = await signedIn.get('/api/v2/user_profile/');
    expect(own.body).toMatchObject({
      has_public_media_account: true,
      public_media_profile_link: 'https://myaccount.google.com/',
    });
  });

  it('does not link an existing account when the provider has not verified the email', async () => {
    const existing = await buildUser(app, { role: 'teacher' });
    const subject = provider.addAccount({
      email: existing.email!,
      email_verified: false,
      given_name: 'Mallory',
    });
    const { browser, callback } = await signInWithProvider(app, provider, subject, {
      next: '/collection/nova/',
    });

    expect(errorPageMessage(locationOf(callback))).toBe(OIDC_MESSAGES.emailUnverified);
    // The error page can offer to try again towards the same place.
    const errorPage = new URL(locationOf(callback), 'http://localhost');
    expect(Object.fromEntries(errorPage.searchParams)).toMatchObject({
      status: '403',
      next: '/collection/nova/',
      reason: 'oidc_emailUnverified',
    });
    expect(errorPage.searchParams.has('student')).toBe(false);
    expect(browser.sessionToken).toBeUndefined();
    expect(await identitiesOf(app, existing.id)).toEqual([]);
    expect(await identityBySubject(app, subject)).toBeUndefined();
    expect(await usersWithEmail(existing.email!)).toHaveLength(1);
  });

  it('never links an admin account by email, even a verified one', async () => {
    const admin = await buildUser(app, { role: 'admin' });
    const subject = provider.addAccount({ email: admin.email!, email_verified: true, given_name: 'Eve' });
    const { browser, callback } = await signInWithProvider(app, provider, subject);
    expect(errorPageMessage(locationOf(callback))).toBe(OIDC_MESSAGES.linkRefused);
    expect(browser.sessionToken).toBeUndefined();
    expect(await identitiesOf(app, admin.id)).toEqual([]);
  });

  it('creates no teacher account without a verified email address', async () => {
    const unverified = uniqueEmail('unverified');
    for (const claims of [{ email: unverified, email_verified: false }, { given_name: 'No Email' }]) {
      const subject = provider.addAccount(claims);
      const { browser, callback } = await signInWithProvider(app, provider, subject);
      expect(errorPageMessage(locationOf(callback))).toBe(OIDC_MESSAGES.noVerifiedEmail);
      expect(browser.sessionToken).toBeUndefined();
      expect(await identityBySubject(app, subject)).toBeUndefined();
    }
    expect(await usersWithEmail(unverified)).toEqual([]);
  });

  it('refuses a turned-off account', async () => {
    const email = uniqueEmail('inactive');
    const subject = provider.addAccount({ email, email_verified: true, given_name: 'Paused' });
    await signInWithProvider(app, provider, subject);
    await app.orm.update(users).set({ isActive: false }).where(sql`lower(${users.email}) = ${email}`);
    const { browser, callback } = await signInWithProvider(app, provider, subject);
    expect(errorPageMessage(locationOf(callback))).toBe(OIDC_MESSAGES.inactive);
    expect(browser.sessionToken).toBeUndefined();
  });
});

describe('type=student', () => {
  it('creates a student account without keeping an email address, then finds it again', async () => {
    const email = uniqueEmail('pupil');
    const subject = provider.addAccount({
      email,
      email_verified: true,
      given_name: 'Ana María',
      family_name: 'Ruiz',
    });
    const { browser, callback } = await signInWithProvider(app, provider, subject, {
      type: 'student',
      next: '/student/assignments',
    });
    expect(locationOf(callback)).toBe('/student/assignments');
    expect(await browser.pageConfig()).toMatchObject({
      isLoggedIn: true,
      isStudent: true,
      firstName: 'Ana María',
    });

    const found = await identityBySubject(app, subject);
    expect(found?.user).toMatchObject({ role: 'student', email: null, lastName: '' });
    expect(found?.user.username).toMatch(/^anamaríagoogle\d*$/);
    expect(found?.identity.email).toBeNull();
    expect(await usersWithEmail(email)).toEqual([]);

    const again = await signInWithProvider(app, provider, subject, { type: 'student' });
    expect(locationOf(again.callback)).toBe('/');
    expect((await identityBySubject(app, subject))?.user.id).toBe(found?.user.id);
    expect((await again.browser.pageConfig()).isStudent).toBe(true);
  });

  it('two students with the same first name get different usernames', async () => {
    const names = [];
    for (let index = 0; index < 2; index++) {
      const subject = provider.addAccount({ given_name: 'Kofi' });
      await signInWithProvider(app, provider, subject, { type: 'student' });
      names.push((await identityBySubject(app, subject))?.user.username);
    }
    expect(names[0]).toMatch(/^kofigoogle\d*$/);
    expect(names[1]).toMatch(/^kofigoogle\d*$/);
    expect(names[0]).not.toBe(names[1]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNT_MESSAGES } from '@lantern/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/index.ts';
import {
  type AccountsApp,
  CHEAP_CAPTCHA_ENV,
  GOOD_PASSWORD,
  signUpTeacher,
  startAccountsApp,
  type TestBrowser,
} from './accounts-test-kit.ts';
import { RESET_MAILS_PER_ADDRESS } from './teacher-accounts.service.ts';
import { SIGNIN_THROTTLE } from './throttle.ts';

/**
 * Throttling follows ASVS V6.3: an attacker slows only themselves. Failures from one client on
 * one account (and from one client overall) make that client wait longer each time; failures from
 * everywhere on a teacher account ask for a captcha; a reset request never blocks anything.
 */

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

const signin = (browser: TestBrowser, email: string, password: string, extra: Record<string, unknown> = {}) =>
  browser.post('/api/v2/auth/signin/', { email, password, ...extra });

async function unblock(target: AccountsApp, keyPrefix: string) {
  await target.app.database.withConnection((connection) =>
    connection.query(
      "UPDATE rate_limit_counters SET blocked_until = now() - interval '1 second' WHERE left(key, length($1)) = $1",
      [keyPrefix],
    ),
  );
}

describe('teacher sign-in throttling', () => {
  it('makes the failing client wait, longer each time, while the owner signs in from elsewhere', async () => {
    const { email } = await signUpTeacher(kit.browser());
    const attacker = kit.browser('10.50.0.1');
    const max = SIGNIN_THROTTLE.teacher.accountAndClient.max;
    for (let attempt = 0; attempt < max; attempt++) {
      expect((await signin(attacker, email, `wrong ${attempt}`)).status).toBe(400);
    }
    const first = await signin(attacker, email, GOOD_PASSWORD);
    expect(first.status).toBe(429);
    expect(first.body.message).toMatch(
      /^Too many failed sign-ins from this device\. Wait \d+ seconds, then try again\.$/,
    );
    expect(first.body.retry_after_seconds).toBeGreaterThan(0);
    expect(first.body.retry_after_seconds).toBeLessThanOrEqual(30);

    // The owner, on another address, is not slowed at all.
    expect((await signin(kit.browser('10.50.0.2'), email, GOOD_PASSWORD)).status).toBe(200);

    // After the wait, the next failure makes the attacker wait twice as long.
    const other = await signUpTeacher(kit.browser());
    for (let attempt = 0; attempt < max; attempt++) await signin(attacker, other.email, 'wrong');
    await unblock(kit, `signin:teacher:account-client:${other.email}|`);
    expect((await signin(attacker, other.email, 'wrong again')).status).toBe(400);
    const second = await signin(attacker, other.email, GOOD_PASSWORD);
    expect(second.status).toBe(429);
    expect(second.body.retry_after_seconds).toBeGreaterThan(30);
  });

  it('a client failing on many accounts waits too (password spraying)', async () => {
    const sprayer = kit.browser('10.50.1.1');
    const max = SIGNIN_THROTTLE.teacher.client.max;
    let last = 0;
    for (let attempt = 0; attempt <= max; attempt++) {
      last = (await signin(sprayer, `nobody-${attempt}-${Date.now()}@example.org`, 'wrong')).status;
    }
    expect(last).toBe(429);
  });

  it('many failures from everywhere ask for a captcha instead of locking the account', async () => {
    const { email } = await signUpTeacher(captchaKit.browser());
    for (let attempt = 0; attempt < SIGNIN_THROTTLE.teacher.accountCaptcha.max; attempt++) {
      expect((await signin(captchaKit.browser(), email, `wrong ${attempt}`)).status).toBe(400);
    }
    const owner = captchaKit.browser();
    const asked = await signin(owner, email, GOOD_PASSWORD);
    expect(asked.status).toBe(400);
    expect(asked.body.errors).toEqual({ captcha: [ACCOUNT_MESSAGES.captchaRequired] });

    const challenge = await owner.get('/api/v2/captcha/challenge/?action=teacherSignin');
    const solution = await solveChallenge({ challenge: challenge.body as never, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge: challenge.body, solution })).toString('base64');
    expect((await signin(owner, email, GOOD_PASSWORD, { captcha })).status).toBe(200);
    // Signing in forgets the account's failures: no captcha the next time.
    expect((await signin(captchaKit.browser(), email, GOOD_PASSWORD)).status).toBe(200);
  });
});

describe('password reset never blocks the owner', () => {
  it('another client using up its resets leaves the owner able to reset and to sign in', async () => {
    const { email } = await signUpTeacher(kit.browser());
    const attacker = kit.browser('10.50.2.1');
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await attacker.post('/api/v2/auth/password_reset/', { email })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const owner = kit.browser('10.50.2.2');
    expect((await owner.post('/api/v2/auth/password_reset/', { email })).status).toBe(202);
    expect((await signin(owner, email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('caps the mails to one address silently: same reply, no more mail', async () => {
    const own = await startAccountsApp();
    const { email } = await signUpTeacher(own.browser());
    const outbox = path.join(own.dataDir, 'outbox');
    const mailsTo = () =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).filter((file) => {
        const mail = fs.readFileSync(path.join(outbox, file), 'utf8');
        return (
          mail.toLowerCase().includes(`to: ${email.toLowerCase()}`) && mail.includes('Subject: Reset your')
        );
      }).length;
    for (let attempt = 0; attempt < 7; attempt++) {
      const reply = await own.browser().post('/api/v2/auth/password_reset/', { email });
      expect(reply.status).toBe(202);
    }
    // Mail goes out after the reply; closing the app waits for all of it.
    await own.app.close();
    expect(mailsTo()).toBe(RESET_MAILS_PER_ADDRESS.max);
    await own.close();
  });
});

describe('password reset timing', () => {
  it('answers before the mail is sent: a mail server that fails does not change the reply', async () => {
    // Nothing listens on port 1: sending fails, after the reply, for the known address only.
    const own = await startAccountsApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    // Made directly: with no mail going out, a sign-up's link could not be used.
    const email = (await buildUser(own.app, { role: 'teacher' })).email as string;
    const known = await own.browser().post('/api/v2/auth/password_reset/', { email });
    const unknown = await own.browser().post('/api/v2/auth/password_reset/', { email: `nobody-${email}` });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual(unknown.body);
    await own.close();
  });
});

describe('password change', () => {
  it('limits wrong current passwords: then even the right one waits', async () => {
    const browser = kit.browser();
    await signUpTeacher(browser);
    const max = SIGNIN_THROTTLE.passwordChange.max;
    for (let attempt = 0; attempt < max; attempt++) {
      const reply = await browser.post('/api/v2/auth/password_change/', {
        current_password: `wrong ${attempt}`,
        new_password: 'a brand new passphrase',
      });
      expect(reply.status).toBe(400);
    }
    const refused = await browser.post('/api/v2/auth/password_change/', {
      current_password: GOOD_PASSWORD,
      new_password: 'a brand new passphrase',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many wrong current passwords from this device\. Wait/);
  });
});

describe('sign-up and username preview per client', () => {
  it('answers 429 after too many sign-ups from one client, taken emails included', async () => {
    const { email } = await signUpTeacher(kit.browser());
    const sweeper = kit.browser('10.50.3.1');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= 50; attempt++) {
      const reply = await sweeper.post('/api/v2/auth/signup/', {
        first_name: 'Sweep',
        last_name: 'Er',
        email,
        password: GOOD_PASSWORD,
      });
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([...Array(50).fill(202), 429]);
  });

  it('answers 429 after too many username previews from one client', async () => {
    const browser = kit.browser('10.50.3.2');
    let last = 0;
    for (let attempt = 0; attempt <= 120; attempt++) {
      last = (await browser.get('/api/v2/student/username/?custom_word=Sam&first_word=happy&second_word=fox'))
        .status;
    }
    expect(last).toBe(429);
  });
});

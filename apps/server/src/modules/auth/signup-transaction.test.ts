import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema.ts';
import { TEST_PUBLIC_URL, TEST_WEB_DIST_DIR } from '../../test/test-app.ts';
import { sharedTestDatabase } from '../../test/test-database.ts';
import {
  mailedToken,
  SIGNUP_LINK_SUBJECT,
  TestBrowser,
  uniqueEmail,
  waitForMail,
} from './accounts-test-kit.ts';

/**
 * An account and its first session are made in one transaction: when the session cannot be
 * started (here a session lifetime no cookie can carry, which loadConfig would refuse), the
 * reply is a 500 in the app's error format and no account is left behind.
 */
async function appWithBrokenSessionLifetime() {
  const config = loadConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    WEB_DIST_DIR: TEST_WEB_DIST_DIR,
    LOG_LEVEL: 'silent',
    CAPTCHA_DISABLED: 'true',
    // The teacher's sign-up link is mailed to this outbox.
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-half-')),
  });
  config.session = { ...config.session, absoluteSeconds: 1.23456 * 86400 };
  const app = await buildApp({ config, database: await sharedTestDatabase(), logger: false });
  await app.ready();
  return app;
}

describe('sign-up in one transaction', () => {
  it('a failing session start leaves no teacher or student account, and answers in the app format', async () => {
    const app = await appWithBrokenSessionLifetime();
    try {
      const email = uniqueEmail('half');
      const browser = new TestBrowser(app, app.config);
      const requested = await browser.post('/api/v2/auth/signup/', {
        first_name: 'Half',
        last_name: 'Made',
        email,
        password: 'a sound passphrase',
      });
      expect(requested.status).toBe(202);
      // The teacher account is made when the mailed link is used (decision 0071).
      const mail = await waitForMail(app.config.dataDir, email, SIGNUP_LINK_SUBJECT);
      const teacher = await browser.post('/api/v2/auth/signup/confirm/', {
        token: mailedToken(mail, '/signup/confirm'),
      });
      expect(teacher.status).toBe(500);
      expect(teacher.body).toMatchObject({ code: 'internal_error', message: expect.any(String) });
      const teachers = await app.orm.select().from(users).where(sql`lower(${users.email}) = ${email}`);
      expect(teachers).toHaveLength(0);

      const word = `Half${Math.random().toString(36).slice(2, 7)}`;
      const student = await new TestBrowser(app, app.config).post('/api/v2/student/', {
        custom_word: word,
        first_word: 'happy',
        second_word: 'fox',
        secure_secret_question: 'What is your favorite animal?',
        secure_secret_answer: 'red panda',
        captcha: '',
      });
      expect(student.status).toBe(500);
      expect(student.body.code).toBe('internal_error');
      const students = await app.orm
        .select()
        .from(users)
        .where(sql`lower(${users.username}) LIKE ${`${word.toLowerCase()}%`}`);
      expect(students).toHaveLength(0);
    } finally {
      await app.close();
      fs.rmSync(app.config.dataDir, { recursive: true, force: true });
    }
  });
});

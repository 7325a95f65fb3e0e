import { Writable } from 'node:stream';
import { COOKIE_NAMES, CSRF_HEADER } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { sharedTestDatabase } from '../../test/test-database.ts';

/** An app whose log lines (at `level` and above) are collected. */
async function appWithLog(env: Record<string, string>, level = 'warn') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({ DATA_DIR: '/tmp/lantern-captcha-config', ...env });
  const app = await buildApp({
    config,
    database: await sharedTestDatabase(),
    logger: { level, stream } as never,
  });
  await app.ready();
  return { app, lines };
}

async function startupWarnings(env: Record<string, string>): Promise<string[]> {
  const { app, lines } = await appWithLog(env);
  await app.close();
  return lines;
}

describe('CAPTCHA_DISABLED', () => {
  it('logs a warning at every start when the captcha is switched off', async () => {
    const warnings = await startupWarnings({ CAPTCHA_DISABLED: 'true' });
    expect(warnings.some((line) => line.includes('CAPTCHA_DISABLED=true'))).toBe(true);
  });

  it('is off by default: the captcha is on and nothing is logged about it', async () => {
    expect(loadConfig({}).captcha.disabled).toBe(false);
    const warnings = await startupWarnings({});
    expect(warnings.some((line) => line.includes('CAPTCHA'))).toBe(false);
  });
});

describe('logs', () => {
  it('never hold a secret answer, a password or a student name, even at trace level', async () => {
    const { app, lines } = await appWithLog({ CAPTCHA_DISABLED: 'true' }, 'trace');
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
    const name = `zelda${Date.now()}`;
    const created = await send('/api/v2/student/', {
      custom_word: name,
      first_word: 'happy',
      second_word: 'fox',
      secure_secret_question: 'favorite_food',
      secure_secret_answer: 'Marzipanique',
    });
    expect(created.statusCode).toBe(201);
    await send('/student/signin/', {
      username: `${name}happyfox`,
      questionType: 'favorite_food',
      questionAnswer: 'wrongmarzipan',
    });
    await send('/api/v2/auth/signin/', { email: 'someone@example.org', password: 'Hunter2Hunter2Secret' });
    await app.close();
    const log = lines.join('\n').toLowerCase();
    expect(log).toContain('request');
    for (const secret of ['marzipan', 'hunter2hunter2secret', name]) expect(log).not.toContain(secret);
  });
});

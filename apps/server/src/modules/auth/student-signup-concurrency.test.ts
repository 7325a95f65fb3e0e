import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoAppsOnOneDatabase } from '../../test/two-processes.ts';
import { TestBrowser } from './accounts-test-kit.ts';

/**
 * Students choosing the same words at the same moment, on two instances of the app (two
 * processes on one PostgreSQL): every sign-up succeeds, each with its own username; and when
 * several name the same suggested username at once, exactly one gets it.
 */

const SIGNUPS = 50;

let apps: [FastifyInstance, FastifyInstance];
beforeAll(async () => {
  apps = (await twoAppsOnOneDatabase()).apps;
}, 120_000);

function signUpAt(index: number, word: string, extra: Record<string, unknown> = {}) {
  const app = apps[index % 2] as FastifyInstance;
  return new TestBrowser(app, app.config, `10.60.${Math.floor(index / 200)}.${(index % 200) + 1}`).post(
    '/api/v2/student/',
    {
      custom_word: word,
      first_word: 'happy',
      second_word: 'fox',
      secure_secret_question: 'What is your favorite animal?',
      secure_secret_answer: 'red panda',
      captcha: '',
      ...extra,
    },
  );
}

describe('concurrent student sign-ups', () => {
  it(`${SIGNUPS} sign-ups with the same words across two instances all succeed with distinct usernames`, async () => {
    const word = `Twin${process.pid % 1000}${Math.random().toString(36).slice(2, 6)}`;
    const replies = await Promise.all(Array.from({ length: SIGNUPS }, (_, index) => signUpAt(index, word)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(SIGNUPS).fill(201));
    const usernames = replies.map((reply) => reply.body.user.username as string);
    expect(new Set(usernames).size).toBe(SIGNUPS);
    const base = `${word.toLowerCase()}happyfox`;
    for (const username of usernames) expect(username).toMatch(new RegExp(`^${base}[1-9][0-9]{2}$`));
  });

  it('the same suggested username named by ten sign-ups at once goes to exactly one', async () => {
    const word = `Same${process.pid % 1000}${Math.random().toString(36).slice(2, 6)}`;
    const username = `${word.toLowerCase()}happyfox123`;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) => signUpAt(100 + index, word, { username })),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
  });
});

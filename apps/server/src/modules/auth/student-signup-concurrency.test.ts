import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoAppsOnOneDatabase } from '../../test/two-processes.ts';
import { TestBrowser } from './accounts-test-kit.ts';

/**
 * Students choosing the same words at the same moment, on two instances of the app (two
 * processes on one PostgreSQL): every sign-up succeeds, each with its own number.
 */

const SIGNUPS = 50;

let apps: [FastifyInstance, FastifyInstance];
beforeAll(async () => {
  apps = (await twoAppsOnOneDatabase()).apps;
}, 120_000);

describe('concurrent student sign-ups', () => {
  it(`${SIGNUPS} sign-ups with the same words across two instances all succeed with distinct usernames`, async () => {
    const word = `Twin${process.pid % 1000}${Math.random().toString(36).slice(2, 6)}`;
    const replies = await Promise.all(
      Array.from({ length: SIGNUPS }, (_, index) => {
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
          },
        );
      }),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(SIGNUPS).fill(201));
    const usernames = replies.map((reply) => reply.body.user.username as string);
    expect(new Set(usernames).size).toBe(SIGNUPS);
    const base = `${word.toLowerCase()}happyfox`;
    const expected = [base, ...Array.from({ length: SIGNUPS - 1 }, (_, index) => `${base}${index + 1}`)];
    expect(usernames.map((name) => name.toLowerCase()).sort()).toEqual(expected.sort());
  });
});

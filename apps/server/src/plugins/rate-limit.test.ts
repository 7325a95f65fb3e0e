import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser, uniqueEmail } from '../modules/auth/accounts-test-kit.ts';
import { twoAppsOnOneDatabase } from '../test/two-processes.ts';
import { defineRoute } from './define-route.ts';

/**
 * Rate limits are counted in the database: two app instances (two processes on one PostgreSQL)
 * count together, and a restart forgets nothing. Both the auth limiters and a route's own
 * `config.rateLimit` go through the same store.
 */

const LIMITED = '/api/v2/test-limited/';

let first: FastifyInstance;
let second: FastifyInstance;
let restart: (app: FastifyInstance) => Promise<FastifyInstance>;
beforeAll(async () => {
  const pair = await twoAppsOnOneDatabase({
    extraRoutes: (app) => {
      defineRoute(app, {
        method: 'GET',
        url: LIMITED,
        access: 'public',
        cache: 'no-store',
        config: { rateLimit: { max: 3, timeWindow: '1 minute' } },
        schema: { tags: ['test'], summary: 'Three a minute' },
        handler: async () => ({ ok: true }),
      });
    },
  });
  [first, second] = pair.apps;
  restart = pair.restart;
}, 120_000);

const browserOn = (app: FastifyInstance, ip: string) => new TestBrowser(app, app.config, ip);

describe('rate limits in the database', () => {
  it("a route's config.rateLimit counts across two instances and survives a restart", async () => {
    const ip = '10.40.0.1';
    const statuses = [];
    for (const app of [first, second, first]) statuses.push((await browserOn(app, ip).get(LIMITED)).status);
    expect(statuses).toEqual([200, 200, 200]);
    expect((await browserOn(second, ip).get(LIMITED)).status).toBe(429);
    const restarted = await restart(first);
    first = restarted;
    const afterRestart = await browserOn(restarted, ip).get(LIMITED);
    expect(afterRestart.status).toBe(429);
    expect(afterRestart.body.code).toBe('rate_limited');
    // Another client is not affected.
    expect((await browserOn(second, '10.40.0.2').get(LIMITED)).status).toBe(200);
  });

  it('the password-reset limit per client and email holds across instances and a restart', async () => {
    const ip = '10.40.1.1';
    const email = uniqueEmail('limit');
    const statuses = [];
    for (const app of [first, second, first]) {
      statuses.push((await browserOn(app, ip).post('/api/v2/auth/password_reset/', { email })).status);
    }
    expect(statuses).toEqual([202, 202, 202]);
    first = await restart(first);
    const refused = await browserOn(first, ip).post('/api/v2/auth/password_reset/', { email });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts from your network\. Wait \d+ (seconds|minutes)/);
    expect((await browserOn(second, ip).post('/api/v2/auth/password_reset/', { email })).status).toBe(429);
  });

  it('failed sign-ins on one instance slow the same client on the other', async () => {
    const ip = '10.40.2.1';
    const email = uniqueEmail('throttled');
    for (let attempt = 0; attempt < 5; attempt++) {
      const app = attempt % 2 === 0 ? first : second;
      expect(
        (await browserOn(app, ip).post('/api/v2/auth/signin/', { email, password: 'wrong' })).status,
      ).toBe(400);
    }
    expect(
      (await browserOn(second, ip).post('/api/v2/auth/signin/', { email, password: 'wrong' })).status,
    ).toBe(429);
    first = await restart(first);
    expect(
      (await browserOn(first, ip).post('/api/v2/auth/signin/', { email, password: 'wrong' })).status,
    ).toBe(429);
  });
});

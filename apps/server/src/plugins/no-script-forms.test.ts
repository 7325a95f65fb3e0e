import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const typed = 'first_name=Ada&last_name=Byron&email=ada%40example.org&password=a-long-secret-1';

describe("a page's form sent without its script (issue 38)", () => {
  it.each([
    ['application/x-www-form-urlencoded', '/signup'],
    ['application/x-www-form-urlencoded', '/signup?next=%2Ftools%2F'],
    ['multipart/form-data; boundary=x', '/'],
  ])('a %s post to %s shows the page again by its address, with nothing typed in it', async (type, url) => {
    const reply = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': type },
      payload: typed,
    });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(url);
    expect(reply.headers.location).not.toMatch(/password|secret|email/);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('stays on this site whatever the address looks like', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '//evil.example/signup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: typed,
    });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/signup');
  });

  it('leaves API families and other posts as they were: a JSON refusal, no redirect', async () => {
    for (const [url, type] of [
      ['/api/v2/no-such-call/', 'application/x-www-form-urlencoded'],
      ['/signup', 'application/json'],
    ]) {
      const reply = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type },
        payload: '{}',
      });
      expect([404, 415], url).toContain(reply.statusCode);
      expect(reply.headers.location).toBeUndefined();
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

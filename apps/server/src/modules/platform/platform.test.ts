import { apiErrorSchema, pageConfigSchema, serverMessagesReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { latestMigrationVersion } from '../../db/migrate.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, signInAs } from '../../test/test-app.ts';
import { openTestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { addSessionMessage } from './messages.repo.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    extraRoutes: (instance) => {
      defineRoute(instance, {
        method: 'GET',
        url: '/api/v2/test-explode/',
        access: 'public',
        cache: 'no-store',
        schema: { tags: ['test'], summary: 'Fails with internals in its message' },
        handler: async () => {
          throw new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2 at /srv/lantern/db.ts:12');
        },
      });
      defineRoute(instance, {
        method: 'GET',
        url: '/api/v2/test-bad-reply/',
        access: 'public',
        cache: 'no-store',
        schema: {
          tags: ['test'],
          summary: 'Replies off its schema',
          response: { 200: serverMessagesReplySchema },
        },
        handler: async () => ({ results: [{ secret_column: 'hunter2' }] }) as never,
      });
    },
  });
});

function pageConfigOf(html: string) {
  const match = /<script id="page-config" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no page config in the page');
  return pageConfigSchema.parse(JSON.parse(match[1]));
}

describe('GET /healthz', () => {
  it('is 200 with the newest migration when the database is migrated', async () => {
    const reply = await app.inject({ url: '/healthz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 'ok',
      database: testDatabaseKind(),
      migration: latestMigrationVersion(),
    });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('is 503 when the newest migration is missing or the database is not migrated', async () => {
    const database = await openTestDatabase();
    const lagging = await buildTestApp({ database });
    await database.withConnection((c) =>
      c.query('DELETE FROM schema_migrations WHERE version = $1', [latestMigrationVersion()]),
    );
    const behind = await lagging.inject({ url: '/healthz' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({ status: 'unavailable' });

    await database.withConnection((c) => c.exec('DROP TABLE schema_migrations'));
    const bare = await lagging.inject({ url: '/healthz' });
    expect(bare.statusCode).toBe(503);
    expect(bare.json()).toEqual({ status: 'unavailable', database: testDatabaseKind(), migration: null });
  });

  it('is 503 when the database cannot be reached', async () => {
    const unreachable = await buildTestApp({
      database: {
        ...app.database,
        withConnection: async () => {
          throw new Error('connection refused');
        },
      },
    });
    const reply = await unreachable.inject({ url: '/healthz' });
    expect(reply.statusCode).toBe(503);
    expect(reply.body).not.toContain('refused');
  });
});

describe('GET /api/v2/messages/', () => {
  it('is empty for a visitor', async () => {
    const reply = await injectAs(app, apiHeaders(app), { url: '/api/v2/messages/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ results: [] });
  });

  it("returns the session's flash messages once, oldest first", async () => {
    const teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
    const other = await signInAs(app, await buildUser(app, { role: 'teacher' }));
    await addSessionMessage(app.orm, { sessionId: teacher.sessionId, message: 'Saved.', tags: 'success' });
    await addSessionMessage(app.orm, {
      sessionId: teacher.sessionId,
      message: 'Check your email.',
      showInModal: true,
    });
    await addSessionMessage(app.orm, { sessionId: other.sessionId, message: 'Not yours.' });

    const first = await injectAs(app, teacher, { url: '/api/v2/messages/' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      results: [
        { message: 'Saved.', tags: 'success', show_in_modal: false },
        { message: 'Check your email.', tags: 'info', show_in_modal: true },
      ],
    });
    const second = await injectAs(app, teacher, { url: '/api/v2/messages/' });
    expect(second.json()).toEqual({ results: [] });
    const others = await injectAs(app, other, { url: '/api/v2/messages/' });
    expect(others.json()).toEqual({
      results: [{ message: 'Not yours.', tags: 'info', show_in_modal: false }],
    });
  });
});

describe('unknown addresses', () => {
  it.each([
    ['GET', '/api/v2/no-such-thing/'],
    ['POST', '/api/v2/no-such-thing/'],
    ['GET', '/api/nothing'],
    ['DELETE', '/tools/api/v2/result/unknown'],
  ] as const)('%s %s is a JSON 404, even without an API key', async (method, url) => {
    const reply = await app.inject({ method, url });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    const body = apiErrorSchema.parse(reply.json());
    expect(body.code).toBe('not_found');
    expect(body.message).toContain(url.split('?')[0]);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('other GET paths get index.html with the page config and a csrftoken cookie', async () => {
    const reply = await app.inject({ url: '/lesson/some-client-route?tab=2' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.body).toContain('<div id="root"></div>');
    const config = pageConfigOf(reply.body);
    expect(config).toMatchObject({
      apiKey: app.webApiKey,
      isLoggedIn: false,
      isStudent: false,
      hasAdminDisplay: false,
      firstName: null,
    });
    const csrf = reply.cookies.find((cookie) => cookie.name === 'csrftoken');
    expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(csrf?.sameSite).toBe('Lax');
  });

  it('keeps an existing csrftoken cookie', async () => {
    const reply = await app.inject({ url: '/browse', cookies: { csrftoken: 'already-set-token-value' } });
    expect(reply.cookies.find((cookie) => cookie.name === 'csrftoken')).toBeUndefined();
  });

  it('page config flags follow the session', async () => {
    const cases = [
      { role: 'teacher', isStudent: false, hasAdminDisplay: false },
      { role: 'student', isStudent: true, hasAdminDisplay: false },
      { role: 'admin', isStudent: false, hasAdminDisplay: true },
    ] as const;
    for (const expected of cases) {
      const user = await buildUser(app, { role: expected.role, firstName: `Ms ${expected.role}` });
      const auth = await signInAs(app, user);
      const reply = await injectAs(app, auth, { url: '/my-library' });
      expect(reply.statusCode).toBe(200);
      expect(pageConfigOf(reply.body)).toMatchObject({
        isLoggedIn: true,
        isStudent: expected.isStudent,
        hasAdminDisplay: expected.hasAdminDisplay,
        firstName: `Ms ${expected.role}`,
      });
    }
  });

  it('page config carries the configured site links, the help defaults and null for the others', async () => {
    const configured = await buildTestApp({
      env: { BLOG_URL: 'https://blog.example.org/', PRIVACY_POLICY_URL: '/about/' },
    });
    const config = pageConfigOf((await configured.inject({ url: '/' })).body);
    expect(config.siteLinks).toEqual({
      blog: 'https://blog.example.org/',
      educatorRecognition: null,
      contact: null,
      help: '/help/',
      privacy: '/about/',
      terms: '/help/terms-of-use/',
    });
  });

  it('page config cannot be broken out of by a name with </script>', async () => {
    const user = await buildUser(app, { role: 'teacher', firstName: '</script><script>alert(1)</script>' });
    const reply = await injectAs(app, await signInAs(app, user), { url: '/' });
    expect(reply.body).not.toContain('<script>alert(1)');
    expect(pageConfigOf(reply.body).firstName).toBe('</script><script>alert(1)</script>');
  });
});

describe('security headers', () => {
  it.each(['/api/v2/messages/', '/', '/api/v2/missing/'])(
    '%s carries CSP, nosniff and referrer policy',
    async (url) => {
      const reply = await injectAs(app, apiHeaders(app), { url });
      const csp = String(reply.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('API replies, successful or not, are never cached', async () => {
    for (const request of [
      { url: '/api/v2/messages/', auth: apiHeaders(app) },
      { url: '/api/v2/messages/', auth: null },
      { url: '/api/v2/unknown/', auth: null },
    ]) {
      const reply = await injectAs(app, request.auth, { url: request.url });
      expect(reply.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('5xx replies', () => {
  it('never contain internals of a thrown error', async () => {
    const reply = await injectAs(app, apiHeaders(app), { url: '/api/v2/test-explode/' });
    expect(reply.statusCode).toBe(500);
    const body = apiErrorSchema.parse(reply.json());
    expect(body.code).toBe('internal_error');
    expect(reply.body).not.toMatch(/hunter2|ECONNREFUSED|\/srv\/|stack/i);
  });

  it('never contain the fields of a reply that failed its schema', async () => {
    const reply = await injectAs(app, apiHeaders(app), { url: '/api/v2/test-bad-reply/' });
    expect(reply.statusCode).toBe(500);
    expect(apiErrorSchema.parse(reply.json()).code).toBe('internal_error');
    expect(reply.body).not.toContain('hunter2');
    expect(reply.body).not.toContain('secret_column');
  });
});

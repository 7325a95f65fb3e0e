import { apiErrorSchema } from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiKeys, flashMessages } from '../db/schema.ts';
import { randomToken } from '../lib/tokens.ts';
import { buildApiKey, buildUser } from '../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type SignedIn, signInAs } from '../test/test-app.ts';
import { defineRoute } from './define-route.ts';

/** A test-only write: stores a flash message for the caller's session, so "nothing written" is countable. */
const NOTE_URL = '/api/v2/test-notes/';

let app: FastifyInstance;
let teacher: SignedIn;

beforeAll(async () => {
  app = await buildTestApp({
    env: { BODY_LIMIT_BYTES: '4096' },
    extraRoutes: (instance) => {
      defineRoute(instance, {
        method: 'POST',
        url: NOTE_URL,
        access: 'signed-in',
        cache: 'no-store',
        schema: {
          tags: ['test'],
          summary: 'Writes a note',
          body: z.strictObject({
            message: z.string().trim().min(1).max(200),
            tags: z.enum(['info', 'success']).optional(),
          }),
          response: { 201: z.object({ ok: z.literal(true) }) },
        },
        handler: async (request, reply) => {
          // The write is the request under test (not test data), so no factory.
          await instance.orm
            .insert(flashMessages)
            .values({ sessionId: request.session.id, message: request.body.message });
          return reply.code(201).send({ ok: true });
        },
      });
    },
  });
  teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
});

async function notesOf(session: SignedIn) {
  const rows = await app.orm
    .select()
    .from(flashMessages)
    .where(eq(flashMessages.sessionId, session.sessionId));
  return rows.length;
}

function expectApiError(reply: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(reply.statusCode).toBe(status);
  const body = apiErrorSchema.parse(reply.json());
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(10);
  return body;
}

describe('client API key', () => {
  it.each([
    ['missing', undefined],
    ['unknown', `Bearer ${randomToken()}`],
    ['malformed', 'Bearer short'],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
  ])('%s key → 401 JSON', async (_name, authorization) => {
    const reply = await app.inject({
      url: '/api/v2/messages/',
      headers: authorization ? { authorization } : {},
    });
    const body = expectApiError(reply, 401, 'invalid_api_key');
    expect(body.message).toContain('Authorization: Bearer');
  });

  it('a revoked key stops working', async () => {
    const { key, clientName } = await buildApiKey(app);
    const before = await app.inject({
      url: '/api/v2/messages/',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(before.statusCode).toBe(200);
    await app.orm.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.clientName, clientName));
    const after = await app.inject({ url: '/api/v2/messages/', headers: { authorization: `Bearer ${key}` } });
    expectApiError(after, 401, 'invalid_api_key');
  });

  it('the key is checked before the session: a signed-in user without it still gets 401', async () => {
    const reply = await app.inject({ url: '/api/v2/messages/', cookies: teacher.cookies });
    expectApiError(reply, 401, 'invalid_api_key');
  });
});

describe('CSRF on writes', () => {
  it('a proper write goes through', async () => {
    const before = await notesOf(teacher);
    const reply = await injectAs(app, teacher, {
      method: 'POST',
      url: NOTE_URL,
      payload: { message: 'hello' },
    });
    expect(reply.statusCode).toBe(201);
    expect(await notesOf(teacher)).toBe(before + 1);
  });

  const cases: [
    string,
    (auth: SignedIn) => { headers: Record<string, string>; cookies: Record<string, string> },
  ][] = [
    ['no X-CSRFToken header', (a) => ({ headers: { ...a.headers, 'x-csrftoken': '' }, cookies: a.cookies })],
    [
      'a mismatched header',
      (a) => ({ headers: { ...a.headers, 'x-csrftoken': randomToken() }, cookies: a.cookies }),
    ],
    ['no csrftoken cookie', (a) => ({ headers: a.headers, cookies: { sessionid: a.token } })],
    [
      'another Origin',
      (a) => ({ headers: { ...a.headers, origin: 'https://evil.example' }, cookies: a.cookies }),
    ],
    // Look-alikes of http://localhost:3000: a prefix or suffix match would let these through.
    [
      'a look-alike Origin (our origin as a prefix)',
      (a) => ({ headers: { ...a.headers, origin: 'http://localhost:3000.evil.com' }, cookies: a.cookies }),
    ],
    [
      'a look-alike Origin (another port)',
      (a) => ({ headers: { ...a.headers, origin: 'http://localhost:30001' }, cookies: a.cookies }),
    ],
    [
      'a look-alike Origin (our host as a subdomain)',
      (a) => ({ headers: { ...a.headers, origin: 'http://localhost.evil.com:3000' }, cookies: a.cookies }),
    ],
    [
      'a look-alike Origin (another scheme)',
      (a) => ({ headers: { ...a.headers, origin: 'https://localhost:3000' }, cookies: a.cookies }),
    ],
    [
      'no Origin and a look-alike Referer',
      (a) => {
        const { origin: _origin, ...headers } = a.headers;
        return {
          headers: { ...headers, referer: 'http://localhost:3000.evil.com/page' },
          cookies: a.cookies,
        };
      },
    ],
    [
      'no Origin and a foreign Referer',
      (a) => {
        const { origin: _origin, ...headers } = a.headers;
        return { headers: { ...headers, referer: 'https://evil.example/page' }, cookies: a.cookies };
      },
    ],
    [
      'neither Origin nor Referer',
      (a) => {
        const { origin: _origin, ...headers } = a.headers;
        return { headers, cookies: a.cookies };
      },
    ],
  ];
  it.each(cases)('%s → 403, nothing written', async (_name, tamper) => {
    const before = await notesOf(teacher);
    const { headers, cookies } = tamper(teacher);
    const reply = await app.inject({
      method: 'POST',
      url: NOTE_URL,
      headers,
      cookies,
      payload: { message: 'x' },
    });
    expectApiError(reply, 403, 'csrf_failed');
    expect(await notesOf(teacher)).toBe(before);
  });

  it('a same-site Referer is enough when Origin is absent', async () => {
    const { origin: _origin, ...headers } = teacher.headers;
    const reply = await app.inject({
      method: 'POST',
      url: NOTE_URL,
      headers: { ...headers, referer: 'http://localhost:3000/my-library' },
      cookies: teacher.cookies,
      payload: { message: 'via referer' },
    });
    expect(reply.statusCode).toBe(201);
  });

  it('a visitor with a valid CSRF pair is told to sign in (401), not let through', async () => {
    const reply = await injectAs(app, apiHeaders(app), {
      method: 'POST',
      url: NOTE_URL,
      payload: { message: 'x' },
    });
    expectApiError(reply, 401, 'unauthorized');
  });
});

describe('unreadable requests', () => {
  const raw = (payload: string, contentType = 'application/json') => ({
    method: 'POST' as const,
    url: NOTE_URL,
    payload,
    headers: { 'content-type': contentType },
  });

  it.each([
    ['malformed JSON', raw('{"message": "unterminated'), 400, 'bad_request', /not valid JSON/],
    ['an empty JSON body', raw(''), 400, 'bad_request', /empty/],
    ['a JSON array', raw('[1,2]'), 400, 'validation_error', /./],
    ['JSON null', raw('null'), 400, 'validation_error', /./],
    [
      'the wrong content type',
      raw('message=hi', 'text/plain'),
      415,
      'unsupported_media_type',
      /application\/json/,
    ],
    [
      'a form body',
      raw('message=hi', 'application/x-www-form-urlencoded'),
      415,
      'unsupported_media_type',
      /JSON/,
    ],
    [
      'a body over the limit',
      raw(JSON.stringify({ message: 'x'.repeat(5000) })),
      413,
      'payload_too_large',
      /too large/,
    ],
    ['a NUL character in text', raw('{"message":"a\\u0000b"}'), 400, 'validation_error', /^Message - .*NUL/],
    [
      'an unpaired UTF-16 surrogate in text',
      raw('{"message":"a\\ud800b"}'),
      400,
      'validation_error',
      /^Message - .*broken character/,
    ],
    ['a lone low surrogate in a key', raw('{"message":"hi","\\udc00":1}'), 400, 'validation_error', /broken/],
    [
      'a prototype-pollution key',
      raw('{"message":"hi","__proto__":{"admin":true}}'),
      400,
      'bad_request',
      /./,
    ],
  ] as const)(
    '%s → 4xx JSON with a helpful message, nothing written',
    async (_name, request, status, code, text) => {
      const before = await notesOf(teacher);
      const reply = await injectAs(app, teacher, request);
      const body = expectApiError(reply, status, code);
      expect(body.message).toMatch(text);
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(await notesOf(teacher)).toBe(before);
    },
  );

  it('field errors are a field map plus flattened "Label - message" lines', async () => {
    const before = await notesOf(teacher);
    const reply = await injectAs(app, teacher, {
      method: 'POST',
      url: NOTE_URL,
      payload: { message: '   ', tags: 'loud', extra: 1 },
    });
    const body = expectApiError(reply, 400, 'validation_error');
    expect(body.errors).toMatchObject({
      message: ['This field may not be blank.'],
      tags: [expect.stringContaining('Must be one of: info, success')],
      extra: ['This field is not allowed.'],
    });
    expect(body.messages).toEqual(
      expect.arrayContaining([
        'Message - This field may not be blank.',
        'Extra - This field is not allowed.',
      ]),
    );
    expect(body.message).toBe(body.messages?.[0]);
    expect(await notesOf(teacher)).toBe(before);
  });

  it.each(['/api/v2/messages/%E0%A4%A', '/api/v2/%ZZ/', '/some/page/%C0%AF'])(
    'bad percent-encoding in %s → 400 JSON',
    async (url) => {
      const reply = await injectAs(app, apiHeaders(app), { url });
      expect(reply.statusCode).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
      expect(apiErrorSchema.parse(reply.json()).message).toMatch(
        /could not be read|not valid|No such address/,
      );
    },
  );

  it('bad percent-encoding in a query string is not a 5xx', async () => {
    const reply = await injectAs(app, apiHeaders(app), { url: '/api/v2/messages/?q=%E0%A4%A&x=%' });
    expect(reply.statusCode).toBeLessThan(500);
  });
});

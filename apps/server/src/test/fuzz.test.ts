import { apiErrorSchema } from '@lantern/shared';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATH_FAMILIES, isApiPath } from '../plugins/api-paths.ts';
import { buildUser, type TestUser } from './factories/index.ts';
import { apiHeaders, buildTestApp, type RequestAuth, signInAs } from './test-app.ts';
import { testDatabaseKind } from './test-database.ts';

/**
 * Property test over the OpenAPI description: random path parameters, query strings and bodies,
 * sent with and without key, CSRF and session. No reply may be a 5xx and every JSON error reply
 * must have the shared error shape. (2xx bodies are checked by the zod serializer: a reply that
 * does not match its schema would be a 500.) The full ~100 runs per route run on PostgreSQL; the
 * slower PGlite project runs a quarter of them (FUZZ_RUNS sets the runs per route for both).
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? (testDatabaseKind() === 'postgres' ? 100 : 25));

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let app: FastifyInstance;
let document: OpenApi;
const users: Partial<Record<'teacher' | 'student' | 'admin', TestUser>> = {};

beforeAll(async () => {
  app = await buildTestApp();
  document = (await app.inject({ url: '/api/docs/json' })).json();
  for (const role of ['teacher', 'student', 'admin'] as const) users[role] = await buildUser(app, { role });
});

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '..',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '😀',
  'ǅ\u202e',
  'a'.repeat(300),
  '9'.repeat(40),
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.uuid(), oddStrings);
const jsonValue = fc.jsonValue({ maxDepth: 3 });

type Who = 'none' | 'key' | 'key+csrf' | 'teacher' | 'student' | 'admin' | 'foreign-origin';
const who = fc.constantFrom<Who>('none', 'key', 'key+csrf', 'teacher', 'student', 'admin', 'foreign-origin');

const sessions = new Map<Who, RequestAuth>();

async function authFor(kind: Who): Promise<RequestAuth> {
  switch (kind) {
    case 'none':
      return { headers: {}, cookies: {} };
    case 'key':
      return { headers: { authorization: `Bearer ${app.webApiKey}` }, cookies: {} };
    case 'key+csrf':
      return apiHeaders(app);
    case 'foreign-origin': {
      const visitor = apiHeaders(app);
      return { ...visitor, headers: { ...visitor.headers, origin: 'https://evil.example' } };
    }
    default: {
      // One session per role and route: cheap, and a fuzzed sign-out only affects its own route.
      const cached = sessions.get(kind);
      if (cached) return cached;
      const auth = await signInAs(app, users[kind] as TestUser);
      sessions.set(kind, auth);
      return auth;
    }
  }
}

function encodePart(value: string, raw: boolean): string {
  // A URL is bytes: an unpaired surrogate has no UTF-8 form (encodeURIComponent throws), so it goes as U+FFFD,
  // as a browser sends it. JSON bodies keep it (as a \ud800 escape), which the server must refuse.
  const sendable = value.replace(/\p{Cs}/gu, '\ufffd');
  // Sometimes send the string as it is, to reach the URL parser with bad escapes and odd bytes.
  return raw ? sendable.replace(/[/?#\s]/g, '_') : encodeURIComponent(sendable);
}

function checkReply(reply: LightMyRequestResponse, label: string) {
  if (reply.statusCode >= 500) {
    throw new Error(`${label} → ${reply.statusCode} ${reply.body.slice(0, 300)}`);
  }
  const type = String(reply.headers['content-type'] ?? '');
  if (reply.statusCode >= 400 && type.startsWith('application/json') && reply.body !== '') {
    const parsed = apiErrorSchema.safeParse(reply.json());
    if (!parsed.success)
      throw new Error(`${label} → ${reply.statusCode} with a body off the error shape: ${reply.body}`);
  }
}

function operations() {
  const list: { method: string; path: string; operation: Operation }[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods))
      list.push({ method: method.toUpperCase(), path, operation });
  }
  return list;
}

describe('fuzzing every documented route', () => {
  it('finds routes to fuzz in the OpenAPI description', () => {
    expect(operations().length).toBeGreaterThan(3);
  });

  it('no documented route answers 5xx or an off-shape error', async () => {
    for (const { method, path, operation } of operations()) {
      sessions.clear();
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const bodyProperties = Object.keys(
        operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      );
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
      const queryKey =
        queryNames.length > 0
          ? fc.oneof(fc.constantFrom(...queryNames), fc.string({ maxLength: 8 }))
          : fc.string({ maxLength: 8 });
      const bodyKey =
        bodyProperties.length > 0
          ? fc.oneof(fc.constantFrom(...bodyProperties), fc.string({ maxLength: 8 }))
          : fc.string({ maxLength: 8 });

      const request = fc.record({
        who,
        raw: fc.boolean(),
        params: fc.array(text, { minLength: pathParams.length, maxLength: pathParams.length }),
        query: fc.array(fc.tuple(queryKey, fc.oneof(text, fc.constant(''))), { maxLength: 5 }),
        body: hasBody
          ? fc.oneof(
              fc.dictionary(bodyKey, fc.oneof(text, jsonValue), { maxKeys: 6 }),
              // Mostly-right bodies: every documented property, with random values.
              fc.record(Object.fromEntries(bodyProperties.map((name) => [name, fc.oneof(text, jsonValue)]))),
              jsonValue,
            )
          : fc.constant(undefined),
        ip: fc.ipV4(),
      });

      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          let url = path;
          pathParams.forEach((name, index) => {
            url = url.replace(`{${name}}`, encodePart(input.params[index] as string, input.raw) || 'x');
          });
          if (input.query.length > 0) {
            url += `?${input.query.map(([k, v]) => `${encodePart(k, input.raw)}=${encodePart(v, input.raw)}`).join('&')}`;
          }
          const auth = await authFor(input.who);
          const reply = await app.inject({
            method: method as 'GET',
            url,
            headers: auth.headers,
            cookies: auth.cookies,
            remoteAddress: input.ip,
            ...(input.body === undefined
              ? {}
              : {
                  payload: JSON.stringify(input.body),
                  headers: { ...auth.headers, 'content-type': 'application/json' },
                }),
          });
          checkReply(reply, `${method} ${url} as ${input.who}`);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  }, 600_000);

  it('unknown and odd addresses never answer 5xx', async () => {
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD');
    const prefix = fc.constantFrom(
      '/api/v2/',
      '/',
      '/assets/',
      '/student/',
      '/add-on/',
      ...API_PATH_FAMILIES,
    );
    await fc.assert(
      fc.asyncProperty(method, prefix, fc.oneof(fc.webPath(), text), who, async (m, p, tail, kind) => {
        const auth = await authFor(kind);
        const url = (p + tail.replace(/^\/+/, '')).replace(/[#\s]/g, '_');
        const reply = await app.inject({
          method: m as 'GET',
          url,
          headers: auth.headers,
          cookies: auth.cookies,
        });
        checkReply(reply, `${m} ${url}`);
        // The API families answer as the API: never the web app's page. inject resolves dot segments
        // as a browser would ('/add_to_folder/..' is '/'), so the address it asked for is what counts.
        const asked = new URL(url, 'http://localhost').pathname;
        if (isApiPath(asked) && String(reply.headers['content-type'] ?? '').startsWith('text/html')) {
          throw new Error(`${m} ${url} is in an API family but answered ${reply.statusCode} with HTML`);
        }
      }),
      { numRuns: RUNS_PER_ROUTE * 3 },
    );
  });
});

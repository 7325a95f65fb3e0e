import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { roleMayAccess } from '../plugins/route-access.ts';
import {
  ACCESS_TABLE,
  type AccessContext,
  type AccessRow,
  ROLES,
  type Role,
  type SampleRequest,
} from './access-table.ts';
import { buildUser } from './factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type RequestAuth, signInAs } from './test-app.ts';

let app: FastifyInstance;
let context: AccessContext;

beforeAll(async () => {
  app = await buildTestApp();
  context = {
    app,
    users: {
      student: await buildUser(app, { role: 'student' }),
      teacher: await buildUser(app, { role: 'teacher' }),
      otherTeacher: await buildUser(app, { role: 'teacher' }),
      admin: await buildUser(app, { role: 'admin' }),
    },
  };
});

const DEFAULT_SAMPLE_METHODS = ['GET', 'POST', 'DELETE'];
const key = (method: string, url: string) => `${method} ${url}`;

function catalogKeys(): Set<string> {
  return new Set(app.routeCatalog.map((route) => key(route.method, route.url)));
}

/** The table's rows as catalog keys ('*' rows cover every method registered for their URL). */
function tableKeys(): Set<string> {
  const keys = new Set<string>();
  for (const row of ACCESS_TABLE) {
    if (row.method !== '*') keys.add(key(row.method, row.url));
    else
      for (const route of app.routeCatalog) if (route.url === row.url) keys.add(key(route.method, route.url));
  }
  return keys;
}

describe('the access-control table', () => {
  it('lists every registered route', () => {
    const missing = [...catalogKeys()].filter((k) => !tableKeys().has(k));
    expect(missing, 'routes missing from apps/server/src/test/access-table.ts').toEqual([]);
  });

  it('lists no route that does not exist', () => {
    const stale = ACCESS_TABLE.filter((row) =>
      row.method === '*'
        ? !app.routeCatalog.some((route) => route.url === row.url)
        : !catalogKeys().has(key(row.method, row.url)),
    ).map((row) => key(row.method, row.url));
    expect(stale, 'rows of access-table.ts without a route').toEqual([]);
  });

  it("agrees with each route's declared config.access (who is turned away)", () => {
    const disagreements: string[] = [];
    for (const route of app.routeCatalog) {
      const row = ACCESS_TABLE.find(
        (r) => r.url === route.url && (r.method === '*' || r.method === route.method),
      );
      if (!row) continue;
      for (const role of ROLES) {
        const userRole = role === 'visitor' ? null : role === 'otherTeacher' ? 'teacher' : role;
        const turnedAway = !roleMayAccess(route.access, userRole);
        const expected = row.expect[role];
        const rejects = expected === 401 || expected === 403;
        if (turnedAway && !rejects) {
          disagreements.push(
            `${route.method} ${route.url}: access '${route.access}' turns ${role} away, table says ${expected}`,
          );
        }
        if (turnedAway && expected !== (userRole === null ? 401 : 403)) {
          disagreements.push(
            `${route.method} ${route.url}: ${role} should get ${userRole === null ? 401 : 403}`,
          );
        }
      }
    }
    expect([...new Set(disagreements)]).toEqual([]);
  });

  it("agrees with each route's declared privacy gate", () => {
    const disagreements: string[] = [];
    for (const route of app.routeCatalog) {
      const row = ACCESS_TABLE.find((r) => r.url === route.url && r.method === route.method);
      if (row && (row.gated === true) !== route.privacyGate) {
        disagreements.push(
          `${route.method} ${route.url}: declared privacyGate ${route.privacyGate}, table says gated ${row.gated === true}`,
        );
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('has one row per route', () => {
    const seen = ACCESS_TABLE.map((row) => key(row.method, row.url));
    expect(seen.filter((k, i) => seen.indexOf(k) !== i)).toEqual([]);
  });
});

async function authFor(role: Role): Promise<RequestAuth> {
  if (role === 'visitor') return apiHeaders(app);
  // A fresh session per row and role: a row that signs out cannot affect the next one.
  return signInAs(app, context.users[role]);
}

async function sampleOf(row: AccessRow): Promise<SampleRequest> {
  return typeof row.sample === 'string'
    ? { url: row.sample }
    : typeof row.sample === 'function'
      ? await row.sample(context)
      : row.sample;
}

function send(auth: RequestAuth, method: string, sample: SampleRequest) {
  return injectAs(app, auth, {
    method: method as 'GET',
    url: sample.url,
    headers: sample.headers,
    cookies: sample.cookies,
    ...(sample.payload === undefined ? {} : { payload: sample.payload as object }),
  });
}

async function statusesFor(row: AccessRow, method: string): Promise<Record<Role, number>> {
  const sample = await sampleOf(row);
  const statuses = {} as Record<Role, number>;
  for (const role of ROLES) statuses[role] = (await send(await authFor(role), method, sample)).statusCode;
  return statuses;
}

describe('each role gets the expected status', () => {
  for (const row of ACCESS_TABLE) {
    const methods = row.method === '*' ? (row.sampleMethods ?? DEFAULT_SAMPLE_METHODS) : [row.method];
    for (const method of methods) {
      it(`${method} ${row.url}`, async () => {
        expect(await statusesFor(row, method)).toEqual(row.expect);
      });
    }
  }
});

describe('every gated route refuses a teacher who has not acknowledged the privacy notice', () => {
  for (const row of ACCESS_TABLE.filter((r) => r.gated)) {
    it(`${row.method} ${row.url}`, async () => {
      const sample = await sampleOf(row);
      const newcomer = await buildUser(app, { role: 'teacher' });
      const reply = await send(await signInAs(app, newcomer), row.method, sample);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toMatchObject({ code: 'forbidden', reason: 'privacy_acknowledgement_required' });
    });
  }
});

describe('every API route refuses a request without the client key, wherever its prefix', () => {
  it('covers the calls outside /api/v2/ too (the player, the student calls, the folder family)', () => {
    const outside = app.routeCatalog.filter((route) => route.apiKey && !route.url.startsWith('/api/v2/'));
    expect(outside.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/student/signin/',
        '/student/dispatch_code/',
        '/student/assignment-validation/',
        '/get_folders/:folderItemType/:id/',
      ]),
    );
  });

  it('answers 401 invalid_api_key to each sample sent without the key (unless the route declares apiKey: false)', async () => {
    const wrong: string[] = [];
    for (const row of ACCESS_TABLE.filter((r) => r.method !== '*')) {
      const route = app.routeCatalog.find((r) => r.url === row.url && r.method === row.method);
      if (!route?.apiKey) continue;
      const visitor = apiHeaders(app);
      const { authorization: _key, ...headers } = visitor.headers as Record<string, string>;
      const reply = await send({ ...visitor, headers }, row.method, await sampleOf(row));
      const code = reply.headers['content-type']?.toString().startsWith('application/json')
        ? reply.json().code
        : null;
      if (reply.statusCode !== 401 || code !== 'invalid_api_key') {
        wrong.push(`${row.method} ${row.url}: ${reply.statusCode} ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

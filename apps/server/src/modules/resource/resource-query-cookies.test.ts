import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOwnedResource, buildResource, buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type RequestAuth, signInAs } from '../../test/test-app.ts';

/**
 * The spec's cookies passed as query parameters (spec 3 §7: user_content_permission, logged_in,
 * student). Lantern serves the client and the API from one origin and decides from the session
 * (docs/decisions/0012-cookies-as-query-parameters.md): user_content_permission and logged_in are
 * accepted and change nothing, whoever sends them; student=true is the experience flag and does.
 */
let app: FastifyInstance;

async function get(url: string, auth: RequestAuth = apiHeaders(app)) {
  const response = await injectAs(app, auth, { method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

const CLAIMS = [
  'user_content_permission=true',
  'user_content_permission=all&logged_in=true',
  'user_content_permission=admin&logged_in=1',
  'logged_in=true',
];

beforeAll(async () => {
  app = await buildTestApp();
});

describe('user_content_permission and logged_in as query parameters', () => {
  it('leave the detail of a published resource exactly as it is, for a visitor and a teacher', async () => {
    const { resourceCode } = await buildResource(app, { title: 'Cookie parameters resource' });
    const teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
    for (const auth of [apiHeaders(app), teacher]) {
      const plain = await get(`/api/v2/resource/${resourceCode}/`, auth);
      expect(plain.status).toBe(200);
      for (const claim of CLAIMS) {
        expect(await get(`/api/v2/resource/${resourceCode}/?${claim}`, auth), claim).toEqual(plain);
      }
    }
  });

  it('grant nothing: an unpublished resource stays a 404 and its preview a 401 for a visitor', async () => {
    const draft = await buildOwnedResource(app, {
      title: 'Cookie parameters draft',
      status: 'unpublished',
    });
    for (const claim of CLAIMS) {
      expect((await get(`/api/v2/resource/${draft.resourceCode}/?${claim}`)).status, claim).toBe(404);
      const preview = await get(`/api/v2/resource_preview/${draft.resourceCode}/?is_preview=true&${claim}`);
      expect(preview.status, claim).toBe(401);
    }
  });

  it('grant nothing to a teacher outside the owner organization: the preview stays a 403', async () => {
    const draft = await buildOwnedResource(app, {
      title: 'Cookie parameters draft 2',
      status: 'unpublished',
    });
    const teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
    const url = `/api/v2/resource_preview/${draft.resourceCode}/?is_preview=true&user_content_permission=owner`;
    expect((await get(url, teacher)).status).toBe(403);
  });

  it('student=true, the experience flag, does take effect', async () => {
    const { resourceCode } = await buildResource(app, { title: 'Teachers only', forStudents: false });
    expect((await get(`/api/v2/resource/${resourceCode}/`)).status).toBe(200);
    expect((await get(`/api/v2/resource/${resourceCode}/?student=true`)).status).toBe(403);
  });

  it('an overlong user_content_permission is a 400 that says what is wrong', async () => {
    const { resourceCode } = await buildResource(app, { title: 'Overlong parameter' });
    const reply = await get(`/api/v2/resource/${resourceCode}/?user_content_permission=${'x'.repeat(201)}`);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation_error');
    expect(JSON.stringify(reply.body.errors)).toContain('user_content_permission');
  });
});

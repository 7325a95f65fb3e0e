import { apiErrorSchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.ts';
import { API_PATH_FAMILIES, isApiPath, routePatternToRegExp } from './api-paths.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

function expectJsonError(reply: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  return apiErrorSchema.parse(reply.json());
}

describe('the API families of the spec answer as the API, never with the page', () => {
  it.each([
    ['GET', '/get_folders/1/2/3/'],
    ['GET', '/get_folders'],
    ['POST', '/new_folder/extra/'],
    ['POST', '/add_to_folder/12/'],
    ['POST', '/remove_from_folder/12/'],
    ['GET', '/get_folder_items/'],
    // The roster and assignment calls are built now: an unknown address in their families is still the API's 404.
    ['GET', '/tools/rosters/api/v2/no-such-call/'],
    ['POST', '/tools/rosters/api/v2/rosters/12/students/extra/'],
    ['POST', '/student/assignment-validation/extra/'],
    ['POST', '/student/dispatch_code/extra/'],
    ['POST', '/add-on/create_attachment/'],
    ['GET', '/add-on/create_attachment/'],
    ['GET', '/recommendation/no-such-call/'],
    ['GET', '/resource/view-count/'],
    ['GET', '/api/v2/student/no-such-call/'],
    ['GET', '/tools/api/v2/no-such-call/'],
  ] as const)('%s %s is a JSON 404, even without an API key', async (method, url) => {
    const reply = await app.inject({ method, url });
    expect(reply.statusCode).toBe(404);
    const body = expectJsonError(reply);
    expect(body.code).toBe('not_found');
    expect(body.message).toContain(url);
  });

  it.each([
    ['GET', '/student/signin/', 'POST'],
    ['GET', '/student/dispatch_code/', 'POST'],
    ['GET', '/student/assignment-validation/', 'POST'],
    ['PUT', '/recommendation/user-rating/', 'GET, HEAD, POST'],
    ['DELETE', '/recommendation/', 'GET, HEAD'],
    ['POST', '/resource/view-count/some-code/', 'GET, HEAD'],
    ['DELETE', '/api/v2/search/', 'GET, HEAD'],
    ['PUT', '/api/v2/favorite/', 'POST'],
    ['GET', '/new_folder/', 'POST'],
    ['DELETE', '/get_folder_tree/', 'GET, HEAD'],
  ] as const)('%s %s (a known address) is a JSON 405 allowing %s', async (method, url, allow) => {
    const reply = await app.inject({ method, url });
    expect(reply.statusCode).toBe(405);
    expect(expectJsonError(reply).code).toBe('method_not_allowed');
    expect(String(reply.headers.allow).split(', ').sort()).toEqual(allow.split(', ').sort());
  });

  it.each([
    '/student/',
    '/student/assignments/?student=true',
    '/student/classes/',
    '/student/code/ab12/?student=true',
    '/student/launch_assignment_proxy/a1/r1',
    '/add-on/search/',
    '/add-on/log-in',
    '/add-on/resource/some-code/',
    '/resource/some-code/',
    '/resource/preview/some-code/',
    '/tools/rosters/results/assignment_results_proxy/a1/r1/7',
    '/tools/classes/',
    '/recommendations/',
  ])('the page %s stays a page', async (url) => {
    const reply = await app.inject({ url });
    // No resource has the code some-code: its pages are the app's page with the real status (issue 24).
    expect(reply.statusCode).toBe(/\/resource\/(preview\/)?some-code\//.test(url) ? 404 : 200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.body).toContain('<div id="root">');
  });
});

describe('built assets', () => {
  it.each(['/assets/index-DOESNOTEXIST.js', '/assets/chunks/missing.css', '/assets'])(
    'a missing asset %s is a 404, not the page',
    async (url) => {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-type']).not.toMatch(/text\/html/);
      expect(reply.body).not.toContain('<div id="root">');
    },
  );

  it('an existing asset is served', async () => {
    const reply = await app.inject({ url: '/assets/app-fixture.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/javascript/);
  });
});

describe('the OpenAPI description', () => {
  it('names every API family and the error replies there', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json() as {
      info: { description: string };
    };
    for (const prefix of API_PATH_FAMILIES) expect(document.info.description).toContain(`\`${prefix}\``);
    expect(document.info.description).toContain('405');
  });
});

describe('the family list', () => {
  it('claims the families and nothing of the pages beside them', () => {
    for (const prefix of API_PATH_FAMILIES) {
      expect(isApiPath(`${prefix}x/`)).toBe(true);
      expect(isApiPath(prefix.slice(0, -1))).toBe(true);
    }
    expect(isApiPath('/get_folders_page/')).toBe(false);
    expect(isApiPath('/student/code/x/')).toBe(false);
    expect(isApiPath('/resource/view-countdown/')).toBe(false);
    expect(isApiPath('/apiary/')).toBe(false);
  });

  it('matches route patterns against concrete paths', () => {
    expect(routePatternToRegExp('/api/v2/favorite/:id/').test('/api/v2/favorite/12/')).toBe(true);
    expect(routePatternToRegExp('/api/v2/favorite/:id/').test('/api/v2/favorite/12/x/')).toBe(false);
    expect(routePatternToRegExp('/media/*').test('/media/a/b.jpg')).toBe(true);
    expect(
      routePatternToRegExp('/api/v2/stations/:callSign/logo.svg').test('/api/v2/stations/W/logoXsvg'),
    ).toBe(false);
  });
});

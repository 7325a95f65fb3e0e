import path from 'node:path';
import { COOKIE_NAMES } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAsset,
  buildAssignment,
  buildCollection,
  buildResource,
  buildUser,
  buildVideoFiles,
} from '../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, signInAs } from '../test/test-app.ts';
import { XSS_PAYLOADS } from '../test/xss-payloads.ts';

/**
 * Public pages rendered on the server for visitors (issue 24, docs/decisions/0053), through the web app's
 * own server entry (its source: the tests do not need a build): the content is in the HTML, the data the
 * browser hydrates with is escaped JSON, and nothing of a signed-in user is ever rendered or kept.
 */

const WEB_SSR_ENTRY = path.resolve(import.meta.dirname, '../../../web/src/entry-server.tsx');
const DATA_SCRIPT = /<script id="lantern-server-data" type="application\/json">([^<]*)<\/script>/;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { WEB_SSR_ENTRY } });
});

const page = (url: string, cookies: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, cookies });

/** What the server put inside #root. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.indexOf('</body>'));
}

/** The hydration data, parsed; null when the page was not rendered on the server. */
function dataOf(html: string): { queries: { queries: { queryKey: unknown[] }[] } } | null {
  const json = DATA_SCRIPT.exec(html)?.[1];
  return json === undefined ? null : JSON.parse(json);
}

/** Every <script> of the page is external or data: nothing executes inline, so the CSP holds. */
function inlineExecutableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attributes) => !/\bsrc=/.test(attributes))
    .filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
}

describe('a visitor', () => {
  it("gets a resource page with its title, description and poster in the HTML, and the page's data", async () => {
    const resource = await buildResource(app, {
      title: 'Tide Pools & Their Animals',
      description: 'Meet the animals of a tide pool.',
    });
    const asset = await buildAsset(app, {
      resourceId: resource.id,
      posterPath: `/media/posters/${resource.resourceCode}-asset.jpg`,
    });
    await buildVideoFiles(app, { assetId: asset.id });
    const response = await page(`/resource/${resource.resourceCode}/`);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toMatch(/<h1[^>]*>Tide Pools &amp; Their Animals<\/h1>/);
    expect(root).toContain('Meet the animals of a tide pool.');
    expect(root).toMatch(new RegExp(`<img[^>]*src="/media/posters/${resource.resourceCode}-asset\\.jpg"`));
    // The poster is the largest paint: asked for first in the head, before the scripts and their preloads.
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    const posterPreload = head.indexOf(
      `<link rel="preload" as="image" href="/media/posters/${resource.resourceCode}-asset.jpg"`,
    );
    expect(posterPreload).toBeGreaterThan(0);
    expect(posterPreload).toBeLessThan(head.search(/<script|<link rel="modulepreload"|<style/));
    expect(root).not.toContain('rel="preload"');
    const data = dataOf(response.body);
    expect(data?.queries.queries.map((query) => query.queryKey[0])).toContain('resource');
    expect(inlineExecutableScripts(response.body)).toEqual([]);
  });

  it('gets the home, search results and a collection with their content', async () => {
    const resource = await buildResource(app, { title: 'Volcanoes Under the Sea' });
    const collection = await buildCollection(app, {
      title: 'Deep Ocean Mysteries',
      resourceIds: [resource.id],
    });
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(rootOf(home.body)).toContain('id="main-content"');
    expect(dataOf(home.body)).not.toBeNull();

    const search = rootOf((await page('/search/?q=volcanoes')).body);
    expect(search).toContain('Volcanoes Under the Sea');

    const collectionPage = await page(`/collection/${collection.slug}/`);
    expect(collectionPage.statusCode).toBe(200);
    expect(rootOf(collectionPage.body)).toContain('Deep Ocean Mysteries');
    expect(rootOf(collectionPage.body)).toContain('Volcanoes Under the Sea');
  });

  it('gets an unknown resource or collection as a 404 with the error page, not a rendered page', async () => {
    for (const url of ['/resource/no-such-resource-code/', '/collection/no-such-collection/']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(rootOf(response.body)).toContain('<h1>');
      expect(dataOf(response.body)).toBeNull();
    }
  });

  it('never sees markup from a query string or from catalog text: escaped in the HTML and in the data JSON', async () => {
    // The whole list in one query and one description: each render costs a few passes of the page.
    const all = XSS_PAYLOADS.join(' ');
    const search = await page(`/search/?q=${encodeURIComponent(all)}`);
    expect(search.statusCode).toBe(200);
    expect(dataOf(search.body)).not.toBeNull();
    expect(DATA_SCRIPT.exec(search.body)?.[1]).not.toMatch(/[<>&]/);
    for (const payload of XSS_PAYLOADS) expect(rootOf(search.body)).not.toContain(payload);
    expect(inlineExecutableScripts(search.body)).toEqual([]);

    const resource = await buildResource(app, { title: `Payloads ${XSS_PAYLOADS[0]}`, description: all });
    const response = await page(`/resource/${resource.resourceCode}/`);
    expect(rootOf(response.body)).toContain('Payloads &lt;script&gt;alert(1)&lt;/script&gt;');
    for (const payload of XSS_PAYLOADS) expect(rootOf(response.body)).not.toContain(payload);
    expect(DATA_SCRIPT.exec(response.body)?.[1]).not.toMatch(/[<>&]/);
    expect(DATA_SCRIPT.exec(response.body)?.[1]).toContain('\\u003cscript\\u003ealert(1)');
    expect(inlineExecutableScripts(response.body)).toEqual([]);
  });
});

describe('a signed-in user', () => {
  it('gets the plain shell: never a page rendered for a visitor, never their own data in the HTML', async () => {
    const user = await buildUser(app, { firstName: 'Quentin' });
    const auth = await signInAs(app, user);
    const resource = await buildResource(app, { title: 'Signed In Only Shell' });
    for (const url of ['/', `/resource/${resource.resourceCode}/`, '/search/?q=shell']) {
      const response = await page(url, auth.cookies);
      expect(response.statusCode).toBe(200);
      expect(dataOf(response.body)).toBeNull();
      expect(rootOf(response.body)).toBe('<div id="root"></div>\n  ');
    }
    // A visitor after them gets the visitor's page, with nothing of theirs.
    const visitor = await page('/');
    expect(dataOf(visitor.body)).not.toBeNull();
    expect(visitor.body).not.toContain('Quentin');
  });

  it('with a session cookie that no longer signs in is a visitor', async () => {
    const response = await page('/', { [COOKIE_NAMES.session]: 'not-a-session' });
    expect(dataOf(response.body)).not.toBeNull();
  });
});

describe('the quick assignment player (an anonymous student)', () => {
  it('renders the name form, and the slides only for the browser that holds the result', async () => {
    const assignment = await buildAssignment(app);
    const nameForm = await page(`/student/code/${assignment.code}/`);
    expect(nameForm.statusCode).toBe(200);
    expect(rootOf(nameForm.body)).toContain('Your name');
    expect(dataOf(nameForm.body)).not.toBeNull();

    // Ada starts: her browser holds the result in the signed quick-assign cookie (decision 0044).
    const ada = apiHeaders(app);
    const started = await injectAs(app, ada, {
      method: 'POST',
      url: '/tools/api/v2/result/',
      payload: { activity: assignment.code, status: 'started', student_name: 'Ada Quickfox' },
    });
    expect(started.statusCode).toBe(200);
    for (const cookie of started.cookies) ada.cookies[cookie.name] = cookie.value;
    const resume = `/student/code/${assignment.code}/?result_id=${started.json().id}`;
    const slides = await page(resume, ada.cookies);
    expect(rootOf(slides.body)).toContain('Slide <!-- -->1<!-- --> of');

    // Another browser at the same address gets no slide of hers (the name form, or the page's loading state).
    const other = await page(resume);
    expect(rootOf(other.body)).not.toContain('Slide <!-- -->1<!-- --> of');
    expect(other.body).not.toContain('Ada Quickfox');
  });
});

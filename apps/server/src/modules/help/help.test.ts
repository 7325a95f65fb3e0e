import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { helpArticleListSchema, helpArticleSchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';
import { IMAGES_DIR, imagesOf, loadArticle, renderMarkdown } from './help-articles.ts';

let app: FastifyInstance;

/** "Coming", "coming soon": how an article says a feature is not available yet. */
const COMING_WORDING = /\bcoming\b/i;

/**
 * The only articles that may say something is coming: each names why, and the calls that would exist
 * once it is built. The test fails when such a call appears, so the article is rewritten with the feature.
 */
const NOT_BUILT: Record<string, { reason: string; missing: { method: 'GET' | 'POST'; url: string }[] }> = {
  'add-on-and-lms': {
    reason: 'attaching a resource from the add-on and LTI are not built (spec 2 §7 Create_attachment)',
    missing: [{ method: 'POST', url: '/add-on/create_attachment/' }],
  },
};

beforeAll(async () => {
  app = await buildTestApp();
});

const get = (url: string) => injectAs(app, apiHeaders(app), { method: 'GET', url });
const slugsOf = async (url: string) => {
  const reply = await get(url);
  expect(reply.statusCode).toBe(200);
  return helpArticleListSchema.parse(reply.json()).objects.map((article) => article.slug);
};

describe('help articles', () => {
  it('lists the articles the spec and issue name, with privacy and terms last', async () => {
    const slugs = await slugsOf('/api/v2/help/articles/');
    for (const slug of [
      'sign-up',
      'find-resources',
      'build-a-lesson',
      'assign',
      'join-a-class',
      'add-on-and-lms',
      'accessibility',
      'sharing-content-across-platforms',
      'turning-cookies-on',
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(slugs.slice(-2)).toEqual(['privacy-policy', 'terms-of-use']);
  });

  it('says nothing is coming that the product has: only the listed articles, and their calls do not exist', async () => {
    const { objects } = helpArticleListSchema.parse((await get('/api/v2/help/articles/')).json());
    const mentioning: string[] = [];
    for (const { slug } of objects) {
      const article = helpArticleSchema.parse((await get(`/api/v2/help/articles/${slug}/`)).json());
      // The header flag marks a whole article as not built: every feature an article describes is built.
      expect(article.coming, `${slug} is marked coming`).toBe(false);
      if (COMING_WORDING.test(`${article.title} ${article.summary} ${article.html}`)) mentioning.push(slug);
    }
    expect(mentioning.sort()).toEqual(Object.keys(NOT_BUILT).sort());
    for (const [slug, { missing }] of Object.entries(NOT_BUILT)) {
      for (const call of missing) {
        const reply = await injectAs(app, apiHeaders(app), call);
        expect(reply.statusCode, `${slug}: ${call.method} ${call.url} exists now`).toBe(404);
      }
    }
  });

  it('describes the classroom features that are built, none of them as coming', async () => {
    const { objects } = helpArticleListSchema.parse((await get('/api/v2/help/articles/')).json());
    for (const slug of ['build-a-lesson', 'assign', 'join-a-class', 'find-resources', 'student-site']) {
      const article = objects.find((candidate) => candidate.slug === slug);
      expect(article?.coming, slug).toBe(false);
      expect(article?.title, slug).not.toMatch(COMING_WORDING);
    }
    expect(await slugsOf('/api/v2/help/articles/?q=Lesson%20Builder')).toContain('build-a-lesson');
    expect(await slugsOf('/api/v2/help/articles/?q=quick-assign%20code')).toContain('assign');
    expect(await slugsOf('/api/v2/help/articles/?q=class%20code')).toContain('join-a-class');
  });

  it('searches title, summary and text for every word, title matches first', async () => {
    expect(await slugsOf('/api/v2/help/articles/?q=cookies')).toEqual(
      expect.arrayContaining(['turning-cookies-on', 'privacy-policy']),
    );
    expect((await slugsOf('/api/v2/help/articles/?q=cookies'))[0]).toBe('turning-cookies-on');
    expect(await slugsOf('/api/v2/help/articles/?q=SECRET%20question')).toContain('sign-up');
    expect(await slugsOf('/api/v2/help/articles/?q=captions%20keyboard')).toEqual(['accessibility']);
    expect(await slugsOf('/api/v2/help/articles/?q=zzzunknownword')).toEqual([]);
  });

  it('refuses an over-long query with a clear 400', async () => {
    const reply = await get(`/api/v2/help/articles/?q=${'a'.repeat(201)}`);
    expect(reply.statusCode).toBe(400);
    expect(JSON.stringify(reply.json())).toContain('at most 200 characters');
  });

  it('gives one article with its rendered HTML', async () => {
    const reply = await get('/api/v2/help/articles/privacy-policy/');
    expect(reply.statusCode).toBe(200);
    const article = helpArticleSchema.parse(reply.json());
    expect(article.title).toBe('Privacy policy');
    expect(article.html).toContain('<h2>Students</h2>');
    expect(article.html).toContain('<table>');
  });

  it('answers 404 for an unknown article and 400 for a malformed name', async () => {
    const missing = await get('/api/v2/help/articles/no-such-article/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('The help index is at /help/.');
    expect((await get('/api/v2/help/articles/Bad..Name/')).statusCode).toBe(400);
  });
});

describe('help pictures', () => {
  const picture = (name: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/help/images/${name}`, headers });

  it('shows in the articles only pictures that exist, each with its alt text', async () => {
    const { objects } = helpArticleListSchema.parse((await get('/api/v2/help/articles/')).json());
    const shown = new Set<string>();
    for (const { slug } of objects) {
      const article = helpArticleSchema.parse((await get(`/api/v2/help/articles/${slug}/`)).json());
      for (const { src, alt } of imagesOf(article.html)) {
        expect(src, slug).toMatch(/^\/help\/images\/[a-z0-9-]+\.png$/);
        expect(alt.trim().length, `${slug}: ${src} says what it shows`).toBeGreaterThan(20);
        expect(fs.existsSync(path.join(IMAGES_DIR, path.basename(src))), `${slug}: ${src} exists`).toBe(true);
        shown.add(path.basename(src));
      }
    }
    // The articles the issue names each show at least one picture, and no file in the folder is unused.
    for (const slug of ['find-resources', 'build-a-lesson', 'assign', 'join-a-class', 'student-site']) {
      const article = helpArticleSchema.parse((await get(`/api/v2/help/articles/${slug}/`)).json());
      expect(imagesOf(article.html).length, `${slug} shows a picture`).toBeGreaterThan(0);
    }
    expect([...shown].sort()).toEqual(fs.readdirSync(IMAGES_DIR).sort());
  });

  it('serves a picture as a PNG, publicly cached with a validator', async () => {
    const [name] = fs.readdirSync(IMAGES_DIR);
    const reply = await picture(name as string);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['cache-control']).toBe('public, max-age=3600');
    expect(reply.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(reply.rawPayload.equals(fs.readFileSync(path.join(IMAGES_DIR, name as string)))).toBe(true);
    const etag = String(reply.headers.etag);
    expect((await picture(name as string, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers 404 for an unknown name, another file of the folder, or an encoded path', async () => {
    for (const name of [
      'no-such-picture.png',
      '',
      'STUDENT-SITE-HOME.PNG',
      'student-site-home.png.md',
      '..%2Fassign.md',
      '..%2F..%2Fhelp.routes.ts',
      '%2e%2e%2f%2e%2e%2fhelp.test.ts',
      '.%2F..%2F..%2F..%2F..%2F..%2F..%2Fpackage.json',
    ]) {
      const reply = await picture(name);
      expect(reply.statusCode, name).toBe(404);
      expect(reply.headers['content-type'], name).not.toBe('image/png');
    }
  });

  it('answers 404 for dot segments sent over a real socket, where nothing normalizes the path first', async () => {
    const server = await buildTestApp();
    try {
      const { port } = new URL(await server.listen({ port: 0, host: '127.0.0.1' }));
      for (const rawPath of [
        '/help/images/../assign.md',
        '/help/images/../../help.routes.ts',
        '/help/images/%2e%2e/assign.md',
        '/help/images/x/../../../../../../package.json',
      ]) {
        const status = await new Promise<number>((resolve, reject) => {
          const request = http.request(
            { host: '127.0.0.1', port, path: rawPath, method: 'GET' },
            (response) => {
              response.resume();
              response.on('end', () => resolve(response.statusCode ?? 0));
            },
          );
          request.on('error', reject);
          request.end();
        });
        expect(status, rawPath).toBe(404);
      }
    } finally {
      await server.close();
    }
  });
});

describe('rendering Markdown', () => {
  it("keeps the articles' own pictures with their alt text, and strips any other image", () => {
    expect(renderMarkdown('![The lesson editor](/help/images/build-a-lesson-editor.png)')).toBe(
      '<p><img src="/help/images/build-a-lesson-editor.png" alt="The lesson editor" /></p>\n',
    );
    for (const source of [
      '![tracker](https://tracker.example.com/pixel.png)',
      '![x](/ugc/abc.webp)',
      '![x](/help/images/../../api/v2/auth/signout/)',
      '![x](data:image/png;base64,iVBORw0KGgo=)',
      '<img src="/help/images/x.svg" alt="x">',
      '<img src="javascript:alert(1)" alt="x">',
    ]) {
      expect(renderMarkdown(source), source).not.toContain('<img');
    }
    expect(renderMarkdown('<img src="/help/images/a.png" alt="a" onerror="alert(1)" width="1">')).toBe(
      '<img src="/help/images/a.png" alt="a" />',
    );
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src=x onerror=alert(2)> [x](javascript:alert(3)) <a href="/help/" onclick="alert(4)">help</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/);
    expect(html).toContain('<a href="/help/">help</a>');
  });

  it('opens links to other sites in a new tab without an opener', () => {
    expect(renderMarkdown('[GeoNames](https://www.geonames.org/)')).toContain(
      '<a href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer">GeoNames</a>',
    );
  });

  it('refuses an article file without its header, naming the file', () => {
    expect(() => loadArticle('broken.md', '# No header\n')).toThrow(/broken\.md/);
  });
});

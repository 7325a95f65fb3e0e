import { helpArticleListSchema, helpArticleSchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';
import { loadArticle, renderMarkdown } from './help-articles.ts';

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

describe('rendering Markdown', () => {
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

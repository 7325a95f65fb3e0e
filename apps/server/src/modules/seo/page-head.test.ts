import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAlignment,
  buildCollection,
  buildRedirect,
  buildResource,
  buildResourceFeature,
} from '../../test/factories/index.ts';
import { buildTestApp, TEST_PUBLIC_URL } from '../../test/test-app.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';

/**
 * The head the server writes into the page (issue 24): title, description, canonical, Open Graph, JSON-LD,
 * noindex, and the real status of resource and collection pages, checked on the HTML the server sends.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const page = (url: string) => app.inject({ method: 'GET', url });

function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (pattern: RegExp) => pattern.exec(head)?.[1] ?? null;
  const jsonLd = attr(/<script type="application\/ld\+json">([^<]*)<\/script>/);
  return {
    head,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)">/),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    noindex: head.includes('<meta name="robots" content="noindex">'),
    og: (key: string) => attr(new RegExp(`<meta property="og:${key}" content="([^"]*)">`)),
    jsonLd: jsonLd === null ? null : (JSON.parse(jsonLd) as Record<string, unknown>),
  };
}

/** Every <script> of the page is external or data: nothing executes inline, so the CSP holds. */
function inlineExecutableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attributes) => !/\bsrc=/.test(attributes))
    .filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
}

describe('a resource page', () => {
  it('has the title, plain-text description, canonical URL, Open Graph tags and a VideoObject', async () => {
    const resource = await buildResource(app, {
      title: 'Tide Pools & Their Animals',
      description: '<p>Meet the <strong>animals</strong> of a tide&nbsp;pool.</p>\n<p>Second part.</p>',
      durationSeconds: 754,
      grades: ['3-5', '6-8'],
    });
    await buildResourceFeature(app, { resourceId: resource.id, featureCode: 'captions' });
    await buildAlignment(app, {
      resourceId: resource.id,
      code: 'MS-LS2-1',
      statement: 'Analyze data on ecosystems.',
    });
    const response = await page(`/resource/${resource.resourceCode}/`);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    const canonical = `${TEST_PUBLIC_URL}/resource/${resource.resourceCode}/`;
    expect(head.title).toBe('Tide Pools &amp; Their Animals | Lantern');
    expect(head.description).toBe('Meet the animals of a tide pool. Second part.');
    expect(head.canonical).toBe(canonical);
    expect(head.noindex).toBe(false);
    expect(head.og('title')).toBe('Tide Pools &amp; Their Animals | Lantern');
    expect(head.og('type')).toBe('video.other');
    expect(head.og('url')).toBe(canonical);
    expect(head.og('image')).toBe(`${TEST_PUBLIC_URL}/media/posters/${resource.resourceCode}.jpg`);
    expect(head.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Tide Pools & Their Animals',
      url: canonical,
      description: 'Meet the animals of a tide pool. Second part.',
      thumbnailUrl: `${TEST_PUBLIC_URL}/media/posters/${resource.resourceCode}.jpg`,
      duration: 'PT12M34S',
      teaches: ['Analyze data on ecosystems.'],
      educationalAlignment: [
        expect.objectContaining({
          '@type': 'AlignmentObject',
          targetName: 'MS-LS2-1',
          alignmentType: 'teaches',
        }),
      ],
      inLanguage: ['en'],
    });
    expect(head.jsonLd?.educationalLevel).toHaveLength(2);
    expect(head.jsonLd?.accessibilityFeature).toEqual(['Captions']);
    expect(head.jsonLd?.uploadDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(inlineExecutableScripts(response.body)).toEqual([]);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('is a LearningResource when it is not a video', async () => {
    const resource = await buildResource(app, { mediaType: 'Interactive' });
    const head = headOf((await page(`/resource/${resource.resourceCode}/`)).body);
    expect(head.jsonLd?.['@type']).toBe('LearningResource');
    expect(head.og('type')).toBe('article');
  });

  it('has one canonical URL: the student and add-on variants point to it, and the add-on is noindex', async () => {
    const resource = await buildResource(app);
    const canonical = `${TEST_PUBLIC_URL}/resource/${resource.resourceCode}/`;
    const student = headOf((await page(`/resource/${resource.resourceCode}/?student=true`)).body);
    expect(student.canonical).toBe(canonical);
    expect(student.noindex).toBe(false);
    const addOn = await page(`/add-on/resource/${resource.resourceCode}/`);
    expect(addOn.statusCode).toBe(200);
    expect(headOf(addOn.body).canonical).toBe(canonical);
    expect(headOf(addOn.body).noindex).toBe(true);
  });

  it('in preview is noindex and says nothing of the resource', async () => {
    const resource = await buildResource(app, { status: 'unpublished', title: 'Secret draft' });
    const response = await page(`/resource/preview/${resource.resourceCode}/`);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.noindex).toBe(true);
    expect(head.canonical).toBeNull();
    expect(response.body).not.toContain('Secret draft');
  });

  it('redirects a renamed code permanently to the new address, keeping the query', async () => {
    const { oldCode, resourceId } = await buildRedirect(app);
    const response = await page(`/resource/${oldCode}/?student=true`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toMatch(/^\/resource\/T-[^/]+\/\?student=true$/);
    expect(resourceId).toBeGreaterThan(0);
  });
});

describe('real statuses', () => {
  it.each([
    ['an unknown code', '/resource/no-such-resource-code/'],
    ['a malformed code', '/resource/bad%20code!/'],
    ['extra segments', '/resource/a/b/'],
    ['no code', '/resource/'],
    ['an unknown add-on resource', '/add-on/resource/no-such-resource-code/'],
    ['an unknown preview', '/resource/preview/no-such-resource-code/'],
  ])('%s is a 404 with the error page, not a 200 shell', async (_name, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = headOf(response.body);
    expect(head.title).toBe('Error 404 | Lantern');
    expect(head.noindex).toBe(true);
    expect(response.body).toContain('<h1>This resource is not available (404)</h1>');
    expect(response.body).toContain('<div id="root"><main id="main-content">');
  });

  it('an unpublished resource is a noindex 404 that does not show it', async () => {
    const resource = await buildResource(app, { status: 'unpublished', title: 'Withdrawn thing' });
    const response = await page(`/resource/${resource.resourceCode}/`);
    expect(response.statusCode).toBe(404);
    expect(headOf(response.body).noindex).toBe(true);
    expect(response.body).toContain(
      'It looks like the resource/collection you&#39;re trying to access is not available.',
    );
    expect(response.body).not.toContain('Withdrawn thing');
  });

  it("an expired resource is a noindex 404 with the spec's expired text (it names 404, not 410)", async () => {
    const resource = await buildResource(app, { expired: true });
    const response = await page(`/resource/${resource.resourceCode}/`);
    expect(response.statusCode).toBe(404);
    expect(headOf(response.body).noindex).toBe(true);
    expect(response.body).toContain('<h1>This resource has expired (404)</h1>');
    expect(response.body).toMatch(/expired on \d\d\/\d\d\/\d{4} due to a limited license/);
  });

  it('a collection: published 200 with its head; unknown, malformed and unpublished 404', async () => {
    const collection = await buildCollection(app, {
      title: 'Ocean Life',
      description: 'Dive <em>deep</em>.',
      posterPath: '/media/posters/ocean.jpg',
    });
    const ok = await page(`/collection/${collection.slug}/`);
    expect(ok.statusCode).toBe(200);
    const head = headOf(ok.body);
    expect(head.title).toBe('Ocean Life | Lantern');
    expect(head.description).toBe('Dive deep.');
    expect(head.canonical).toBe(`${TEST_PUBLIC_URL}/collection/${collection.slug}/`);
    expect(head.jsonLd).toMatchObject({ '@type': 'Collection', name: 'Ocean Life' });
    const unpublished = await buildCollection(app, { status: 'unpublished' });
    for (const url of [
      '/collection/no-such-collection/',
      '/collection/Bad_Slug/',
      `/collection/${unpublished.slug}/`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<h1>This collection is not available (404)</h1>');
    }
    const preview = await page(`/collection/preview/${unpublished.slug}/`);
    expect(preview.statusCode).toBe(200);
    expect(headOf(preview.body).noindex).toBe(true);
  });
});

describe('the other public pages', () => {
  it.each([
    ['/', 'Lantern | Teaching Resources For Students And Teachers', `${TEST_PUBLIC_URL}/`],
    ['/about/', 'About | Lantern', `${TEST_PUBLIC_URL}/about/`],
    ['/signup/', 'Educational Resources For Teachers And Students | Lantern', `${TEST_PUBLIC_URL}/signup/`],
    [
      '/search/?q=tide%20pools&start=10',
      'Search: tide pools | Lantern',
      `${TEST_PUBLIC_URL}/search/?q=tide%20pools`,
    ],
  ])('%s has its title, a description and its canonical URL', async (url, title, canonical) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.title).toBe(title);
    expect(head.description).toContain('curriculum-aligned');
    expect(head.canonical).toBe(canonical);
    expect(head.noindex).toBe(false);
  });

  it.each(['/add-on/search/', '/tools/', '/student/', '/error/?status=404'])('%s is noindex', async (url) => {
    expect(headOf((await page(url)).body).noindex).toBe(true);
  });
});

describe('outside text cannot break out of the head', () => {
  it('escapes every XSS payload in a resource title and description, in the tags and in the JSON-LD', async () => {
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const resource = await buildResource(app, {
        title: `T${i} ${payload}`,
        description: `${payload} and </script><script>alert(2)</script>`,
      });
      const response = await page(`/resource/${resource.resourceCode}/`);
      const head = headOf(response.body);
      expect(inlineExecutableScripts(response.body), payload).toEqual([]);
      expect(head.head, payload).not.toMatch(
        /<(img|svg|iframe|a|body|object|embed|form|base|details|math|video|style|textarea|template|noscript|p|div)\b/i,
      );
      expect(head.head.match(/<\/script>/g)?.length, payload).toBe(head.head.match(/<script\b/g)?.length);
      // The data survives whole: JSON-LD is read back to exactly the catalog's title.
      expect(head.jsonLd?.name, payload).toBe(`T${i} ${payload}`);
    }
  });

  it('escapes every XSS payload in the search query of the title and canonical URL', async () => {
    for (const payload of XSS_PAYLOADS) {
      const response = await page(`/search/?q=${encodeURIComponent(payload)}`);
      expect(response.statusCode).toBe(200);
      const head = headOf(response.body);
      expect(inlineExecutableScripts(response.body), payload).toEqual([]);
      expect(head.head, payload).not.toMatch(
        /<(img|svg|iframe|a|body|object|embed|form|base|details|math|video|style|textarea|template|noscript|p|div)\b/i,
      );
      expect(head.canonical, payload).toBe(
        `${TEST_PUBLIC_URL}/search/?q=${encodeURIComponent(payload.trim())}`,
      );
    }
  });
});

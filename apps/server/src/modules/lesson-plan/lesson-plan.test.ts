import { LESSON_PLAN_DOCX_MIME } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAttribution,
  buildLessonPlan,
  buildOrganization,
  buildProject,
  buildResource,
  buildUser,
  type LessonPlanOverrides,
  type ResourceOverrides,
} from '../../test/factories/index.ts';
import { buildTestApp, injectAs, type RequestAuth, signInAs } from '../../test/test-app.ts';

let app: FastifyInstance;
let lessonCode: string;
const codes: Record<string, string> = {};

const OVERVIEW = `<p>Students compare <strong>tide pools</strong> at low and high tide.</p>
<script>alert('x')</script><p onclick="steal()">Bring <a href="javascript:alert(1)">boots</a> and
<a href="/resource/ocean-01/">the ocean video</a>.</p>`;
const PROCEDURE = `<h3>Before class</h3><ol><li>Show the tide chart.</li><li>Ask for predictions.</li></ol>
<ul><li>Pairs record three animals.</li></ul><table><tr><th>Step</th><th>Minutes</th></tr><tr><td>Watch</td><td>10</td></tr></table>`;

type Options = Omit<ResourceOverrides, 'title'>;

async function lessonResource(
  title: string,
  options: Options = {},
  contents: LessonPlanOverrides['contents'] = [],
) {
  const row = await buildResource(app, { mediaType: 'Lesson Plan', ...options, title });
  await buildLessonPlan(app, { resourceId: row.id, overview: OVERVIEW, procedure: PROCEDURE, contents });
  return row;
}

beforeAll(async () => {
  app = await buildTestApp();
  const project = await buildProject(app, { title: 'Shoreline Science', kind: 'content_project' });
  const lesson = await lessonResource(
    'Tide Pool Explorers',
    { grades: ['3-5', '6-8'], projectId: project.id },
    [
      { sortOrder: 1, title: 'Tide pool video', type: 'video', url: '/resource/ocean-01/' },
      { sortOrder: 2, title: 'Discussion prompts', type: 'text', url: null },
    ],
  );
  lessonCode = lesson.resourceCode;
  const brand = await buildOrganization(app, { name: 'Coastal Public Media' });
  const funderA = await buildOrganization(app, { name: 'Sea Grant Fund' });
  const funderB = await buildOrganization(app, { name: 'Ocean Literacy Trust' });
  await buildAttribution(app, { resourceId: lesson.id, organizationId: brand.id, role: 'brand' });
  await buildAttribution(app, { resourceId: lesson.id, organizationId: brand.id, role: 'producer' });
  await buildAttribution(app, { resourceId: lesson.id, organizationId: funderA.id, role: 'funder' });
  await buildAttribution(app, { resourceId: lesson.id, organizationId: funderB.id, role: 'funder' });

  codes.video = (await buildResource(app, { title: 'Just a video' })).resourceCode;
  codes.draft = (await lessonResource('Draft lesson', { status: 'unpublished' })).resourceCode;
  codes.expired = (await lessonResource('Old lesson', { expired: true })).resourceCode;
  codes.teacherOnly = (await lessonResource('Teacher lesson', { forStudents: false })).resourceCode;
});

/** A plain browser request: no API key, as a link or a new tab sends it. */
const open = (url: string, auth: RequestAuth | null = null) =>
  injectAs(app, auth ? { cookies: auth.cookies, headers: {} } : null, { method: 'GET', url });

/** The text of a Word document body, one line per paragraph. */
function paragraphsOf(xml: string): string[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map((match) =>
      [...match[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
        .map((text) => text[1])
        .join('')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>'),
    )
    .filter(Boolean);
}

describe('GET /api/v2/lesson_plan_html/{code}/', () => {
  it('is a printable page with overview, procedure, contents and credits, sanitized, without an API key', async () => {
    const reply = await open(`/api/v2/lesson_plan_html/${lessonCode}/`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = reply.body;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Tide Pool Explorers — Lesson plan | Lantern</title>');
    expect(html).toContain('<h2>Overview</h2>');
    expect(html).toContain('<strong>tide pools</strong>');
    expect(html).toContain('<h2>Procedure</h2>');
    expect(html).toContain('<li>Ask for predictions.</li>');
    expect(html).toContain('<a href="http://localhost:3000/resource/ocean-01/">Tide pool video</a>');
    expect(html).toContain('Discussion prompts <span class="facts">(Text)</span>');
    expect(html).toContain('<dt>Brand:</dt> <dd>Coastal Public Media</dd>');
    expect(html).toContain('<dt>Funders:</dt> <dd>Ocean Literacy Trust, Sea Grant Fund</dd>');
    expect(html).toContain('<dt>Produced by:</dt> <dd>Coastal Public Media</dd>');
    expect(html).toContain(`http://localhost:3000/credits/${lessonCode}`);
    expect(html).toContain('<dd>Shoreline Science</dd>');
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
  });
});

describe('GET /api/v2/lesson_plan_word/{code}/', () => {
  it('is a .docx whose document holds the same text, with lists as numbered and bulleted paragraphs', async () => {
    const reply = await open(`/api/v2/lesson_plan_word/${lessonCode}/`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe(LESSON_PLAN_DOCX_MIME);
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="${lessonCode}-lesson-plan.docx"`,
    );
    const files = unzipSync(new Uint8Array(reply.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        'word/document.xml',
        'word/numbering.xml',
        'docProps/core.xml',
      ]),
    );
    const documentXml = strFromU8(files['word/document.xml'] as Uint8Array);
    const lines = paragraphsOf(documentXml);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Lantern lesson plan',
        'Tide Pool Explorers',
        'Grades: 3-5, 6-8',
        'Overview',
        'Students compare tide pools at low and high tide.',
        'Bring boots and the ocean video.',
        'Procedure',
        'Before class',
        'Show the tide chart.',
        'Ask for predictions.',
        'Pairs record three animals.',
        'Step | Minutes',
        'Watch | 10',
        'Lesson contents',
        'Tide pool video (Video)',
        'Discussion prompts (Text)',
        'Credits',
        'Brand: Coastal Public Media',
        'Funders: Ocean Literacy Trust, Sea Grant Fund',
        'Produced by: Coastal Public Media',
      ]),
    );
    expect(lines.indexOf('Overview')).toBeLessThan(lines.indexOf('Procedure'));
    expect(lines.indexOf('Procedure')).toBeLessThan(lines.indexOf('Lesson contents'));
    expect(documentXml).not.toMatch(/alert|steal/);
    // Two ordered lists (procedure, contents) numbered separately, and one bulleted list.
    const numIds = [...documentXml.matchAll(/<w:numId w:val="(\d+)"\/>/g)].map((m) => m[1]);
    expect(numIds.length).toBe(5);
    expect(new Set(numIds).size).toBe(3);
    expect(documentXml).toContain('<w:hyperlink');
    const relations = strFromU8(files['word/_rels/document.xml.rels'] as Uint8Array);
    expect(relations).toContain('http://localhost:3000/resource/ocean-01/');
    expect(strFromU8(files['docProps/core.xml'] as Uint8Array)).toContain(
      'Tide Pool Explorers — Lesson plan',
    );
  });

  it('reads back in an independent .docx reader with its headings, lists and links', async () => {
    const reply = await open(`/api/v2/lesson_plan_word/${lessonCode}/`);
    const { value: html, messages } = await mammoth.convertToHtml({ buffer: reply.rawPayload });
    expect(messages.filter((message) => message.type === 'error')).toEqual([]);
    expect(html).toContain('<h2>Overview</h2>');
    expect(html).toContain('<h2>Procedure</h2>');
    expect(html).toContain('<ol><li>Show the tide chart.</li><li>Ask for predictions.</li></ol>');
    expect(html).toContain('<ul><li>Pairs record three animals.</li></ul>');
    expect(html).toContain('<a href="http://localhost:3000/resource/ocean-01/">the ocean video</a>');
    expect(html).not.toMatch(/alert|steal/);
  });
});

describe('lesson-plan export errors', () => {
  const both = (code: string, query = '') => [
    `/api/v2/lesson_plan_html/${code}/${query}`,
    `/api/v2/lesson_plan_word/${code}/${query}`,
  ];

  it('answers 404 for unknown, non-lesson, unpublished and expired resources, and 400 for a malformed code', async () => {
    const cases: [string, number, RegExp][] = [
      ['no-such-lesson', 404, /No resource has the code 'no-such-lesson'/],
      [codes.video as string, 404, /no lesson plan to print/],
      [codes.draft as string, 404, /not available/],
      [codes.expired as string, 404, /expired on \d\d\/\d\d\/\d{4}/],
      ['bad code!', 400, /Not a resource code/],
    ];
    for (const [code, status, message] of cases) {
      for (const url of both(encodeURIComponent(code))) {
        const reply = await open(url);
        expect(reply.statusCode, url).toBe(status);
        expect(reply.headers['content-type'], url).toMatch(/application\/json/);
        expect(reply.json().message, url).toMatch(message);
      }
    }
  });

  it('exports an unpublished lesson in preview for admins only', async () => {
    const admin = await signInAs(app, await buildUser(app, { role: 'admin' }));
    const teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
    for (const url of both(codes.draft as string, '?is_preview=true')) {
      expect((await open(url, admin)).statusCode, url).toBe(200);
      expect((await open(url, teacher)).statusCode, url).toBe(403);
      expect((await open(url)).statusCode, url).toBe(401);
    }
    expect((await open(`/api/v2/lesson_plan_html/${codes.draft}/`, admin)).statusCode).toBe(404);
  });

  it('gives students only lessons available to students', async () => {
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    for (const url of both(codes.teacherOnly as string)) {
      const reply = await open(url, student);
      expect(reply.statusCode, url).toBe(403);
      expect(reply.json().code).toBe('forbidden');
    }
    expect((await open(`/api/v2/lesson_plan_html/${lessonCode}/`, student)).statusCode).toBe(200);
  });
});

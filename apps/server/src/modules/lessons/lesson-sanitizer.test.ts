import { lessonSchema, RICH_TEXT_ALLOWED_TAGS } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/index.ts';
import { buildTestApp, type SignedIn, signInAs } from '../../test/test-app.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { lessonCalls } from './lessons-test-kit.ts';

/**
 * Rich text goes through the server's sanitizer before it is stored (OWASP XSS filter-evasion cheat sheet style
 * payloads): what comes back may contain only the contract's tags, only href/target/rel on links, and only
 * http(s)/mailto links. Each payload goes into every rich-text field: a Text slide's and a Question slide's
 * description, and a question's text.
 * The payloads are the shared list of test/xss-payloads.ts.
 */

const PAYLOADS = XSS_PAYLOADS;

const ALLOWED = new Set<string>(RICH_TEXT_ALLOWED_TAGS);

/** The problems of sanitized HTML: anything but the allowed tags, attributes and link schemes. */
function problemsOf(html: string): string[] {
  const problems: string[] = [];
  const tagPattern = /<\/?([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g;
  let rest = html;
  for (const match of html.matchAll(tagPattern)) {
    const [whole, name = '', attributes = ''] = match;
    rest = rest.replace(whole, '');
    if (!ALLOWED.has(name)) problems.push(`tag ${name}`);
    for (const [, attribute = '', value = ''] of attributes.matchAll(/([a-z-]+)="([^"]*)"/g)) {
      if (name !== 'a' || !['href', 'target', 'rel'].includes(attribute))
        problems.push(`${name}[${attribute}]`);
      if (attribute === 'href' && !/^(https?:\/\/|mailto:)/.test(value)) problems.push(`href ${value}`);
    }
  }
  // Whatever is not a tag is text: a '<' left there would be markup the pattern did not understand.
  if (rest.includes('<')) problems.push(`unparsed markup in ${rest}`);
  return problems;
}

let app: FastifyInstance;
let teacher: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
});

describe('lesson rich text sanitizer', () => {
  it(`stores and returns only safe markup for ${PAYLOADS.length} XSS payloads`, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(20);
    const calls = lessonCalls(app);
    const slides = PAYLOADS.flatMap((payload) => [
      { type: 'Text', title: 'Payload', description: `<p>Before</p>${payload}` },
      {
        type: 'Question',
        description: payload,
        questions: [{ text: `<p>Question</p>${payload}`, type: 'Short' }],
      },
    ]);
    const created = await calls.create(teacher, { name: 'XSS payloads', slides });
    expect(created.statusCode).toBe(201);
    const code = created.json().code as string;
    const stored = lessonSchema.parse((await calls.get(teacher, code)).json());
    expect(stored).toEqual(created.json());

    stored.slides.forEach((slide, index) => {
      const payload = PAYLOADS[Math.floor(index / 2)];
      const fields =
        slide.type === 'Question'
          ? [slide.description, ...slide.questions.map((question) => question.text)]
          : slide.type === 'Text'
            ? [slide.description]
            : [];
      for (const html of fields) expect(problemsOf(html), `${payload} → ${html}`).toEqual([]);
    });
  });

  it('keeps formatting, and makes links open safely in a new tab', async () => {
    const calls = lessonCalls(app);
    const description =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em> and <u>underlined</u> text.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><p><a href="https://example.org/page" onclick="x()">link</a></p>';
    const reply = await calls.create(teacher, {
      name: 'Formatting',
      slides: [{ type: 'Text', description }],
    });
    expect(reply.statusCode).toBe(201);
    expect(lessonSchema.parse(reply.json()).slides[0]).toMatchObject({
      description:
        '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em> and <u>underlined</u> text.</p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<p><a href="https://example.org/page" target="_blank" rel="noopener noreferrer nofollow">link</a></p>',
    });
  });
});

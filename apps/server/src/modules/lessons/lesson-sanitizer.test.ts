import { lessonSchema, RICH_TEXT_ALLOWED_TAGS } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/index.ts';
import { buildTestApp, type SignedIn, signInAs } from '../../test/test-app.ts';
import { lessonCalls } from './lessons-test-kit.ts';

/**
 * Rich text goes through the server's sanitizer before it is stored (OWASP XSS filter-evasion cheat sheet style
 * payloads): what comes back may contain only the contract's tags, only href/target/rel on links, and only
 * http(s)/mailto links. Each payload goes into every rich-text field: a Text slide's and a Question slide's
 * description, and a question's text.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/steal">protocol-relative</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width:expression(alert(1))">x</p>',
  '<p onclick="alert(1)" onmouseover=alert(1)>x</p>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<IMG SRC=`javascript:alert("XSS")`>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<video><source onerror="alert(1)"></video>',
  '<style>@import "javascript:alert(1)";</style>',
  '"><script>alert(document.cookie)</script>',
  '<svg><script>alert(1)</script></svg>',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<a href="https://example.org" onclick="alert(1)" style="color:red" class="x">kept link</a>',
];

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

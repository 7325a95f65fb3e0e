import {
  LESSON_CODE_PATTERN,
  LESSON_ERRORS,
  lessonListReplySchema,
  lessonSchema,
  SHORT_ANSWER_MAX_LENGTH,
} from '@lantern/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { lessons, lessonVersions, users } from '../../db/schema.ts';
import { buildUser } from '../../test/factories/index.ts';
import { buildTestApp, type SignedIn, signedInTeacher, signInAs } from '../../test/test-app.ts';
import { lessonCalls, lessonResource, mediaSlide } from './lessons-test-kit.ts';

let app: FastifyInstance;
let calls: ReturnType<typeof lessonCalls>;
let teacher: SignedIn;
let otherTeacher: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  calls = lessonCalls(app);
  // No data-privacy acknowledgement anywhere in this file: spec 2 §1 lets a teacher build lessons without one
  // (it gates rosters and assignments), so the lesson calls check nothing of the kind.
  teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
  otherTeacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
  student = await signInAs(app, await buildUser(app, { role: 'student' }));
});

const questionSlide = {
  type: 'Question',
  title: 'Check',
  description: '<p>Answer these.</p>',
  questions: [
    {
      text: '<p>Pick one</p>',
      type: 'Multiple',
      choices: [
        { text: 'Right', correct: true },
        { text: 'Wrong', correct: false },
      ],
    },
    { text: 'Capital of France?', type: 'Fill', choices: [{ text: 'Paris', correct: false }] },
    { text: 'Why?', type: 'Short' },
    {
      text: 'True?',
      type: 'True_false',
      choices: [
        { text: 'True', correct: false },
        { text: 'False', correct: true },
      ],
    },
    { text: 'Explain.', type: 'Essay', choices: [] },
  ],
};

async function createLesson(auth: SignedIn, body: Record<string, unknown>) {
  const reply = await calls.create(auth, body);
  if (reply.statusCode !== 201) throw new Error(`create answered ${reply.statusCode}: ${reply.body}`);
  return lessonSchema.parse(reply.json());
}

const versionRows = (lessonId: number) =>
  app.orm.select().from(lessonVersions).where(eq(lessonVersions.lessonId, lessonId));

describe('lessons: create, read, replace', () => {
  it("credits a library resource's slide to the resource's credits page unless the teacher gave a link", async () => {
    const resource = await lessonResource(app, { title: 'Kelp forests' });
    const { credits_link: _, ...withoutLink } = mediaSlide(resource);
    const lesson = await createLesson(teacher, { name: 'Kelp', slides: [withoutLink] });
    expect(lesson.slides[0]).toMatchObject({ credits_link: `/credits/${resource.code}` });
    // The editor sends the filled link back with every save: it must pass the contract unchanged.
    const saved = await calls.put(teacher, lesson.code, {
      name: 'Kelp',
      version: lesson.version,
      slides: [{ ...withoutLink, credits_link: `/credits/${resource.code}` }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Only the credits path itself is accepted besides http(s) links.
    const wrong = await calls.put(teacher, lesson.code, {
      name: 'Kelp',
      version: lesson.version + 1,
      slides: [{ ...withoutLink, credits_link: '/credits/../admin' }],
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('creates a lesson with one slide of each kind and reads it back', async () => {
    const resource = await lessonResource(app, { title: 'Tide pools' });
    const lesson = await createLesson(teacher, {
      name: '  Tides ',
      description: 'Two days on the shore.',
      slides: [
        mediaSlide(resource),
        { type: 'Text', title: 'Read', description: '<p>Read <strong>this</strong>.</p>' },
        questionSlide,
      ],
    });
    expect(lesson.name).toBe('Tides');
    expect(lesson.title).toBe('Tides');
    expect(lesson.version).toBe(1);
    expect(lesson.code).toMatch(LESSON_CODE_PATTERN);
    expect(lesson.preview_link).toBe(`/tools/lessonbuilder/preview/${lesson.code}/`);
    expect(lesson.slides.map((slide) => [slide.order, slide.type])).toEqual([
      [1, 'Media'],
      [2, 'Text'],
      [3, 'Question'],
    ]);
    const [media, text, questions] = lesson.slides;
    expect(media).toMatchObject({
      resource: resource.id,
      resource_guid: resource.guid,
      asset: resource.assetGuid,
      brand: 'Lantern',
      credits_link: 'https://example.org/credits',
      ugc: null,
      ugc_guid: null,
      media: { source: 'resource', kind: 'video', available: true, unavailable_reason: null },
    });
    expect(text).toMatchObject({ description: '<p>Read <strong>this</strong>.</p>' });
    if (questions?.type !== 'Question') throw new Error('third slide is not a question slide');
    expect(
      questions.questions.map((q) => [q.order, q.type, q.choices.map((c) => [c.text, c.correct])]),
    ).toEqual([
      [
        1,
        'Multiple',
        [
          ['Right', true],
          ['Wrong', false],
        ],
      ],
      // A Fill question's choices are its accepted answers: all correct.
      [2, 'Fill', [['Paris', true]]],
      [3, 'Short', []],
      [
        4,
        'True_false',
        [
          ['True', false],
          ['False', true],
        ],
      ],
      [5, 'Essay', []],
    ]);

    const read = await calls.get(teacher, lesson.code);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"1"');
    expect(read.headers['cache-control']).toBe('no-store');
    expect(lessonSchema.parse(read.json())).toEqual(lesson);
  });

  it('replaces the whole lesson with a new version, keeping the old one as it was', async () => {
    const lesson = await createLesson(teacher, { name: 'Before', slides: [questionSlide] });
    const before = lesson.slides[0];
    if (before?.type !== 'Question') throw new Error('expected a question slide');

    const saved = await calls.put(teacher, lesson.code, {
      name: 'After',
      version: 1,
      slides: [{ type: 'Text', title: 'Only text now', description: '<p>Hi</p>' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    const after = lessonSchema.parse(saved.json());
    expect(after).toMatchObject({ name: 'After', version: 2, code: lesson.code, id: lesson.id });
    expect(after.slides.map((slide) => slide.type)).toEqual(['Text']);
    // The reply is built from what was written; a read gives the same.
    expect(lessonSchema.parse((await calls.get(teacher, lesson.code)).json())).toEqual(after);

    // Version 1 is still there, unchanged, with its question pks (what an assignment pinned to it reads).
    const versions = await versionRows(lesson.id);
    expect(versions.map((row) => [row.version, row.name]).sort()).toEqual([
      [1, 'Before'],
      [2, 'After'],
    ]);
    const { rows } = await app.orm.execute<{ id: number | string }>(
      sql`SELECT q.id FROM lesson_questions q JOIN lesson_slides s ON s.id = q.slide_id
        JOIN lesson_versions v ON v.id = s.version_id WHERE v.lesson_id = ${lesson.id} AND v.version = 1
        ORDER BY q.position`,
    );
    expect(rows.map((row) => Number(row.id))).toEqual(before.questions.map((q) => q.pk));
  });

  it('refuses to change a saved version in the database itself', async () => {
    const lesson = await createLesson(teacher, { name: 'Frozen', slides: [questionSlide] });
    await expect(
      app.orm.execute(sql`UPDATE lesson_versions SET name = 'Thawed' WHERE lesson_id = ${lesson.id}`),
    ).rejects.toThrow();
    await expect(
      app.orm.execute(sql`UPDATE lesson_choices SET correct = NOT correct WHERE question_id IN (
        SELECT q.id FROM lesson_questions q JOIN lesson_slides s ON s.id = q.slide_id
        JOIN lesson_versions v ON v.id = s.version_id WHERE v.lesson_id = ${lesson.id})`),
    ).rejects.toThrow();
  });

  it('answers 409 with the current version to a stale save, and saves nothing', async () => {
    const lesson = await createLesson(teacher, { name: 'Shared tab' });
    const first = await calls.put(teacher, lesson.code, { name: 'Tab one', version: 1 });
    expect(first.statusCode).toBe(200);

    const stale = await calls.put(teacher, lesson.code, { name: 'Tab two', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'conflict',
      current_version: 2,
      message: LESSON_ERRORS.versionStale(2),
    });
    const staleHeader = await calls.put(teacher, lesson.code, { name: 'Tab two' }, { 'if-match': '"1"' });
    expect(staleHeader.statusCode).toBe(409);

    const read = lessonSchema.parse((await calls.get(teacher, lesson.code)).json());
    expect(read).toMatchObject({ name: 'Tab one', version: 2 });
    expect(await versionRows(lesson.id)).toHaveLength(2);

    // If-Match alone carries the version too; without either the save is refused.
    const viaHeader = await calls.put(
      teacher,
      lesson.code,
      { name: 'Tab two, reloaded' },
      { 'if-match': '"2"' },
    );
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.json().version).toBe(3);
    const missing = await calls.put(teacher, lesson.code, { name: 'No version' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(LESSON_ERRORS.versionMissing);
    for (const [body, header] of [
      [{ name: 'Bad header' }, 'three'],
      [{ name: 'Disagree', version: 3 }, '"2"'],
    ] as const) {
      const bad = await calls.put(teacher, lesson.code, body, { 'if-match': header });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(LESSON_ERRORS.versionBad);
    }
  });

  it('lets only one of two simultaneous saves of one version through', async () => {
    const lesson = await createLesson(teacher, { name: 'Race' });
    const replies = await Promise.all([
      calls.put(teacher, lesson.code, { name: 'A', version: 1 }),
      calls.put(teacher, lesson.code, { name: 'B', version: 1 }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await versionRows(lesson.id)).toHaveLength(2);
  });
});

describe('lessons: who may see them', () => {
  it('answers 404 to another teacher and an admin, 403 to a student, 401 to a visitor', async () => {
    const lesson = await createLesson(teacher, { name: 'Mine' });
    const admin = await signInAs(app, await buildUser(app, { role: 'admin' }));
    for (const other of [otherTeacher, admin]) {
      const read = await calls.get(other, lesson.code);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(LESSON_ERRORS.lessonNotFound(lesson.code));
      expect((await calls.put(other, lesson.code, { name: 'Theirs', version: 1 })).statusCode).toBe(404);
      expect((await calls.delete(other, lesson.code)).statusCode).toBe(404);
      expect((await calls.copy(other, lesson.code)).statusCode).toBe(404);
    }
    expect((await calls.get(student, lesson.code)).statusCode).toBe(403);
    expect((await calls.get(null, lesson.code)).statusCode).toBe(401);
    expect(
      (await calls.list(otherTeacher)).json().results.map((item: { code: string }) => item.code),
    ).not.toContain(lesson.code);
    const read = lessonSchema.parse((await calls.get(teacher, lesson.code)).json());
    expect(read.name).toBe('Mine');
  });

  it('answers a malformed code with 400 and a clear message', async () => {
    for (const code of ['ABCDEFGHIJKL', '1bcdefghijkl', 'short', 'abcdefghijk!']) {
      const reply = await calls.get(teacher, encodeURIComponent(code));
      expect(reply.statusCode).toBe(400);
      expect(reply.json().messages).toEqual([`Code - ${LESSON_ERRORS.codeMalformed}`]);
    }
    expect((await calls.get(teacher, 'zzzzzzzzzzzz')).statusCode).toBe(404);
  });
});

describe('lessons: the rules of a save', () => {
  it('names the field of every rule it breaks, and saves nothing', async () => {
    const user = await signedInTeacher(app);
    const cases: [unknown, string][] = [
      [{ name: '' }, `Name - ${LESSON_ERRORS.nameEmpty}`],
      [{ name: 'x'.repeat(201) }, `Name - ${LESSON_ERRORS.nameTooLong}`],
      [{ name: 'L', slides: [{ type: 'Video' }] }, `Slides - 0 - Type - ${LESSON_ERRORS.slideType}`],
      [
        { name: 'L', slides: [{ type: 'Question', questions: [{ text: 'Q', type: 'Poll' }] }] },
        `Slides - 0 - Questions - 0 - Type - ${LESSON_ERRORS.questionType}`,
      ],
      [
        {
          name: 'L',
          slides: [
            { type: 'Text' },
            {
              type: 'Question',
              questions: [
                { text: 'Q', type: 'Multiple', choices: [{ text: 'a' }, { text: 'b', correct: false }] },
              ],
            },
          ],
        },
        `Slides - 1 - Questions - 0 - Choices - ${LESSON_ERRORS.needsCorrectChoice}`,
      ],
      [
        {
          name: 'L',
          slides: [{ type: 'Question', questions: [{ text: 'Q', type: 'True_false', choices: [] }] }],
        },
        `Slides - 0 - Questions - 0 - Choices - ${LESSON_ERRORS.trueFalseChoices}`,
      ],
      [
        {
          name: 'L',
          slides: [{ type: 'Question', questions: [{ text: '<script>x</script>', type: 'Short' }] }],
        },
        `Slides - 0 - Questions - 0 - Text - ${LESSON_ERRORS.questionTextEmpty}`,
      ],
      [
        { name: 'L', slides: Array.from({ length: 201 }, () => ({ type: 'Text' })) },
        `Slides - ${LESSON_ERRORS.slidesTooMany}`,
      ],
      [
        {
          name: 'L',
          slides: [{ type: 'Media', credits_link: 'javascript:alert(1)', ugc_guid: crypto.randomUUID() }],
        },
        `Slides - 0 - Credits link - ${LESSON_ERRORS.creditsLink}`,
      ],
      [{ name: 'L', slides: [{ type: 'Media' }] }, `Slides - 0 - Error - ${LESSON_ERRORS.mediaSource}`],
    ];
    for (const [body, message] of cases) {
      const reply = await calls.create(user, body);
      expect(reply.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(reply.json().messages).toContain(message);
    }
    expect(lessonListReplySchema.parse((await calls.list(user)).json()).count).toBe(0);
  });

  it('refuses media outside scope:lesson, a wrong guid or asset, and an upload that is not yours', async () => {
    const good = await lessonResource(app, { title: 'Usable' });
    const plain = await lessonResource(app, { title: 'Library only', scope: 'resource' });
    const other = await lessonResource(app, { title: 'Other' });
    const lesson = await createLesson(teacher, { name: 'Media rules', slides: [mediaSlide(good)] });

    const cases: [Record<string, unknown>, string][] = [
      [mediaSlide(plain), `Slides - 1 - Resource - ${LESSON_ERRORS.resourceScope('Library only')}`],
      [
        { ...mediaSlide(good), resource_guid: other.guid },
        `Slides - 1 - Resource guid - ${LESSON_ERRORS.resourceGuidMismatch(good.id)}`,
      ],
      [
        { ...mediaSlide(good), asset: other.assetGuid },
        `Slides - 1 - Asset - ${LESSON_ERRORS.assetNotInResource(good.id)}`,
      ],
      [
        { ...mediaSlide(good), resource: 9_000_000_000 },
        `Slides - 1 - Resource - ${LESSON_ERRORS.resourceNotFound(9_000_000_000)}`,
      ],
      // No upload of this teacher has this guid (someone else's upload is refused the same way).
      [
        { type: 'Media', ugc_guid: crypto.randomUUID() },
        `Slides - 1 - Ugc guid - ${LESSON_ERRORS.ugcNotFound}`,
      ],
    ];
    for (const [slide, message] of cases) {
      const reply = await calls.put(teacher, lesson.code, {
        name: 'Half saved?',
        version: 1,
        slides: [{ type: 'Text', title: 'New first slide' }, slide],
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().messages).toEqual([message]);
    }
    const read = lessonSchema.parse((await calls.get(teacher, lesson.code)).json());
    expect(read).toMatchObject({ name: 'Media rules', version: 1 });
    expect(read.slides).toHaveLength(1);
  });

  it('keeps a slide whose resource was unpublished later, shown as unavailable', async () => {
    const resource = await lessonResource(app, { title: 'Soon gone' });
    const lesson = await createLesson(teacher, { name: 'Unpublished later', slides: [mediaSlide(resource)] });
    await app.orm.execute(sql`UPDATE resources SET status = 'unpublished' WHERE id = ${resource.id}`);
    const read = lessonSchema.parse((await calls.get(teacher, lesson.code)).json());
    expect(read.slides[0]).toMatchObject({
      type: 'Media',
      media: { available: false, unavailable_reason: 'unpublished', media_url: null },
    });
  });

  it('takes a short answer of up to 250 characters in a preview, not more', async () => {
    const lesson = await createLesson(teacher, {
      name: 'Answer limits',
      slides: [{ type: 'Question', questions: [{ text: 'Why?', type: 'Short' }] }],
    });
    const slide = lesson.slides[0];
    if (slide?.type !== 'Question') throw new Error('expected a question slide');
    const pk = slide.questions[0]?.pk as number;
    expect((await calls.answer(teacher, pk, { input: 'x'.repeat(SHORT_ANSWER_MAX_LENGTH) })).statusCode).toBe(
      200,
    );
    const long = await calls.answer(teacher, pk, { input: 'x'.repeat(SHORT_ANSWER_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(LESSON_ERRORS.shortAnswerTooLong);
  });
});

describe('lessons: list, copy, delete', () => {
  it('pages, searches by name and sorts the list', async () => {
    const user = await signedInTeacher(app);
    for (const name of ['Volcanoes', 'Fractions', 'Érosion', 'Plate tectonics', 'volcano 100%']) {
      await createLesson(user, { name, slides: [{ type: 'Text' }] });
    }
    const page = lessonListReplySchema.parse((await calls.list(user, '?limit=2&ordering=name')).json());
    expect(page.count).toBe(5);
    expect(page.results.map((item) => item.name)).toEqual(['Érosion', 'Fractions']);
    expect(page.next).toBe('/api/v2/lesson-builder/?limit=2&offset=2&ordering=name');
    expect(page.previous).toBeNull();
    expect(page.results[0]).toMatchObject({
      title: 'Érosion',
      is_editable: true,
      assigned: null,
      is_ilp: false,
      slide_count: 1,
      version: 1,
    });
    const last = lessonListReplySchema.parse(
      (await calls.list(user, '?limit=2&offset=4&ordering=name')).json(),
    );
    // Case and accents aside: 'volcano 100%' comes before 'volcanoes' (space and digits before letters).
    expect(last.results.map((item) => item.name)).toEqual(['Volcanoes']);
    expect(last.next).toBeNull();
    expect(last.previous).toBe('/api/v2/lesson-builder/?limit=2&offset=2&ordering=name');

    const search = lessonListReplySchema.parse((await calls.list(user, '?q=VOLCAN&ordering=-name')).json());
    expect(search.results.map((item) => item.name)).toEqual(['Volcanoes', 'volcano 100%']);
    const accent = lessonListReplySchema.parse((await calls.list(user, '?q=erosion')).json());
    expect(accent.results.map((item) => item.name)).toEqual(['Érosion']);
    const literal = lessonListReplySchema.parse((await calls.list(user, '?q=100%25')).json());
    expect(literal.results.map((item) => item.name)).toEqual(['volcano 100%']);
    const newest = lessonListReplySchema.parse((await calls.list(user, '?ordering=-date_created')).json());
    expect(newest.results[0]?.name).toBe('volcano 100%');
    const beyond = lessonListReplySchema.parse((await calls.list(user, '?offset=50')).json());
    expect(beyond).toMatchObject({ count: 5, results: [], next: null });
    const bad = await calls.list(user, '?ordering=title');
    expect(bad.statusCode).toBe(400);
  });

  it("copies a lesson as 'copy of {title}' with a new code and new slides", async () => {
    const resource = await lessonResource(app);
    const lesson = await createLesson(teacher, {
      name: 'Original',
      description: 'Keep me',
      slides: [mediaSlide(resource), questionSlide],
    });
    const reply = await calls.copy(teacher, lesson.code);
    expect(reply.statusCode).toBe(201);
    const copy = lessonSchema.parse(reply.json());
    expect(copy).toMatchObject({ name: 'copy of Original', description: 'Keep me', version: 1 });
    expect(copy.code).not.toBe(lesson.code);
    expect(copy.id).not.toBe(lesson.id);
    const strip = (slides: typeof lesson.slides) =>
      JSON.parse(JSON.stringify(slides, (key, value) => (['id', 'pk'].includes(key) ? undefined : value)));
    expect(strip(copy.slides)).toEqual(strip(lesson.slides));
    const oldIds = new Set(lesson.slides.map((slide) => slide.id));
    expect(copy.slides.some((slide) => oldIds.has(slide.id))).toBe(false);
  });

  it('deletes a lesson for its owner while its versions stay for assignments', async () => {
    const lesson = await createLesson(teacher, { name: 'Delete me', slides: [questionSlide] });
    const reply = await calls.delete(teacher, lesson.code);
    expect(reply.statusCode).toBe(204);
    expect((await calls.get(teacher, lesson.code)).statusCode).toBe(404);
    expect((await calls.delete(teacher, lesson.code)).statusCode).toBe(404);
    expect((await calls.put(teacher, lesson.code, { name: 'Back?', version: 1 })).statusCode).toBe(404);
    expect(
      (await calls.list(teacher)).json().results.map((item: { code: string }) => item.code),
    ).not.toContain(lesson.code);
    const [head] = await app.orm.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(head?.deletedAt).toBeInstanceOf(Date);
    expect(await versionRows(lesson.id)).toHaveLength(1);
    const { rows } = await app.orm.execute<{ n: number | string }>(
      sql`SELECT count(*) AS n FROM lesson_questions q JOIN lesson_slides s ON s.id = q.slide_id
        JOIN lesson_versions v ON v.id = s.version_id WHERE v.lesson_id = ${lesson.id}`,
    );
    expect(Number(rows[0]?.n)).toBe(5);
  });

  it("takes every version's content with it when the owner's account is deleted", async () => {
    const owner = await signedInTeacher(app);
    const lesson = await createLesson(owner, { name: 'Account goes', slides: [questionSlide] });
    expect(
      (await calls.put(owner, lesson.code, { name: 'Twice', version: 1, slides: [questionSlide] }))
        .statusCode,
    ).toBe(200);
    const content = () =>
      app.orm.execute<{ n: number | string }>(sql`SELECT
        (SELECT count(*) FROM lesson_versions WHERE lesson_id = ${lesson.id})
        + (SELECT count(*) FROM lesson_slides WHERE version_id IN (SELECT id FROM lesson_versions WHERE lesson_id = ${lesson.id}))
        + (SELECT count(*) FROM lesson_slides s WHERE NOT EXISTS (SELECT 1 FROM lesson_versions v WHERE v.id = s.version_id))
        + (SELECT count(*) FROM lesson_questions q WHERE NOT EXISTS (SELECT 1 FROM lesson_versions v WHERE v.id = q.version_id))
        + (SELECT count(*) FROM lesson_choices c WHERE NOT EXISTS (SELECT 1 FROM lesson_versions v WHERE v.id = c.version_id))
        AS n`);
    expect(Number((await content()).rows[0]?.n)).toBe(4);
    await app.orm.delete(users).where(eq(users.id, owner.user.id));
    // Nothing of the lesson is left, and no slide, question or choice of any deleted version anywhere.
    expect(Number((await content()).rows[0]?.n)).toBe(0);
  });
});

describe("the media picker's unavailable resources", () => {
  const path = '/api/v2/lesson-builder/unavailable-resources/';
  const list = (query: string) =>
    app.inject({
      method: 'GET',
      url: `${path}?${query}`,
      cookies: teacher.cookies,
      headers: teacher.headers,
    });

  it('lists withdrawn and expired lesson resources, marked, but no draft, live or non-lesson resource', async () => {
    const tag = `Unavail${Date.now()}`;
    const past = new Date(Date.now() - 86_400_000);
    await lessonResource(app, { title: `${tag} withdrawn`, status: 'unpublished', publishedAt: past });
    await lessonResource(app, { title: `${tag} expired`, expirationDate: past });
    await lessonResource(app, { title: `${tag} draft`, status: 'unpublished', publishedAt: null });
    await lessonResource(app, { title: `${tag} live` });
    await lessonResource(app, { title: `${tag} not for lessons`, scope: 'resource', expirationDate: past });
    const reply = await list(`q=${tag.toLowerCase()}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body.count).toBe(2);
    expect(body.objects.map((item: { title: string; reason: string }) => [item.title, item.reason])).toEqual([
      [`${tag} expired`, 'expired'],
      [`${tag} withdrawn`, 'unpublished'],
    ]);
    expect(body.objects[0].expiration_date).toBe(past.toISOString());
  });

  it('matches % and _ as themselves and refuses bad paging with a message', async () => {
    const reply = await list('q=%25_');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().count).toBe(0);
    const bad = await list('limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('limit must be a whole number from 1 to 20');
  });
});

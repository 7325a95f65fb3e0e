import {
  ORGANIZATION_COOKIE,
  SEARCH_FACET_NAMES,
  searchReplySchema,
  subjectTreeReplySchema,
} from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../db/schema.ts';
import {
  buildAlignment,
  buildCollection,
  buildOptOut,
  buildResource,
  buildUser,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, signInAs } from '../../test/test-app.ts';

let app: FastifyInstance;
let orgId: number;
let collectionSlug: string;
const codes: Record<string, string> = {};

// A made-up word so that only this file's resources match.
const W = 'zorblaxite';

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  const titleHit = await buildResource(app, {
    title: `Volcanoes and ${W} rocks`,
    description: 'How magma cools into crystals.',
    grades: ['6-8', '9-12'],
    subjects: [10102],
    durationSeconds: 125,
  });
  const descHit = await buildResource(app, {
    title: 'Mountain building',
    description: `Plates collide; ${W} forms under pressure.`,
    grades: ['3-5'],
    subjects: [8337],
    mediaType: 'Document',
    languages: ['en', 'es'],
  });
  const lesson = await buildResource(app, {
    title: `Teaching ${W} in the classroom`,
    mediaType: 'Lesson Plan',
    subjects: [6708],
    grades: ['13+'],
  });
  const notForStudents = await buildResource(app, {
    title: `Café ${W} interview`,
    forStudents: false,
    mediaType: 'Audio',
    subjects: [3026],
    durationSeconds: 2000,
  });
  await buildResource(app, { title: `Hidden ${W} draft`, status: 'unpublished' });
  await buildResource(app, { title: `Expired ${W} clip`, expired: true });
  const opted = await buildResource(app, { title: `Station ${W} special`, mediaType: 'Image' });
  orgId = (await buildOptOut(app, { resourceId: opted.id })).organizationId;
  collectionSlug = (await buildCollection(app, { resourceIds: [titleHit.id, descHit.id] })).slug;
  Object.assign(codes, {
    titleHit: titleHit.resourceCode,
    descHit: descHit.resourceCode,
    lesson: lesson.resourceCode,
    notForStudents: notForStudents.resourceCode,
    opted: opted.resourceCode,
  });
});

async function search(query: string, auth = apiHeaders(app)) {
  const reply = await injectAs(app, auth, { url: `/api/v2/search/?${query}` });
  return reply;
}

async function ok(query: string) {
  const reply = await search(query);
  expect(reply.statusCode, reply.body).toBe(200);
  return searchReplySchema.parse(reply.json());
}

const codesOf = (reply: { objects: { resource_code: string }[] }) =>
  reply.objects.map((o) => o.resource_code);

describe('GET /api/v2/search/', () => {
  it('finds published, unexpired resources with cards, title matches first', async () => {
    const reply = await ok(`q=${W}`);
    expect(reply.meta.total).toBe(5);
    expect(codesOf(reply)).not.toContain(undefined);
    const found = codesOf(reply);
    expect(found.indexOf(codes.titleHit!)).toBeLessThan(found.indexOf(codes.descHit!));
    const card = reply.objects.find((o) => o.resource_code === codes.titleHit)!;
    expect(card).toMatchObject({
      title: `Volcanoes and ${W} rocks`,
      media_type: 'Video',
      duration: 125,
      grades: ['6-8', '9-12'],
      subjects: [{ id: 10102, title: 'Physical Science' }],
      languages: ['English'],
      url: `/resource/${codes.titleHit}/`,
    });
    expect(card.poster).toMatch(/^\/media\/posters\//);
    expect(reply.meta.next_uri).toBeNull();
  });

  it('stems English words and ignores accents', async () => {
    expect(codesOf(await ok('q=volcano'))).toContain(codes.titleHit);
    expect(codesOf(await ok(`q=${encodeURIComponent(`cafe ${W}`)}`))).toEqual([codes.notForStudents]);
  });

  it('supports phrases and -exclusion (websearch syntax)', async () => {
    expect(
      codesOf(await ok(`q=${encodeURIComponent(`${W} -volcanoes -mountain -teaching -station`)}`)),
    ).toEqual([codes.notForStudents]);
    expect(codesOf(await ok(`q=${encodeURIComponent(`"magma cools"`)}`))).toEqual([codes.titleHit]);
  });

  it('filters by selected facets: subject includes descendants, grades, media type', async () => {
    const science = await ok(`q=${W}&selected_facet=subject:8337`);
    expect(new Set(codesOf(science))).toEqual(new Set([codes.titleHit, codes.descHit]));
    expect(codesOf(await ok(`q=${W}&selected_facet=grades:3-5`))).toEqual([codes.descHit]);
    const two = await ok(`q=${W}&selected_facet=media_type:Document&selected_facet=media_type:Audio`);
    expect(new Set(codesOf(two))).toEqual(new Set([codes.descHit, codes.notForStudents]));
    expect(codesOf(await ok(`q=${W}&selected_facet=duration:30%2B`))).toEqual([codes.notForStudents]);
    expect(codesOf(await ok(`q=${W}&selected_facet=language:es`))).toEqual([codes.descHit]);
  });

  it('excludes facets, including comma lists and opted-out organizations', async () => {
    const reply = await ok(
      `q=${W}&excluded_facet=${encodeURIComponent('media_type:Lesson Plan,Collection')}&excluded_facet=resource_opt_out_organizations:${orgId}`,
    );
    expect(codesOf(reply)).not.toContain(codes.lesson);
    expect(codesOf(reply)).not.toContain(codes.opted);
    expect(reply.meta.total).toBe(3);
  });

  it('finds nothing for a query made only of stopwords', async () => {
    for (const q of ['the and of', 'The', '"of the"']) {
      const reply = await ok(`q=${encodeURIComponent(q)}&facet_by=media_type`);
      expect(reply.meta.total, q).toBe(0);
      expect(reply.objects, q).toEqual([]);
      expect(reply.meta.facets.media_type, q).toEqual([]);
    }
  });

  it('leaves out what the organization in the organization cookie opted out of', async () => {
    const withCookie = (value: string) =>
      injectAs(app, apiHeaders(app), {
        url: `/api/v2/search/?q=${W}`,
        cookies: { [ORGANIZATION_COOKIE]: value },
      });
    const opted = await withCookie(String(orgId));
    expect(opted.statusCode, opted.body).toBe(200);
    expect(codesOf(opted.json())).not.toContain(codes.opted);
    expect(opted.json().meta.total).toBe(4);
    // Another station's cookie, or one that is not an id, hides nothing.
    for (const value of [String(orgId + 1000), 'not-an-id']) {
      const other = await withCookie(value);
      expect(other.statusCode, other.body).toBe(200);
      expect(codesOf(other.json())).toContain(codes.opted);
    }
  });

  it('the add-on view (Lesson Plan and Collection excluded) never offers a Lesson Plan', async () => {
    const reply = await ok(
      `q=${W}&excluded_facet=${encodeURIComponent('media_type:Lesson Plan,Collection')}&facet_by=media_type`,
    );
    expect(codesOf(reply)).not.toContain(codes.lesson);
    expect(reply.meta.facets.media_type?.map((entry) => entry.value)).not.toContain('Lesson Plan');
    expect(reply.meta.total).toBe(4);
  });

  it('student mode removes Lesson Plans and resources not for students', async () => {
    for (const reply of [
      await ok(`q=${W}&selected_facet=student_content:true`),
      await ok(`q=${W}&student=true`),
      searchReplySchema.parse(
        (await search(`q=${W}`, await signInAs(app, await buildUser(app, { role: 'student' })))).json(),
      ),
    ]) {
      expect(codesOf(reply)).not.toContain(codes.lesson);
      expect(codesOf(reply)).not.toContain(codes.notForStudents);
      expect(reply.meta.total).toBe(3);
    }
  });

  it('limits to a collection by slug; an unknown slug is empty', async () => {
    const reply = await ok(`collection_slug=${collectionSlug}`);
    expect(new Set(codesOf(reply))).toEqual(new Set([codes.titleHit, codes.descHit]));
    expect((await ok('collection_slug=no-such-collection')).meta.total).toBe(0);
  });

  it('counts facets per facet_by name', async () => {
    const reply = await ok(`q=${W}&facet_by=grades&facet_by=subject,media_type,language,duration,cs`);
    const { facets } = reply.meta;
    expect(Object.keys(facets).sort()).toEqual([
      'cs',
      'duration',
      'grades',
      'language',
      'media_type',
      'subject',
    ]);
    expect(facets.grades).toEqual([
      { value: '3-5', label: 'Upper Elementary', count: 1 },
      { value: '6-8', label: 'Middle School', count: 3 },
      { value: '9-12', label: 'High School', count: 1 },
      { value: '13+', label: 'Adult and Higher Education', count: 1 },
    ]);
    expect(facets.subject).toContainEqual({ value: '8337', label: 'Science', count: 2 });
    expect(facets.subject).toContainEqual({ value: '10102', label: 'Physical Science', count: 1 });
    expect(facets.media_type).toContainEqual({ value: 'Video', label: 'Video', count: 1 });
    expect(facets.language).toContainEqual({ value: 'es', label: 'Spanish', count: 1 });
    expect(facets.duration).toEqual([
      { value: '0-5', label: 'Under 5 minutes', count: 1 },
      { value: '30+', label: '30 minutes or more', count: 1 },
    ]);
    expect(facets.cs).toEqual([{ value: collectionSlug, label: `Collection ${collectionSlug}`, count: 2 }]);
  });

  it('counts a facet with its own selection left out (the other values stay offered)', async () => {
    const reply = await ok(`q=${W}&selected_facet=media_type:Document&facet_by=media_type,grades`);
    expect(reply.meta.total).toBe(1);
    expect(reply.meta.facets.media_type).toContainEqual({ value: 'Video', label: 'Video', count: 1 });
    expect(reply.meta.facets.media_type).toContainEqual({ value: 'Document', label: 'Document', count: 1 });
    expect(reply.meta.facets.grades).toEqual([{ value: '3-5', label: 'Upper Elementary', count: 1 }]);
  });

  it('pages with start and count and gives next_uri', async () => {
    const first = await ok(`q=${W}&count=2&rank_by=title`);
    expect(first.objects).toHaveLength(2);
    expect(first.meta.total).toBe(5);
    expect(first.meta.next_uri).toMatch(/^\/api\/v2\/search\/\?/);
    const nextUrl = new URL(first.meta.next_uri!, 'http://x');
    expect(nextUrl.searchParams.get('start')).toBe('2');
    expect(nextUrl.searchParams.get('q')).toBe(W);
    const second = await ok(`${first.meta.next_uri!.split('?')[1]}`);
    expect(second.objects).toHaveLength(2);
    expect(codesOf(second).some((c) => codesOf(first).includes(c))).toBe(false);
    const last = await ok(`q=${W}&count=2&rank_by=title&start=4`);
    expect(last.objects).toHaveLength(1);
    expect(last.meta.next_uri).toBeNull();
    expect((await ok(`q=${W}&start=10000`)).objects).toEqual([]);
  });

  it('accepts an empty q (browse) and defaults count to 10', async () => {
    const reply = await ok('q=');
    expect(reply.meta.total).toBe(5);
  });

  it('never fails on odd text or facet values', async () => {
    const odd = [
      '!!!',
      '"',
      '(',
      '-',
      'a:*',
      "'; DROP TABLE resources; --",
      '😀',
      '%',
      '\\',
      'or',
      '5.NF.B.3',
      'a'.repeat(200),
    ];
    for (const value of odd) {
      const q = encodeURIComponent(value);
      for (const query of [
        `q=${q}`,
        `selected_facet=ct:${q}&selected_facet=cp:${q}&selected_facet=cs:${q}&selected_facet=language:${q}`,
        `excluded_facet=grades:${q}&excluded_facet=resource_opt_out_organizations:${q}&facet_by=${SEARCH_FACET_NAMES.join(',')}`,
      ]) {
        const reply = await search(query);
        expect(reply.statusCode, `${query}: ${reply.body}`).toBeLessThan(500);
      }
    }
  });

  it('shows publish, unpublish and expiry at once', async () => {
    const row = await buildResource(app, { title: 'Quasiflux demo' });
    expect((await ok('q=quasiflux')).meta.total).toBe(1);
    await app.orm.update(resources).set({ status: 'unpublished' }).where(eq(resources.id, row.id));
    expect((await ok('q=quasiflux')).meta.total).toBe(0);
    await app.orm.update(resources).set({ status: 'published' }).where(eq(resources.id, row.id));
    expect((await ok('q=quasiflux')).meta.total).toBe(1);
    await app.orm
      .update(resources)
      .set({ expirationDate: new Date(Date.now() - 1000) })
      .where(eq(resources.id, row.id));
    expect((await ok('q=quasiflux')).meta.total).toBe(0);
  });

  it("finds resources by an aligned standard's code or statement words", async () => {
    const row = await buildResource(app, { title: 'Fraction strips workshop' });
    await buildAlignment(app, {
      resourceId: row.id,
      code: '5.NF.B.3',
      statement: 'Interpret a fraction as division of the numerator by the denominator.',
    });
    expect(codesOf(await ok('q=5.nf.b.3'))).toEqual([row.resourceCode]);
    expect(codesOf(await ok('q=numerator+denominator'))).toEqual([row.resourceCode]);
  });

  it('is documented in the OpenAPI description', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v2/search/', '/api/v2/expanded_subject_tree/']),
    );
  });

  it.each([
    ['q too long', `q=${'a'.repeat(201)}`, /200/],
    ['unknown facet', 'selected_facet=colour:red', /unknown facet 'colour'/],
    ['malformed facet', 'selected_facet=grades', /name:value/],
    ['empty facet value', 'excluded_facet=grades:', /name:value/],
    ['non-numeric subject', 'selected_facet=subject:science', /subject id/],
    ['huge subject id', 'selected_facet=subject:99999999999', /subject id/],
    ['unknown duration', 'selected_facet=duration:forever', /duration/],
    ['unknown facet_by', 'facet_by=grades,colour', /facet_by/],
    ['negative start', 'start=-1', /start/],
    ['huge start', 'start=10001', /start/],
    ['zero count', 'count=0', /count/],
    ['huge count', 'count=51', /count/],
    ['unknown rank_by', 'rank_by=random', /rank_by/],
    ['bad collection slug', 'collection_slug=Not%20A%20Slug', /collection_slug/],
  ])('answers 400 for %s', async (_name, query, message) => {
    const reply = await search(query);
    expect(reply.statusCode).toBe(400);
    expect(JSON.stringify(reply.json())).toMatch(message);
  });
});

describe('GET /api/v2/expanded_subject_tree/', () => {
  async function tree(query = '') {
    const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/expanded_subject_tree/${query}` });
    expect(reply.statusCode, reply.body).toBe(200);
    return subjectTreeReplySchema.parse(reply.json()).objects;
  }

  it('lists the ten top subjects with counts that include descendants', async () => {
    const objects = await tree();
    expect(objects).toHaveLength(10);
    const science = objects.find((o) => o.id === 8337)!;
    expect(science).toMatchObject({
      title: 'Science',
      slug: 'science',
      url: '/subjects/science/',
      resultsCount: 2,
    });
    const physical = science.children.find((c) => c.id === 10102)!;
    expect(physical).toMatchObject({ resultsCount: 1, url: '/subjects/science/physical-science/' });
    expect(objects.find((o) => o.id === 6708)!.resultsCount).toBe(1);
  });

  it('stops at max_depth', async () => {
    const depth = (nodes: { children: unknown[] }[]): number =>
      nodes.length === 0
        ? 0
        : 1 + Math.max(...nodes.map((n) => depth(n.children as { children: unknown[] }[])));
    expect(depth(await tree('?max_depth=1'))).toBe(1);
    expect(depth(await tree('?max_depth=2'))).toBe(2);
    expect(depth(await tree())).toBeGreaterThanOrEqual(3);
  });

  it('removes Professional Development for students', async () => {
    const objects = await tree('?student=true');
    expect(objects.map((o) => o.id)).not.toContain(6708);
    expect(objects).toHaveLength(9);
    expect(objects.find((o) => o.id === 3026)!.resultsCount).toBe(0);
  });

  it.each(['?max_depth=0', '?max_depth=5', '?max_depth=abc'])('answers 400 for %s', async (query) => {
    const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/expanded_subject_tree/${query}` });
    expect(reply.statusCode).toBe(400);
  });
});
